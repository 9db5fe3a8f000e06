// The undo journal (issue 12, docs/undo.md): take back the user's last command or last bulk/macro run
// (one run group = one step), from the server's journal, so it works after a reload and from another tab.
import { z } from 'zod';
import { defineCommand } from './define';

/** A step: a run group (`bulk:12`, a macro run's token) or a single call (`call:<journal id>`). */
const stepId = z
  .string({ error: 'Step must be the id of an undo history entry.' })
  .min(1, { error: 'Step must be the id of an undo history entry.' })
  .max(80, { error: 'Step is at most 80 characters.' });

const recordRef = z.object({
  entity: z.string(),
  entity_id: z.string(),
  /** Its record kind (commands/record-kinds.ts), when the entity has one. */
  kind: z.string().nullable(),
  /** Its name as a person knows it ('Jane Citizen'), else 'Application 12'. */
  name: z.string(),
});

const plainValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field a step changed on one record: `from` is what undo puts back. */
const fieldChange = z.object({ entity_id: z.string(), kind: z.string().nullable(), name: z.string(), field: z.string(), from: plainValue, to: plainValue });

export const undoStep = z.object({
  step: z.string(),
  /** The command of the step's newest call, and its title. */
  command: z.string(),
  title: z.string(),
  /** How many calls (rows of a run) the step holds. */
  calls: z.number().int(),
  records: z.array(recordRef),
  /** What it changed, field by field, for its first few records. */
  changes: z.array(fieldChange),
  at: z.string(),
  /** In words: 'Change application status: Jane Citizen, Not fit → Shortlist'. */
  summary: z.string(),
  undone: z.boolean(),
  /** Why it cannot be undone now (no way back, a record changed since), as a sentence, or null. */
  refusal: z.string().nullable(),
  /** The same reason alone ('Shortlist → New is not a move'), for 'cannot be undone: …'. */
  reason: z.string().nullable(),
});
export type UndoStep = z.infer<typeof undoStep>;

export const undoPreview = defineCommand({
  id: 'undo.preview',
  api: 'undo_preview',
  title: 'What undo would take back',
  area: 'undo',
  kind: 'query',
  args: z.strictObject({}),
  /** `step` is what undo takes back; newer steps it passes by (they cannot be undone) are in `skipped`, with why. */
  result: z.object({ step: undoStep.nullable(), skipped: z.array(undoStep) }),
});

export const undoLast = defineCommand({
  id: 'undo.last',
  api: 'undo_last',
  title: 'Undo',
  area: 'undo',
  kind: 'action',
  kbd: 'mod+z',
  keywords: ['undo', 'revert', 'take back'],
  preview: 'undo.preview',
  args: z.strictObject({}),
  result: z.object({ undone: undoStep, skipped: z.array(undoStep) }),
});

export const undoHistory = defineCommand({
  id: 'undo.history',
  api: 'undo_history',
  title: 'Undo history',
  area: 'undo',
  kind: 'query',
  keywords: ['undo', 'journal', 'recent changes'],
  args: z.strictObject({
    limit: z.number({ error: 'Limit must be a whole number.' }).int({ error: 'Limit must be a whole number.' }).min(1, { error: 'Limit is at least 1.' }).max(100, { error: 'Limit is at most 100.' }).default(20),
  }),
  result: z.object({ steps: z.array(undoStep) }),
});

export const undoEntry = defineCommand({
  id: 'undo.entry',
  api: 'undo_entry',
  title: 'Undo a chosen step',
  area: 'undo',
  kind: 'action',
  keywords: ['undo', 'revert'],
  args: z.strictObject({ step: stepId }),
  result: z.object({ undone: undoStep }),
  // A step the journal does not have.
  errors: ['notFound'],
});

export const undoCommands = [undoPreview, undoLast, undoHistory, undoEntry] as const;
