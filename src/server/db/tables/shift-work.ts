// Tables of the shift-work area: a worker's timesheet for each checked-out shift and the comments on it,
// and incidents reported from an order. Workers on a shift are `shift_workers` (ai-exports-shifts.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShiftCostLine } from '../../../domain/pay/shift-cost';
import type { IncidentCategoryCode, IncidentSeverityCode, IncidentStatusCode, TimesheetStatusCode } from '../../../domain/enums/shift-work';
import { shifts, shiftWorkers } from './ai-exports-shifts';
import { createdAt, updatedAt, version } from './columns';
import { accounts, staff } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One cost line of a timesheet: the part of the shift on one local day at its loading (costShift's split). */
export type TimesheetLine = ShiftCostLine;

/**
 * A worker's timesheet for one shift, made at check-out: the times worked, the hours, and what they cost
 * (integer cents, from the rate table through costShift). Status moves are data (domain/timesheet-moves.ts).
 */
export const timesheets = pgTable('timesheets', {
  id: serial('id').primaryKey(),
  shiftWorkerId: integer('shift_worker_id').notNull().references(() => shiftWorkers.id, { onDelete: 'cascade' }),
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  status: text('status').$type<TimesheetStatusCode>().notNull().default('pending'),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  breakMinutes: integer('break_minutes').notNull(),
  hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  /** The worker's base hourly rate used, in cents. */
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
  lines: jsonb('lines').$type<TimesheetLine[]>().notNull().default(sql`'[]'::jsonb`),
  calculatedAt: at('calculated_at').notNull(),
  approvedBy: integer('approved_by').references(() => accounts.id, { onDelete: 'set null' }),
  approvedAt: at('approved_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('timesheets_shift_worker_key').on(t.shiftWorkerId),
  index('timesheets_created_idx').on(t.createdAt, t.id),
  index('timesheets_status_idx').on(t.status, t.id),
  index('timesheets_staff_idx').on(t.staffId, t.startsAt),
  index('timesheets_starts_idx').on(t.startsAt, t.id),
  check('timesheets_amount_check', sql`${t.amountCents} >= 0`),
]);

/** A comment on a timesheet (a query to the worker, an answer, a note on approval); never edited. */
export const timesheetComments = pgTable('timesheet_comments', {
  id: serial('id').primaryKey(),
  timesheetId: integer('timesheet_id').notNull().references(() => timesheets.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('timesheet_comments_timesheet_idx').on(t.timesheetId, t.id), check('timesheet_comments_body_check', sql`length(${t.body}) between 1 and 2000`)]);

/** An incident on a shift, reported from its order; the worker involved when there is one. */
export const incidents = pgTable('incidents', {
  id: serial('id').primaryKey(),
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id),
  category: text('category').$type<IncidentCategoryCode>().notNull(),
  severity: text('severity').$type<IncidentSeverityCode>().notNull(),
  status: text('status').$type<IncidentStatusCode>().notNull().default('open'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  actionTaken: text('action_taken').notNull().default(''),
  occurredAt: at('occurred_at').notNull(),
  reportedBy: integer('reported_by').references(() => accounts.id, { onDelete: 'set null' }),
  reporterName: text('reporter_name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('incidents_created_idx').on(t.createdAt, t.id),
  index('incidents_shift_idx').on(t.shiftId),
  index('incidents_status_idx').on(t.status, t.createdAt, t.id),
  check('incidents_title_check', sql`length(${t.title}) between 1 and 200`),
]);
