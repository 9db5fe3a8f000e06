// The shapes of shift orders (commands/order.ts): argument fields with their messages, the list row, the
// order's facts (order_data), its detail (order_detail) and the cost breakdown. An order is a shift.
import { z } from 'zod';
import { employmentTypes, payLoadings } from '../src/domain/enums/employment';
import { orderPushKinds, orderReviewStatus } from '../src/domain/enums/order-review';
import { shiftOrderStatus } from '../src/domain/enums/shift-order';
import type { CommandContext } from './define';
import { codeOf, recordId } from './fields';

/** On an order's page (an order is a shift). */
export const onOrder = (ctx: CommandContext) => ctx.record?.kind === 'shift';
export const fromOrder = (ctx: CommandContext) => (ctx.record && onOrder(ctx) ? { order_id: ctx.record.id } : {});

export const orderId = recordId('Order id');
export const status = z.enum(shiftOrderStatus.codes as ['available', 'upcoming', 'in_progress', 'completed', 'canceled']);

export const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a date-time (ISO 8601, with its offset).`) });
export const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });
export const breakMinutes = z
  .number({ error: 'Break must be a number of minutes.' })
  .int('Break must be whole minutes.')
  .min(0, 'Break must not be negative.')
  .max(120, 'Break is at most 120 minutes.');
export const workersNeeded = z
  .number({ error: 'Workers must be a number.' })
  .int('Workers must be a whole number.')
  .min(1, 'Workers must be at least 1.')
  .max(50, 'Workers is at most 50 on one order.');
export const text = (what: string, max: number) => z.string({ error: `${what} must be text.` }).trim().max(max, `${what} is at most ${max} characters.`);
export const requiredText = (what: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);
export const competencies = z
  .array(z.string({ error: 'Competency must be a code.' }).trim().min(1, 'Competency must be a code.'), { error: 'Competencies must be a list of codes.' })
  .max(20, 'Competencies has at most 20 entries.')
  .refine((l) => new Set(l).size === l.length, 'Competencies lists a code twice.');
export const employmentType = codeOf('Employment type', employmentTypes);

/** The times of a shift: a shift is 1 to 16 hours long and its break shorter than it. */
export const shiftTimes = { starts_at: instant('Start'), ends_at: instant('End'), break_minutes: breakMinutes.default(30) };
type Times = { starts_at: string; ends_at: string; break_minutes: number };
export const timesRefinement = [
  (a: Times) => {
    const hours = (Date.parse(a.ends_at) - Date.parse(a.starts_at)) / 3_600_000;
    return hours >= 1 && hours <= 16;
  },
  { path: ['ends_at'], message: 'End must be 1 to 16 hours after the start.' },
] as const;
export const breakRefinement = [
  (a: Times) => a.break_minutes * 60_000 < Date.parse(a.ends_at) - Date.parse(a.starts_at),
  { path: ['break_minutes'], message: 'Break must be shorter than the shift.' },
] as const;

export const orderRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  facility_id: z.number().int(),
  facility_name: z.string(),
  suburb: z.string(),
  state: z.string(),
  position: z.string(),
  /** The shift on the facility's clock, as people read it ('Tue 24 Nov, 07:00–15:00'). */
  when: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  status,
  workers_needed: z.number().int(),
  workers_assigned: z.number().int(),
  review_status: codeOf('Review status', orderReviewStatus),
  created_on_behalf: z.boolean(),
  created_at: z.string(),
  version: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const costLine = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  loading: z.union([codeOf('Loading', payLoadings), z.literal('ordinary')]),
  multiplier: z.number(),
  cents: z.number().int(),
  holiday: z.string().optional(),
  casual: z.boolean(),
});

/** What one worker on the order costs, and the whole order (times the workers asked for). */
export const estimatedCost = z.object({
  hourly_rate_cents: z.number().int(),
  level: z.object({ id: z.number().int(), position: z.string(), level: z.number().int() }).nullable(),
  employment_type: employmentType,
  state: z.string(),
  time_zone: z.string(),
  lines: z.array(costLine),
  minutes: z.number().int(),
  per_worker_cents: z.number().int(),
  workers: z.number().int(),
  total_cents: z.number().int(),
});
export type EstimatedCost = z.infer<typeof estimatedCost>;

export const orderData = orderRow.extend({
  provider_email: z.string(),
  provider_phone: z.string(),
  facility_address: z.string(),
  postcode: z.string(),
  break_minutes: z.number().int(),
  level_id: z.number().int().nullable(),
  employment_type: employmentType,
  competencies: z.array(z.string()),
  requirements: z.string(),
  notes: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_notes: z.string(),
  review_note: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  requested_by: z.string(),
  created_by: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_reason: z.string(),
  updated_at: z.string(),
});
export type OrderData = z.infer<typeof orderData>;

export const historyNote = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string(),
  command: z.string(),
  api: z.string(),
  source: z.string(),
  /** What changed, field by field (before → after), or the arguments of a step without images. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

export const pushRecord = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  kind: codeOf('Kind', orderPushKinds),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  body: z.string(),
  trigger: z.enum(['manual', 'automatic']),
  sent_by: z.string().nullable(),
  sent_at: z.string(),
});

export const recipient = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  position: z.string(),
  suburb: z.string(),
  state: z.string(),
  reason: z.string(),
});
