// Unfilled shifts of the next 7 days, per day: a small bar chart (a bar opens that day's available
// shifts) and the same days as links under it, for the keyboard and for exact numbers.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { DashboardSummary } from '../../../../commands/dashboard';
import { useT } from '../../i18n/i18n';
import { settings } from '../../state/settings';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { unfilledHref } from './dashboard-links';

const UnfilledChart = lazy(() => import('./unfilled-chart'));

type Unfilled = NonNullable<DashboardSummary['unfilled_shifts']>;

/** 'Tue 24' in the current language; the day is a calendar day, so read it in UTC. */
function dayLabel(day: string): string {
  const locale = settings.language === 'zh' ? 'zh-CN' : 'en-AU';
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function UnfilledPanel({ unfilled }: { unfilled: Unfilled | undefined }) {
  const t = useT();
  const days = unfilled?.by_day ?? [];
  const labels = days.map((d, i) => (i === 0 ? t('dashboardArea.unfilled.today') : dayLabel(d.date)));
  return (
    <Card title={t('dashboardArea.unfilled.title')} extra={<span className="text-xs text-ink-muted">{t('dashboardArea.unfilled.hint')}</span>} className="lg:col-span-2" data-testid="dashboard-unfilled">
      <div className="relative h-44">
        {unfilled && (
          <Suspense fallback={null}>
            <UnfilledChart labels={labels} values={days.map((d) => d.count.total)} label={t('dashboardArea.unfilled.chartLabel')} onOpen={(i) => navigate(unfilledHref(days[i]!.date))} />
          </Suspense>
        )}
      </div>
      <ol className="mt-3 grid min-h-12 grid-cols-7 gap-1" aria-label={t('dashboardArea.unfilled.chartLabel')}>
        {days.map((d, i) => (
          <li key={d.date}>
            <Link
              href={unfilledHref(d.date)}
              className="flex flex-col items-center rounded px-1 py-1 text-xs text-ink-muted hover:bg-primary-50 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              data-testid="dashboard-unfilled-day" data-date={d.date}
            >
              <span className="truncate">{labels[i]}</span>
              <span className="text-sm font-medium tabular-nums text-ink">{formatTotal(d.count.total, d.count.total_estimated)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
