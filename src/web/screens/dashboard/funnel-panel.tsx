// Applications by status: the funnel of the main path (a chart; a bar opens its list) beside every
// status with open applications, by stage, each a link to its filtered list (the keyboard's way in).
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { DashboardSummary } from '../../../../commands/dashboard';
import { funnelPath, funnelStages } from '../../../domain/application-funnel';
import { applicationStatus } from '../../../domain/enums/application-status';
import { enumLabel, useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { applicationsHref } from './dashboard-links';

const FunnelChart = lazy(() => import('./funnel-chart'));

type Applications = NonNullable<DashboardSummary['applications']>;

/** The chart's and the list's fixed height: the card never grows as the answer arrives. */
const BODY_HEIGHT = 'h-[22rem]';

export function FunnelPanel({ applications }: { applications: Applications | undefined }) {
  const t = useT();
  const byStatus = useMemo(() => new Map((applications?.by_status ?? []).map((s) => [s.status as number, s.count])), [applications]);
  const bars = useMemo(() => funnelPath.map((status) => {
    const count = byStatus.get(status);
    return { label: enumLabel(applicationStatus, status), count: count?.total ?? 0, shown: count ? formatTotal(count.total, count.total_estimated) : '' };
  }), [byStatus, t]);
  const stages = funnelStages
    .map(({ stage, statuses }) => ({ stage, rows: statuses.filter((s) => (byStatus.get(s)?.total ?? 0) > 0) }))
    .filter((s) => s.rows.length > 0);

  return (
    <Card title={t('dashboardArea.funnel.title')} extra={<span className="text-xs text-ink-muted">{t('dashboardArea.funnel.hint')}</span>} className="lg:col-span-2" data-testid="dashboard-funnel">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_15rem]">
        <div className={`relative ${BODY_HEIGHT}`}>
          {applications && (
            <Suspense fallback={null}>
              <FunnelChart bars={bars} label={t('dashboardArea.funnel.chartLabel')} onOpen={(i) => navigate(applicationsHref(funnelPath[i]))} />
            </Suspense>
          )}
        </div>
        <nav aria-label={t('dashboardArea.funnel.allStatuses')} className={`${BODY_HEIGHT} overflow-y-auto border-line md:border-l md:pl-4`} data-testid="dashboard-statuses">
          <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-ink-muted">{t('dashboardArea.funnel.allStatuses')}</h3>
          {applications && stages.length === 0 && <p className="text-sm text-ink-muted">{t('dashboardArea.funnel.none')}</p>}
          {stages.map(({ stage, rows }) => (
            <div key={stage} className="mt-2">
              <div className="text-[11px] font-medium text-ink-muted">{t(`dashboardArea.stage.${stage}`)}</div>
              <ul>
                {rows.map((status) => {
                  const count = byStatus.get(status)!;
                  return (
                    <li key={status}>
                      <Link
                        href={applicationsHref(status)}
                        className="flex items-center justify-between gap-2 rounded px-1.5 py-0.5 text-sm text-ink-soft hover:bg-primary-50 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                        data-testid="dashboard-status-link" data-status={status}
                      >
                        <span className="truncate">{enumLabel(applicationStatus, status)}</span>
                        <span className="tabular-nums text-ink" data-testid="dashboard-status-count">{formatTotal(count.total, count.total_estimated)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </Card>
  );
}
