// /dashboard: the numbers an admin opens the console for (docs/dashboard.md). One call answers the
// counts (dashboard.summary); unread notices and outbox failures come from their own commands. Each
// number opens the list it counts, filtered, by click or by its key (1–7); a figure the account may not
// read is not drawn at all. Every box has its size before the answer comes, so nothing moves.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { getCommand, registry, type CommandId } from '../../../../commands';
import { accountTypes } from '../../../domain/enums/account';
import { zoneCity } from '../../../domain/format/business-time';
import { accountMayRun } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { openDialog } from '../../dialogs/dialog-store';
import { enumLabel, useT } from '../../i18n/i18n';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { formatTotal } from '../../ui/count-format';
import { RecentCommands, ShortcutsCard } from './dashboard-side';
import { applicationsHref, figureCommand, invoicesHref, outboxHref, payslipsHref, timesheetsHref, unfilledHref, unfilledRange, type FigureKey } from './dashboard-links';
import { FigureCard, type Figure } from './figure-card';
import { FunnelPanel } from './funnel-panel';
import { UnfilledPanel } from './unfilled-panel';

const OUTBOX_LIST = 'outbox.list';

/** Whether this account may run a command (the server leaves out the same figures). */
const allowed = (id: string) => {
  const command = registry.byId.get(id);
  return command !== undefined && accountMayRun(command);
};

const keyOf = (figure: FigureKey) => getCommand(figureCommand[figure]).kbd;

export default function DashboardPage() {
  const t = useT();
  const { user } = useSnapshot(session);
  const { language } = useSnapshot(settings);
  const summary = useCommandQuery('dashboard.summary', {});
  const applicants = useCommandQuery('staff.list', { page: 1, page_size: 1 }, { enabled: allowed('staff.list') });
  const showNotices = allowed('notice.unreadCount');
  const notices = useCommandQuery('notice.unreadCount', {}, { enabled: showNotices });
  // The outbox list is the delivery slice's; until it is in the catalogue the figure is not drawn.
  const showOutbox = allowed(OUTBOX_LIST);
  const outbox = useCommandQuery(OUTBOX_LIST as CommandId, { status: 'failed', page: 1, page_size: 1 }, { enabled: showOutbox });
  const outboxTotal = outbox.data as Figure | undefined;
  const outboxLink = outboxHref();

  const data = summary.data;
  const loading = summary.loading && !data;
  const [from, to] = data?.unfilled_shifts ? [data.unfilled_shifts.from, data.unfilled_shifts.to] : unfilledRange();
  const short = (day: string) => new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const asOf = data ? new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-AU', { hour: '2-digit', minute: '2-digit' }).format(new Date(data.as_of)) : null;
  const common = { loading, error: summary.error };

  return (
    <div className="space-y-4" data-testid="dashboard">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold text-ink" data-testid="dashboard-greeting">{t('dashboard.greeting', { name: user?.name ?? '' })}</h1>
          <p className="mt-1 text-sm text-ink-muted" data-testid="dashboard-account">
            {t('dashboard.signedInAs', { email: user?.email ?? '', type: user ? enumLabel(accountTypes, user.account_type) : '' })}
          </p>
          {/* The business's clock is the server's setting, shown here read-only with where it comes from. */}
          {user && (
            <p className="mt-0.5 text-xs text-ink-muted" data-testid="dashboard-time-zone" data-zone={user.business_time_zone.name}>
              {t(`dashboard.timeZone.${user.business_time_zone.source}`, { city: zoneCity(user.business_time_zone.name), zone: user.business_time_zone.name })}
            </p>
          )}
        </div>
        <p className="min-h-5 text-xs text-ink-muted" data-testid="dashboard-as-of">{asOf && t('dashboardArea.asOf', { time: asOf })} · {t('dashboardArea.keysHint')}</p>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-figures">
        {allowed('staff.list') && (
          <FigureCard id="applicants" label={t('dashboardArea.figure.applicants')} figure={applicants.data} loading={applicants.loading} error={applicants.error}
            href="/staff/applicants" kbd={getCommand('nav.applicants').kbd} sub={t('dashboardArea.sub.applicants')} />
        )}
        {allowed('application.list') && (
          <FigureCard id="applications" label={t('dashboardArea.figure.applications')} figure={data?.applications?.total} {...common}
            href={applicationsHref()} kbd={keyOf('applications')} sub={t('dashboardArea.sub.applications')} />
        )}
        {allowed('order.list') && (
          <FigureCard id="unfilled" label={t('dashboardArea.figure.unfilledShifts')} figure={data?.unfilled_shifts?.total} {...common} tone="attention"
            href={unfilledHref(from, to)} kbd={keyOf('unfilledShifts')} sub={t('dashboardArea.sub.unfilledShifts', { from: short(from), to: short(to) })} />
        )}
        {allowed('timesheet.list') && (
          <FigureCard id="timesheets" label={t('dashboardArea.figure.timesheets')} figure={data?.timesheets?.pending} {...common} tone="attention"
            href={timesheetsHref('pending')} kbd={keyOf('timesheets')}
            sub={data?.timesheets && (
              <Link href={timesheetsHref('queried')} className="text-primary hover:text-primary-400" data-testid="dashboard-timesheets-queried">
                {t('dashboardArea.sub.timesheetsQueried', { count: formatTotal(data.timesheets.queried.total) })}
              </Link>
            )} />
        )}
        {allowed('payslip.list') && (
          <FigureCard id="payslips" label={t('dashboardArea.figure.payslips')} figure={data?.payslips?.pending} {...common} tone="attention"
            href={payslipsHref()} kbd={keyOf('payslips')} sub={t('dashboardArea.sub.pending')} />
        )}
        {allowed('invoice.list') && (
          <FigureCard id="invoices" label={t('dashboardArea.figure.invoices')} figure={data?.invoices?.pending} {...common} tone="attention"
            href={invoicesHref()} kbd={keyOf('invoices')} sub={t('dashboardArea.sub.pending')} />
        )}
        {showNotices && (
          <FigureCard id="notices" label={t('dashboardArea.figure.notices')} figure={notices.data && { total: notices.data.count }} loading={notices.loading} error={notices.error}
            href={null} onOpen={() => openDialog('notifications', {})} kbd={keyOf('notices')} sub={t('dashboardArea.sub.notices')} tone="attention" />
        )}
        {showOutbox && (
          <FigureCard id="outbox" label={t('dashboardArea.figure.outbox')} figure={outboxTotal} loading={outbox.loading} error={outbox.error} tone="danger"
            href={outboxLink} kbd={outboxLink ? keyOf('outbox') : undefined} sub={outboxLink ? t('dashboardArea.sub.outbox') : t('dashboardArea.sub.outboxNotBuilt')} />
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        {allowed('application.list') && <FunnelPanel applications={data?.applications} />}
        <RecentCommands />
        {allowed('order.list') && <UnfilledPanel unfilled={data?.unfilled_shifts} />}
        <ShortcutsCard />
      </div>
    </div>
  );
}
