// Wrong verification codes are counted like wrong passwords: before the code is compared, atomically and
// outside the command's transaction, so codes sent in parallel cannot all be compared. The n-th attempt
// on a ticket sees `attempts = n`; only the first MAX_CODE_ATTEMPTS are compared.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { loginVerifyRequest } from '../../../commands/auth';
import type { Db } from '../db/open';
import { loginChallenges } from '../db/schema';
import { hashSecret } from './tokens';

export const MAX_CODE_ATTEMPTS = 5;

/** A challenge that can still be answered: this ticket, not used, not expired. */
export const liveChallenge = (ticket: string) =>
  and(eq(loginChallenges.ticketHash, hashSecret(ticket)), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, sql`now()`));

/** Whether a challenge has used up its attempts (this one included). */
export const attemptsSpent = (attempts: number) => attempts > MAX_CODE_ATTEMPTS;

export async function countedCodeAttempt<T>(db: Db, body: unknown, attempt: () => Promise<T>): Promise<T> {
  const parsed = loginVerifyRequest.args.safeParse(body);
  if (parsed.success) {
    // Stops one past the limit, so a spent ticket stays spent without counting forever.
    await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(and(liveChallenge(parsed.data.verify_ticket), lte(loginChallenges.attempts, MAX_CODE_ATTEMPTS)));
  }
  return attempt();
}
