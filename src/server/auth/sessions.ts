import { and, eq, lt, sql } from 'drizzle-orm';
import { accountDateProblem, accountToday } from '../../domain/account-dates';
import type { Config } from '../config';
import type { Queryable } from '../db/open';
import { accounts, sessions } from '../db/schema';
import type { Account } from '../handlers/types';
import { publishLive } from '../live/live-channel';
import { cachedSession, forgetAccount, forgetSession, rememberSession } from './session-cache';
import { hashSecret, newToken } from './tokens';

export async function createSession(
  db: Queryable,
  config: Config,
  accountId: number,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    accountId,
    expiresAt: new Date(Date.now() + config.sessionMaxHours * 3600_000),
    clientIp: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  // Expired sessions of this account go when it signs in again, so the table does not grow forever.
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, new Date())));
  return token;
}

// last_seen_at is written at most once a minute: idle expiry needs no finer grain, and reads stay reads.
const TOUCH_AFTER_MS = 60_000;

/**
 * Whether a cached session's row is looked up on every call. Off only in test/bench/session-check.ts, to
 * measure what the lookup costs against the cache alone (the notice's trip as the window).
 */
let strictSessions = true;
export function setStrictSessions(on: boolean): void {
  strictSessions = on;
}

// Plain SQL, not the query builder: this runs on every call, and building the query cost more CPU than running it.
async function sessionRowExists(db: Queryable, tokenHash: string): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from sessions where token_hash = ${tokenHash}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The signed-in account for a bearer token, or null when missing, unknown, idle too long or past its end. */
export async function resolveSession(
  db: Queryable,
  config: Config,
  token: string,
): Promise<{ account: Account; tokenHash: string } | null> {
  const tokenHash = hashSecret(token);
  const cached = cachedSession(tokenHash);
  if (cached) {
    // No window: the account is remembered, but the session's row is looked up on every call (one index
    // lookup), so a sign-out or disable committed on any instance is refused at the very next call here.
    if (!strictSessions || (await sessionRowExists(db, tokenHash))) return cached;
    forgetSession(tokenHash);
    return null;
  }
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: accounts.id,
      email: accounts.email,
      name: accounts.name,
      accountType: accounts.accountType,
      avatar: accounts.avatar,
      status: accounts.status,
      startDate: accounts.startDate,
      endDate: accounts.endDate,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  const idle = now - row.lastSeenAt.getTime() > config.sessionIdleMinutes * 60_000;
  const outsideDates = accountDateProblem(row.startDate, row.endDate, accountToday(new Date(now))) !== null;
  if (idle || row.expiresAt.getTime() <= now || row.status !== 'active' || outsideDates) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _l, expiresAt: _e, status: _s, startDate: _sd, endDate: _ed, ...account } = row;
  const resolved = { account, tokenHash };
  rememberSession(resolved, Math.min(row.expiresAt.getTime(), Math.max(now, row.lastSeenAt.getTime()) + config.sessionIdleMinutes * 60_000));
  return resolved;
}

/** Ends one session, here and (when the caller's transaction commits) on every other instance. */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await sessionEnded(db, tokenHash);
}

/** A session's row is gone: no instance may serve it from memory, this one at once, the others on commit. */
export async function sessionEnded(db: Queryable, tokenHash: string): Promise<void> {
  forgetSession(tokenHash);
  await publishLive(db, { kind: 'session', token_hash: tokenHash });
}

/** Ends every session of an account (disabled, ended, or signed out everywhere), here and in memory. */
export async function revokeAccountSessions(db: Queryable, accountId: number): Promise<number> {
  forgetAccount(accountId);
  const ended = await db.delete(sessions).where(eq(sessions.accountId, accountId)).returning({ id: sessions.id });
  await publishLive(db, { kind: 'account', id: accountId });
  return ended.length;
}
