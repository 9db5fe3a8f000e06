import { z } from 'zod';
import { shiftOrderStatus } from '../src/domain/enums/shift-order';
import { defineCommand, type CommandContext } from './define';
import { codeOf, page, pageSize, pagedResult, recordId, sortDir } from './fields';

// A staff member's shifts (spec §7: staff shift list and detail; the answer field shift_detail). The status
// is derived from the shift's times and whether a worker is on it (spec §3 shift orders).

const onStaff = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
const onShift = (ctx: CommandContext) => ctx.record?.kind === 'shift';
const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });
const status = z.enum(shiftOrderStatus.codes as ['available', 'upcoming', 'in_progress', 'completed', 'canceled']);

export const staffShiftRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  facility_id: z.number().int(),
  facility_name: z.string(),
  suburb: z.string(),
  state: z.string(),
  position: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status,
  /** Hours worked, once checked out. */
  hours: z.number().nullable(),
  assigned_at: z.string(),
  checked_out_at: z.string().nullable(),
});
export type StaffShiftRow = z.infer<typeof staffShiftRow>;

export const staffShiftList = defineCommand({
  id: 'shift.staffList',
  api: 'get_staff_shift_list',
  title: "List a staff member's shifts",
  area: 'staff',
  kind: 'query',
  keywords: ['shifts', 'roster', 'hours', 'worked', 'upcoming'],
  when: onStaff,
  fill: (ctx) => (ctx.record && onStaff(ctx) ? { staff_id: ctx.record.id } : {}),
  recordArg: 'staff_id',
  args: z
    .strictObject({
      staff_id: recordId('Staff id'),
      page,
      page_size: pageSize,
      status: codeOf('Status', shiftOrderStatus).optional(),
      from: isoDate('From').optional().describe('Shifts starting on or after this day'),
      to: isoDate('To').optional().describe('Shifts starting on or before this day'),
      sort_by: z.enum(['starts_at', 'id']).default('starts_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.from || !a.to || a.from <= a.to, { path: ['to'], message: 'To must not be before from.' }),
  result: pagedResult(staffShiftRow).extend({
    /** Across all the staff member's shifts, whatever the filter: counts per status and hours worked. */
    summary: z.object({
      upcoming: z.number().int(),
      in_progress: z.number().int(),
      completed: z.number().int(),
      canceled: z.number().int(),
      hours_worked: z.number(),
      awaiting_check_out: z.number().int(),
    }),
  }),
});

const person = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  assigned_at: z.string(),
  checked_out_at: z.string().nullable(),
  hours: z.number().nullable(),
});

export const staffShiftDetail = defineCommand({
  id: 'shift.detail',
  api: 'get_staff_shift_detail',
  title: 'Open shift',
  area: 'staff',
  kind: 'query',
  keywords: ['shift', 'detail', 'facility', 'hours'],
  when: onShift,
  fill: (ctx) => (ctx.record && onShift(ctx) ? { shift_id: ctx.record.id } : {}),
  recordArg: 'shift_id',
  args: z.strictObject({ shift_id: recordId('Shift id') }),
  result: z.object({
    shift_detail: z.object({
      id: z.number().int(),
      status,
      position: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      /** The facility's time zone, so times read as the facility's clock. */
      time_zone: z.string(),
      break_minutes: z.number().int(),
      /** Length less the break. */
      scheduled_hours: z.number(),
      notes: z.string(),
      canceled_at: z.string().nullable(),
      cancel_reason: z.string(),
      provider: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone_number: z.string() }),
      facility: z.object({ id: z.number().int(), name: z.string(), address: z.string(), suburb: z.string(), state: z.string(), postcode: z.string(), phone: z.string() }),
      workers: z.array(person),
      created_at: z.string(),
      updated_at: z.string(),
      version: z.number().int(),
    }),
  }),
});

export const staffShiftCommands = [staffShiftList, staffShiftDetail] as const;
