import { proxy } from 'valtio';
import type { ResultOf } from '../../../commands';
import type { userInfo } from '../../../commands/auth';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';

export type UserInfo = ResultOf<typeof userInfo>;

/** A sign-in waiting for its verification code (kept for this tab only, so a reload does not lose it). */
export interface PendingVerification {
  ticket: string;
  destination: string | null;
  sentAt: number;
}

export const PENDING_KEY = 'care-console-pending-verification';

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function readPending(): PendingVerification | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingVerification) : null;
  } catch {
    return null;
  }
}

export const session = proxy({
  token: readToken(),
  user: null as UserInfo | null,
  pending: readPending(),
  /** Why the user was sent to the login page (an expired session), shown there once. */
  notice: null as string | null,
});

export function signIn(token: string): void {
  session.token = token;
  session.user = null;
  setPending(null);
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts until the tab closes.
  }
}

/** Clears the token and everything that belongs to the signed-in user. */
export function signOut(notice: string | null = null): void {
  session.token = null;
  session.user = null;
  session.notice = notice;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export function setPending(pending: PendingVerification | null): void {
  session.pending = pending;
  try {
    if (pending) sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // kept in memory only
  }
}
