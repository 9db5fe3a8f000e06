// A few seconds of memory for resolved sessions (the account joined to its session), so a burst of calls
// does not read the same account on every request. Whether the session still exists is not taken from
// here: auth/sessions.ts looks its row up on every call (no window after a sign-out or a disable
// elsewhere). A new account type ends the account's sessions; a new name shows within SESSION_CACHE_MS.
import type { Account } from '../handlers/types';

export const SESSION_CACHE_MS = 3_000;
const MAX_ENTRIES = 10_000;

export interface ResolvedSession {
  account: Account;
  tokenHash: string;
}

const cache = new Map<string, { session: ResolvedSession; until: number }>();

export function cachedSession(tokenHash: string, now = Date.now()): ResolvedSession | null {
  const hit = cache.get(tokenHash);
  if (!hit) return null;
  if (hit.until <= now) {
    cache.delete(tokenHash);
    return null;
  }
  return hit.session;
}

/** Remembers a session until the cache's time to live or the session's own end, whichever is sooner. */
export function rememberSession(session: ResolvedSession, endsAt: number, now = Date.now()): void {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(session.tokenHash, { session, until: Math.min(now + SESSION_CACHE_MS, endsAt) });
}

export function forgetSession(tokenHash: string): void {
  cache.delete(tokenHash);
}

/** An account disabled or signed out everywhere: none of its sessions may be served from memory. */
export function forgetAccount(accountId: number): void {
  for (const [hash, entry] of cache) if (entry.session.account.id === accountId) cache.delete(hash);
}
