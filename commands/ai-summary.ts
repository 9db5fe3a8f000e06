import { z } from 'zod';
import { aiFits, aiReasonKinds, aiSummaryOrigins, conversationSenders } from '../src/domain/enums/ai-exports';
import { defineCommand, type CommandContext } from './define';
import { codeOf, recordId, version } from './fields';

// An application's AI conversation summary (spec §7: ai_conversation_summary insert, edit, delete and
// gen_history; ai_conversation_messages; generate/save_ai_recommendation; save_ai_summary). Drafts are
// computed by queries (generate_ai_summary, generate_ai_recommendation) so the AI adapter never runs inside
// a write's transaction; the writes keep what the recruiter accepted. y and shift+y do both in one go: the
// palette shows the draft, Enter keeps it.

const applicationId = recordId('Application id');
const summaryId = recordId('Summary id');
const onApplication = (ctx: CommandContext) => ctx.record?.kind === 'application';
const fromApplication = (ctx: CommandContext) => (ctx.record && onApplication(ctx) ? { application_id: ctx.record.id } : {});

export const conversationMessage = z.object({
  id: z.number().int(),
  sender: z.enum(conversationSenders.codes as ['recruiter', 'candidate']),
  author_name: z.string(),
  body: z.string(),
  sent_at: z.string(),
});

export const aiSummaryRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  body: z.string(),
  origin: z.enum(aiSummaryOrigins.codes as ['generated', 'written', 'edited']),
  model: z.string(),
  message_count: z.number().int(),
  created_by: z.string().nullable(),
  edited_by: z.string().nullable(),
  /** The version the application shows and exports carry. */
  saved: z.boolean(),
  saved_at: z.string().nullable(),
  saved_by: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AiSummaryRow = z.infer<typeof aiSummaryRow>;

const summaryText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Summary is required.' : 'Summary must be text.') })
  .trim()
  .min(1, 'Summary is required.')
  .max(4000, 'Summary is at most 4,000 characters.');

export const aiReason = z.strictObject({
  kind: codeOf('Reason kind', aiReasonKinds),
  text: z.string({ error: 'Reason text is required.' }).trim().min(1, 'Reason text is required.').max(400, 'Reason text is at most 400 characters.'),
});

export const recommendationBody = z.strictObject({
  fit: codeOf('Fit', aiFits),
  score: z.number({ error: 'Score must be a number.' }).int('Score must be a whole number.').min(0, 'Score must be 0 to 100.').max(100, 'Score must be 0 to 100.'),
  reasons: z.array(aiReason, { error: 'Reasons must be a list.' }).min(1, 'At least one reason is required.').max(12, 'At most 12 reasons.'),
  model: z.string().trim().max(100, 'Model is at most 100 characters.').default(''),
});

const draft = z.object({ application_id: z.number().int(), summary: z.string(), model: z.string(), message_count: z.number().int() });
const generatedRecommendation = z.object({
  application_id: z.number().int(),
  fit: z.enum(aiFits.codes as ['strong_fit', 'possible_fit', 'weak_fit']),
  score: z.number().int(),
  reasons: z.array(z.object({ kind: z.enum(['strength', 'concern']), text: z.string() })),
  model: z.string(),
  message_count: z.number().int(),
});

export const savedRecommendation = generatedRecommendation.omit({ message_count: true }).extend({
  id: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

export const conversationMessages = defineCommand({
  id: 'ai.messages',
  api: 'ai_conversation_messages',
  title: 'Show the screening conversation',
  area: 'application',
  kind: 'query',
  keywords: ['chat', 'messages', 'conversation', 'transcript'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({ application_id: z.number().int(), messages: z.array(conversationMessage) }),
});

export const generateAiSummary = defineCommand({
  id: 'ai.generateSummary',
  api: 'generate_ai_summary',
  title: 'Draft an AI summary of the conversation',
  area: 'application',
  kind: 'query',
  keywords: ['ai', 'summarise', 'summary', 'draft'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: draft,
  // No conversation yet, or nothing in it to summarise.
  errors: ['conflict'],
});

export const aiSummaryHistory = defineCommand({
  id: 'ai.summaryHistory',
  api: 'ai_conversation_summary_gen_history',
  title: 'Show AI summary versions',
  area: 'application',
  kind: 'query',
  keywords: ['ai', 'summary', 'history', 'versions'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, summary_id: summaryId.optional().describe('Only this version') }),
  result: z.object({ application_id: z.number().int(), saved_id: z.number().int().nullable(), list: z.array(aiSummaryRow) }),
});

/** The summary versions of the application, as palette choices (newest first; the saved one marked). */
const summaryChoices = {
  command: 'ai.summaryHistory',
  args: (known: Record<string, unknown>) => (known.application_id ? { application_id: known.application_id } : undefined),
  options: (r: { saved_id: number | null; list: AiSummaryRow[] }) =>
    r.list.map((s, i) => ({ value: s.id, label: `#${s.id} ${s.saved ? '(saved) ' : ''}${s.body.replace(/\s+/g, ' ').slice(0, 90)}`, default: i === 0 })),
  reason: (r: { list: AiSummaryRow[] }) => (r.list.length ? null : 'This application has no AI summary yet: press y to draft one.'),
};
/** The chosen version's own version number (one choice), so the write is checked against what was listed. */
const versionOfChoice = {
  command: 'ai.summaryHistory',
  args: (known: Record<string, unknown>) =>
    known.application_id && known.summary_id ? { application_id: known.application_id, summary_id: known.summary_id } : undefined,
  options: (r: { list: AiSummaryRow[] }) => r.list.map((s) => ({ value: s.version, label: `Version ${s.version} of summary #${s.id}, as listed`, default: true })),
};

export const insertAiSummary = defineCommand({
  id: 'ai.insertSummary',
  api: 'ai_conversation_summary_insert',
  title: 'Draft and keep an AI summary',
  area: 'application',
  kind: 'action',
  kbd: 'y',
  keywords: ['ai', 'summarise', 'summary', 'generate', 'conversation'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({
    application_id: applicationId,
    summary: summaryText,
    origin: z.enum(['generated', 'written'], { error: 'Origin must be generated or written.' }).default('generated').describe('generated: a draft of generate_ai_summary; written: typed by a person'),
  }),
  argSources: {
    summary: {
      command: 'ai.generateSummary',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      options: (r: z.infer<typeof draft>) => [{ value: r.summary, label: 'Keep this draft as a new version', default: true }],
      reason: (r: z.infer<typeof draft>) => `Draft by ${r.model} from ${r.message_count} messages:\n${r.summary}`,
    },
  },
  result: aiSummaryRow,
});

export const editAiSummary = defineCommand({
  id: 'ai.editSummary',
  api: 'ai_conversation_summary_edit',
  title: 'Edit an AI summary version',
  area: 'application',
  kind: 'action',
  keywords: ['ai', 'summary', 'change', 'rewrite'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, summary_id: summaryId, summary: summaryText, version }),
  argSources: { summary_id: summaryChoices, version: versionOfChoice },
  result: aiSummaryRow,
});

export const deleteAiSummary = defineCommand({
  id: 'ai.deleteSummary',
  api: 'ai_conversation_summary_delete',
  title: 'Delete an AI summary version',
  area: 'application',
  kind: 'action',
  danger: true,
  keywords: ['ai', 'summary', 'remove'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, summary_id: summaryId, version }),
  argSources: { summary_id: summaryChoices, version: versionOfChoice },
  result: aiSummaryRow,
});

export const saveAiSummary = defineCommand({
  id: 'ai.saveSummary',
  api: 'save_ai_summary',
  title: 'Save an AI summary version to the application',
  area: 'application',
  kind: 'action',
  keywords: ['ai', 'summary', 'pin', 'use', 'choose'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, summary_id: summaryId, version }),
  argSources: { summary_id: summaryChoices, version: versionOfChoice },
  result: aiSummaryRow,
});

export const generateAiRecommendation = defineCommand({
  id: 'ai.recommend',
  api: 'generate_ai_recommendation',
  title: 'Assess fit for the job with AI',
  area: 'application',
  kind: 'query',
  keywords: ['ai', 'fit', 'recommend', 'score', 'assess'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: generatedRecommendation,
});

const reasonLine = (r: { kind: string; text: string }) => `${r.kind === 'strength' ? '+' : '−'} ${r.text}`;

export const saveAiRecommendation = defineCommand({
  id: 'ai.saveRecommendation',
  api: 'save_ai_recommendation',
  title: 'Assess fit with AI and save the recommendation',
  area: 'application',
  kind: 'action',
  kbd: 'shift+y',
  keywords: ['ai', 'fit', 'recommend', 'score', 'assess'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, recommendation: recommendationBody }),
  argSources: {
    recommendation: {
      command: 'ai.recommend',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      options: (r: z.infer<typeof generatedRecommendation>) => [
        { value: { fit: r.fit, score: r.score, reasons: r.reasons, model: r.model }, label: 'Save this recommendation', default: true },
      ],
      reason: (r: z.infer<typeof generatedRecommendation>) =>
        `${aiFits.label(r.fit)}, ${r.score}/100 (${r.model}):\n${r.reasons.map(reasonLine).join('\n')}`,
    },
  },
  result: savedRecommendation,
});

export const aiRecommendationList = defineCommand({
  id: 'ai.recommendations',
  api: 'ai_recommendation_list',
  title: 'Show saved AI recommendations',
  area: 'application',
  kind: 'query',
  keywords: ['ai', 'fit', 'recommendation', 'history'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({ application_id: z.number().int(), list: z.array(savedRecommendation) }),
});

export const aiSummaryCommands = [
  conversationMessages, generateAiSummary, aiSummaryHistory, insertAiSummary, editAiSummary, deleteAiSummary, saveAiSummary,
  generateAiRecommendation, saveAiRecommendation, aiRecommendationList,
] as const;
