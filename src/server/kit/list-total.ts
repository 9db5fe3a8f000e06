// One count strategy for every list. A total is exact up to EXACT_TOTAL_LIMIT rows (counted with a cap,
// so a big table is never fully counted) and the planner's estimate above it, marked `total_estimated`.
// Totals are cached briefly per filter; any committed write on this instance clears them, so a user sees
// their own change at once. Another instance's writes clear them when their announcement arrives (the
// live channel, within a tenth of a second), or within the time to live when that channel is down.
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/open';

export const EXACT_TOTAL_LIMIT = 10_000;
const EXACT_TTL_MS = 5_000;
const ESTIMATE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export interface ListTotal {
  total: number;
  total_estimated: boolean;
}

type Cache = Map<string, ListTotal & { until: number }>;
/** One cache per database, so two servers in one process (tests) never see each other's totals. */
const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Forget every cached total of this database (after a committed write: see read-caches.ts). */
export function invalidateTotals(db: object): void {
  caches.get(db)?.clear();
}

function remember(cache: Cache, key: string, value: ListTotal): ListTotal {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { ...value, until: Date.now() + (value.total_estimated ? ESTIMATE_TTL_MS : EXACT_TTL_MS) });
  return value;
}

/** The planner's row estimate for a query (EXPLAIN, which does not run it). */
async function plannedRows(db: Queryable, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * The total of `matchingQuery()` (a `select 1 from … where …` of the list's filter), exact when small,
 * estimated when large. `key` names the list and filter for the cache.
 */
export async function listTotal(db: Queryable, key: string, matchingQuery: () => PgSelect, exactLimit = EXACT_TOTAL_LIMIT): Promise<ListTotal> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return { total: hit.total, total_estimated: hit.total_estimated };
  // Built only on a miss: building a query costs about as much as a cached answer.
  const matching = matchingQuery();
  const capped = matching.limit(exactLimit + 1).as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  if (n <= exactLimit) return remember(cache, key, { total: n, total_estimated: false });
  const estimate = await plannedRows(db, matching);
  // The planner can guess low; the capped count already proved more than the limit.
  return remember(cache, key, { total: Math.max(estimate, exactLimit + 1), total_estimated: true });
}
