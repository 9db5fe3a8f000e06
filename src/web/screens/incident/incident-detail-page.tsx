// /incident/detail/:id: one incident as its report reads (what happened, what was done, where, who),
// its status, and the report to download as PDF or CSV.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { incidentCategories, incidentSeverities, incidentStatus } from '../../../domain/enums/shift-work';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { useRecordParam } from '../../routes/use-record-param';
import { setFocusedRecord } from '../../state/command-context';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { shiftDate, shiftTimes } from '../staff/shifts/shift-format';
import { stateTimeZone } from '../../../domain/state-time-zones';
import { settings } from '../../state/settings';
import { useSnapshot } from 'valtio';

const statusTone: Record<string, Tone> = { open: 'red', investigating: 'gold', closed: 'green' };
const severityTone: Record<string, Tone> = { low: 'grey', medium: 'gold', high: 'red', critical: 'purple' };

/** An instant on the facility's clock, with its zone named. */
const atFacility = (iso: string, state: string, language: string) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-AU', { timeZone: stateTimeZone(state), dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-32 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap text-ink">{children}</dd>
    </div>
  );
}

async function download(id: number, format: 'pdf' | 'csv') {
  const file = await run('incident.download', { incident_id: id, format }, 'screen', { quiet: true, context: { path: location.pathname, record: { kind: 'incident', id } } });
  const bytes = file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : new TextEncoder().encode(file.content);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function IncidentDetailPage() {
  const t = useT();
  const { language } = useSnapshot(settings);
  const { raw, id } = useRecordParam();
  const { data, error } = useCommandQuery('incident.detail', { incident_id: id }, { enabled: id > 0, context: { path: location.pathname, record: { kind: 'incident', id } } });
  const incident = data?.id === id ? data : undefined;
  useEffect(() => {
    if (incident) setFocusedRecord({ kind: 'incident', id, fields: { ...incident } });
  }, [incident, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);

  if (!id || (error && !incident)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="incident-missing">
        <h1 className="text-lg font-semibold text-ink">{t('shiftWork.incident.missing', { id: raw })}</h1>
        {error && <p className="mt-2 text-sm text-ink-soft">{error}</p>}
        <Link href="/incident/index" className="mt-4 inline-block text-sm text-primary">{t('shiftWork.incident.back')}</Link>
      </Card>
    );
  }
  if (!incident) return <p className="p-5 text-sm text-ink-muted">{t('table.loading')}</p>;

  return (
    <div className="space-y-4" data-testid="incident-detail" data-incident-id={id}>
      <PageHeader
        title={`#${incident.id} ${incident.title}`}
        testId="incident-title"
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <StatusTag tone={statusTone[incident.status] ?? 'grey'} testId="incident-status">{enumLabel(incidentStatus, incident.status)}</StatusTag>
            <StatusTag tone={severityTone[incident.severity] ?? 'grey'}>{enumLabel(incidentSeverities, incident.severity)}</StatusTag>
            <span>{enumLabel(incidentCategories, incident.category)}</span>
          </span>
        }
        actions={
          <span className="flex gap-2">
            <Button onClick={() => void download(id, 'pdf')} data-testid="incident-download-pdf">{t('shiftWork.incident.download')} {t('shiftWork.incident.pdf')}</Button>
            <Button onClick={() => void download(id, 'csv')} data-testid="incident-download-csv">{t('shiftWork.incident.csv')}</Button>
            <Link href="/incident/index" className="self-center text-sm text-primary hover:text-primary-400">{t('shiftWork.incident.back')}</Link>
          </span>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={t('shiftWork.incident.what')}>
          <p className="whitespace-pre-wrap text-sm text-ink" data-testid="incident-description">{incident.description}</p>
          <h3 className="mt-4 mb-1 text-sm font-medium text-ink-muted">{t('shiftWork.incident.action')}</h3>
          <p className="whitespace-pre-wrap text-sm text-ink">{incident.action_taken || '—'}</p>
        </Card>
        <Card title={t('shiftWork.incident.where')}>
          <dl>
            <Row label={t('shiftWork.incident.occurred')}>{atFacility(incident.occurred_at, incident.state, language)}</Row>
            <Row label={t('shiftWork.incident.column.facility_name')}>{incident.facility_name}{'\n'}<span className="text-ink-muted">{incident.facility_address}</span></Row>
            <Row label={t('shiftWork.incident.shift', { id: incident.shift_id })}>
              <Link href={`/order/shift/detail/${incident.shift_id}`} className="text-primary hover:text-primary-400">{incident.position} · {shiftDate(incident.shift_starts_at, incident.state, language)} {shiftTimes(incident.shift_starts_at, incident.shift_ends_at, incident.state, language)}</Link>
            </Row>
            <Row label={t('shiftWork.incident.who')}>{incident.worker_name ?? '—'}</Row>
            <Row label={t('shiftWork.incident.reportedBy')}>{incident.reporter_name}</Row>
          </dl>
        </Card>
      </div>
    </div>
  );
}
