import { navigate } from 'wouter/use-browser-location';
import { API_PREFIX, LOGIN_PATH, REDIRECT_PARAM, REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { COMMAND_SOURCE_HEADER } from '../../domain/command-source';
import { clientReaction, errorToastText, type FieldError } from '../../domain/errors';
import { t } from '../i18n/i18n';
import { session, signOut } from '../state/session';
import type { CommandSource } from '../state/command-history';
import { toast } from '../state/toasts';
import { ApiError, NETWORK_ERR } from './api-error';

export interface CallOptions {
  source?: CommandSource;
  /** Cancels the call (a newer search replaced it); a cancelled call rejects with an AbortError and no toast. */
  signal?: AbortSignal;
  /** false: the caller shows the error in place (the palette), so no toast covers it. */
  toastErrors?: boolean;
  /** More headers (a macro run's X-Run-Group). */
  headers?: Record<string, string>;
}

interface Answer {
  err: number;
  msg: string;
  data: unknown;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && typeof (value as Answer).err === 'number';
}

/** A body holding files (an upload) goes as multipart/form-data: each field once, a list as repeated fields. */
function multipartBody(body: unknown): FormData | null {
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  const isFile = (v: unknown) => v instanceof Blob;
  if (!entries.some(([, v]) => isFile(v) || (Array.isArray(v) && v.some(isFile)))) return null;
  const form = new FormData();
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, isFile(item) ? (item as Blob) : String(item));
    }
  }
  return form;
}

/** Where the user was, so the login page can send them back after signing in again. */
function loginRedirectTarget(): string {
  const here = `${location.pathname}${location.search}`;
  if (location.pathname === LOGIN_PATH) return here;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`;
}

/**
 * One POST to /api/admin/<api>, answered by spec §8: err 0 returns data; err 3 signs out and goes to
 * /login with a redirect; the silent codes reject quietly; any other err shows msg (or 'Error') for 5 s
 * and rejects; a network failure shows its message. Every rejection is an ApiError.
 */
export async function call<T = unknown>(api: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const form = multipartBody(body);
  const headers: Record<string, string> = { ...options.headers, [COMMAND_SOURCE_HEADER]: options.source ?? 'screen' };
  // The browser writes a multipart body's Content-Type itself (with its boundary).
  if (!form) headers['content-type'] = 'application/json';
  if (session.token) headers.authorization = `Bearer ${session.token}`;

  let answer: Answer;
  try {
    const response = await fetch(`${API_PREFIX}${api}`, { method: 'POST', headers, body: form ?? JSON.stringify(body ?? {}), signal });
    const parsed: unknown = await response.json().catch(() => null);
    if (!isAnswer(parsed)) throw new Error(`${response.status} ${response.statusText || 'Bad answer'}`.trim());
    answer = parsed;
  } catch (error) {
    if (options.signal?.aborted) throw new DOMException('The call was cancelled.', 'AbortError');
    const message = timeout.signal.aborted
      ? t('error.timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 })
      : (error as Error)?.message || t('error.network');
    if (options.toastErrors !== false) toast(message, 'error');
    throw new ApiError({ err: NETWORK_ERR, msg: message, shown: options.toastErrors !== false });
  } finally {
    clearTimeout(timer);
  }

  const fields = ((answer.data as { fields?: FieldError[] } | null)?.fields ?? []).filter((f) => f && typeof f.path === 'string');
  switch (clientReaction(answer.err)) {
    case 'ok':
      return answer.data as T;
    case 'logout': {
      const target = loginRedirectTarget();
      signOut(answer.msg || null);
      navigate(target, { replace: true });
      throw new ApiError({ err: answer.err, msg: answer.msg, shown: true });
    }
    case 'silent':
      throw new ApiError({ err: answer.err, msg: answer.msg, data: answer.data, shown: true });
    case 'toast': {
      const message = errorToastText(answer.msg);
      if (options.toastErrors !== false) toast(message, 'error');
      throw new ApiError({ err: answer.err, msg: message, fields, data: answer.data, shown: options.toastErrors !== false });
    }
  }
}
