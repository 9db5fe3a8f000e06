// A few seconds' memory of an expensive read's answer (the dashboard's grouped counts), per database and
// key. Like the list totals it is cleared by every committed write on this instance, so people see their
// own changes at once; another instance's writes clear it when announced (live/live-channel.ts), or
// within the time to live when that channel is down. Callers arriving while
// the answer is being computed share that one computation.
type Entry = { until: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();
const MAX_ENTRIES = 200;

export async function cachedAnswer<T>(db: object, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const value = compute();
  const entry = { until: Date.now() + ttlMs, value };
  cache.set(key, entry);
  // A failed computation is not remembered.
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}

/** Forget every cached answer of this database (after a committed write). */
export function forgetAnswers(db: object): void {
  caches.get(db)?.clear();
}
