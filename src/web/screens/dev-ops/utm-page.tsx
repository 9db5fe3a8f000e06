// /dev-ops/utm: UTM summaries for a date range (the last 30 days with figures to start), optionally one
// source: totals over the whole range, a chart of visits or sign-ups by source per day (chart.js, loaded
// with this screen), and the rows themselves. Figures are added on /dev-ops/utm/add.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { FormField, SelectInput, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { utmListSpec } from './utm-list';
import { DateInput } from '../../ui/date-input';

const UtmChart = lazy(() => import('./utm-chart'));
type Metric = 'visits' | 'sign_ups';

const number = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString());

export default function UtmPage() {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [source, setSource] = useState('');
  const [metric, setMetric] = useState<Metric>('visits');
  const range = useMemo(() => ({ ...(from && { date_from: from }), ...(to && { date_to: to }) }), [from, to]);
  const validRange = !from || !to || from <= to;

  const chart = useCommandQuery('utm.chart', range, { enabled: validRange });
  // Start from the range the chart chose (the last 30 days with figures), so the totals and rows match it.
  useEffect(() => {
    const days = chart.data?.days;
    if (!from && !to && days?.length) {
      setFrom(days[0]);
      setTo(days[days.length - 1]);
    }
  }, [chart.data]);

  // Every key always present (undefined when unset): the list hides the filters the page owns.
  const fixedArgs = useMemo(() => ({ date_from: from || undefined, date_to: to || undefined, source: source || undefined }), [from, to, source]);
  const totals = useCommandQuery('utm.list', { ...fixedArgs, page_size: 1 }, { enabled: validRange && Boolean(from || to) });
  const sum = totals.data?.totals;
  const sources = (chart.data?.series ?? []).map((s) => s.source).filter((s) => s !== 'other');
  const series = (chart.data?.series ?? []).filter((s) => !source || s.source === source).map((s) => ({ source: s.source, values: s[metric] }));
  const empty = chart.data && series.every((s) => s.values.every((v) => v === 0));

  return (
    <div className="space-y-4" data-testid="utm-page">
      <PageHeader
        title={t('route.utm')}
        hint={t('devops.utm.hint')}
        actions={
          <Link href="/dev-ops/utm/add" className="inline-flex h-8 items-center rounded-md border border-primary bg-primary px-3 text-sm text-white hover:bg-primary-400" data-testid="utm-add">
            {t('devops.utm.add')}
          </Link>
        }
      />
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white px-4 pt-2 shadow-card" data-testid="utm-filters">
        <FormField id="utm-from" label={t('devops.utm.from')}>
          <DateInput id="utm-from" value={from} max={to || undefined} onChange={setFrom} data-testid="utm-from" />
        </FormField>
        <FormField id="utm-to" label={t('devops.utm.to')} error={validRange ? undefined : t('devops.col.date_to')}>
          <DateInput id="utm-to" value={to} min={from || undefined} onChange={setTo} data-testid="utm-to" />
        </FormField>
        <FormField id="utm-source" label={t('devops.utm.source')}>
          <SelectInput id="utm-source" value={source} onChange={(e) => setSource(e.target.value)} data-testid="utm-source">
            <option value="">{t('devops.utm.anySource')}</option>
            {sources.map((s) => <option key={s} value={s}>{s}</option>)}
          </SelectInput>
        </FormField>
        <Button className="mb-5" onClick={() => { setFrom(''); setTo(''); setSource(''); }}>{t('devops.utm.reset')}</Button>
      </div>
      <div className="grid gap-3 desktop:grid-cols-[13rem_1fr]">
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-1" data-testid="utm-totals">
          {([['visits', sum?.visits], ['sign_ups', sum?.sign_ups], ['applications', sum?.applications]] as const).map(([key, value]) => (
            <div key={key} className="rounded-lg bg-white px-4 py-2 shadow-card">
              <div className="text-xs text-ink-muted">{t(`devops.col.${key}`)}</div>
              <div className="text-xl font-semibold text-ink tabular-nums" data-testid={`utm-total-${key}`}>{number(value)}</div>
            </div>
          ))}
          <div className="rounded-lg bg-white px-4 py-2 shadow-card">
            <div className="text-xs text-ink-muted">{t('devops.utm.conversion')}</div>
            <div className="text-xl font-semibold text-ink tabular-nums">{sum ? (sum.visits ? `${((sum.sign_ups / sum.visits) * 100).toFixed(1)}%` : '–') : '…'}</div>
          </div>
        </div>
        <section className="rounded-lg bg-white px-4 py-3 shadow-card">
          <div className="mb-1 flex items-center justify-between gap-3">
            <h2 className="text-sm font-medium text-ink">{t('devops.utm.chartTitle')}</h2>
            <div className="flex gap-1" role="group">
              {(['visits', 'sign_ups'] as const).map((m) => (
                <Button key={m} size="sm" variant={metric === m ? 'primary' : 'default'} aria-pressed={metric === m} onClick={() => setMetric(m)} data-testid={`utm-metric-${m}`}>
                  {t(`devops.col.${m}`)}
                </Button>
              ))}
            </div>
          </div>
          <div className="relative h-60">
            {empty ? (
              <p className="pt-24 text-center text-sm text-ink-muted">{t('devops.utm.noData')}</p>
            ) : (
              <Suspense fallback={<p className="pt-24 text-center text-sm text-ink-muted">{t('devops.utm.chartLoading')}</p>}>
                {chart.data && <UtmChart days={chart.data.days} series={series} label={t('devops.utm.chartTitle')} />}
              </Suspense>
            )}
          </div>
        </section>
      </div>
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={utmListSpec} label={t('route.utm')} fixedArgs={fixedArgs} />
      </section>
    </div>
  );
}
