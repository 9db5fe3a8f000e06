import type { FieldError } from '../../domain/errors';

/** err of a failure that never reached an answer (offline, timeout, a proxy's HTML error page). */
export const NETWORK_ERR = -1;

/**
 * A rejected call. `fields` lets a form put each message on its field; `shown` says the user has
 * already seen it (a toast, or the move to /login), so callers do not show it twice.
 */
export class ApiError extends Error {
  readonly err: number;
  readonly fields: FieldError[];
  readonly data: unknown;
  readonly shown: boolean;

  constructor(init: { err: number; msg: string; fields?: FieldError[]; data?: unknown; shown: boolean }) {
    super(init.msg);
    this.name = 'ApiError';
    this.err = init.err;
    this.fields = init.fields ?? [];
    this.data = init.data;
    this.shown = init.shown;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The message to show for anything a call or a command threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || 'Error';
  return String(error);
}
