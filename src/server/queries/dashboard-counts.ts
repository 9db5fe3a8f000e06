// The dashboard's counts, each the same rows its list counts for the same filter (docs/dashboard.md):
// one grouped count per list, over the columns the lists' indexes lead with, so the whole summary is a
// handful of index walks even at the large seed (300,000 applications).
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { applications, invoices, payslips, shifts, timesheets } from '../db/schema';
import { shiftStatusSql } from './shift-status';

/** Sydney's calendar, as the order list's date filter reads it. */
export const SYDNEY = 'Australia/Sydney';

/** `YYYY-MM-DD` of an instant on Sydney's calendar. */
export function sydneyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SYDNEY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day `n` days after a `YYYY-MM-DD` day (calendar arithmetic, no clock). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Midnight starting `day` in Sydney, as an instant the starts_at index can range over. */
const sydneyMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${SYDNEY})`;

/**
 * Open (not archived) applications per status: the rows job_applicant_list_v2 counts for `status,
 * archived: false`, exact, in one grouped count (docs/dashboard.md has its cost at the large seed; the
 * list path's capped count per status was ten times slower cold).
 */
export async function openApplicationsByStatus(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.select({ status: applications.status, n: count() }).from(applications)
    .where(eq(applications.archived, false)).groupBy(applications.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * Shifts starting on `from`…`to` (Sydney days, both included) whose status is available (nobody on them,
 * not ended, not canceled), per day: get_order_list's `filter_status: available, dateRange: [from, to]`.
 */
export async function unfilledShiftsByDay(db: Queryable, now: Date, from: string, to: string): Promise<Map<string, number>> {
  const dayOf = sql<string>`to_char((${shifts.startsAt} at time zone ${SYDNEY})::date, 'YYYY-MM-DD')`;
  const rows = await db.select({ day: dayOf, n: count() }).from(shifts)
    .where(and(
      // The range in instants walks shifts_starts_idx; the list's day test is then the same rows.
      gte(shifts.startsAt, sydneyMidnight(from)),
      lt(shifts.startsAt, sydneyMidnight(addDays(to, 1))),
      sql`${shiftStatusSql(now)} = 'available'`,
    ))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Timesheets per status among those not approved yet (time_sheet_list's `status`). */
export async function timesheetsAwaiting(db: Queryable): Promise<{ pending: number; queried: number }> {
  const rows = await db.select({ status: timesheets.status, n: count() }).from(timesheets)
    .where(inArray(timesheets.status, ['pending', 'queried'])).groupBy(timesheets.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of('pending'), queried: of('queried') };
}

/** Payslips and invoices pending approval (payslip_list / invoice_list with `status: pending`). */
export async function payDocumentsPending(db: Queryable): Promise<{ payslips: number; invoices: number }> {
  const [[p], [i]] = await Promise.all([
    db.select({ n: count() }).from(payslips).where(eq(payslips.status, 'pending')),
    db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'pending')),
  ]);
  return { payslips: Number(p?.n ?? 0), invoices: Number(i?.n ?? 0) };
}
