// The Undo button of the toast after an undoable action (docs/undo.md): it runs undo.last, the same
// step mod+z takes back, so only the newest such toast keeps its button.
import { formatKbd } from '../keys/kbd';
import { t } from '../i18n/i18n';
import { ACTION_TOAST_MS, type ToastAction } from '../state/toasts';

export { ACTION_TOAST_MS };

export function undoToastAction(undo: () => Promise<unknown>): ToastAction {
  const key = formatKbd('mod+z');
  return { label: t('toast.undo', { key }, `Undo (${key})`), group: 'undo', run: () => void undo().catch(() => {}) };
}
