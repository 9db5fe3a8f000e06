// /job/ads/view/:id: the ad as candidates read it, its facts, and its status actions from the one move
// table (docs/job-ads.md). The ad is the page's record, so shift+P opens the same moves in the palette.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { CommandContext } from '../../../../../commands';
import { changeJobAdStatus } from '../../../../../commands/job-ad';
import { benefits, employmentTypes, payLoadings } from '../../../../domain/enums/employment';
import { jobAdStatus } from '../../../../domain/enums/job-ad-status';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { toneTable } from '../../../ui/status-tones';
import { CommandForm } from '../../generic/command-form';
import { JobAdMappings } from './job-ad-mappings';

export default function JobAdViewPage() {
  const t = useT();
  const route = useCurrentRoute();
  const [location] = useLocation();
  const { raw: rawId, id, valid } = useRecordParam();
  const context: CommandContext = { path: location, record: { kind: 'jobAd', id } };
  const { data, error } = useCommandQuery('job.detail', { job_id: id }, { enabled: valid, context });
  const answer = data?.detail.id === id ? data : undefined;
  const ad = answer?.detail;
  const [busy, setBusy] = useState<number | null>(null);
  const [supplyOpen, setSupplyOpen] = useState(false);

  useEffect(() => {
    if (ad) setFocusedRecord({ kind: 'jobAd', id, fields: { ...ad } });
  }, [ad, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);

  if (!valid || (error && !answer)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="job-ad-missing">
        <h1 className="text-lg font-semibold text-ink">{t('jobAds.missing', { id: rawId })}</h1>
        {error && <p className="mt-2 text-sm text-ink-soft">{error}</p>}
      </Card>
    );
  }
  if (!ad || !answer) return <p className="p-6 text-sm text-ink-muted">{t('jobAds.loading')}</p>;

  const tone = toneTable('jobAdStatus')?.(ad.status) ?? 'grey';
  const readOnly = ad.status === 100;
  // Hourly pay shows cents; a salary is whole dollars.
  const money = (n: number) => `$${n.toLocaleString('en-AU', ad.pay_basis === 2 ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 })}`;
  const pay = `${money(ad.pay_rate)}${ad.pay_rate_max ? `–${money(ad.pay_rate_max)}` : ''}${ad.pay_basis === 2 ? t('jobAds.view.perHour') : t('jobAds.view.perYear')}`;

  async function move(to: number, label: string, danger: boolean) {
    if (!ad) return;
    if (danger && !window.confirm(t('jobAds.view.confirm', { label, id: ad.id }))) return;
    setBusy(to);
    try {
      await run('job.changeStatus', { job_id: ad.id, status: to, version: ad.version }, 'screen', { context });
    } catch {
      // The dispatcher has shown the refusal; the page re-reads on conflict.
    } finally {
      setBusy(null);
    }
  }

  const facts: [string, React.ReactNode][] = [
    [t('jobAds.view.provider'), ad.provider_name],
    [t('jobAds.view.location'), [ad.facility_name, ad.address || `${ad.suburb} ${ad.state}`].filter(Boolean).join(' · ')],
    [t('jobAds.view.employment'), enumLabel(employmentTypes, ad.employment_type)],
    [t('jobAds.view.pay'), pay],
    [t('jobAds.view.applications'), <Link key="a" href={`/job/applications?job_id=${ad.id}`} className="text-primary hover:text-primary-400">{ad.application_count}</Link>],
    [t('jobAds.view.visible'), (
      <span key="v" className="flex items-center gap-2">
        {ad.visible_directly ? t('jobAds.view.on') : t('jobAds.view.off')}
        {!readOnly && (
          <Button size="sm" variant="text" data-testid="job-ad-toggle-visible"
            onClick={() => void run('job.setVisibleDirectly', { job_id: ad.id, visible_directly: !ad.visible_directly, version: ad.version }, 'screen', { context }).catch(() => {})}>
            {ad.visible_directly ? t('jobAds.view.turnOff') : t('jobAds.view.turnOn')}
          </Button>
        )}
      </span>
    )],
    [t('jobAds.view.supply'), (
      <span key="s" className="flex flex-col gap-1">
        <span className="flex items-center gap-2">
          {ad.supply_enabled ? `${t('jobAds.view.on')}${ad.supply_limit ? ` · ${t('jobAds.view.limit', { count: ad.supply_limit })}` : ''}` : t('jobAds.view.off')}
          {!readOnly && <Button size="sm" variant="text" onClick={() => setSupplyOpen((v) => !v)} data-testid="job-ad-supply-change">{t('jobAds.view.change')}</Button>}
        </span>
        {supplyOpen && (
          <CommandForm commandId="job.setSupply" fixed={{ job_id: ad.id, version: ad.version }} hidden={['job_id', 'version']}
            defaults={{ supply_enabled: ad.supply_enabled, supply_limit: ad.supply_limit }} context={context} testId="job-ad-supply" onDone={() => setSupplyOpen(false)} />
        )}
      </span>
    )],
  ];

  return (
    <div className="space-y-4" data-testid="job-ad-view" data-job-id={ad.id} data-status={ad.status}>
      <PageHeader
        testId="job-ad-view-title"
        title={ad.title}
        subtitle={<span className="flex items-center gap-2">#{ad.id} · {ad.position} <StatusTag tone={tone} testId="job-ad-status">{enumLabel(jobAdStatus, ad.status)}</StatusTag></span>}
        actions={ad.status !== 100 && <Link href={`/job/ads/edit/${ad.id}`} className="text-sm text-primary hover:text-primary-400" data-testid="job-ad-edit">{t('jobAds.view.edit')}</Link>}
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_340px]">
        <Card data-testid="job-ad-description">
          {ad.description
            ? <div className="job-ad-description prose-sm space-y-2 text-sm leading-6 text-ink [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ul]:list-disc [&_li]:ml-5 [&_a]:text-primary [&_a]:underline" dangerouslySetInnerHTML={{ __html: ad.description }} />
            : <p className="text-sm text-ink-muted">{t('jobAds.view.noDescription')}</p>}
          {(ad.benefits.length > 0 || ad.loadings.length > 0) && (
            <div className="mt-4 flex flex-wrap gap-1.5 border-t border-black/5 pt-3">
              {ad.benefits.map((b) => <StatusTag key={b} tone="green">{enumLabel(benefits, b)}</StatusTag>)}
              {ad.loadings.map((l) => <StatusTag key={l} tone="blue">{enumLabel(payLoadings, l)}</StatusTag>)}
            </div>
          )}
        </Card>
        <div className="space-y-4">
          <Card title={t('jobAds.view.actions')} data-testid="job-ad-actions">
            {answer.provider_job_status !== 'open' && (
              <p className="mb-3 text-xs text-ink-soft">{answer.provider_job_status === 'suspended' ? t('jobAds.view.suspended') : t('jobAds.view.approval')}</p>
            )}
            {answer.status_moves.length === 0 ? <p className="text-sm text-ink-muted">{t('jobAds.view.noMoves')}</p> : (
              <div className="flex flex-wrap gap-2">
                {answer.status_moves.map((m, i) => (
                  <Button key={m.to} size="md" variant={i === 0 && !m.danger ? 'primary' : 'default'} danger={m.danger}
                    loading={busy === m.to} disabled={busy !== null} onClick={() => move(m.to, m.label, m.danger)} data-testid={`job-ad-move-${m.to}`}>
                    {m.label}
                  </Button>
                ))}
              </div>
            )}
            <p className="mt-3 text-xs text-ink-muted"><Kbd kbd={changeJobAdStatus.kbd!} /> {t('jobAds.view.keyHint')}</p>
          </Card>
          <Card data-testid="job-ad-facts">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => [
                <dt key={`${label}-t`} className="text-ink-muted">{label}</dt>,
                <dd key={`${label}-d`} className="text-ink">{value}</dd>,
              ])}
            </dl>
          </Card>
          <JobAdMappings jobId={ad.id} context={context} readOnly={readOnly} />
        </div>
      </div>
    </div>
  );
}
