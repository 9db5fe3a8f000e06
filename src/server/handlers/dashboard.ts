// Handlers of commands/dashboard.ts: the summary, each figure counted as its list counts it
// (queries/dashboard-counts.ts) and left out when the account may not run that list (commands/permissions.ts).
import { getCommand } from '../../../commands';
import type { dashboardCommands, DashboardSummary } from '../../../commands/dashboard';
import { mayRun } from '../../../commands/permissions';
import { applicationStatus } from '../../domain/enums/application-status';
import { addDays, openApplicationsByStatus, payDocumentsPending, sydneyDay, timesheetsAwaiting, unfilledShiftsByDay } from '../queries/dashboard-counts';
import { cachedAnswer } from '../kit/answer-cache';
import type { HandlerContext, HandlersFor } from './types';

/** Every count is an exact grouped count (docs/dashboard.md), so never marked estimated. */
const exact = (total: number) => ({ total, total_estimated: false });

/** Today and the 6 days after: the order list's `dateRange` for the unfilled-shifts figure. */
export const UNFILLED_DAYS = 7;
/**
 * The summary is kept this long (any write on this instance clears it): the grouped count of open
 * applications takes 0.3–1.3 s at the large seed on PGlite, and every signed-in person lands here.
 */
const SUMMARY_TTL_MS = 10_000;

export const dashboardHandlers: HandlersFor<typeof dashboardCommands> = {
  'dashboard.summary'(_args, ctx) {
    // The answer depends only on what the account type may see and on the day.
    const key = `dashboard.summary:${ctx.account?.accountType}:${sydneyDay(ctx.now)}`;
    return cachedAnswer(ctx.db, key, SUMMARY_TTL_MS, () => summary(ctx));
  },
};

async function summary(ctx: HandlerContext): Promise<DashboardSummary> {
  const type = ctx.account?.accountType;
  const may = (id: Parameters<typeof getCommand>[0]) => mayRun(getCommand(id), type);
  const today = sydneyDay(ctx.now);
  const to = addDays(today, UNFILLED_DAYS - 1);
  // PGlite runs one query at a time anyway; on PostgreSQL these overlap.
  const [byStatus, byDay, sheets, pay] = await Promise.all([
    may('application.list') ? openApplicationsByStatus(ctx.db) : undefined,
    may('order.list') ? unfilledShiftsByDay(ctx.db, ctx.now, today, to) : undefined,
    may('timesheet.list') ? timesheetsAwaiting(ctx.db) : undefined,
    may('payslip.list') || may('invoice.list') ? payDocumentsPending(ctx.db) : undefined,
  ]);
  const answer: DashboardSummary = { as_of: ctx.now.toISOString(), today };
  if (byStatus) {
    const by_status = applicationStatus.codes.map((status) => ({ status, count: exact(byStatus.get(status) ?? 0) }));
    answer.applications = { total: exact(by_status.reduce((sum, s) => sum + s.count.total, 0)), by_status };
  }
  if (byDay) {
    const by_day = Array.from({ length: UNFILLED_DAYS }, (_, i) => addDays(today, i)).map((date) => ({ date, count: exact(byDay.get(date) ?? 0) }));
    answer.unfilled_shifts = { from: today, to, total: exact(by_day.reduce((sum, d) => sum + d.count.total, 0)), by_day };
  }
  if (sheets) answer.timesheets = { pending: exact(sheets.pending), queried: exact(sheets.queried) };
  if (pay && may('payslip.list')) answer.payslips = { pending: exact(pay.payslips) };
  if (pay && may('invoice.list')) answer.invoices = { pending: exact(pay.invoices) };
  return answer;
}
