// Temp shifts on a provider's master board and the shift templates they start from (spec §2
// /provider/master-board/temp-shift: list, add, view, edit, import; /template; /approval). A new shift
// waits for approval when the board requires it; status moves follow src/domain/temp-shift-rules.ts.
// The CSV import reads the file's text and answers a report row per CSV line. See docs/master-board.md.
import { z } from 'zod';
import { tempShiftStatus } from '../src/domain/enums/master-board';
import { TIME_OF_DAY } from '../src/domain/temp-shift-rules';
import { isoDate, optionalText, requiredText } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { editBack, setBack } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const providerId = recordId('Provider id');
const tempShiftId = recordId('Temp shift id');
const templateId = recordId('Shift template id');
const fromProvider = (ctx: CommandContext) => (ctx.record?.kind === 'provider' ? { provider_id: ctx.record.id } : {});
const onShift = (ctx: CommandContext) => ctx.record?.kind === 'tempShift';
const fromShift = (ctx: CommandContext) => {
  if (!onShift(ctx)) return {};
  const seen = ctx.record!.fields?.version;
  return typeof seen === 'number' ? { temp_shift_id: ctx.record!.id, version: seen } : { temp_shift_id: ctx.record!.id };
};

const time = (what: string) =>
  z.string({ error: (i) => (i.input === undefined ? `${what} is required.` : `${what} must be a time (HH:MM).`) })
    .trim()
    .regex(TIME_OF_DAY, `${what} must be a 24-hour time on a 15-minute step (like 07:00 or 15:30).`)
    .describe('HH:MM, 15-minute steps');
const breakMinutes = z.number({ error: 'Break must be a number of minutes.' }).int('Break must be whole minutes.').min(0, 'Break is 0 to 120 minutes.').max(120, 'Break is 0 to 120 minutes.');
const rateCents = z.number({ error: (i) => (i.input === undefined ? 'Hourly rate is required.' : 'Hourly rate must be a number of cents.') })
  .int('Hourly rate is in whole cents.').min(2_000, 'Hourly rate is at least $20.00 (2000 cents).').max(50_000, 'Hourly rate is at most $500.00 (50000 cents).')
  .describe('Cents an hour');
const headcount = z.number({ error: 'Workers needed must be a number.' }).int('Workers needed must be a whole number.').min(1, 'Workers needed is 1 to 50.').max(50, 'Workers needed is 1 to 50.');

export const shiftTemplate = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  facility_id: z.number().int().nullable(),
  facility_name: z.string().nullable(),
  position: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  break_minutes: z.number().int(),
  hourly_rate_cents: z.number().int(),
  headcount: z.number().int(),
  note: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const templateList = defineCommand({
  id: 'tempshift.templates',
  api: 'master_board_template_list',
  title: 'List master board shift templates',
  area: 'tempshift',
  kind: 'query',
  keywords: ['shift templates', 'patterns'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ list: z.array(shiftTemplate) }),
});

const templateFields = {
  name: requiredText('Name', 80),
  facility_id: recordId('Facility id').nullable().optional(),
  position: requiredText('Position', 80),
  start_time: time('Start time'),
  end_time: time('End time'),
  break_minutes: breakMinutes.default(30),
  hourly_rate_cents: rateCents,
  headcount: headcount.default(1),
  note: optionalText('Note', 500),
};

export const addTemplate = defineCommand({
  id: 'tempshift.addTemplate',
  api: 'add_master_board_template',
  title: 'Add master board shift template',
  area: 'tempshift',
  kind: 'action',
  keywords: ['new shift template'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, ...templateFields }),
  result: z.object({ template: shiftTemplate }),
});

export const editTemplate = defineCommand({
  id: 'tempshift.editTemplate',
  api: 'edit_master_board_template',
  title: 'Edit master board shift template',
  area: 'tempshift',
  kind: 'action',
  reversible: true,
  args: z.strictObject({
    template_id: templateId, version,
    name: templateFields.name.optional(), facility_id: templateFields.facility_id, position: templateFields.position.optional(),
    start_time: templateFields.start_time.optional(), end_time: templateFields.end_time.optional(), break_minutes: breakMinutes.optional(),
    hourly_rate_cents: rateCents.optional(), headcount: headcount.optional(), note: templateFields.note,
  }),
  result: z.object({ template: shiftTemplate }),
});

export const deleteTemplate = defineCommand({
  id: 'tempshift.deleteTemplate',
  api: 'delete_master_board_template',
  title: 'Delete master board shift template',
  area: 'tempshift',
  kind: 'action',
  danger: true,
  args: z.strictObject({ template_id: templateId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const tempShift = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  facility_id: z.number().int(),
  facility_name: z.string(),
  position: z.string(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  break_minutes: z.number().int(),
  paid_hours: z.number(),
  hourly_rate_cents: z.number().int(),
  /** '$38.50', for lists. */
  hourly_rate: z.string(),
  headcount: z.number().int(),
  status: codeOf('Status', tempShiftStatus),
  status_reason: z.string(),
  source: z.string(),
  note: z.string(),
  created_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type TempShift = z.infer<typeof tempShift>;

export const tempShiftList = defineCommand({
  id: 'tempshift.list',
  api: 'temp_shift_list',
  title: 'List temp shifts',
  area: 'tempshift',
  kind: 'query',
  keywords: ['master board', 'open shifts', 'approval'],
  fill: fromProvider,
  args: z.strictObject({
    page, page_size: pageSize, keyword,
    provider_id: providerId.optional(),
    status: codeOf('Status', tempShiftStatus).optional(),
    date_from: isoDate('From date').optional(),
    date_to: isoDate('To date').optional(),
    sort_by: z.enum(['shift_date', 'created_at'], { error: 'Sort by shift_date or created_at.' }).optional(),
    sort_dir: z.enum(['asc', 'desc']).default('desc'),
  }),
  result: pagedResult(tempShift),
});

export const tempShiftDetail = defineCommand({
  id: 'tempshift.detail',
  api: 'temp_shift_detail',
  title: 'Show temp shift',
  area: 'tempshift',
  kind: 'query',
  fill: (ctx) => (onShift(ctx) ? { temp_shift_id: ctx.record!.id } : {}),
  args: z.strictObject({ temp_shift_id: tempShiftId }),
  result: z.object({
    temp_shift: tempShift,
    version: z.number().int(),
    /** Allowed moves from the current status (domain table), for buttons and the palette. */
    moves: z.array(z.object({ to: z.string(), verb: z.string(), needs_reason: z.boolean(), danger: z.boolean() })),
  }),
});

const shiftFields = {
  facility_id: recordId('Facility id'),
  position: requiredText('Position', 80),
  shift_date: isoDate('Date'),
  start_time: time('Start time'),
  end_time: time('End time'),
  break_minutes: breakMinutes.default(30),
  hourly_rate_cents: rateCents,
  headcount: headcount.default(1),
  note: optionalText('Note', 500),
};

export const addTempShift = defineCommand({
  id: 'tempshift.add',
  api: 'add_temp_shift',
  title: 'Add temp shift',
  area: 'tempshift',
  kind: 'action',
  keywords: ['post shift', 'master board', 'new shift'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, template_id: templateId.optional(), ...shiftFields }),
  result: z.object({ temp_shift: tempShift }),
});

export const editTempShift = defineCommand({
  id: 'tempshift.edit',
  inverse: editBack('tempshift.edit', 'temp_shift_id', ['facility_id', 'position', 'shift_date', 'start_time', 'end_time', 'break_minutes', 'hourly_rate_cents', 'headcount', 'note']),
  api: 'edit_temp_shift',
  title: 'Edit temp shift',
  area: 'tempshift',
  kind: 'action',
  reversible: true,
  when: onShift,
  fill: fromShift,
  recordArg: 'temp_shift_id',
  args: z.strictObject({
    temp_shift_id: tempShiftId, version,
    facility_id: shiftFields.facility_id.optional(), position: shiftFields.position.optional(), shift_date: shiftFields.shift_date.optional(),
    start_time: shiftFields.start_time.optional(), end_time: shiftFields.end_time.optional(), break_minutes: breakMinutes.optional(),
    hourly_rate_cents: rateCents.optional(), headcount: headcount.optional(), note: shiftFields.note,
  }),
  result: z.object({ temp_shift: tempShift }),
});

export const changeTempShiftStatus = defineCommand({
  id: 'tempshift.changeStatus',
  inverse: setBack('tempshift.changeStatus', 'temp_shift_id', 'status'),
  api: 'change_temp_shift_status',
  title: 'Change temp shift status',
  area: 'tempshift',
  kind: 'action',
  kbd: 'alt+shift+t',
  keywords: ['approve', 'reject', 'cancel', 'filled', 'reopen', 'approval'],
  when: onShift,
  fill: fromShift,
  recordArg: 'temp_shift_id',
  args: z.strictObject({
    temp_shift_id: tempShiftId,
    version,
    status: codeOf('Status', tempShiftStatus),
    reason: optionalText('Reason', 500),
  }),
  argSources: {
    status: {
      command: 'tempshift.detail',
      args: (known) => (known.temp_shift_id ? { temp_shift_id: known.temp_shift_id } : undefined),
      options: (r: { moves: { to: string; verb: string; danger: boolean }[] }) => r.moves.map((m, i) => ({ value: m.to, label: m.verb, danger: m.danger, default: i === 0 && !m.danger })),
    },
  },
  result: z.object({ temp_shift: tempShift }),
});

export const importRow = z.object({
  /** The CSV line (1 is the header). */
  line: z.number().int(),
  ok: z.boolean(),
  temp_shift_id: z.number().int().nullable(),
  /** What was wrong, one message per field, or what was made. */
  messages: z.array(z.string()),
});

export const importTempShifts = defineCommand({
  id: 'tempshift.import',
  api: 'import_temp_shifts',
  title: 'Import temp shifts from CSV',
  area: 'tempshift',
  kind: 'action',
  keywords: ['csv', 'upload shifts', 'bulk'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    csv: z.string({ error: 'CSV is required: the file\u2019s text.' }).min(1, 'CSV is required: the file\u2019s text.').max(500_000, 'CSV is at most 500,000 characters.')
      .describe('CSV text: facility, position, date, start, end, break_minutes, hourly_rate, headcount, note'),
    /** Checks every row and keeps nothing. */
    dry_run: z.boolean({ error: 'Dry run must be true or false.' }).default(false),
  }),
  result: z.object({ imported: z.number().int(), failed: z.number().int(), dry_run: z.boolean(), report: z.array(importRow) }),
});

export const tempshiftCommands = [
  templateList, addTemplate, editTemplate, deleteTemplate,
  tempShiftList, tempShiftDetail, addTempShift, editTempShift, changeTempShiftStatus, importTempShifts,
] as const;
