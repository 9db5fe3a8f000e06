// Workers on a shift (spec §7 Orders: search_staff, search_staff_autocomplete with staff_list,
// order_assign_staff, order_edit_staff, order_remove_staff, get_assigned_staff_info, order_check_out,
// remove_shift_worker_preview with need_confirm, remove_shift_worker). An order is a shift (`shift_id`).
// Assigning runs the assignment check (src/domain/assignment-check.ts): hard conflicts refuse, soft ones
// need `confirm: true`; its preview answers what would need confirming. docs/shift-work.md.
import { z } from 'zod';
import { assignmentConflicts, shiftWorkerStatus, timesheetStatus } from '../src/domain/enums/shift-work';
import { shiftOrderStatus } from '../src/domain/enums/shift-order';
import { conflictsInWords } from './conflict-words';
import { defineCommand, type CommandContext } from './define';
import { opposite } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const shiftId = recordId('Shift id');
const staffId = recordId('Staff id');
/** On an order's page (the shift is the order). */
const onShift = (ctx: CommandContext) => ctx.record?.kind === 'shift';
const fromShift = (ctx: CommandContext) => (ctx.record && onShift(ctx) ? { shift_id: ctx.record.id } : {});
const status = z.enum(shiftOrderStatus.codes as ['available', 'upcoming', 'in_progress', 'completed', 'canceled']);

const note = z.string({ error: 'Note must be text.' }).trim().max(500, 'Note is at most 500 characters.');
const reason = z
  .string({ error: (issue) => (issue.input === undefined ? 'Reason is required.' : 'Reason must be text.') })
  .trim()
  .min(1, 'Reason is required.')
  .max(500, 'Reason is at most 500 characters.');
const confirm = z.boolean({ error: 'Confirm must be true or false.' }).default(false).describe('true: go ahead despite what needs confirming');
const instant = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a date-time (ISO 8601, with its offset).` });
const breakMinutes = z.number({ error: 'Break must be a number of minutes.' }).int('Break must be whole minutes.').min(0, 'Break must not be negative.').max(240, 'Break is at most 240 minutes.');

export const conflictItem = z.object({
  code: codeOf('Conflict', assignmentConflicts),
  severity: z.enum(['hard', 'soft']),
  message: z.string(),
  shift_id: z.number().int().optional(),
  /** The credential or training it is about, and its date. */
  credential: z.string().optional(),
  date: z.string().optional(),
});
export type ConflictItem = z.infer<typeof conflictItem>;

/** An enabled worker as a candidate for the shift, with what the assignment check says about them. */
export const staffCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  state: z.string(),
  suburb: z.string(),
  status: z.number().int(),
  /** Empty without a shift to check against. */
  conflicts: z.array(conflictItem),
  /** No hard conflict: can be assigned (perhaps after confirming). */
  assignable: z.boolean(),
});
export type StaffCandidate = z.infer<typeof staffCandidate>;

export const assignedWorker = z.object({
  /** The shift_workers row. */
  id: z.number().int(),
  shift_id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  position: z.string(),
  status: codeOf('Worker status', shiftWorkerStatus),
  assigned_at: z.string(),
  assigned_by: z.string().nullable(),
  note: z.string(),
  confirmed_conflicts: z.array(z.object({ code: z.string(), message: z.string() })),
  checked_out_at: z.string().nullable(),
  worked_starts_at: z.string().nullable(),
  worked_ends_at: z.string().nullable(),
  worked_break_minutes: z.number().int().nullable(),
  hours: z.number().nullable(),
  timesheet: z.object({ id: z.number().int(), status: codeOf('Timesheet status', timesheetStatus), amount_cents: z.number().int(), version: z.number().int() }).nullable(),
  version: z.number().int(),
});
export type AssignedWorker = z.infer<typeof assignedWorker>;

/** The assigned workers of the shift, as palette choices (their own version follows from the choice). */
const workerChoices = (filter: (w: AssignedWorker) => boolean, none: string) => ({
  staff_id: {
    command: 'order.assignedStaff',
    args: (known: Record<string, unknown>) => (known.shift_id ? { shift_id: known.shift_id } : undefined),
    options: (r: { staff_list: AssignedWorker[] }) => r.staff_list.filter(filter).map((w, i) => ({ value: w.staff_id, label: `${w.name} · ${w.position}`, default: i === 0 })),
    reason: (r: { staff_list: AssignedWorker[] }) => (r.staff_list.some(filter) ? null : none),
  },
  version: {
    command: 'order.assignedStaff',
    args: (known: Record<string, unknown>) => (known.shift_id && known.staff_id ? { shift_id: known.shift_id, staff_id: known.staff_id } : undefined),
    options: (r: { staff_list: AssignedWorker[] }) => r.staff_list.map((w) => ({ value: w.version, label: `${w.name}, as listed (version ${w.version})`, default: true })),
  },
});

export const searchStaff = defineCommand({
  id: 'order.searchStaff',
  api: 'search_staff',
  title: 'Search staff for a shift',
  area: 'order',
  kind: 'query',
  keywords: ['find worker', 'available staff', 'who can work', 'candidates'],
  when: onShift,
  fill: fromShift,
  args: z.strictObject({
    shift_id: shiftId.optional().describe('Check each person against this shift'),
    keyword,
    page,
    page_size: pageSize,
    /** Only people the check does not refuse. */
    assignable_only: z.boolean({ error: 'Assignable only must be true or false.' }).optional(),
  }),
  result: pagedResult(staffCandidate),
});

export const staffAutocomplete = defineCommand({
  id: 'order.staffAutocomplete',
  api: 'search_staff_autocomplete',
  title: 'Suggest staff for a shift',
  area: 'order',
  kind: 'query',
  keywords: ['autocomplete', 'worker', 'staff list'],
  when: onShift,
  fill: fromShift,
  args: z.strictObject({
    shift_id: shiftId.optional(),
    keyword,
    limit: z.number().int().min(1, 'Limit must be at least 1.').max(100, 'Limit is at most 100.').default(20),
  }),
  result: z.object({ staff_list: z.array(staffCandidate) }),
});

const candidateLabel = (c: StaffCandidate) => {
  const hard = c.conflicts.filter((x) => x.severity === 'hard');
  const soft = c.conflicts.length - hard.length;
  const note = hard.length ? ` — refused: ${conflictsInWords(hard)}` : soft ? ` — ${soft} to confirm` : '';
  return `${c.name} · ${c.position} · ${c.suburb || c.state}${note}`;
};

const assignArgs = z.strictObject({
  shift_id: shiftId,
  staff_id: staffId,
  confirm,
  note: note.optional(),
});

export const assignPreview = defineCommand({
  id: 'order.assignPreview',
  api: 'order_assign_staff_preview',
  title: 'Check an assignment',
  area: 'order',
  kind: 'query',
  keywords: ['assignment check', 'conflicts', 'can work'],
  when: onShift,
  fill: fromShift,
  args: assignArgs,
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    /** True when soft conflicts must be confirmed (send confirm: true). Hard ones are refused (409). */
    need_confirm: z.boolean(),
    conflicts: z.array(conflictItem),
    message: z.string(),
  }),
});

export const assignStaff = defineCommand({
  id: 'order.assignStaff',
  // Undone by removing the worker again (confirmed: they were put there by this very call).
  inverse: opposite('order.removeWorker', (o, c) => ({ shift_id: o.shift_id, staff_id: o.staff_id, version: c.after?.version, reason: 'Undo of the assignment', confirm: true }), 'after'),
  api: 'order_assign_staff',
  title: 'Assign a worker to the shift',
  area: 'order',
  kind: 'action',
  kbd: 'alt+a',
  keywords: ['assign', 'book worker', 'add staff', 'fill shift'],
  preview: 'order.assignPreview',
  when: onShift,
  fill: fromShift,
  args: assignArgs,
  argSources: {
    staff_id: {
      command: 'order.staffAutocomplete',
      args: (known) => (known.shift_id ? { shift_id: known.shift_id, limit: 100 } : undefined),
      options: (r: { staff_list: StaffCandidate[] }) => r.staff_list.map((c, i) => ({ value: c.id, label: candidateLabel(c), default: i === 0 && c.assignable })),
    },
  },
  result: z.object({ worker: assignedWorker, confirmed_conflicts: z.array(conflictItem) }),
});

export const editStaff = defineCommand({
  id: 'order.editStaff',
  api: 'order_edit_staff',
  title: 'Edit a worker on the shift',
  area: 'order',
  kind: 'action',
  keywords: ['worker note', 'change worked times'],
  when: onShift,
  fill: fromShift,
  args: z
    .strictObject({
      shift_id: shiftId,
      staff_id: staffId,
      version,
      note: note.optional(),
      /** Worked times of a checked-out worker (their timesheet is recalculated). */
      worked_starts_at: instant('Worked start').optional(),
      worked_ends_at: instant('Worked end').optional(),
      worked_break_minutes: breakMinutes.optional(),
    })
    .refine((a) => !a.worked_starts_at || !a.worked_ends_at || a.worked_starts_at < a.worked_ends_at, { path: ['worked_ends_at'], message: 'Worked end must be after the worked start.' }),
  argSources: workerChoices(() => true, 'Nobody is assigned to this shift yet.'),
  result: z.object({ worker: assignedWorker }),
});

const removeArgs = {
  shift_id: shiftId,
  staff_id: staffId,
  version,
  reason,
};

export const removeWorkerPreview = defineCommand({
  id: 'order.removeWorkerPreview',
  api: 'remove_shift_worker_preview',
  title: 'Preview removing a worker',
  area: 'order',
  kind: 'query',
  when: onShift,
  fill: fromShift,
  args: z.strictObject({ ...removeArgs, reason: reason.optional(), confirm }),
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    /** True when the removal has consequences someone must accept (send confirm: true). */
    need_confirm: z.boolean(),
    reasons: z.array(z.string()),
    /** What the shift's status becomes. */
    shift_status_after: status,
  }),
});

export const removeWorker = defineCommand({
  id: 'order.removeWorker',
  inverse: opposite('order.assignStaff', (o, c) => ({ shift_id: o.shift_id, staff_id: o.staff_id, confirm: true, ...(c.before?.note ? { note: c.before.note } : {}) }), 'before'),
  api: 'remove_shift_worker',
  title: 'Remove a worker from the shift',
  area: 'order',
  kind: 'action',
  danger: true,
  kbd: 'alt+r',
  keywords: ['unassign', 'remove staff', 'take off shift'],
  preview: 'order.removeWorkerPreview',
  when: onShift,
  fill: fromShift,
  args: z.strictObject({ ...removeArgs, confirm }),
  argSources: workerChoices((w) => w.checked_out_at === null, 'Nobody on this shift can be removed.'),
  result: z.object({ removed: assignedWorker, shift_status: status }),
});

export const removeStaff = defineCommand({
  id: 'order.removeStaff',
  inverse: opposite('order.assignStaff', (o, c) => ({ shift_id: o.shift_id, staff_id: o.staff_id, confirm: true, ...(c.before?.note ? { note: c.before.note } : {}) }), 'before'),
  api: 'order_remove_staff',
  title: 'Remove a worker (no late removals)',
  area: 'order',
  kind: 'action',
  danger: true,
  keywords: ['unassign'],
  when: onShift,
  fill: fromShift,
  args: z.strictObject(removeArgs),
  argSources: workerChoices((w) => w.checked_out_at === null, 'Nobody on this shift can be removed.'),
  result: z.object({ removed: assignedWorker, shift_status: status }),
});

export const assignedStaffInfo = defineCommand({
  id: 'order.assignedStaff',
  api: 'get_assigned_staff_info',
  title: 'Workers on the shift',
  area: 'order',
  kind: 'query',
  keywords: ['assigned staff', 'who is working', 'roster'],
  when: onShift,
  fill: fromShift,
  recordArg: 'shift_id',
  args: z.strictObject({ shift_id: shiftId, staff_id: staffId.optional().describe('Only this worker') }),
  result: z.object({
    shift: z.object({
      id: z.number().int(),
      status,
      position: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      break_minutes: z.number().int(),
      time_zone: z.string(),
      provider_id: z.number().int(),
      facility_name: z.string(),
      workers_needed: z.number().int(),
    }),
    staff_list: z.array(assignedWorker),
  }),
});

const checkOutTimes = {
  /** The shift's own times and break unless given. */
  worked_starts_at: instant('Worked start').optional(),
  worked_ends_at: instant('Worked end').optional(),
  worked_break_minutes: breakMinutes.optional(),
  note: note.optional(),
};
const workedOrder: [(a: { worked_starts_at?: string; worked_ends_at?: string }) => boolean, { path: string[]; message: string }] = [
  (a) => !a.worked_starts_at || !a.worked_ends_at || a.worked_starts_at < a.worked_ends_at,
  { path: ['worked_ends_at'], message: 'Worked end must be after the worked start.' },
];
const NOBODY_TO_CHECK_OUT = 'Nobody on this shift is waiting to be checked out.';

/** What checking a worker out would record: the hours, each loading and the cost, before the confirming Enter. */
export const checkOutPreview = defineCommand({
  id: 'order.checkOutPreview',
  api: 'order_check_out_preview',
  title: 'Preview checking out a worker',
  area: 'order',
  kind: 'query',
  when: onShift,
  fill: fromShift,
  args: z.strictObject({ shift_id: shiftId, staff_id: staffId, version: version.optional(), ...checkOutTimes }).refine(...workedOrder),
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    /** In words: who, when, the hours, each loading and the cost. */
    summary: z.string(),
    worked_starts_at: z.string(),
    worked_ends_at: z.string(),
    break_minutes: z.number().int(),
    hours: z.number(),
    hourly_rate_cents: z.number().int(),
    /** One line per loading: what it is, its hours, its multiplier and its cost. */
    loadings: z.array(z.object({ loading: z.string(), hours: z.number(), multiplier: z.number(), cents: z.number().int() })),
    amount_cents: z.number().int(),
    /** The worker row's version the preview was worked out for: the check-out writes with it. */
    version: z.number().int(),
  }),
});

export const checkOut = defineCommand({
  id: 'order.checkOut',
  api: 'order_check_out',
  title: 'Check out a worker',
  area: 'order',
  kind: 'action',
  kbd: 'alt+c',
  keywords: ['check out', 'sign off', 'hours worked', 'timesheet'],
  preview: 'order.checkOutPreview',
  when: onShift,
  fill: fromShift,
  args: z.strictObject({ shift_id: shiftId, staff_id: staffId, version, ...checkOutTimes }).refine(...workedOrder),
  // The version source is read for the person, never asked (its preview answers the same version).
  argSources: workerChoices((w) => w.checked_out_at === null && w.status !== 'assigned', NOBODY_TO_CHECK_OUT),
  result: z.object({ worker: assignedWorker, timesheet_id: z.number().int() }),
});

export const orderStaffCommands = [
  searchStaff, staffAutocomplete, assignPreview, assignStaff, editStaff, removeWorkerPreview, removeWorker, removeStaff, assignedStaffInfo, checkOutPreview, checkOut,
] as const;
