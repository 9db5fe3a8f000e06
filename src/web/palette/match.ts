// The palette's matcher. cmdk's own scorer is too slow at scale (issue 3), so the palette filters with
// uFuzzy and ranks by tiers: exact title, title prefix, word start, substring, then fuzzy.
import uFuzzy from '@leeoniya/ufuzzy';

export interface Matchable {
  /** What the user reads; exact and prefix matches are judged on it. */
  title: string;
  /** Everything searchable: title in both languages, keywords, path. */
  haystack: string;
}

// Unicode-aware term splitting so Chinese titles and accented names match too.
const fuzzy = new uFuzzy({
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{Ll}\\p{Lu}',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
  intraMode: 1,
  intraIns: 1,
});

const wordStart = (text: string, q: string) => text.split(/[\s\-_/›>.,()]+/).some((w) => w.startsWith(q));

function tier(item: Matchable, q: string): number {
  const title = item.title.toLowerCase();
  const hay = item.haystack.toLowerCase();
  if (title === q) return 0;
  if (title.startsWith(q)) return 1;
  const words = q.split(/\s+/).filter(Boolean);
  if (words.every((w) => wordStart(title, w))) return 2;
  if (words.every((w) => wordStart(hay, w))) return 3;
  if (hay.includes(q)) return 4;
  return 5;
}

/**
 * Items matching `query`, best first. `boost` orders items of the same tier (recently used first);
 * with an empty query every item is returned in boost order.
 */
export function rankItems<T extends Matchable>(items: readonly T[], query: string, boost: (item: T) => number = () => 0): T[] {
  const q = query.trim().toLowerCase();
  const indexed = items.map((item, index) => ({ item, index }));
  if (!q) return indexed.sort((a, b) => boost(b.item) - boost(a.item) || a.index - b.index).map((x) => x.item);

  const fuzzyRank = new Map<number, number>();
  const haystack = items.map((i) => i.haystack);
  const idxs = fuzzy.filter(haystack, q);
  if (idxs && idxs.length) {
    const info = fuzzy.info(idxs, haystack, q);
    fuzzy.sort(info, haystack, q).forEach((o, rank) => fuzzyRank.set(info.idx[o], rank));
  }
  return indexed
    .map((x) => ({ ...x, tier: tier(x.item, q) }))
    .filter((x) => x.tier < 5 || fuzzyRank.has(x.index))
    .sort((a, b) => a.tier - b.tier || boost(b.item) - boost(a.item) || (fuzzyRank.get(a.index) ?? 0) - (fuzzyRank.get(b.index) ?? 0) || a.index - b.index)
    .map((x) => x.item);
}
