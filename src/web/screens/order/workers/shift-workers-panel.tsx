// The workers of one shift order, on the order's detail page: who is on it and where each stands
// (assigned, on shift, awaiting check-out, checked out with hours and timesheet), what was confirmed when
// they were assigned; assign (inline search with the assignment check, or alt+a through the palette),
// check out and remove (each with its preview, in place under the row). The page passes the order (= shift) id.
import { Fragment, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { recordKind } from '../../../../../commands';
import type { AssignedWorker } from '../../../../../commands/order-staff';
import { shiftWorkerStatus, timesheetStatus } from '../../../../domain/enums/shift-work';
import { formatCents } from '../../../../domain/format/cents';
import { formatPhoneDisplay } from '../../../../domain/format/phone-display';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { commandContext, setFocusedRecord } from '../../../state/command-context';
import { settings } from '../../../state/settings';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { StatusTag, type Tone } from '../../../ui/status-tag';
import { hoursText, shiftTimes } from '../../staff/shifts/shift-format';
import { AssignBox } from './assign-box';
import { CheckOutRow } from './check-out-row';
import { RemoveWorkerRow } from './remove-worker-row';

const workerTone: Record<AssignedWorker['status'], Tone> = { assigned: 'cyan', on_shift: 'gold', awaiting_check_out: 'red', checked_out: 'green' };
const sheetTone: Record<string, Tone> = { pending: 'gold', queried: 'red', approved: 'green' };
const COLUMNS = 6;

/** The order's page names the shift as the record commands act on; without that, the panel does. */
function useShiftRecord(shiftId: number) {
  useEffect(() => {
    if (commandContext.record) return;
    setFocusedRecord({ kind: 'shift', id: shiftId });
    return () => {
      if (commandContext.record?.kind === 'shift' && commandContext.record.id === shiftId && !commandContext.record.fields) setFocusedRecord(undefined);
    };
  }, [shiftId]);
}

export function ShiftWorkersPanel({ orderId }: { orderId: number }) {
  const t = useT();
  const { language } = useSnapshot(settings);
  const context = { path: location.pathname, record: { kind: 'shift' as const, id: orderId } };
  const { data, error } = useCommandQuery('order.assignedStaff', { shift_id: orderId }, { context });
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [checkingOut, setCheckingOut] = useState<number | null>(null);
  useShiftRecord(orderId);
  const shift = data?.shift.id === orderId ? data.shift : undefined;
  const workers = shift ? data!.staff_list : [];
  const open = shift && shift.status !== 'canceled' && Date.parse(shift.ends_at) > Date.now() && workers.length < shift.workers_needed;

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {t('shiftWork.panel.title')}
          {shift && <span className="text-sm font-normal text-ink-muted" data-testid="workers-count">{t('shiftWork.panel.count', { assigned: workers.length, needed: shift.workers_needed })}</span>}
        </span>
      }
      extra={
        open && (
          <Button size="sm" variant={assigning ? 'default' : 'primary'} onClick={() => setAssigning((v) => !v)} data-testid="workers-assign" title={t('shiftWork.panel.assign')}>
            {t('shiftWork.panel.assign')} <Kbd kbd="alt+a" tone={assigning ? 'light' : 'dark'} />
          </Button>
        )
      }
      bodyClassName="p-0"
      data-testid="shift-workers-panel"
      data-shift-id={orderId}
    >
      {assigning && open && <AssignBox shiftId={orderId} onClose={() => setAssigning(false)} />}
      {error && !shift && <p className="px-5 py-4 text-sm text-danger">{error}</p>}
      {shift && workers.length === 0 && !assigning && <p className="px-5 py-4 text-sm text-ink-muted" data-testid="workers-empty">{t('shiftWork.panel.empty')}</p>}
      {workers.length > 0 && (
        <table className="w-full text-sm" data-testid="shift-workers-table">
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th className="px-5 py-2 font-medium">{t('shiftWork.panel.column.worker')}</th>
              <th className="px-3 py-2 font-medium">{t('shiftWork.panel.column.status')}</th>
              <th className="px-3 py-2 font-medium">{t('shiftWork.panel.column.assigned')}</th>
              <th className="px-3 py-2 font-medium">{t('shiftWork.panel.column.worked')}</th>
              <th className="px-3 py-2 font-medium">{t('shiftWork.panel.column.timesheet')}</th>
              <th className="px-5 py-2" />
            </tr>
          </thead>
          <tbody>
            {workers.map((w) => (
              <Fragment key={w.id}>
                <tr className="border-b border-line align-top last:border-0" data-testid="shift-worker-row" data-staff-id={w.staff_id} data-status={w.status}>
                  <td className="px-5 py-2">
                    <Link href={`${recordKind('staff').detailPath(w.staff_id)}`} className="font-medium text-primary hover:text-primary-400">{w.name}</Link>
                    <div className="text-xs text-ink-muted">{[w.position, formatPhoneDisplay(w.phone)].filter(Boolean).join(' · ')}</div>
                    {w.note && <div className="mt-0.5 text-xs text-ink-soft">{w.note}</div>}
                  </td>
                  <td className="px-3 py-2">
                    <StatusTag tone={workerTone[w.status]} testId="shift-worker-status">{enumLabel(shiftWorkerStatus, w.status)}</StatusTag>
                    {w.confirmed_conflicts.length > 0 && (
                      <div className="mt-1 text-xs text-warning" title={w.confirmed_conflicts.map((c) => c.message).join('\n')}>⚠ {t('shiftWork.panel.confirmed')}</div>
                    )}
                  </td>
                  <td className="px-3 py-2 text-ink-soft">
                    {timeAgoLong(w.assigned_at)}
                    {w.assigned_by && <div className="text-xs text-ink-muted">{t('shiftWork.panel.assignedBy', { name: w.assigned_by })}</div>}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {w.hours !== null ? (
                      <>
                        {t('shiftWork.panel.worked', { hours: hoursText(w.hours) })}
                        {w.worked_starts_at && w.worked_ends_at && shift && <div className="text-xs text-ink-muted">{shiftTimes(w.worked_starts_at, w.worked_ends_at, shift.time_zone, language)}</div>}
                      </>
                    ) : '—'}
                  </td>
                  <td className="px-3 py-2">
                    {w.timesheet ? (
                      <Link href={`/time-sheet?timesheet=${w.timesheet.id}`} className="flex flex-col text-primary hover:text-primary-400" data-testid="shift-worker-timesheet">
                        <span>{t('shiftWork.panel.timesheet', { id: w.timesheet.id })} · {formatCents(w.timesheet.amount_cents)}</span>
                        <span><StatusTag tone={sheetTone[w.timesheet.status] ?? 'grey'}>{enumLabel(timesheetStatus, w.timesheet.status)}</StatusTag></span>
                      </Link>
                    ) : '—'}
                  </td>
                  <td className="whitespace-nowrap px-5 py-2 text-right">
                    {(w.status === 'on_shift' || w.status === 'awaiting_check_out') && (
                      <Button size="sm" variant="primary" onClick={() => { setRemoving(null); setCheckingOut((id) => (id === w.id ? null : w.id)); }} data-testid="shift-worker-check-out">{t('shiftWork.panel.checkOut')}</Button>
                    )}
                    {w.status !== 'checked_out' && (
                      <Button danger size="sm" variant="text" className="ml-1" onClick={() => { setCheckingOut(null); setRemoving((id) => (id === w.id ? null : w.id)); }} data-testid="shift-worker-remove">{t('shiftWork.panel.remove')}</Button>
                    )}
                  </td>
                </tr>
                {checkingOut === w.id && w.status !== 'checked_out' && <CheckOutRow worker={w} colSpan={COLUMNS} onClose={() => setCheckingOut(null)} />}
                {removing === w.id && <RemoveWorkerRow worker={w} colSpan={COLUMNS} onClose={() => setRemoving(null)} />}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex items-center gap-1 border-t border-line px-5 py-2 text-xs text-ink-muted" data-testid="workers-keys">
        {t('shiftWork.panel.keys', { assign: 'alt+a', checkOut: 'alt+c', remove: 'alt+r' })}
      </div>
    </Card>
  );
}
