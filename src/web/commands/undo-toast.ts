// The toast after an undoable action (docs/undo.md). It asks the journal for the step just taken, so it
// can say at once when the way back is forbidden ('Cannot be undone: Shortlist → New is not a move.')
// instead of offering an Undo that would only be refused; otherwise its Undo button takes back exactly
// that step (undo.entry), not whatever step is newest by the time it is pressed. Only the newest such
// toast keeps its button.
import type { AnyCommand } from '../../../commands';
import type { undoHistory } from '../../../commands/undo';
import type { z } from 'zod';
import { call } from '../api/call';
import { formatKbd } from '../keys/kbd';
import { t, tMessage } from '../i18n/i18n';
import { ACTION_TOAST_MS, toast, type ToastAction } from '../state/toasts';

export { ACTION_TOAST_MS };

type History = z.infer<typeof undoHistory.result>;

export function undoToastAction(undo: () => Promise<unknown>): ToastAction {
  const key = formatKbd('mod+z');
  return { label: t('toast.undo', { key }, `Undo (${key})`), group: 'undo', run: () => void undo().catch(() => {}) };
}

/** The success toast of a journaled action: Undo for its own step, or why it cannot be undone. */
export async function toastJournaledStep(command: AnyCommand, message: string, undo: (step: string | null) => Promise<unknown>): Promise<void> {
  let step: History['steps'][number] | undefined;
  try {
    step = (await call<History>('undo_history', { limit: 1 }, { source: 'screen', toastErrors: false })).steps[0];
  } catch {
    step = undefined;
  }
  const ours = step && step.command === command.id && !step.undone ? step : undefined;
  if (ours?.reason) {
    toast(`${message} ${t('undo.stepCannotBeUndone', { reason: tMessage(ours.reason) })}`, 'success', ACTION_TOAST_MS);
    return;
  }
  toast(message, 'success', ACTION_TOAST_MS, undoToastAction(() => undo(ours?.step ?? null)));
}
