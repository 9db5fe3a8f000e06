// Where each dashboard figure leads: its list screen, filtered by the address as the figure counts
// (docs/dashboard.md has the table), and the number key (commands/dashboard.ts) that goes there.
// Light on purpose: the key handlers (commands/client-handlers.ts) load it with the shell.
import { navigate } from 'wouter/use-browser-location';
import { openDialog } from '../../dialogs/dialog-store';
import { allRoutes } from '../../routes/route-lookup';

export type FigureKey = 'applications' | 'unfilledShifts' | 'timesheets' | 'payslips' | 'invoices' | 'notices' | 'outbox';

/** The figure's catalogue command (its key and its account types). */
export const figureCommand = {
  applications: 'dashboard.openApplications',
  unfilledShifts: 'dashboard.openUnfilledShifts',
  timesheets: 'dashboard.openTimesheets',
  payslips: 'dashboard.openPayslips',
  invoices: 'dashboard.openInvoices',
  notices: 'dashboard.openNotices',
  outbox: 'dashboard.openOutboxFailures',
} as const satisfies Record<FigureKey, string>;

/** `YYYY-MM-DD` on Sydney's calendar, the order list's (and the server's) day. */
export function sydneyToday(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const query = (path: string, params: Record<string, string | number | boolean>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** Open applications, in one status or all. */
export const applicationsHref = (status?: number) => query('/job/applications', status === undefined ? { archived: false } : { status, archived: false });
/** Available shifts starting on these Sydney days (both included). */
export const unfilledHref = (from: string, to = from) => query('/order/shift', { filter_status: 'available', from, to });
export const timesheetsHref = (status: 'pending' | 'queried') => query('/time-sheet', { status });
export const payslipsHref = () => query('/account/payslip', { status: 'pending' });
export const invoicesHref = () => query('/account/invoice', { status: 'pending' });

/** The outbox's list page, once the delivery slice has one (a page that reads outbox.list). */
export function outboxHref(): string | null {
  const page = allRoutes().find((r) => r.reads === 'outbox.list' && r.params.length === 0 && !r.pending);
  return page ? query(page.path, { status: 'failed' }) : null;
}

/** The next 7 days' available shifts, the range the summary counts (today first). */
export function unfilledRange(today = sydneyToday()): [string, string] {
  return [today, addDays(today, 6)];
}

/** What each figure's key does: go to its list, or (notices) open the notifications dialog. */
export const figureHandlers: Record<(typeof figureCommand)[FigureKey], { run(): void; available?(): boolean }> = {
  'dashboard.openApplications': { run: () => navigate(applicationsHref()) },
  'dashboard.openUnfilledShifts': { run: () => navigate(unfilledHref(...unfilledRange())) },
  'dashboard.openTimesheets': { run: () => navigate(timesheetsHref('pending')) },
  'dashboard.openPayslips': { run: () => navigate(payslipsHref()) },
  'dashboard.openInvoices': { run: () => navigate(invoicesHref()) },
  'dashboard.openNotices': { run: () => openDialog('notifications', {}) },
  'dashboard.openOutboxFailures': { run: () => { const href = outboxHref(); if (href) navigate(href); }, available: () => outboxHref() !== null },
};
