// Sign-in codes sent to one account, whichever path sends them (a sign-in with the right password, or a
// resend): at most CODE_SENDS_PER_HOUR. Counted in the sending transaction, so a refused send counts
// nothing; the count is one atomic upsert, so parallel sign-ins each see their own number and none slips
// past the limit. A refusal is audited outside that transaction (attempt-guards.ts), since it rolls back.
import { AppError } from '../app-error';
import { ERR } from '../../domain/errors';
import type { Queryable } from '../db/open';
import { hitAll, secondsUntil, type Limit } from './rate-limit';

export const CODE_SENDS_PER_HOUR = 5;

/** Codes sent for one account's sign-ins. */
export const codeSendLimit = (accountId: number): Limit => ({ key: `login:code-send:${accountId}`, max: CODE_SENDS_PER_HOUR, windowSeconds: 60 * 60 });

/** A code that was not sent because the account had its codes for the hour. */
export class CodeSendLimitError extends AppError {
  constructor(readonly accountId: number, retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      ERR.rateLimited,
      `Too many codes sent to this account: at most ${CODE_SENDS_PER_HOUR} an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retry_after_seconds: retryAfterSeconds },
    );
  }
}

/** Counts one code about to be sent, or refuses it when the account is at its limit. */
export async function countCodeSend(db: Queryable, accountId: number): Promise<void> {
  const limit = codeSendLimit(accountId);
  const [count] = await hitAll(db, [limit]);
  if (count.count > limit.max) throw new CodeSendLimitError(accountId, secondsUntil(count.resetAt));
}

