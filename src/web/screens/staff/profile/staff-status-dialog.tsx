// Change staff status: the allowed moves (the default preselected, ↑/↓ or J/K to choose), the pay level
// where it matters, then what get_status_change_information says will happen (message, position,
// documents, what the checklist still misses) before Enter confirms modify_staff_status.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { statusChangeInformation, staffStatusMoves } from '../../../../../commands/staff-status-change';
import { staffStatus } from '../../../../domain/enums/staff-status';
import { errorMessage, isAbort } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { enumLabel, tMessage, useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { SelectInput } from '../../../ui/field';
import { DialogFrame } from '../../../dialogs/dialog-frame';
import { reachFor } from '../../../../../commands/confirm-reach';
import { ReachLine } from '../../../preview/confirm-reach';

type Moves = z.infer<typeof staffStatusMoves.result>;
type Info = z.infer<typeof statusChangeInformation.result>;

export function StaffStatusDialog({ staffId, name, email, onClose }: { staffId: number; name: string; email: string; onClose: () => void }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId } };
  const [moves, setMoves] = useState<Moves | null>(null);
  const [index, setIndex] = useState(0);
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [info, setInfo] = useState<Info | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [notify, setNotify] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    run('profile.statusMoves', { staff_id: staffId }, 'screen', { quiet: true, record: false, context })
      .then((answer) => {
        setMoves(answer);
        setIndex(Math.max(0, answer.moves.findIndex((m) => m.default)));
      })
      .catch((error: unknown) => setProblem(tMessage(errorMessage(error))));
  }, [staffId]);

  const move = moves?.moves[index];
  const needsLevel = Boolean(move?.needs_level);
  const reach = move ? reachFor('profile.modifyStatus', { staff_id: staffId, new_status: move.status }) : undefined;
  useEffect(() => {
    if (!moves || !move || (needsLevel && level === undefined)) return setInfo(null);
    const controller = new AbortController();
    setProblem(null);
    run('profile.statusChangeInfo', { staff_id: staffId, new_status: move.status, new_level: level, version: moves.version }, 'screen', { quiet: true, record: false, inPlace: true, signal: controller.signal, context })
      .then((answer) => {
        setInfo(answer);
        setMessage(null);
        setNotify(answer.notify);
      })
      .catch((error: unknown) => !isAbort(error) && (setInfo(null), setProblem(tMessage(errorMessage(error)))));
    return () => controller.abort();
  }, [moves, index, level]);

  const confirm = async () => {
    if (!moves || !move || !info || busy) return;
    setBusy(true);
    try {
      const args = { staff_id: staffId, new_status: move.status, new_level: level, version: moves.version, notify, ...(message !== null && message !== info.message ? { message } : {}) };
      await run('profile.modifyStatus', args, 'screen', { quiet: true, inPlace: true, context });
      toast(t('profile.status.done', { name, status: enumLabel(staffStatus, move.status) }), 'success');
      onClose();
    } catch (error) {
      setProblem(tMessage(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const typing = event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
    const count = moves?.moves.length ?? 0;
    if (!typing && count && (event.key === 'ArrowDown' || event.key === 'j')) (event.preventDefault(), setIndex((i) => (i + 1) % count));
    else if (!typing && count && (event.key === 'ArrowUp' || event.key === 'k')) (event.preventDefault(), setIndex((i) => (i - 1 + count) % count));
    else if (event.key === 'Enter') {
      // Enter confirms, except on the dialog's own buttons and for a new line in the message (mod+Enter confirms there).
      const ownButton = event.target instanceof HTMLButtonElement && event.target.getAttribute('role') !== 'radio';
      const newLine = event.target instanceof HTMLTextAreaElement && !event.metaKey && !event.ctrlKey;
      if (!ownButton && !newLine) (event.preventDefault(), void confirm());
    }
  };

  const danger = Boolean(move?.danger);
  return (
    <div onKeyDown={onKeyDown} className="flex min-h-0 flex-1 flex-col" data-testid="staff-status-dialog">
      <DialogFrame
        title={t('profile.status.title', { name })}
        footer={
          <>
            <span className="mr-auto self-center text-xs text-ink-muted">{t('profile.status.hint')}</span>
            <Dialog.Close asChild><Button>{t('profile.status.cancel')}</Button></Dialog.Close>
            <Button variant="primary" className={danger ? 'border-danger bg-danger hover:border-danger hover:bg-danger/85' : ''} disabled={!info} loading={busy} onClick={() => void confirm()} data-testid="staff-status-confirm">
              {danger && move ? t('profile.status.confirmDanger', { label: move.label }) : t('profile.status.confirm')}
            </Button>
          </>
        }
      >
        <div className="grid gap-5 md:grid-cols-[220px_minmax(0,1fr)]">
          <div>
            <p className="mb-2 text-xs text-ink-muted">
              {t('profile.status.from')}: <span className="font-medium text-ink" data-testid="staff-status-from">{moves ? enumLabel(staffStatus, moves.status) : '…'}</span>
            </p>
            <div role="radiogroup" aria-label={t('profile.status.to')} tabIndex={0} className="space-y-1 rounded-md outline-offset-4 focus:outline-2 focus:outline-primary-200" data-testid="staff-status-moves">
              {moves?.moves.map((m, i) => (
                <button
                  key={m.status}
                  type="button"
                  role="radio"
                  aria-checked={i === index}
                  tabIndex={-1}
                  onClick={() => setIndex(i)}
                  data-testid={`staff-move-${m.status}`}
                  data-default={m.default || undefined}
                  className={`flex w-full items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-left text-sm ${i === index ? (m.danger ? 'border-danger bg-[#fff2f0] text-danger' : 'border-primary bg-primary-50 text-primary') : 'border-line text-ink hover:border-primary-300'}`}
                >
                  <span>{m.label}</span>
                  <span className="text-xs text-ink-muted">{enumLabel(staffStatus, m.status)}</span>
                </button>
              ))}
              {moves && !moves.moves.length && <p className="text-sm text-ink-muted">{t('profile.status.noMoves', { status: enumLabel(staffStatus, moves.status) })}</p>}
            </div>
            {moves && moves.levels.length > 0 && (
              <label className="mt-4 block text-xs text-ink-muted">
                {t('profile.status.level')}
                <SelectInput className="mt-1 w-full" value={level ?? ''} onChange={(e) => setLevel(e.target.value ? Number(e.target.value) : undefined)} data-testid="staff-status-level">
                  <option value="">{moves.level_id ? t('profile.status.keepLevel', { level: moves.levels.find((l) => l.id === moves.level_id)?.name ?? '' }) : t('profile.status.chooseLevel')}</option>
                  {moves.levels.map((l) => <option key={l.id} value={l.id}>{`${l.name} · $${l.hourly_rate.toFixed(2)}/h`}</option>)}
                </SelectInput>
              </label>
            )}
          </div>
          <section aria-live="polite" className="min-w-0 space-y-3 text-sm" data-testid="staff-status-preview">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('profile.status.preview')}</h3>
            {problem && <p role="alert" className="rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-ink" data-testid="staff-status-problem">{problem}</p>}
            {/* Disabling leaves their bookings: the upcoming shifts someone must re-staff, counted by the server. */}
            {reach && <ReachLine key={`${reach.subject}:${reach.id}`} reach={reach} source="screen" />}
            {!info && !problem && <p className="text-ink-muted">{needsLevel && level === undefined ? t('profile.status.chooseLevel') : t('profile.status.loading')}</p>}
            {info && (
              <>
                <p><span className="text-ink-muted">{t('profile.status.position')}: </span><span data-testid="staff-status-position">{info.position_name}</span></p>
                {info.notify ? (
                  <>
                    <label className="block text-xs text-ink-muted" htmlFor="staff-status-message">{t('profile.status.message')}</label>
                    <textarea id="staff-status-message" rows={4} value={message ?? info.message} onChange={(e) => setMessage(e.target.value)} className="w-full rounded-md border border-[#d9d9d9] px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none" data-testid="staff-status-message" />
                    <label className="flex items-center gap-2 text-ink-soft">
                      <input type="checkbox" className="size-4 accent-primary" checked={notify} onChange={(e) => setNotify(e.target.checked)} data-testid="staff-status-notify" />
                      {t('profile.status.notify', { email })}
                    </label>
                  </>
                ) : (
                  <p className="text-ink-muted" data-testid="staff-status-message">{t('profile.status.internal')}</p>
                )}
                <div>
                  <h4 className="mb-1 text-xs text-ink-muted">{t('profile.status.files')}</h4>
                  {info.file_list.length ? (
                    <ul className="space-y-1" data-testid="staff-status-files">
                      {info.file_list.map((f) => <li key={f.name} className="flex justify-between gap-3"><span className="flex items-center gap-2"><span aria-hidden className="h-3.5 w-2.5 shrink-0 rounded-[2px] border border-ink-muted" />{f.name}</span><span className="text-xs text-ink-muted">{f.purpose}</span></li>)}
                    </ul>
                  ) : <p className="text-ink-muted" data-testid="staff-status-files">{t('profile.status.noFiles')}</p>}
                </div>
                {info.warnings.length > 0 && (
                  <div className="rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2" data-testid="staff-status-warnings">
                    <h4 className="mb-1 text-xs font-medium text-ink">{t('profile.status.warnings')}</h4>
                    <ul className="list-disc pl-4 text-xs text-ink-soft">{info.warnings.map((w) => <li key={w}>{w}</li>)}</ul>
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      </DialogFrame>
    </div>
  );
}
