// Removing a worker, in place under their row: the reason, what the removal means (remove_shift_worker_
// preview: a late removal, a shift left empty), and a confirming button when the preview needs one.
import { useEffect, useState } from 'react';
import type { AssignedWorker } from '../../../../../commands/order-staff';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';

type Preview = { need_confirm: boolean; reasons: string[] };

export function RemoveWorkerRow({ worker, colSpan, onClose }: { worker: AssignedWorker; colSpan: number; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const context = { path: location.pathname, record: { kind: 'shift' as const, id: worker.shift_id } };
  const base = { shift_id: worker.shift_id, staff_id: worker.staff_id, version: worker.version };

  useEffect(() => {
    const controller = new AbortController();
    run('order.removeWorkerPreview', base, 'screen', { signal: controller.signal, inPlace: true, quiet: true, record: false, context })
      .then((p) => setPreview(p))
      .catch((e: unknown) => setError(tMessage(errorMessage(e))));
    return () => controller.abort();
  }, [worker.id, worker.version]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await run('order.removeWorker', { ...base, reason, confirm: preview?.need_confirm ?? false }, 'screen', { inPlace: true, quiet: true, context });
      toast(t('shiftWork.panel.removed', { name: worker.name }), 'success');
      onClose();
    } catch (e) {
      setError(tMessage(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr className="border-b border-line bg-[#fffbf5]" data-testid="remove-worker-row">
      <td colSpan={colSpan} className="px-5 py-3">
        {preview && preview.reasons.length > 0 && (
          <ul className="mb-2 list-disc pl-5 text-sm text-ink-soft" data-testid="remove-reasons">{preview.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
        )}
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onClose();
            }
          }}
        >
          <TextInput autoFocus className="min-w-64 flex-1" value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('shiftWork.panel.removeReason')} aria-label={t('shiftWork.panel.removeReason')} data-testid="remove-reason" />
          <Button type="submit" variant="primary" className="!border-danger !bg-danger" loading={busy} disabled={!preview || !reason.trim()} data-testid="remove-submit">
            {preview?.need_confirm ? t('shiftWork.panel.removeConfirm') : t('shiftWork.panel.removeNow')}
          </Button>
          <Button onClick={onClose}>{t('shiftWork.panel.cancel')}</Button>
        </form>
        {error && <p className="mt-2 text-sm text-danger" role="alert" data-testid="remove-error">{error}</p>}
      </td>
    </tr>
  );
}
