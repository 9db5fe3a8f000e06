// Interview reports (spec §7 Staff: interview_report_data, add and edit interview report): the questions
// asked and the answers heard, a score per criterion and the interviewer's recommendation.
import { z } from 'zod';
import { interviewRecommendations } from '../src/domain/enums/interview';
import { defineCommand } from './define';
import { codeOf, recordId, version } from './fields';
import { interviewId, interviewRow, onInterview, optionalText, requiredText } from './interview-fields';

export const MAX_SCORE = 5;

const answerItem = z.strictObject({
  question: requiredText('Question', 300),
  answer: optionalText('Answer', 2000).default(''),
});

const scoreItem = z.strictObject({
  criterion: requiredText('Criterion', 100),
  score: z
    .number({ error: (issue) => (issue.input === undefined ? 'Score is required.' : 'Score must be a number.') })
    .int('Score must be a whole number.')
    .min(1, 'Score is at least 1.')
    .max(MAX_SCORE, `Score is at most ${MAX_SCORE}.`),
  comment: optionalText('Comment', 500).default(''),
});

const noRepeats = <T>(key: (item: T) => string, what: string) => (items: T[], ctx: z.RefinementCtx) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index, what === 'Question' ? 'question' : 'criterion'], message: `${what} is listed twice.` });
    else seen.set(k, index);
  });
};

/** What a report holds; add and edit take the same fields. */
export const reportFields = {
  answers: z
    .array(answerItem, { error: 'Answers must be a list of questions and answers.' })
    .min(1, 'Answers need at least one question.')
    .max(30, 'Answers hold at most 30 questions.')
    .superRefine(noRepeats((a: { question: string }) => a.question, 'Question')),
  scores: z
    .array(scoreItem, { error: 'Scores must be a list of criteria and scores.' })
    .min(1, 'Scores need at least one criterion.')
    .max(20, 'Scores hold at most 20 criteria.')
    .superRefine(noRepeats((s: { criterion: string }) => s.criterion, 'Criterion')),
  recommendation: codeOf('Recommendation', interviewRecommendations),
  summary: optionalText('Summary', 4000).default(''),
};

export const reportRow = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  scores: z.array(z.object({ criterion: z.string(), score: z.number().int(), comment: z.string() })),
  recommendation: codeOf('Recommendation', interviewRecommendations),
  summary: z.string(),
  /** Mean of the scores, one decimal. */
  average_score: z.number(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const interviewReportData = defineCommand({
  id: 'interview.reportData',
  api: 'interview_report_data',
  title: 'Open interview report',
  area: 'interview',
  kind: 'query',
  keywords: ['report', 'scores', 'recommendation', 'feedback'],
  when: onInterview,
  fill: (ctx) => (ctx.record?.kind === 'interview' ? { interview_id: ctx.record.id } : {}),
  recordArg: 'interview_id',
  args: z.strictObject({ interview_id: interviewId }),
  result: z.object({
    interview: interviewRow,
    /** null until a report is written. */
    report_data: reportRow.nullable(),
    /** What a new report starts from: the questions usually asked for the position and the criteria scored. */
    template: z.object({ questions: z.array(z.string()), criteria: z.array(z.string()) }),
  }),
});

export const addInterviewReport = defineCommand({
  id: 'interview.addReport',
  api: 'add_interview_report',
  title: 'Write interview report',
  area: 'interview',
  kind: 'action',
  keywords: ['report', 'feedback', 'scores'],
  when: (ctx) => onInterview(ctx) && ctx.record?.fields?.report_id == null,
  fill: (ctx) => (ctx.record?.kind === 'interview' ? { interview_id: ctx.record.id } : {}),
  recordArg: 'interview_id',
  args: z.strictObject({ interview_id: interviewId, ...reportFields }),
  result: reportRow,
});

export const editInterviewReport = defineCommand({
  id: 'interview.editReport',
  api: 'edit_interview_report',
  title: 'Edit interview report',
  area: 'interview',
  kind: 'action',
  keywords: ['report', 'feedback', 'scores'],
  reversible: true,
  when: (ctx) => onInterview(ctx) && typeof ctx.record?.fields?.report_id === 'number',
  fill: (ctx) => (typeof ctx.record?.fields?.report_id === 'number' ? { report_id: ctx.record.fields.report_id } : {}),
  args: z.strictObject({ report_id: recordId('Report id'), version, ...reportFields }),
  result: reportRow,
});

export const interviewReportCommands = [interviewReportData, addInterviewReport, editInterviewReport] as const;
