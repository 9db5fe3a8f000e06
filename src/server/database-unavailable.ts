// The answer to a call made while the database is away (db/unreachable.ts): 503 with Retry-After, in the
// usual envelope, with words a person can act on. Nothing about the call was wrong; trying again will do.
import type { Context } from 'hono';
import { ERR } from '../domain/errors';

/** A restart or a crash recovery takes a few seconds. */
export const RETRY_AFTER_SECONDS = 3;
export const DATABASE_UNREACHABLE_MESSAGE = 'The database is not reachable. Try again in a few seconds.';

export function answerDatabaseUnavailable(c: Context) {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json({ err: ERR.unavailable, msg: DATABASE_UNREACHABLE_MESSAGE, data: null }, 503);
}
