// The typo pass over a short list (pages, commands, choices): items within a few typos of what is typed,
// closest first (a match in the title before one elsewhere). The distance of a typed word is worked
// out once per distinct word (titles repeat in both languages and in keywords; lists share words, see
// typo-rows.ts), and only where it can matter: one typed word (the most selective) is measured against
// every word of the list to find the items that can match; the other typed words only against those
// items' words. Letter sets and lengths rule most words out before any distance is measured, 32 words
// at a time (letter-planes.ts).
import { buildLetterPlanes, planesCount, wordsWithin, type LetterPlanes } from './letter-planes';
import { bitCount, letterMask } from './text-index';
import { allowedTypos } from './typo-distance';
import { closeAmong, isClose, measure, measureLet, rowsFor, type TypoRow } from './typo-rows';
import { numberingEra, numberWords } from './word-numbers';
import { FAR } from './typo-word';

export interface TypoIndex {
  words: string[];
  /** How many items the list has. */
  items: number;
  /** The items each word appears in (anywhere), ascending: `itemsOf[itemsAt[v]…itemsAt[v + 1]]`. */
  itemsAt: Int32Array;
  itemsOf: Int32Array;
  /** The words' letters and lengths as bit sets, to rule most out 32 at a time. */
  planes: LetterPlanes;
  /** The words as numbered in word-numbers.ts (in `era`). */
  numbers: Int32Array;
  /**
   * Each item's words, as position × 2, + 1 in the title: `entries[entriesAt[i]…entriesAt[i + 1]]`,
   * its words elsewhere first (the first `hayCount[i]`); `entryNumbers` the same words as numbered.
   * One array for the list: a candidate's words are read together, not from an array of their own.
   */
  entriesAt: Int32Array;
  entries: Int32Array;
  entryNumbers: Int32Array;
  hayCount: Int32Array;
  era: number;
}

/** `hayWords`/`titleWords`: each item's text as words separated by single spaces. */
export function buildTypoIndex(hayWords: readonly string[], titleWords: readonly string[]): TypoIndex {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const itemLists: number[][] = [];
  const idsOf = (text: string, item: number | null): Int32Array => {
    const out: number[] = [];
    for (const word of text.split(' ')) {
      if (!word) continue;
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        ids.set(word, id);
        words.push(word);
        itemLists.push([]);
      }
      if (out.includes(id)) continue;
      out.push(id);
      if (item !== null) itemLists[id].push(item);
    }
    return Int32Array.from(out);
  };
  const hay = hayWords.map((text, i) => idsOf(text, i));
  const title = titleWords.map((text) => idsOf(text, null));
  const planes = buildLetterPlanes(words, Int32Array.from(words, letterMask));
  const hayCount = new Int32Array(hay.length);
  const entryLists = hay.map((ids, i) => {
    const out: number[] = [];
    for (const v of ids) out.push(v * 2 + (title[i].includes(v) ? 1 : 0));
    hayCount[i] = out.length;
    for (const v of title[i]) if (!ids.includes(v)) out.push(v * 2 + 1);
    return out;
  });
  const [itemsAt, itemsOf] = flatten(itemLists);
  const [entriesAt, entries] = flatten(entryLists);
  const index: TypoIndex = { words, items: hay.length, itemsAt, itemsOf, planes, numbers: new Int32Array(0), entriesAt, entries, entryNumbers: new Int32Array(entries.length), hayCount, era: -1 };
  renumber(index);
  return index;
}

/** Lists as one array and where each starts (one more entry, the end). */
function flatten(lists: readonly number[][]): [Int32Array, Int32Array] {
  const at = new Int32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++) at[k + 1] = at[k] + lists[k].length;
  const flat = new Int32Array(at[lists.length]);
  for (let k = 0; k < lists.length; k++) flat.set(lists[k], at[k]);
  return [at, flat];
}

/** Numbers the list's words as word-numbers.ts does now (again when its numbering started over). */
function renumber(index: TypoIndex): void {
  index.numbers = numberWords(index.words);
  index.era = numberingEra();
  for (let k = 0; k < index.entries.length; k++) index.entryNumbers[k] = index.numbers[index.entries[k] >> 1];
}

/** A prefix test costs less than a distance: a word that must be typed right may leave more words and still lead. */
const PREFIX_TEST_SHARE = 4;

/**
 * The typed word that leaves the fewest candidates for the least work: the one whose letters and
 * length leave the fewest words to test (see `withinSets`).
 */
function leadWord(rows: readonly TypoRow[], within: readonly (Int32Array | null)[], blocks: number): number {
  let lead = 0;
  let least = Infinity;
  for (let t = 0; t < rows.length; t++) {
    const set = within[t];
    let cost = Infinity;
    if (set) {
      cost = 0;
      for (let block = 0; block < blocks; block++) cost += bitCount(set[block]);
      if (rows[t].typed.max > 0) cost *= PREFIX_TEST_SHARE;
    }
    if (cost < least) {
      least = cost;
      lead = t;
    }
  }
  return lead;
}

// Reused between keystrokes: a mark per item (each candidate once), the close words and the candidates found.
let markBuf = new Uint8Array(0);
let closeBuf = new Int32Array(0);
let foundBuf = new Int32Array(0);

/** How many of the list's words are close to the row's typed word, their positions into `closeBuf`; `within`: see `withinSets`. */
function closeWords(index: TypoIndex, row: TypoRow, within: Int32Array | null): number {
  if (closeBuf.length < index.words.length) closeBuf = new Int32Array(index.words.length);
  if (!within) return closeAmong(row, index.numbers, closeBuf);
  let close = 0;
  for (let block = 0; block < index.planes.blocks; block++) {
    for (let rest = within[block]; rest !== 0; rest &= rest - 1) {
      const v = (block << 5) + 31 - Math.clz32(rest & -rest);
      if (isClose(row, index.numbers[v])) closeBuf[close++] = v;
    }
  }
  return close;
}

// Per typed word, the list words its letters and length leave, and the answer's list (reused between keystrokes).
const withinBufs: Int32Array[] = [];
const withinOf: (Int32Array | null)[] = [];

/**
 * Per typed word, the set of the list's words it can be close to (see letter-planes.ts): the others
 * need no measuring (a word typed right must hold all its letters and be as long). Null for a word too
 * long to count so. The sets may be longer than the list's blocks: the rest is not read.
 */
function withinSets(index: TypoIndex, rows: readonly TypoRow[]): (Int32Array | null)[] {
  const blocks = index.planes.blocks;
  if (withinOf.length !== rows.length) withinOf.length = rows.length;
  for (let t = 0; t < rows.length; t++) {
    const { typed } = rows[t];
    if (!planesCount(typed.word.length, typed.max)) {
      withinOf[t] = null;
      continue;
    }
    if (t === withinBufs.length) withinBufs.push(new Int32Array(blocks));
    if (withinBufs[t].length < blocks) withinBufs[t] = new Int32Array(blocks);
    withinOf[t] = wordsWithin(index.planes, typed.mask, typed.perBit, typed.shortest, typed.max, withinBufs[t]);
  }
  return withinOf;
}

/**
 * How many items (not skipped) hold a word close to the row's typed word, which every match must
 * have; the items into `foundBuf`.
 */
function candidatesOf(index: TypoIndex, row: TypoRow, within: Int32Array | null, skip: (i: number) => boolean): number {
  if (markBuf.length < index.items) {
    markBuf = new Uint8Array(index.items);
    foundBuf = new Int32Array(index.items);
  }
  const marks = markBuf;
  const { itemsAt, itemsOf } = index;
  let found = 0;
  const close = closeWords(index, row, within);
  for (let c = 0; c < close; c++) {
    const v = closeBuf[c];
    for (let k = itemsAt[v]; k < itemsAt[v + 1]; k++) {
      const i = itemsOf[k];
      if (marks[i]) continue;
      marks[i] = 1;
      if (!skip(i)) foundBuf[found++] = i;
    }
  }
  for (let c = 0; c < close; c++) for (let k = itemsAt[closeBuf[c]]; k < itemsAt[closeBuf[c] + 1]; k++) marks[itemsOf[k]] = 0;
  return found;
}

// The best distances (half edits) of one typed word over an item's words: anywhere, and in the title.
let bestAnywhere = FAR;
let bestInTitle = FAR;

/**
 * Sets `bestAnywhere` and `bestInTitle` for one item and typed word: the closest from a word's start,
 * or when none is within the allowance, from inside one ('tstings' in settings, ranked a little lower).
 */
function bestOver(index: TypoIndex, i: number, row: TypoRow, within: Int32Array | null): void {
  const { entries, entryNumbers } = index;
  const from = index.entriesAt[i];
  const to = index.entriesAt[i + 1];
  const hayEnd = from + index.hayCount[i];
  const { anchored, inside } = row;
  let anywhere = FAR;
  let inTitle = FAR;
  for (let k = from; k < to; k++) {
    const entry = entries[k];
    const v = entry >> 1;
    // A word its letters or length rule out is far; the others are measured on first need.
    const id = entryNumbers[k];
    if (!within) measure(row, id);
    else if (within[v >>> 5] & (1 << (v & 31))) measureLet(row, id);
    else continue;
    const d = anchored[id];
    if (k < hayEnd && d < anywhere) anywhere = d;
    if (entry & 1 && d < inTitle) inTitle = d;
  }
  const max = 2 * row.typed.max;
  if (anywhere > max || inTitle > max) {
    const fromAnywhere = anywhere > max;
    const fromTitle = inTitle > max;
    for (let k = from; k < to; k++) {
      const entry = entries[k];
      const v = entry >> 1;
      if (within && !(within[v >>> 5] & (1 << (v & 31)))) continue;
      const d = inside[entryNumbers[k]];
      if (fromAnywhere && k < hayEnd && d < anywhere) anywhere = d;
      if (fromTitle && entry & 1 && d < inTitle) inTitle = d;
    }
  }
  bestAnywhere = anywhere;
  bestInTitle = inTitle;
}

/**
 * An item's score in half edits (title matches first), or FAR when some typed word is not close enough.
 * The lead word (`lead`) comes last: every candidate has a word close to it, so the others rule
 * candidates out sooner.
 */
function scoreOf(index: TypoIndex, rows: readonly TypoRow[], within: readonly (Int32Array | null)[], i: number, lead: number): number {
  let anywhere = 0;
  let inTitle = 0;
  const last = rows.length - 1;
  for (let k = 0; k <= last && anywhere !== FAR; k++) {
    // Row order: every row but the lead in turn, then the lead.
    const t = k === last ? lead : k < lead ? k : k + 1;
    const max = 2 * rows[t].typed.max + 1;
    bestOver(index, i, rows[t], within[t]);
    anywhere = bestAnywhere > max ? FAR : anywhere + bestAnywhere;
    inTitle = bestInTitle > max || inTitle === FAR ? FAR : inTitle + bestInTitle;
  }
  if (anywhere === FAR) return FAR;
  return inTitle <= anywhere ? inTitle : anywhere + 1;
}

/**
 * Items (not `skip`ped) whose every typed word is within its allowance of one of their words, closest
 * first, then in list order. Empty when no typed word is long enough to carry a typo. `text`: what the
 * typed words come from (distances are kept while it is typed further).
 */
export function typoOrder(index: TypoIndex, typed: readonly string[], skip: (i: number) => boolean, text = typed.join(' ')): { i: number; score: number }[] {
  if (!typed.some((w) => allowedTypos(w.length) > 0)) return [];
  if (index.era !== numberingEra()) renumber(index);
  const rows = rowsFor(text, typed);
  const within = withinSets(index, rows);
  const lead = rows.length > 1 ? leadWord(rows, within, index.planes.blocks) : 0;
  const scored: { i: number; score: number }[] = [];
  const found = candidatesOf(index, rows[lead], within[lead], skip);
  for (let c = 0; c < found; c++) {
    const i = foundBuf[c];
    const halves = scoreOf(index, rows, within, i, lead);
    if (halves !== FAR) scored.push({ i, score: halves / 2 });
  }
  return scored.sort((a, b) => a.score - b.score || a.i - b.i);
}
