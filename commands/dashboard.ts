// The dashboard (issue 11; docs/dashboard.md): the numbers an admin opens the console for, in one call,
// and one key per figure to open the list it counts, filtered (1–7 on /dashboard). Every figure is the
// total its list would show for the same filter; a figure whose list the account may not read is left
// out of the answer (absent, not zero). Unread notices and outbox failures are the notices' and the
// outbox's own commands, read by the browser beside this one.
import { z } from 'zod';
import type { AccountTypeCode } from '../src/domain/enums/account';
import { applicationStatus } from '../src/domain/enums/application-status';
import { HOME_PATH } from '../src/domain/constants';
import { defineCommand, type CommandContext } from './define';
import { codeOf } from './fields';
import { domainAccess } from './permissions';

/** A list's total as the list answers it: exact up to the list's threshold, estimated above. */
export const dashboardFigure = z.object({ total: z.number().int().nonnegative(), total_estimated: z.boolean() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('A day on Sydney’s calendar (YYYY-MM-DD)');

export const dashboardSummaryResult = z.object({
  /** When the figures were counted. */
  as_of: z.string(),
  /** Today on Sydney’s calendar, the day the order list's date filter reads. */
  today: day,
  /** Open (not archived) applications in each spec §3 status, every status once, zero included. */
  applications: z.object({
    total: dashboardFigure,
    by_status: z.array(z.object({ status: codeOf('Status', applicationStatus), count: dashboardFigure })),
  }).optional(),
  /** Shifts with nobody on them (status available) starting today and the 6 days after, per day. */
  unfilled_shifts: z.object({
    from: day,
    to: day,
    total: dashboardFigure,
    by_day: z.array(z.object({ date: day, count: dashboardFigure })),
  }).optional(),
  /** Timesheets not approved yet: pending, and queried (waiting on an answer). */
  timesheets: z.object({ pending: dashboardFigure, queried: dashboardFigure }).optional(),
  /** Pay documents pending approval: only for accounts that may read pay. */
  payslips: z.object({ pending: dashboardFigure }).optional(),
  invoices: z.object({ pending: dashboardFigure }).optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryResult>;

export const dashboardSummary = defineCommand({
  id: 'dashboard.summary',
  api: 'dashboard_summary',
  title: 'Dashboard figures',
  area: 'dashboard',
  kind: 'query',
  keywords: ['summary', 'overview', 'counts', 'funnel', 'awaiting approval', 'unfilled shifts'],
  args: z.strictObject({}),
  result: dashboardSummaryResult,
});

const onDashboard = (ctx: CommandContext) => ctx.path === HOME_PATH;
const none = z.strictObject({});
const empty = z.object({});

/** One key per figure on the dashboard: it opens the figure's list, filtered as the figure counts. */
const openFigure = <const Id extends string>(id: Id, title: string, kbd: string, keywords: readonly string[], accounts?: readonly AccountTypeCode[]) =>
  defineCommand({ id, title, area: 'dashboard', kind: 'client', kbd, when: onDashboard, keywords, accounts, args: none, result: empty });

export const openApplicationsFigure = openFigure('dashboard.openApplications', 'Open applications in progress', '1', ['funnel', 'pipeline']);
export const openUnfilledFigure = openFigure('dashboard.openUnfilledShifts', 'Open unfilled shifts of the next 7 days', '2', ['available shifts', 'orders']);
export const openTimesheetsFigure = openFigure('dashboard.openTimesheets', 'Open timesheets awaiting approval', '3', ['pending timesheets', 'hours']);
export const openPayslipsFigure = openFigure('dashboard.openPayslips', 'Open payslips awaiting approval', '4', ['pending payslips', 'pay'], domainAccess.pay.read);
export const openInvoicesFigure = openFigure('dashboard.openInvoices', 'Open invoices awaiting approval', '5', ['pending invoices', 'billing'], domainAccess.pay.read);
export const openNoticesFigure = openFigure('dashboard.openNotices', 'Open unread notices', '6', ['notifications', 'inbox']);
export const openOutboxFigure = openFigure('dashboard.openOutboxFailures', 'Open failed outbox messages', '7', ['outbox', 'failed sms', 'failed email'], domainAccess.messaging.read);

export const dashboardCommands = [
  dashboardSummary, openApplicationsFigure, openUnfilledFigure, openTimesheetsFigure, openPayslipsFigure, openInvoicesFigure,
  openNoticesFigure, openOutboxFigure,
] as const;
