// Macros (issue 12): named lists of command steps in the line format of macro-format.ts, stored per
// user, shareable with the team (shared ones are visible to everyone, editable by their owner). The
// text is checked against the catalogue on save, so a saved macro's every step is a valid call once its
// placeholders are filled. The browser runs the steps one call at a time (one X-Run-Group per run);
// macro.dryRun runs them all on the server in a transaction that is rolled back. docs/macros.md.
import { z } from 'zod';
import { defineCommand } from './define';
import { setBack } from './inverse';
import { keyword, oneOfFields, recordId, version } from './fields';
import { builtCatalogue } from './built-catalogue';
import { checkMacro, issueText } from './macro-check';

const macroId = recordId('Macro id');
export const MACRO_TEXT_MAX = 20_000;
/** Rows of one dry run: enough for a page of selection, bounded so a dry run stays quick. */
export const DRY_RUN_ROWS_MAX = 200;

/** The text, with each line's problem as its own error (`line 3, column 12: …`). */
const macroText = z
  .string({ error: 'Text is required: the macro in the line format.' })
  .max(MACRO_TEXT_MAX, `Text is at most ${MACRO_TEXT_MAX.toLocaleString('en')} characters.`)
  .superRefine((text, ctx) => {
    const { macro, issues } = checkMacro(text, builtCatalogue());
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issueText(issue) });
    if (!issues.length && !macro.name.trim()) ctx.addIssue({ code: 'custom', message: 'line 1, column 1: Name the macro with a first line @name <name>.' });
    if (macro.name.length > 100) ctx.addIssue({ code: 'custom', message: 'Name is at most 100 characters.' });
  });

export const macroRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  shared: z.boolean(),
  /** The caller owns it (may edit, share, delete). */
  mine: z.boolean(),
  step_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export const macroDetail = macroRow.extend({ text: z.string() });
export type MacroRow = z.infer<typeof macroRow>;
export type MacroDetail = z.infer<typeof macroDetail>;

/** The palette asks which macro from the caller's list (own and shared). */
const macroChoice = {
  command: 'macro.list',
  args: () => ({}),
  options: (r: { list: MacroRow[] }) => r.list.map((m) => ({ value: m.id, label: m.mine ? m.name : `${m.name} (${m.owner_name})` })),
};

export const listMacros = defineCommand({
  id: 'macro.list', api: 'get_macro_list', title: 'List macros', area: 'macro', kind: 'query',
  keywords: ['macros', 'scripts', 'automation'],
  args: z.strictObject({ keyword }),
  result: z.object({ list: z.array(macroRow) }),
});

export const getMacro = defineCommand({
  id: 'macro.get', api: 'get_macro', title: 'Show macro', area: 'macro', kind: 'query',
  args: z.strictObject({ macro_id: macroId }),
  argSources: { macro_id: macroChoice },
  result: macroDetail,
});

export const saveMacro = defineCommand({
  id: 'macro.save', api: 'save_macro', title: 'Save macro', area: 'macro', kind: 'action',
  keywords: ['new macro', 'edit macro'],
  /** Without macro_id a new macro; with it, an edit of the version last seen. */
  args: z.strictObject({ macro_id: macroId.optional(), version: version.optional(), text: macroText }).superRefine((a, ctx) => {
    if (a.macro_id !== undefined && a.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: 'Version is required: the version of the macro you last saw.' });
  }),
  result: macroDetail,
});

export const deleteMacro = defineCommand({
  id: 'macro.delete', api: 'delete_macro', title: 'Delete macro', area: 'macro', kind: 'action', danger: true,
  args: z.strictObject({ macro_id: macroId }),
  argSources: { macro_id: macroChoice },
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const shareMacro = defineCommand({
  id: 'macro.share', api: 'share_macro', title: 'Share macro with the team', area: 'macro', kind: 'action',
  inverse: setBack('macro.share', 'macro_id', 'shared'),
  keywords: ['unshare', 'team', 'publish macro'],
  args: z.strictObject({ macro_id: macroId, shared: z.boolean({ error: 'Shared must be true or false.' }), version }),
  argSources: { macro_id: macroChoice },
  result: macroDetail,
});

/** The values of one row: its id, and the fields the list showed (`{{row.name}}`). */
const dryRunRow = z.looseObject({ id: recordId('Row id') });

export const stepOutcome = z.object({
  line: z.number().int(),
  command: z.string(),
  ok: z.boolean(),
  /** What the call was given, placeholders filled. */
  args: z.record(z.string(), z.unknown()),
  err: z.number().int().optional(),
  msg: z.string().optional(),
  result: z.unknown().optional(),
  /** Messages the step would send: channel, recipient and text (SMS: its parts). */
  messages: z.array(z.object({ channel: z.string(), recipient: z.string(), body: z.string().optional(), segments: z.number().int().optional() })).optional(),
});
export type StepOutcome = z.infer<typeof stepOutcome>;

export const dryRunMacro = defineCommand({
  id: 'macro.dryRun', api: 'dry_run_macro', title: 'Dry run macro', area: 'macro', kind: 'query',
  keywords: ['preview macro', 'what would happen'],
  args: z.strictObject({
    macro_id: macroId.optional(),
    /** Unsaved text (the editor's); checked like a save. */
    text: macroText.optional(),
    params: z.record(z.string(), z.unknown(), { error: 'Params must be an object of name: value.' }).default({}),
    rows: z.array(dryRunRow, { error: 'Rows must be a list of {id, …}.' }).max(DRY_RUN_ROWS_MAX, `At most ${DRY_RUN_ROWS_MAX} rows a dry run.`).default([]),
    /** stop: a row's later steps are skipped after its first failure; continue: they run anyway. */
    mode: z.enum(['stop', 'continue'], { error: 'Mode must be stop or continue.' }).default('stop'),
  }).superRefine((a, ctx) => {
    if ((a.macro_id === undefined) === (a.text === undefined)) ctx.addIssue({ code: 'custom', path: ['macro_id'], message: 'Give either macro_id or text.' });
  }).meta(oneOfFields(['macro_id'], ['text'])),
  argSources: { macro_id: macroChoice },
  result: z.object({
    /** Each row's steps in order; a macro without {{row.…}} over no rows runs once, as row id 0. */
    rows: z.array(z.object({ row_id: z.number().int(), ok: z.boolean(), steps: z.array(stepOutcome) })),
    ok_rows: z.number().int(),
    failed_rows: z.number().int(),
    /** What the run would send, in all: who gets what and what the texts cost. */
    messages: z.object({
      sms: z.object({ count: z.number().int(), people: z.number().int(), segments: z.number().int(), cost_cents: z.number().int() }),
      email: z.object({ count: z.number().int() }),
    }),
  }),
});

const none = z.strictObject({});
const empty = z.object({});

/** Browser only: start recording palette commands, or stop and open the recorded steps as a new macro. */
export const recordMacro = defineCommand({
  id: 'macro.record', title: 'Record macro (start / stop)', area: 'macro', kind: 'client', kbd: 'q',
  keywords: ['record', 'macro', 'stop recording'], args: none, result: empty,
});

/** Browser only: the last command again, with the same arguments, on the focused or selected record(s). */
export const repeatLast = defineCommand({
  id: 'macro.repeat', title: 'Repeat last command', area: 'macro', kind: 'client', kbd: '.',
  keywords: ['again', 'dot', 'redo on this record'], args: none, result: empty,
});

/** Browser only: the macros dialog (list, new, edit, share, run). */
export const openMacros = defineCommand({
  id: 'macro.open', title: 'Macros…', area: 'macro', kind: 'client',
  keywords: ['macros', 'edit macro', 'new macro', 'scripts'], args: none, result: empty,
});

/** Browser only: run a macro over the selection (or the focused record), dry run first. */
export const runMacro = defineCommand({
  id: 'macro.run', title: 'Run macro', area: 'macro', kind: 'client',
  keywords: ['macro', 'play', 'run script'],
  args: z.strictObject({ macro_id: macroId }),
  argSources: { macro_id: macroChoice },
  result: empty,
});

export const macroCommands = [listMacros, getMacro, saveMacro, deleteMacro, shareMacro, dryRunMacro, recordMacro, repeatLast, openMacros, runMacro] as const;
