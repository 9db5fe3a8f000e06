// One-way (virtual) interviews: an applicant records answers to a position's questions on their own time.
// Spec §7: get_virtual_interview_record (Staff) and get_position_vi_configs / set_position_vi_config
// (Position rates), the per-position question sets the configuration screen edits.
import { z } from 'zod';
import { viInviteStates as viInviteStateEnum } from '../src/domain/enums/interview';
import { defineCommand } from './define';
import { keyword, page, pagedResult, pageSize, sortDir, version } from './fields';
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

/** Where an application's one-way interview stands: not invited yet, invited (maybe part-answered), or answered. */
const viInviteStates = viInviteStateEnum.codes as unknown as readonly ['not_invited', 'invited', 'answered'];
export type ViInviteState = (typeof viInviteStates)[number];

const viInviteRow = z.object({
  /** The application's id: the list's rows are applications. */
  id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  job_title: z.string(),
  state: z.enum(viInviteStates),
  questions: z.number().int(),
  answers: z.number().int(),
  invite_count: z.number().int(),
  invited_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  applied_at: z.string(),
});
export type ViInviteRow = z.infer<typeof viInviteRow>;

export const virtualInterviewList = defineCommand({
  id: 'interview.virtualList',
  api: 'virtual_interview_list',
  title: 'List virtual interview invitations',
  area: 'interview',
  kind: 'query',
  keywords: ['one-way interview', 'video interview', 'invitations', 'not answered', 'resend'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    state: z.enum(viInviteStates, { error: `State must be one of ${viInviteStates.join(', ')}.` }).optional(),
    position: z.string().trim().max(100, 'Position is at most 100 characters.').optional(),
    sort_by: z.enum(['invited_at', 'applied_at', 'name']).default('applied_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(viInviteRow),
});

export const resendVirtualInterview = defineCommand({
  id: 'interview.resendVirtual',
  irreversible: { reason: 'it sends an invitation' },
  api: 'resend_virtual_interview',
  title: 'Resend virtual interview invitation',
  area: 'interview',
  kind: 'action',
  kbd: 'alt+v',
  keywords: ['one-way interview', 'video interview', 'remind', 'invite again', 'email'],
  when: (ctx) => ctx.record?.kind === 'application',
  fill: (ctx) => (ctx.record?.kind === 'application' ? { application_id: ctx.record.id } : {}),
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({ application_id: z.number().int(), email: z.string(), invite_count: z.number().int(), invited_at: z.string() }),
});

export const virtualInterviewCommands = [virtualInterviewRecord, positionViConfigs, setPositionViConfig, virtualInterviewList, resendVirtualInterview] as const;
