// Tables of the pay area: fortnightly payroll periods, payslips (one worker, one period) and invoices (one
// provider, one period) with one line per worked shift. Money is integer cents. A replacement is a new
// row whose replaces_id names the old one, which stays readable with status 'replaced' (docs/pay.md).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PayDocumentStatus, PayrollPeriodStatus } from '../../../domain/enums/pay';
import { createdAt, updatedAt, version } from './columns';
import { accounts, facilities, providers, staff } from './core';
import { shifts, shiftWorkers } from './ai-exports-shifts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A fortnight, Monday to the second Sunday (Sydney dates), paid on the Thursday after it. */
export const payrollPeriods = pgTable('payroll_periods', {
  id: serial('id').primaryKey(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  /** The last day in the period (inclusive). */
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  payOn: date('pay_on', { mode: 'string' }).notNull(),
  status: text('status').$type<PayrollPeriodStatus>().notNull().default('open'),
  closedAt: at('closed_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('payroll_periods_starts_key').on(t.startsOn)]);

/** Who acted on a document and why, shared by payslips and invoices. */
const decisions = () => ({
  status: text('status').$type<PayDocumentStatus>().notNull().default('pending'),
  /** The reason given by the last withdraw or replace. */
  reason: text('reason').notNull().default(''),
  approvedAt: at('approved_at'),
  approvedBy: integer('approved_by').references(() => accounts.id),
  withdrawnAt: at('withdrawn_at'),
  withdrawnBy: integer('withdrawn_by').references(() => accounts.id),
  replacedAt: at('replaced_at'),
  replacedBy: integer('replaced_by').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

export const payslips = pgTable('payslips', {
  id: serial('id').primaryKey(),
  periodId: integer('period_id').notNull().references(() => payrollPeriods.id),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  /** The payslip this one replaces (its status is then 'replaced'). */
  replacesId: integer('replaces_id').references((): AnyPgColumn => payslips.id),
  minutes: integer('minutes').notNull(),
  grossCents: integer('gross_cents').notNull(),
  ...decisions(),
}, (t) => [
  index('payslips_created_idx').on(t.createdAt, t.id),
  index('payslips_period_idx').on(t.periodId, t.id),
  index('payslips_staff_idx').on(t.staffId, t.periodId),
  // A worker is never paid twice for one period: at most one live payslip each.
  uniqueIndex('payslips_live_key').on(t.periodId, t.staffId).where(sql`${t.status} in ('pending', 'approved')`),
  uniqueIndex('payslips_replaces_key').on(t.replacesId),
]);

/** One worked shift on a payslip, priced by costShift; `parts` is its breakdown (ordinary, loadings). */
export const payslipLines = pgTable('payslip_lines', {
  id: serial('id').primaryKey(),
  payslipId: integer('payslip_id').notNull().references(() => payslips.id, { onDelete: 'cascade' }),
  shiftWorkerId: integer('shift_worker_id').notNull().references(() => shiftWorkers.id),
  shiftId: integer('shift_id').notNull().references(() => shifts.id),
  facilityId: integer('facility_id').notNull().references(() => facilities.id),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  breakMinutes: integer('break_minutes').notNull(),
  minutes: integer('minutes').notNull(),
  baseRateCents: integer('base_rate_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
  parts: jsonb('parts').$type<PayLinePart[]>().notNull(),
}, (t) => [index('payslip_lines_payslip_idx').on(t.payslipId, t.startsAt)]);

export interface PayLinePart {
  label: string;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
}

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  periodId: integer('period_id').notNull().references(() => payrollPeriods.id),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  replacesId: integer('replaces_id').references((): AnyPgColumn => invoices.id),
  minutes: integer('minutes').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  gstCents: integer('gst_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  ...decisions(),
}, (t) => [
  index('invoices_created_idx').on(t.createdAt, t.id),
  index('invoices_period_idx').on(t.periodId, t.id),
  index('invoices_provider_idx').on(t.providerId, t.periodId),
  uniqueIndex('invoices_live_key').on(t.periodId, t.providerId).where(sql`${t.status} in ('pending', 'approved')`),
  uniqueIndex('invoices_replaces_key').on(t.replacesId),
]);

/** One worked shift on an invoice: the worker's pay for it and the charge (docs/pay.md margin rule). */
export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  shiftWorkerId: integer('shift_worker_id').notNull().references(() => shiftWorkers.id),
  shiftId: integer('shift_id').notNull().references(() => shifts.id),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  facilityId: integer('facility_id').notNull().references(() => facilities.id),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  minutes: integer('minutes').notNull(),
  payCents: integer('pay_cents').notNull(),
  chargeCents: integer('charge_cents').notNull(),
}, (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.startsAt)]);
