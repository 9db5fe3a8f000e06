// One-way (virtual) interviews: an applicant records answers to a position's questions on their own time.
// Spec §7: get_virtual_interview_record (Staff) and get_position_vi_configs / set_position_vi_config
// (Position rates), the per-position question sets the configuration screen edits.
import { z } from 'zod';
import { defineCommand } from './define';
import { version } from './fields';
import { applicationId, optionalText, requiredText } from './interview-fields';

export const virtualInterviewRecord = defineCommand({
  id: 'interview.virtualRecord',
  api: 'get_virtual_interview_record',
  title: 'Show virtual interview answers',
  area: 'interview',
  kind: 'query',
  keywords: ['one-way', 'video interview', 'recorded answers', 'vi'],
  when: (ctx) => ctx.record?.kind === 'application',
  fill: (ctx) => (ctx.record?.kind === 'application' ? { application_id: ctx.record.id } : {}),
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({
    application_id: z.number().int(),
    position: z.string(),
    answers: z.array(z.object({ position: z.number().int(), question: z.string(), answer_text: z.string(), duration_seconds: z.number().int(), recorded_at: z.string() })),
    total_seconds: z.number().int(),
    /** When the last answer was recorded; null when the applicant has recorded none. */
    completed_at: z.string().nullable(),
  }),
});

const viQuestion = z.strictObject({
  question: requiredText('Question', 300),
  max_seconds: z
    .number({ error: (issue) => (issue.input === undefined ? 'Answer time is required.' : 'Answer time must be a number of seconds.') })
    .int('Answer time must be whole seconds.')
    .min(30, 'Answer time is at least 30 seconds.')
    .max(600, 'Answer time is at most 600 seconds.'),
});

export const viConfig = z.object({
  /** null for a position without a saved set (version 0). */
  id: z.number().int().nullable(),
  position: z.string(),
  questions: z.array(z.object({ question: z.string(), max_seconds: z.number().int() })),
  enabled: z.boolean(),
  intro: z.string(),
  /** Job ads that use the position. */
  job_count: z.number().int(),
  updated_at: z.string().nullable(),
  version: z.number().int(),
});
export type ViConfig = z.infer<typeof viConfig>;

export const positionViConfigs = defineCommand({
  id: 'interview.viConfigs',
  api: 'get_position_vi_configs',
  title: 'List virtual interview question sets',
  area: 'interview',
  kind: 'query',
  keywords: ['virtual interview', 'questions', 'positions', 'configuration'],
  args: z.strictObject({}),
  result: z.object({ configs: z.array(viConfig) }),
});

export const setPositionViConfig = defineCommand({
  id: 'interview.setViConfig',
  api: 'set_position_vi_config',
  title: 'Save virtual interview questions',
  area: 'interview',
  kind: 'action',
  keywords: ['virtual interview', 'questions', 'position'],
  reversible: true,
  args: z.strictObject({
    position: requiredText('Position', 100),
    questions: z
      .array(viQuestion, { error: 'Questions must be a list.' })
      .max(10, 'A virtual interview asks at most 10 questions.')
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((q, i) => {
          const k = q.question.toLowerCase();
          if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, 'question'], message: 'Question is listed twice.' });
          seen.add(k);
        });
      }),
    enabled: z.boolean({ error: 'Enabled must be true or false.' }).default(true),
    intro: optionalText('Introduction', 1000).default(''),
    /** 0 for a position that has no saved set yet. */
    version,
  }).refine((a) => !a.enabled || a.questions.length > 0, { path: ['questions'], message: 'An enabled virtual interview needs at least one question.' }),
  result: viConfig,
});

export const virtualInterviewCommands = [virtualInterviewRecord, positionViConfigs, setPositionViConfig] as const;
