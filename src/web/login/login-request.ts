// The sign-in call without the console's dispatcher (and its catalogue and zod): the checks of
// commands/auth.ts `login.args` done by hand, and one POST answered by spec §8. A test runs both checks
// over the same inputs (test/e2e/login-budget.test.ts), so they cannot drift apart.
import { API_PREFIX, REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { COMMAND_SOURCE_HEADER } from '../../domain/command-source';
import { validateEmail } from '../../domain/validation/email';
import { EMAIL_INVALID } from '../../domain/validation/messages';

export type LoginField = 'username' | 'password';
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/** The field errors `login.args` would give (spec §5 email; a password of 1-1024 characters). */
export function checkLogin(values: Record<LoginField, string>): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const username = values.username.length > 254 ? EMAIL_INVALID : validateEmail(values.username.trim());
  if (username) errors.username = username;
  if (values.password.length === 0) errors.password = 'Password is required.';
  else if (values.password.length > 1024) errors.password = 'Password is too long.';
  return errors;
}

export type LoginOutcome =
  | { kind: 'token'; token: string }
  | { kind: 'code'; ticket: string; destination: string | null }
  | { kind: 'fields'; errors: LoginFieldErrors }
  /** A refusal that belongs to no field (too many attempts, an inactive account, the network). */
  | { kind: 'message'; message: string; timeout?: true };

interface Answer {
  err: number;
  msg: string;
  data: { token?: string | null; verify_ticket?: string | null; destination?: string | null; fields?: { path: string; message: string }[] } | null;
}

/** POSTs the sign-in and says what came of it; never throws. */
export async function requestLogin(values: Record<LoginField, string>): Promise<LoginOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  let answer: Answer;
  try {
    const response = await fetch(`${API_PREFIX}login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [COMMAND_SOURCE_HEADER]: 'screen' },
      body: JSON.stringify({ username: values.username.trim(), password: values.password }),
      signal: timeout.signal,
    });
    const parsed = (await response.json().catch(() => null)) as Answer | null;
    if (!parsed || typeof parsed.err !== 'number') return { kind: 'message', message: `${response.status} ${response.statusText || 'Bad answer'}`.trim() };
    answer = parsed;
  } catch (error) {
    if (timeout.signal.aborted) return { kind: 'message', message: '', timeout: true };
    return { kind: 'message', message: (error as Error)?.message || '' };
  } finally {
    clearTimeout(timer);
  }
  const data = answer.data ?? {};
  if (answer.err === 0) {
    if (data.token) return { kind: 'token', token: data.token };
    if (data.verify_ticket) return { kind: 'code', ticket: data.verify_ticket, destination: data.destination ?? null };
  }
  const errors: LoginFieldErrors = {};
  for (const f of data.fields ?? []) if ((f?.path === 'username' || f?.path === 'password') && !errors[f.path]) errors[f.path] = f.message;
  if (Object.keys(errors).length) return { kind: 'fields', errors };
  return { kind: 'message', message: answer.msg?.trim() ? answer.msg : 'Error' };
}
