// The undo journal (issue 12, docs/undo.md): take back the user's last command or last bulk/macro run
// (one run group = one step), from the server's journal, so it works after a reload and from another tab.
import { z } from 'zod';
import { defineCommand } from './define';

/** A step: a run group (`bulk:12`, a macro run's token) or a single call (`call:<journal id>`). */
const stepId = z
  .string({ error: 'Step must be the id of an undo history entry.' })
  .min(1, { error: 'Step must be the id of an undo history entry.' })
  .max(80, { error: 'Step is at most 80 characters.' });

const recordRef = z.object({ entity: z.string(), entity_id: z.string() });

export const undoStep = z.object({
  step: z.string(),
  /** The command of the step's newest call, and its title. */
  command: z.string(),
  title: z.string(),
  /** How many calls (rows of a run) the step holds. */
  calls: z.number().int(),
  records: z.array(recordRef),
  at: z.string(),
  /** What the palette and the toast say: 'Change application status on application 12'. */
  summary: z.string(),
  undone: z.boolean(),
  /** Why it cannot be undone now (a record changed since), or null. */
  refusal: z.string().nullable(),
});
export type UndoStep = z.infer<typeof undoStep>;

export const undoPreview = defineCommand({
  id: 'undo.preview',
  api: 'undo_preview',
  title: 'What undo would take back',
  area: 'undo',
  kind: 'query',
  args: z.strictObject({}),
  result: z.object({ step: undoStep.nullable() }),
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
  result: z.object({ undone: undoStep }),
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
