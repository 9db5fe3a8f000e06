// /provider/master-board/temp-shift/view/:id: one temp shift, its allowed status moves and who decided.
import { Link } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { tempShiftStatus } from '../../../../domain/enums/master-board';
import { dollars } from '../../../../domain/temp-shift-rules';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { boardPath } from './board-frame';
import { ShiftMoves } from './shift-moves';
import { shiftTone } from './shift-tone';
import { formatWhen } from '../../../ui/date-format';

export default function TempShiftViewPage() {
  const t = useT();
  const id = Number(useCurrentRoute()?.params.id);
  const { data, error } = useCommandQuery('tempshift.detail', { temp_shift_id: id });
  if (!data) return <p className="p-6 text-sm text-ink-muted" role={error ? 'alert' : undefined}>{error ?? t('masterBoard.loading')}</p>;
  const s = data.temp_shift;
  const rows: [string, string][] = [
    [t('masterBoard.shift.facility'), s.facility_name],
    [t('masterBoard.shift.date'), formatWhen(`${s.shift_date}T00:00:00`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })],
    [t('masterBoard.shift.time'), `${s.start_time}–${s.end_time} (${t('masterBoard.shift.breakMinutes', { n: s.break_minutes })}, ${t('masterBoard.shift.paid', { n: s.paid_hours })})`],
    [t('masterBoard.shift.rate'), `${dollars(s.hourly_rate_cents)}/h`],
    [t('masterBoard.shift.headcount'), String(s.headcount)],
    [t('masterBoard.shift.note'), s.note || '—'],
    [t('masterBoard.shift.source'), s.source],
    [t('masterBoard.shift.createdBy'), `${s.created_by_name ?? '—'} · ${formatDateTime(new Date(s.created_at))}`],
  ];
  if (s.decided_at) rows.push([t('masterBoard.shift.decidedBy'), `${s.decided_by_name ?? '—'} · ${formatDateTime(new Date(s.decided_at))}`]);
  if (s.status_reason) rows.push([t('masterBoard.shift.reason'), s.status_reason]);
  const editable = ['pending_approval', 'open', 'rejected'].includes(s.status);
  return (
    <div className="mx-auto max-w-4xl space-y-4" data-testid="temp-shift-view">
      <PageHeader
        title={<>{s.position} <StatusTag tone={shiftTone(s.status)} testId="temp-shift-status">{enumLabel(tempShiftStatus, s.status)}</StatusTag></>}
        subtitle={<Link href={boardPath('temp-shift', s.provider_id)} className="text-primary hover:underline">{s.provider_name}</Link>}
        actions={editable && <Link href={`/provider/master-board/temp-shift/edit/${s.id}`}><Button data-testid="temp-shift-edit">{t('masterBoard.edit')}</Button></Link>}
      />
      <Card>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([k, v]) => <div key={k} className="contents"><dt className="text-ink-muted">{k}</dt><dd>{v}</dd></div>)}
        </dl>
      </Card>
      {data.moves.length > 0 && (
        <Card title={t('masterBoard.shift.changeStatus')}>
          <ShiftMoves key={s.version} shift={s} moves={data.moves} />
        </Card>
      )}
    </div>
  );
}
