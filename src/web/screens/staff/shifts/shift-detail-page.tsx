import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { recordKind } from '../../../../../commands';
import { shiftOrderStatus } from '../../../../domain/enums/shift-order';
import { formatPhoneDisplay } from '../../../../domain/format/phone-display';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { useRecordParam } from '../../../routes/use-record-param';
import { settings } from '../../../state/settings';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { hoursText, shiftDate, shiftTimes, shiftTone } from './shift-format';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-32 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-ink" data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Staff › Applicants › a shift (/staff/applicants/shift-detail/:id): when and where, who worked it, and the hours. */
export default function ShiftDetailPage() {
  const t = useT();
  const { language } = useSnapshot(settings);
  const { raw: rawId, id, valid } = useRecordParam();
  const { data, error } = useCommandQuery('shift.detail', { shift_id: id }, { enabled: valid, context: { path: location.pathname, record: { kind: 'shift', id } } });
  const shift = data?.shift_detail.id === id ? data.shift_detail : undefined;
  const worker = shift?.workers[0];
  const back = worker ? `${recordKind('applicant').detailPath(worker.staff_id)}?tab=shifts` : '/staff/applicants';

  if (!valid || (error && !shift)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="shift-missing">
        <h1 className="text-lg font-semibold text-ink">{t('aiExports.shifts.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('aiExports.shifts.badId')}</p>
        <Link href="/staff/applicants" className="mt-4 inline-block text-sm text-primary hover:text-primary-400">{t('aiExports.shifts.back')}</Link>
      </Card>
    );
  }
  if (!shift) return <p className="p-5 text-sm text-ink-muted">{t('table.loading')}</p>;

  return (
    <div className="space-y-4" data-testid="shift-detail" data-shift-id={shift.id}>
      <PageHeader
        title={t('aiExports.shifts.detailTitle', { id: shift.id })}
        testId="shift-title"
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <StatusTag tone={shiftTone[shift.status]} testId="shift-status">{enumLabel(shiftOrderStatus, shift.status)}</StatusTag>
            <span>{shift.position}</span>
            <span>·</span>
            <span>{shift.facility.name}</span>
          </span>
        }
        actions={<Link href={back} className="text-sm text-primary hover:text-primary-400" data-testid="shift-back">{t('aiExports.shifts.back')}</Link>}
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card title={t('aiExports.shifts.when')}>
          <dl>
            <Row label={t('aiExports.shifts.date')} testId="shift-date">{shiftDate(shift.starts_at, shift.time_zone, language)}</Row>
            <Row label={t('aiExports.shifts.time')} testId="shift-times">{shiftTimes(shift.starts_at, shift.ends_at, shift.time_zone, language)}</Row>
            <Row label={t('aiExports.shifts.timeZone')}>{shift.time_zone}</Row>
            <Row label={t('aiExports.shifts.break')}>{t('aiExports.shifts.breakMinutes', { minutes: shift.break_minutes })}</Row>
            <Row label={t('aiExports.shifts.scheduled')} testId="shift-scheduled">{t('aiExports.shifts.scheduledHours', { hours: hoursText(shift.scheduled_hours) })}</Row>
            {shift.notes && <Row label={t('aiExports.shifts.notes')}>{shift.notes}</Row>}
            {shift.canceled_at && (
              <>
                <Row label={t('aiExports.shifts.canceledAt')}>{timeAgoLong(shift.canceled_at)}</Row>
                <Row label={t('aiExports.shifts.cancelReason')} testId="shift-cancel-reason">{shift.cancel_reason || '—'}</Row>
              </>
            )}
          </dl>
        </Card>
        <Card title={t('aiExports.shifts.where')}>
          <dl>
            <Row label={t('aiExports.shifts.column.facility')} testId="shift-facility">{shift.facility.name}</Row>
            <Row label="">{[shift.facility.address, shift.facility.suburb, shift.facility.state, shift.facility.postcode].filter(Boolean).join(', ')}</Row>
            {shift.facility.phone && <Row label={t('field.phone')}>{formatPhoneDisplay(shift.facility.phone)}</Row>}
            <Row label={t('aiExports.shifts.provider')}>{shift.provider.name}</Row>
            <Row label="">{[shift.provider.email, shift.provider.phone_number && formatPhoneDisplay(shift.provider.phone_number)].filter(Boolean).join(' · ')}</Row>
          </dl>
        </Card>
      </div>
      <Card title={t('aiExports.shifts.workers')} bodyClassName="p-0">
        <table className="w-full text-sm" data-testid="shift-workers">
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th className="px-5 py-2 font-medium">{t('field.name')}</th>
              <th className="px-3 py-2 font-medium">{t('field.phone')}</th>
              <th className="px-3 py-2 font-medium">{t('aiExports.shifts.assignedAt')}</th>
              <th className="px-3 py-2 font-medium">{t('aiExports.shifts.checkedOutAt')}</th>
              <th className="px-5 py-2 text-right font-medium">{t('aiExports.shifts.worked')}</th>
            </tr>
          </thead>
          <tbody>
            {shift.workers.map((w) => (
              <tr key={w.staff_id} className="border-b border-line last:border-0">
                <td className="px-5 py-2"><Link href={`${recordKind('applicant').detailPath(w.staff_id)}?tab=shifts`} className="text-primary hover:text-primary-400">{w.name}</Link></td>
                <td className="px-3 py-2">{formatPhoneDisplay(w.phone)}</td>
                <td className="px-3 py-2">{timeAgoLong(w.assigned_at)}</td>
                <td className="px-3 py-2">{w.checked_out_at ? timeAgoLong(w.checked_out_at) : shift.status === 'completed' ? <span className="text-warning">{t('aiExports.shifts.notCheckedOut')}</span> : '—'}</td>
                <td className="px-5 py-2 text-right tabular-nums" data-testid="shift-worked-hours">{w.hours !== null ? t('aiExports.shifts.hours', { hours: hoursText(w.hours) }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
