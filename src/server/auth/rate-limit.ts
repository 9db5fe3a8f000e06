import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { rateLimits } from '../db/schema';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Seconds until the key may be used again, or 0 when it is under its limit. */
export async function blockedFor(db: Queryable, limit: Limit, now = new Date()): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (!row || row.resetAt <= now || row.count < limit.max) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
}

/** Counts one use in a fixed window that starts at the first use; returns the count so far. */
export async function hit(db: Queryable, limit: Limit): Promise<number> {
  const window = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export const loginLimits = {
  account: (email: string): Limit => ({ key: `login:account:${email.toLowerCase()}`, max: 5, windowSeconds: 15 * 60 }),
  client: (ip: string): Limit => ({ key: `login:client:${ip || 'unknown'}`, max: 30, windowSeconds: 15 * 60 }),
  codeSend: (accountId: number): Limit => ({ key: `login:code-send:${accountId}`, max: 5, windowSeconds: 60 * 60 }),
};
