// Checking a worker out, in place under their row (issue 22 §5): what the check-out would record (its
// preview: worked times, paid hours, each loading and the cost), then Confirm or Cancel, as the palette's
// alt+c does. Nothing is written before Confirm, which writes with the version the preview read.
import { useEffect, useState } from 'react';
import type { AssignedWorker } from '../../../../../commands/order-staff';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { FormConfirm } from '../../generic/form-confirm';
import { hoursText } from '../../staff/shifts/shift-format';

type Preview = { version: number };

export function CheckOutRow({ worker, colSpan, onClose }: { worker: AssignedWorker; colSpan: number; onClose: () => void }) {
  const t = useT();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const context = { path: location.pathname, record: { kind: 'shift' as const, id: worker.shift_id } };
  const base = { shift_id: worker.shift_id, staff_id: worker.staff_id };

  useEffect(() => {
    const controller = new AbortController();
    setPreview(null);
    run('order.checkOutPreview', base, 'screen', { signal: controller.signal, inPlace: true, quiet: true, record: false, context })
      .then((p) => setPreview(p))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(tMessage(errorMessage(e)));
      });
    return () => controller.abort();
  }, [worker.id, worker.version]);

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await run('order.checkOut', { ...base, version: preview.version }, 'screen', { inPlace: true, quiet: true, context });
      toast(t('shiftWork.panel.checkedOut', { name: worker.name, hours: hoursText(answer.worker.hours ?? 0) }), 'success');
      onClose();
    } catch (e) {
      setError(tMessage(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr
      className="border-b border-line"
      data-testid="check-out-row"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <td colSpan={colSpan} className="px-5 py-3">
        {preview ? (
          <FormConfirm testId="check-out" choice={t('shiftWork.panel.checkOutName', { name: worker.name })} danger={false} preview={preview} previewCommand="order.checkOutPreview" busy={busy} onConfirm={() => void confirm()} onCancel={onClose} />
        ) : (
          !error && <p className="text-sm text-ink-muted" data-testid="check-out-reading">{t('shiftWork.panel.checkOutReading', { name: worker.name })}</p>
        )}
        {error && <p className="mt-2 text-sm text-danger" role="alert" data-testid="check-out-error">{error}</p>}
      </td>
    </tr>
  );
}
