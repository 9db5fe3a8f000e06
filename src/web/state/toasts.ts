import { proxy } from 'valtio';
import { MESSAGE_DURATION_MS } from '../../domain/constants';

export type ToastKind = 'success' | 'error' | 'info';

/** A button in the toast (Undo): it runs once and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
  /** Only the newest toast of a group keeps its button (only the last step is undone by Undo). */
  group?: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

/** A toast with a button stays longer, so it can be reached with Tab before it goes. */
export const ACTION_TOAST_MS = 10_000;

export const toasts = proxy({ items: [] as Toast[] });

let nextId = 1;

/** Shows a message at the top of the page for `duration` ms (spec §9: 5 s). */
export function toast(message: string, kind: ToastKind = 'info', duration = MESSAGE_DURATION_MS, action?: ToastAction): number {
  const id = nextId++;
  if (action?.group) for (const t of toasts.items) if (t.action?.group === action.group) delete t.action;
  toasts.items.push({ id, kind, message, ...(action ? { action } : {}) });
  // Long runs of errors should not bury the page.
  if (toasts.items.length > 5) toasts.items.splice(0, toasts.items.length - 5);
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}
