import { proxy } from 'valtio';
import { MESSAGE_DURATION_MS } from '../../domain/constants';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toasts = proxy({ items: [] as Toast[] });

let nextId = 1;

/** Shows a message at the top of the page for `duration` ms (spec §9: 5 s). */
export function toast(message: string, kind: ToastKind = 'info', duration = MESSAGE_DURATION_MS): number {
  const id = nextId++;
  toasts.items.push({ id, kind, message });
  // Long runs of errors should not bury the page.
  if (toasts.items.length > 5) toasts.items.splice(0, toasts.items.length - 5);
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}
