import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { rateLimits } from '../db/schema';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface Count {
  key: string;
  count: number;
  resetAt: Date;
}

const windowFrom = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Seconds until the key may be used again, or 0 when it is under its limit. */
export async function blockedFor(db: Queryable, limit: Limit, now = new Date()): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (!row || row.resetAt <= now || row.count < limit.max) return 0;
  return secondsUntil(row.resetAt, now);
}

export function secondsUntil(resetAt: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one use of every limit in one statement (a fixed window that starts at the first use) and
 * returns each count including this use. The increment is atomic, so callers running in parallel each
 * see their own number. Keys are written in sorted order so two callers never lock rows crosswise.
 */
export async function hitAll(db: Queryable, limits: readonly Limit[]): Promise<Count[]> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db
    .insert(rateLimits)
    .values(sorted.map((limit) => ({ key: limit.key, count: 1, resetAt: windowFrom(limit.windowSeconds) })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
}

/** Counts one use; returns the count so far. */
export async function hit(db: Queryable, limit: Limit): Promise<number> {
  const [row] = await hitAll(db, [limit]);
  return row.count;
}

/** Takes back one counted use of each key (a use that turned out not to be what the limit counts). */
export async function undo(db: Queryable, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(inArray(rateLimits.key, [...keys].sort()), gt(rateLimits.count, 0)));
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
