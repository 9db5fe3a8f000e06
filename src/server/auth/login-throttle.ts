// How many passwords may be tried, counted before any is checked (docs/decisions.md, Sign-in). Three
// counters, so that nobody can lock another person out cheaply: one account from one address is stopped
// soon; one address across accounts later; one account from any address only at a much higher ceiling.
import { login } from '../../../commands/auth';
import { ERR } from '../../domain/errors';
import { AppError, rateLimited } from '../app-error';
import type { Db } from '../db/open';
import { clear, hitAll, secondsUntil, undo, type Limit } from './rate-limit';
import { CodeSendLimitError } from './code-sends';
import { auditCodeSendRefusal, auditSignInRefusal } from './sign-in-audit';

const WINDOW_SECONDS = 15 * 60;

export const loginLimits = {
  /** One account from one address. */
  pair: (email: string, ip: string): Limit => ({ key: `login:pair:${email.toLowerCase()}|${ip || 'unknown'}`, max: 5, windowSeconds: WINDOW_SECONDS }),
  /** One address, whatever account it tries. */
  client: (ip: string): Limit => ({ key: `login:client:${ip || 'unknown'}`, max: 30, windowSeconds: WINDOW_SECONDS }),
  /** One account from anywhere: high enough that locking it out takes many addresses. */
  account: (email: string): Limit => ({ key: `login:account:${email.toLowerCase()}`, max: 100, windowSeconds: WINDOW_SECONDS }),
};

/** A wrong password or an unknown account: the one failure the counters are for. */
export class BadCredentialsError extends AppError {
  constructor(message: string) {
    super(ERR.invalidArguments, message, { fields: [{ path: 'password', message }] });
  }
}

/** The answer to a failed guess waits longer as one account's failures from one address add up. */
export function failureDelayMs(pairFailures: number): number {
  if (pairFailures < 3) return 0;
  return Math.min(500 * 2 ** (pairFailures - 3), 4_000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one sign-in attempt under the limits. The attempt is counted first, atomically and outside the
 * command's transaction, so parallel guesses each take a place and those past a limit are refused without
 * their password being checked. An attempt that was not a failed guess gives its place back.
 */
export async function throttledLogin<T>(db: Db, body: unknown, caller: { clientIp: string; source: string }, attempt: () => Promise<T>): Promise<T> {
  const { clientIp } = caller;
  const parsed = login.args.safeParse(body);
  // Arguments that do not validate are refused before any password is checked: nothing to count.
  if (!parsed.success) return attempt();
  const email = parsed.data.username;
  const limits = [loginLimits.pair(email, clientIp), loginLimits.client(clientIp), loginLimits.account(email)];
  const keys = limits.map((l) => l.key);
  const counts = new Map((await hitAll(db, limits)).map((row) => [row.key, row]));
  const over = limits.filter((l) => counts.get(l.key)!.count > l.max);
  if (over.length) {
    // A refused attempt checked nothing, so it uses up no other counter's room.
    await undo(db, keys);
    const wait = Math.max(...over.map((l) => secondsUntil(counts.get(l.key)!.resetAt)));
    await auditSignInRefusal(db, { email, clientIp, source: caller.source, err: ERR.rateLimited, reason: 'too many failed sign-ins' });
    throw rateLimited(`Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  }

  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof BadCredentialsError) {
      await auditSignInRefusal(db, { email, clientIp, source: caller.source, err: error.err, reason: error.message });
      await sleep(failureDelayMs(counts.get(limits[0].key)!.count));
    } else {
      // The right password on an account that may not sign in (inactive, outside its dates) is refused too.
      if (error instanceof AppError && error.err === ERR.forbidden) {
        await auditSignInRefusal(db, { email, clientIp, source: caller.source, err: error.err, reason: error.message });
      }
      if (error instanceof CodeSendLimitError) await auditCodeSendRefusal(db, { accountId: error.accountId, command: login, clientIp, source: caller.source, err: error.err, reason: error.message });
      await undo(db, keys);
    }
    throw error;
  }
  // Signed in: this account's failures from this address are forgiven; the address's and the account's
  // counters only lose this attempt, so one good sign-in cannot reset someone else's guessing.
  await clear(db, limits[0].key);
  await undo(db, keys.slice(1));
  return result;
}
