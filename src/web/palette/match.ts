// The palette's matcher. cmdk's own scorer is too slow at scale (issue 3), so the palette filters here
// and ranks by tiers: exact title, title prefix, word starts in the title, word starts anywhere,
// substring, then fuzzy (uFuzzy). Within a tier, `boost` (recent and frequent use here) decides, then
// the items' own order.
//
// Built for 20,000 cached records per keystroke: each list is prepared once (lower-cased, separators
// normalised), only the best `limit` are collected (no full sort), the fuzzy pass runs only when the
// tiers leave room, and typing forward only re-checks what the tiers matched for the shorter text (a
// tier match of 'smith' is always one of 'smit'). uFuzzy's single-error mode is not like that ('olvia'
// matches Olivia, 'olv' does not), so the fuzzy pass always looks at the whole list. uFuzzy allows one
// error per word; the header search (Fuse, threshold 0.4) forgives more ('aplicatns' finds Applicants),
// so lists of pages and commands also get a typo pass (typo-distance.ts), closest first.
import uFuzzy from '@leeoniya/ufuzzy';
import { allowedTypos, typoScore } from './typo-distance';

export interface Matchable {
  /** What the user reads; exact and prefix matches are judged on it. */
  title: string;
  /** Everything searchable: title in both languages, keywords, path. */
  haystack: string;
}


interface Prepared {
  titles: string[];
  /** ' ' + words joined by single spaces, so a word start is an `includes(' ' + w)`. */
  titleWords: string[];
  hays: string[];
  hayWords: string[];
  /** Text → the items its tiers matched, ascending (what a longer text can still match by tier). */
  memo: Map<string, number[]>;
  /** Items by the first character of their title: a one-letter query's title-prefix tier at once. */
  byFirst: Map<string, number[]>;
  /** Each item's words and title words, for the typo pass (made on its first use). */
  wordLists?: { hay: string[]; title: string[] }[];
}

const SEPARATORS = /[\s\-_/›>.,()·:@#?=&]+/g;
const MEMO_LIMIT = 64;
const preparedLists = new WeakMap<readonly Matchable[], Prepared>();

/** Prepares a list for matching (done on first use; call it early to keep that off a keystroke). */
export function prepareItems(items: readonly Matchable[]): void {
  if (preparedLists.has(items)) return;
  const n = items.length;
  const p: Prepared = { titles: new Array(n), titleWords: new Array(n), hays: new Array(n), hayWords: new Array(n), memo: new Map(), byFirst: new Map() };
  for (let i = 0; i < n; i++) {
    const title = items[i].title.toLowerCase();
    const first = title.charAt(0);
    const bucket = p.byFirst.get(first);
    if (bucket) bucket.push(i);
    else p.byFirst.set(first, [i]);
    const hay = items[i].haystack.toLowerCase();
    p.titles[i] = title;
    p.titleWords[i] = ` ${title.replace(SEPARATORS, ' ')}`;
    p.hays[i] = hay;
    p.hayWords[i] = ` ${hay.replace(SEPARATORS, ' ')}`;
  }
  preparedLists.set(items, p);
}

// Unicode-aware term splitting so Chinese titles and accented names match too; plain ASCII queries
// take uFuzzy's faster default classes.
const fuzzyAscii = new uFuzzy({ intraMode: 1, intraIns: 1 });
const fuzzyUnicode = new uFuzzy({
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{Ll}\\p{Lu}',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
  intraMode: 1,
  intraIns: 1,
});

const TIERS = 5;
const FUZZY_TIER = 5;
/** uFuzzy's own advice: ranking more than this many fuzzy hits costs more than it is worth. */
const FUZZY_RANK_LIMIT = 1000;
/** Pages, commands and choices get the typo pass; a cache of 20,000 records must answer within a frame. */
const TYPO_LIST_LIMIT = 1000;

/** `starts`: the query's words, each with a space in front (a word start inside the prepared text). */
function tier(p: Prepared, i: number, q: string, starts: string[]): number {
  const title = p.titles[i];
  if (title === q) return 0;
  if (title.startsWith(q)) return 1;
  const hayWords = p.hayWords[i];
  let titleStarts = true;
  for (let k = 0; k < starts.length; k++) {
    if (!hayWords.includes(starts[k])) return p.hays[i].includes(q) ? 4 : FUZZY_TIER;
    if (titleStarts && !p.titleWords[i].includes(starts[k])) titleStarts = false;
  }
  return titleStarts ? 2 : 3;
}

/** The tier matches of this text or the longest shorter one it extends, if remembered. */
function narrowFrom(p: Prepared, q: string): number[] | undefined {
  for (let k = q.length; k > 0; k--) {
    const memo = p.memo.get(q.slice(0, k));
    if (memo) return memo;
  }
  return undefined;
}

function remember(p: Prepared, q: string, memo: number[]): void {
  if (p.memo.size >= MEMO_LIMIT) p.memo.delete(p.memo.keys().next().value!);
  p.memo.set(q, memo);
}

/** Collects, per tier, every boosted item and the first `limit` others; nothing else is kept. */
class TopCollector<T> {
  private boosted: { item: T; boost: number }[][] = Array.from({ length: TIERS + 1 }, () => []);
  private plain: T[][] = Array.from({ length: TIERS + 1 }, () => []);
  constructor(private readonly limit: number) {}

  add(tr: number, item: T, boost: number): void {
    if (boost > 0) this.boosted[tr].push({ item, boost });
    else if (this.plain[tr].length < this.limit) this.plain[tr].push(item);
  }

  /** How many it holds (at most `limit` matters). */
  count(): number {
    let n = 0;
    for (let tr = 0; tr <= TIERS; tr++) n += this.boosted[tr].length + this.plain[tr].length;
    return n;
  }

  result(): Ranked<T> {
    const items: T[] = [];
    let best = FUZZY_TIER + 1;
    for (let tr = 0; tr <= TIERS && items.length < this.limit; tr++) {
      const boosted = this.boosted[tr].sort((a, b) => b.boost - a.boost).map((x) => x.item);
      if (boosted.length || this.plain[tr].length) best = Math.min(best, tr);
      items.push(...boosted, ...this.plain[tr]);
    }
    return { items: items.slice(0, this.limit), best };
  }
}

export interface Ranked<T> {
  items: T[];
  /** The best tier found (0 exact … 5 fuzzy, 6 nothing); groups are ordered by it. */
  best: number;
}

/**
 * The best `limit` items matching `query`, best first. With an empty query every item qualifies and
 * only `boost` orders them (then their natural order).
 */
export function rankTop<T extends Matchable>(items: readonly T[], query: string, boost: (item: T) => number = () => 0, limit = Infinity): Ranked<T> {
  const q = query.trim().toLowerCase();
  const top = new TopCollector<T>(limit);
  if (!q) {
    for (const item of items) top.add(0, item, boost(item));
    return top.result();
  }
  prepareItems(items);
  const p = preparedLists.get(items)!;
  if (q.length === 1) {
    const quick = oneLetter(p, items, q, boost, limit);
    if (quick) return quick;
  }
  const starts = q.split(/\s+/).filter(Boolean).map((w) => ` ${w}`);
  const from = narrowFrom(p, q);
  const matched: number[] = [];
  const rest: number[] = [];
  const scan = (i: number) => {
    const tr = tier(p, i, q, starts);
    if (tr < FUZZY_TIER) {
      matched.push(i);
      top.add(tr, items[i], boost(items[i]));
    } else if (!from) rest.push(i);
  };
  if (from) for (const i of from) scan(i);
  else for (let i = 0; i < items.length; i++) scan(i);
  remember(p, q, matched);

  // Fuzzy only when the tiers leave room.
  if (top.count() < limit) {
    const fuzzy = fuzzyRank(p, q, from ? new Set(matched) : null, rest);
    const order = items.length <= TYPO_LIST_LIMIT ? withTypos(p, q, new Set(matched), fuzzy) : fuzzy;
    for (const i of order) top.add(FUZZY_TIER, items[i], boost(items[i]));
  }
  return top.result();
}

/**
 * One letter matches most of a long list; when enough titles start with it, the answer is among them
 * (exact titles, then title prefixes) and the rest need not be looked at.
 */
function oneLetter<T extends Matchable>(p: Prepared, items: readonly T[], q: string, boost: (item: T) => number, limit: number): Ranked<T> | null {
  const bucket = p.byFirst.get(q) ?? [];
  if (bucket.length < limit) return null;
  const top = new TopCollector<T>(limit);
  for (const i of bucket) top.add(p.titles[i] === q ? 0 : 1, items[i], boost(items[i]));
  return top.result();
}

/**
 * Indexes of uFuzzy matches the tiers did not take, in uFuzzy's order when few enough. After a full
 * scan `rest` is exactly those items; after a narrowed one, the whole list less `tiered`.
 */
function fuzzyRank(p: Prepared, q: string, tiered: Set<number> | null, rest: number[]): number[] {
  const fuzzy = /^[\x20-\x7e]*$/.test(q) ? fuzzyAscii : fuzzyUnicode;
  if (!tiered && !rest.length) return [];
  const idxs = fuzzy.filter(p.hays, q, tiered ? undefined : rest);
  if (!idxs || !idxs.length) return [];
  const found = tiered ? idxs.filter((i) => !tiered.has(i)) : idxs;
  if (found.length > FUZZY_RANK_LIMIT) return found;
  const info = fuzzy.info(found, p.hays, q);
  return fuzzy.sort(info, p.hays, q).map((o) => info.idx[o]);
}

/**
 * The fuzzy tier of a short list: items within a few typos of the query, closest first (a match in the
 * title before one elsewhere), then uFuzzy's other hits in its order.
 */
function withTypos(p: Prepared, q: string, tiered: Set<number>, fuzzy: number[]): number[] {
  const typed = q.replace(SEPARATORS, ' ').trim().split(' ').filter(Boolean);
  // Words too short for a typo must start a word, which the tiers have judged already.
  if (!typed.some((w) => allowedTypos(w.length) > 0)) return fuzzy;
  p.wordLists ??= p.hayWords.map((hay, i) => ({ hay: hay.trim().split(' '), title: p.titleWords[i].trim().split(' ') }));
  const scored: { i: number; score: number }[] = [];
  for (let i = 0; i < p.hays.length; i++) {
    if (tiered.has(i)) continue;
    const words = p.wordLists[i];
    const anywhere = typoScore(typed, words.hay);
    if (anywhere < 0) continue;
    const inTitle = typoScore(typed, words.title);
    scored.push({ i, score: inTitle >= 0 && inTitle <= anywhere ? inTitle : anywhere + 0.5 });
  }
  scored.sort((a, b) => a.score - b.score || a.i - b.i);
  const order = scored.map((s) => s.i);
  const seen = new Set(order);
  for (const i of fuzzy) if (!seen.has(i)) order.push(i);
  return order;
}

/** Every matching item, best first (for short lists: the choices of one argument). */
export function rankItems<T extends Matchable>(items: readonly T[], query: string, boost?: (item: T) => number): T[] {
  return rankTop(items, query, boost).items;
}
