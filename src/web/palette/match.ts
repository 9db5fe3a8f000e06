// The palette's matcher. cmdk's own scorer is too slow at scale (issue 3), so the palette filters here
// and ranks by tiers: exact title, title prefix, word starts in the title, word starts anywhere,
// substring, then fuzzy (uFuzzy). Within a tier, `boost` (recent and frequent use here) decides, then
// the items' own order.
//
// Built for 20,000 cached records per keystroke: each list is prepared once (lower-cased, separators
// normalised, each text's letters and letter pairs as bits, see text-index.ts), so a search reads only
// the items that can contain what is typed; only the best `limit` are collected (no full sort), and typing forward
// only re-checks what the tiers matched for the shorter text (a tier match of 'smith' is always one
// of 'smit'). uFuzzy's single-error mode is not like that ('olvia' matches Olivia, 'olv' does not), so
// the fuzzy pass looks at the whole list, less the items whose letters already rule them out. uFuzzy
// allows one error per word; the header search (Fuse, threshold 0.4) forgives more ('aplicatns' finds
// Applicants), so lists of pages and commands also get a typo pass (typo-index.ts), closest first.
import uFuzzy from '@leeoniya/ufuzzy';
import { fuzzyMayMatch, fuzzyTerms } from './fuzzy-prefilter';
import { buildPairIndex, letterMask } from './text-index';
import { TierMemo } from './tier-memo';
import { matchTiers, NO_TIER, typedStarts, wordsOnce, type TierTexts, type TypedStarts } from './tiers';
import { buildTypoIndex, typoOrder, type TypoIndex } from './typo-index';
import { allowedTypos } from './typo-distance';

export interface Matchable {
  /** What the user reads; exact and prefix matches are judged on it. */
  title: string;
  /** The item's own name when the title is a path ('Short links' in 'Tools › Short links'): exact and prefix matches count on it too. */
  name?: string;
  /** Everything searchable: title in both languages, keywords, path. */
  haystack: string;
}

/** A list's texts for the tiers (see tiers.ts), and what the other passes read. */
interface Prepared extends TierTexts {
  /** Each haystack's letters, to skip items uFuzzy cannot match. */
  masks: Int32Array;
  /** Text → the items its tiers matched, ascending (what a longer text can still match by tier). */
  memo: TierMemo;
  /** Items by the first character of their title or name: a one-letter query's title-prefix tier at once. */
  byFirst: Map<string, number[]>;
  /** The distinct words of a short list, for the typo pass (made on its first use). */
  typos?: TypoIndex;
}

const SEPARATORS = /[\s\-_/›>.,()·:@#?=&]+/g;
const preparedLists = new WeakMap<readonly Matchable[], Prepared>();

function addFirst(p: Prepared, text: string, i: number): void {
  const first = text.charAt(0);
  const bucket = p.byFirst.get(first);
  if (!bucket) p.byFirst.set(first, [i]);
  else if (bucket[bucket.length - 1] !== i) bucket.push(i);
}

/** Prepares a list for matching (done on first use; call it early to keep that off a keystroke). */
export function prepareItems(items: readonly Matchable[]): void {
  if (preparedLists.has(items)) return;
  const n = items.length;
  const titles: string[] = new Array(n);
  const names: string[] = new Array(n);
  const titleWords: string[] = new Array(n);
  const hays: string[] = new Array(n);
  const hayWords: string[] = new Array(n);
  const plain: string[] = new Array(n);
  const masks = new Int32Array(n);
  const plainMasks = new Int32Array(n);
  const wordMasks = new Int32Array(n);
  const titleWordMasks = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const title = items[i].title.toLowerCase();
    const hay = items[i].haystack.toLowerCase();
    titles[i] = title;
    names[i] = items[i].name?.toLowerCase() ?? title;
    titleWords[i] = ` ${title.replace(SEPARATORS, ' ')}`;
    hays[i] = hay;
    hayWords[i] = wordsOnce(hay.replace(SEPARATORS, ' '));
    plain[i] = `${title}\u0001${hay}`;
    masks[i] = letterMask(hay);
    plainMasks[i] = letterMask(plain[i]);
    wordMasks[i] = letterMask(hayWords[i]);
    titleWordMasks[i] = letterMask(titleWords[i]);
  }
  const p: Prepared = { titles, names, titleWords, hays, hayWords, plain, plainMasks, wordMasks, titleWordMasks, plainPairs: buildPairIndex(plain), wordPairs: buildPairIndex(hayWords), masks, memo: new TierMemo(), byFirst: new Map() };
  for (let i = 0; i < n; i++) {
    addFirst(p, titles[i], i);
    addFirst(p, names[i], i);
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
/** Tiers 0–2 find what was typed in a title: exact, as its start, or as starts of its words. */
const TITLE_TIERS = 2;
const FUZZY_TIER = NO_TIER;
/** uFuzzy's own advice: ranking more than this many fuzzy hits costs more than it is worth. */
const FUZZY_RANK_LIMIT = 1000;
/** Pages, commands and choices get the typo pass; a cache of 20,000 records must answer within a frame. */
const TYPO_LIST_LIMIT = 1000;

/** Collects, per tier, every boosted item and the first `limit` others; nothing else is kept. */
class TopCollector<T> {
  // Made on first use: most searches fill one or two tiers, and two lists are searched a keystroke.
  private boosted: ({ item: T; boost: number }[] | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined];
  private plain: (T[] | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined];
  private held = 0;
  constructor(private readonly limit: number) {}

  add(tr: number, item: T, boost: number): void {
    if (boost > 0) {
      (this.boosted[tr] ??= []).push({ item, boost });
      this.held++;
      return;
    }
    const plain = (this.plain[tr] ??= []);
    if (plain.length < this.limit) {
      plain.push(item);
      this.held++;
    }
  }

  /** The best tier holding an item (TIERS + 1 when none does). */
  bestTier(): number {
    for (let tr = 0; tr <= TIERS; tr++) if (this.boosted[tr]?.length || this.plain[tr]?.length) return tr;
    return TIERS + 1;
  }

  /** How many it holds (at most `limit` matters). */
  count(): number {
    return this.held;
  }

  result(): Ranked<T> {
    const items: T[] = [];
    for (let tr = 0; tr <= TIERS && items.length < this.limit; tr++) {
      const boosted = this.boosted[tr];
      const plain = this.plain[tr];
      if (boosted) for (const x of boosted.sort((a, b) => b.boost - a.boost)) items.push(x.item);
      if (plain) for (const item of plain) items.push(item);
    }
    return { items: items.length > this.limit ? items.slice(0, this.limit) : items, best: this.bestTier() };
  }
}

export interface Ranked<T> {
  items: T[];
  /**
   * The best tier found (0 exact … 5 fuzzy, 6 nothing); groups are ordered by it. A fuzzy tier led by
   * a typo match carries its closeness (5.1 one typo … below 6), so the closer group comes first.
   */
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
  const { starts, typed } = parsed(q);
  // The items that can match by tier: those a shorter text matched, or those holding the text or its first word's start.
  const matched: number[] = [];
  const tiers = matchTiers(p, q, starts, p.memo.longestStart(q), matched);
  for (let k = 0; k < matched.length; k++) top.add(tiers[k], items[matched[k]], boost(items[matched[k]]));
  p.memo.remember(q, matched);

  // Fuzzy only when the tiers leave room: typos first on a short list, then uFuzzy if room is left.
  let closeness = 0;
  let typoPassRan = false;
  // Typo matches are for text no title holds: once one does, guesses at misspellings only add noise
  // below it (and cost the most of a keystroke's matching).
  if (top.count() < limit && top.bestTier() > TITLE_TIERS) {
    if (items.length <= TYPO_LIST_LIMIT) {
      typoPassRan = typed.some((w) => allowedTypos(w.length) > 0);
      const typos = typoPassRan ? typosBeyond(p, typed, q, matched) : [];
      for (const t of typos) top.add(FUZZY_TIER, items[t.i], boost(items[t.i]));
      if (typos.length) closeness = 5 + Math.min(0.8, (typos[0].score + 1) / 10);
    }
    // On a short list the typo pass forgives more than uFuzzy's one error a word: uFuzzy is the last
    // resort there, for words too short to carry a typo ('dsh' for dash). (Then the typo pass found
    // nothing, or on a long list did not run: nothing is taken but the tier matches.)
    if (items.length > TYPO_LIST_LIMIT ? top.count() < limit : top.count() === 0 && !typoPassRan) {
      for (const i of fuzzyRank(p, q, matched)) top.add(FUZZY_TIER, items[i], boost(items[i]));
    }
  }
  const result = top.result();
  if (result.best === FUZZY_TIER) result.best = closeness || FUZZY_TIER + 0.9;
  return result;
}

/** The typo pass's matches among the items the tiers did not take. */
function typosBeyond(p: Prepared, typed: readonly string[], q: string, matched: readonly number[]): { i: number; score: number }[] {
  p.typos ??= buildTypoIndex(p.hayWords, p.titleWords);
  if (tieredBuf.length < p.titles.length) tieredBuf = new Uint8Array(p.titles.length);
  const tiered = tieredBuf;
  for (const i of matched) tiered[i] = 1;
  const typos = typoOrder(p.typos, typed, (i) => tiered[i] === 1, q);
  for (const i of matched) tiered[i] = 0;
  return typos;
}

let tieredBuf = new Uint8Array(0);

/** A text's words: with a space in front (word starts, for the tiers), and split as the typo pass splits them. */
interface Parsed {
  starts: TypedStarts;
  typed: string[];
}

// The last text's words: each list of a keystroke searches the same text.
let lastParsed: { q: string; words: Parsed } = { q: '', words: { starts: typedStarts([]), typed: [] } };

function parsed(q: string): Parsed {
  if (lastParsed.q !== q) {
    const words = { starts: typedStarts(runs(q, isSpace)), typed: runs(q, isSeparator) };
    lastParsed = { q, words };
  }
  return lastParsed.words;
}

/** The text's runs of characters that are not `isGap` (what splitting on runs of gaps and dropping empties gives). */
function runs(text: string, isGap: (c: number) => boolean): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const gap = i === text.length || isGap(text.charCodeAt(i));
    if (gap && start !== -1) {
      out.push(text.slice(start, i));
      start = -1;
    } else if (!gap && start === -1) start = i;
  }
  return out;
}

/** What `\s` matches (white space and line terminators), without a regular expression. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** What SEPARATORS matches, a character at a time. */
function isSeparator(c: number): boolean {
  return isSpace(c) || SEPARATOR_MARKS.has(c);
}

const SEPARATOR_MARKS = new Set(Array.from('-_/›>.,()·:@#?=&', (c) => c.charCodeAt(0)));

/**
 * One letter matches most of a long list; when enough titles start with it, the answer is among them
 * (exact titles, then title prefixes) and the rest need not be looked at.
 */
function oneLetter<T extends Matchable>(p: Prepared, items: readonly T[], q: string, boost: (item: T) => number, limit: number): Ranked<T> | null {
  const bucket = p.byFirst.get(q) ?? [];
  if (bucket.length < limit) return null;
  const top = new TopCollector<T>(limit);
  for (const i of bucket) top.add(p.titles[i] === q || p.names[i] === q ? 0 : 1, items[i], boost(items[i]));
  return top.result();
}

const ASCII = /^[\x20-\x7e]*$/;
const PLAIN_TERMS = /^[a-z0-9' ]+$/;

/**
 * Indexes of uFuzzy matches not already taken, in uFuzzy's order when few enough. uFuzzy forgives one
 * error a word, and none in a short one: the items it cannot match are not given to it (see
 * fuzzy-prefilter.ts).
 */
function fuzzyRank(p: Prepared, q: string, taken: readonly number[]): number[] {
  const ascii = ASCII.test(q);
  const fuzzy = ascii ? fuzzyAscii : fuzzyUnicode;
  const terms = ascii && PLAIN_TERMS.test(q) ? fuzzyTerms(q) : null;
  const n = p.hays.length;
  // Marks, not sets: this visits every item of a list of 20,000.
  if (excluded.length < n) excluded = new Uint8Array(n);
  for (const i of taken) excluded[i] = 1;
  const idxs: number[] = [];
  const masks = p.masks;
  for (let i = 0; i < n; i++) {
    if (excluded[i]) continue;
    if (terms && !fuzzyMayMatch(terms, masks[i], p.hays[i])) continue;
    idxs.push(i);
  }
  for (const i of taken) excluded[i] = 0;
  if (!idxs.length) return [];
  const found = fuzzy.filter(p.hays, q, idxs);
  if (!found || !found.length) return [];
  if (found.length > FUZZY_RANK_LIMIT) return found;
  const info = fuzzy.info(found, p.hays, q);
  return fuzzy.sort(info, p.hays, q).map((o) => info.idx[o]);
}

let excluded = new Uint8Array(0);

/** Every matching item, best first (for short lists: the choices of one argument). */
export function rankItems<T extends Matchable>(items: readonly T[], query: string, boost?: (item: T) => number): T[] {
  return rankTop(items, query, boost).items;
}
