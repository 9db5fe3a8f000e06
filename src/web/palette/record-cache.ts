// Records the palette has seen from the server's search, kept for this session so the next search
// answers at once from memory while the server is asked again. Matched by the palette's own matcher.
import type { RecordHit } from '../../../commands/search';
import { prepareItems } from './match';
import { recordItem, type RootItem } from './palette-items';
import { recordLabel } from '../i18n/record-label';

export type RecordItem = RootItem & { target: { record: RecordHit } };

/** Enough for a long day of searching; the oldest are dropped first. */
const LIMIT = 50_000;

const byKey = new Map<string, RecordItem>();
let list: RecordItem[] | null = null;
let version = 0;

const keyOf = (hit: Pick<RecordHit, 'kind' | 'id'>) => `${hit.kind}:${hit.id}`;

export function toRecordItem(hit: RecordHit): RecordItem {
  const kind = recordLabel(hit.kind);
  return recordItem(hit, hit.title, `${hit.title} ${hit.subtitle} ${kind} ${hit.id}`, `record:${keyOf(hit)}`) as RecordItem;
}

/** Adds or refreshes hits (a record's title or status may have changed since it was cached). */
export function cacheRecords(hits: readonly RecordHit[]): void {
  let changed = false;
  for (const hit of hits) {
    const key = keyOf(hit);
    const old = byKey.get(key);
    if (old && old.target.record.title === hit.title && old.target.record.subtitle === hit.subtitle && old.target.record.path === hit.path) continue;
    byKey.delete(key);
    byKey.set(key, toRecordItem(hit));
    changed = true;
  }
  // Hits already known (most server answers while typing) leave the list and its prepared index alone.
  if (!changed) return;
  while (byKey.size > LIMIT) byKey.delete(byKey.keys().next().value!);
  list = null;
  version++;
  schedulePrepare();
}

let prepareTimer: ReturnType<typeof setTimeout> | null = null;
/** Prepares the new list for matching while the user is not typing, not on their next keystroke. */
function schedulePrepare(): void {
  if (prepareTimer !== null) return;
  prepareTimer = setTimeout(() => {
    prepareTimer = null;
    prepareItems(cachedRecords());
  }, 50);
}

export function cachedRecords(): readonly RecordItem[] {
  return (list ??= [...byKey.values()]);
}

/** Changes whenever the cache does, for memoising what is derived from it. */
export function recordCacheVersion(): number {
  return version;
}

export function clearRecordCache(): void {
  byKey.clear();
  list = null;
  version++;
}
