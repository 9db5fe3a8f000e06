// What the user chooses in the palette, per context, so that recently and frequently chosen items
// rise there: on an application, 'Change application status' comes first; on the dashboard, the pages
// they usually go to. Kept per user in localStorage (a user switch starts from their own habits).
import { session } from '../state/session';

interface Use {
  count: number;
  last: number;
}

type Usage = Record<string, Record<string, Use>>;

const KEY_PREFIX = 'care-console-palette-usage';
const MAX_ITEMS_PER_CONTEXT = 60;
const HOUR = 3_600_000;

let loadedFor: string | null = null;
let usage: Usage = {};

function storageKey(): string {
  return `${KEY_PREFIX}:${session.user?.id ?? 'anonymous'}`;
}

function load(): Usage {
  const key = storageKey();
  if (loadedFor === key) return usage;
  loadedFor = key;
  try {
    usage = JSON.parse(localStorage.getItem(key) ?? '{}') as Usage;
  } catch {
    usage = {};
  }
  return usage;
}

/** The context a choice belongs to: the kind of the focused record, else the area of the page. */
export function usageContext(path: string, recordKind?: string): string {
  if (recordKind) return `record:${recordKind}`;
  return `path:${path.split('/').slice(0, 3).join('/') || '/'}`;
}

export function recordUse(context: string, itemId: string, now = Date.now()): void {
  const all = load();
  const here = (all[context] ??= {});
  const use = (here[itemId] ??= { count: 0, last: 0 });
  use.count += 1;
  use.last = now;
  const entries = Object.entries(here);
  if (entries.length > MAX_ITEMS_PER_CONTEXT) {
    entries.sort((a, b) => a[1].last - b[1].last);
    for (const [id] of entries.slice(0, entries.length - MAX_ITEMS_PER_CONTEXT)) delete here[id];
  }
  try {
    localStorage.setItem(storageKey(), JSON.stringify(all));
  } catch {
    // Storage full or blocked: the habit lasts for this page only.
  }
}

/**
 * A score per item for this context: frequency, decayed by how long ago it was last chosen (half the
 * weight after a day), with a smaller share for use anywhere else. Zero for never chosen.
 */
export function usageScores(context: string, now = Date.now()): Map<string, number> {
  const all = load();
  const scores = new Map<string, number>();
  const score = (use: Use) => Math.log2(1 + use.count) / (1 + (now - use.last) / (24 * HOUR));
  for (const [ctx, items] of Object.entries(all)) {
    const weight = ctx === context ? 1 : 0.25;
    for (const [id, use] of Object.entries(items)) scores.set(id, (scores.get(id) ?? 0) + weight * score(use));
  }
  return scores;
}
