// The matcher's tiers (see match.ts): which items hold what was typed, and how well: 0 the exact title,
// 1 the title's start, 2 starts of the title's words, 3 starts of words anywhere, 4 anywhere; 5 none.
// The candidates come from the pair and letter tests of text-index.ts (items lacking a pair or letter
// of the text cannot hold it); what those tests and searches find out about an item is passed on to
// its tiering, so no text is searched for the same thing twice.
import { letterMask, textsWithPairs, type PairIndex } from './text-index';

export const NO_TIER = 5;

/** A list's texts as the tiers read them (lower-cased; see match.ts for how they are made). */
export interface TierTexts {
  titles: string[];
  names: string[];
  /** ' ' + words joined by single spaces, so a word start is an `includes(' ' + w)`. */
  titleWords: string[];
  hays: string[];
  /** As `titleWords`, of the haystack, each word once (see `wordsOnce`). */
  hayWords: string[];
  /** Title and haystack of each item (substrings), with its letters and those of `hayWords` and `titleWords`. */
  plain: string[];
  plainMasks: Int32Array;
  wordMasks: Int32Array;
  titleWordMasks: Int32Array;
  /** Which of them hold which neighbouring letter pairs: long texts hold every letter, not every pair. */
  plainPairs: PairIndex;
  wordPairs: PairIndex;
}

/** The typed text's words, each with a space in front (a word start inside `hayWords`), and their letters. */
export interface TypedStarts {
  starts: string[];
  startMasks: Int32Array;
}

export function typedStarts(words: readonly string[]): TypedStarts {
  const starts = words.map((w) => ` ${w}`);
  // Not Int32Array.from(starts, letterMask): that path costs more than the rest of this.
  const startMasks = new Int32Array(starts.length);
  for (let k = 0; k < starts.length; k++) startMasks[k] = letterMask(starts[k]);
  return { starts, startMasks };
}

/**
 * ' ' + the distinct words of a text of words separated by spaces, in their order: a word start is
 * found in it as in the text, and a haystack names its title two or three times (in both languages,
 * as the command's own title), so the search is shorter by half.
 */
export function wordsOnce(text: string): string {
  const words = text.split(' ');
  // A few words are compared with each other; many go through a set.
  const seen = words.length > 32 ? new Set<string>() : null;
  let out = '';
  for (let k = 0; k < words.length; k++) {
    const word = words[k];
    if (!word) continue;
    let again = false;
    if (seen) again = seen.has(word) || !seen.add(word);
    else for (let j = 0; j < k && !again; j++) again = words[j] === word;
    if (!again) out += ` ${word}`;
  }
  return out || ' ';
}

// What is known of an item before its tier is worked out.
const NO = 0;
const YES = 1;
const UNKNOWN = 2;

/**
 * Into `matched` (empty): the items matching by tier, ascending; answers their tiers, the k-th item's
 * at k (an array reused by the next call). `from`: the items a shorter text matched (what a longer
 * one can still match), when remembered.
 */
export function matchTiers(p: TierTexts, q: string, typed: TypedStarts, from: readonly number[] | undefined, matched: number[]): Uint8Array {
  if (tiers.length < p.titles.length) tiers = new Uint8Array(p.titles.length);
  if (from) {
    for (const i of from) {
      const tr = tier(p, i, q, typed, UNKNOWN, UNKNOWN);
      if (tr < NO_TIER) {
        tiers[matched.length] = tr;
        matched.push(i);
      }
    }
    return tiers;
  }
  const blocks = p.plainPairs.blocks;
  if (withText.length < blocks) {
    withText = new Int32Array(blocks);
    withStart = new Int32Array(blocks);
  }
  // The items holding the text or its first word's start. Pairs first, 32 items at a time; then
  // letters and the search itself, item by item (most items lack one of the typed letters, and that
  // test costs less than the search it saves). For a text of one word, only the text is looked for:
  // an item with a word starting with it holds it (when it has a separator, no word starts with it).
  const firstStart = typed.starts[0];
  const oneWord = typed.starts.length === 1;
  textsWithPairs(p.plainPairs, q, withText);
  if (oneWord) withStart.fill(0, 0, blocks);
  else textsWithPairs(p.wordPairs, firstStart, withStart);
  const qMask = letterMask(q);
  const startMask = typed.startMasks[0];
  for (let block = 0; block < blocks; block++) {
    const textBits = withText[block];
    const startBits = withStart[block];
    for (let rest = textBits | startBits; rest !== 0; rest &= rest - 1) {
      const low = rest & -rest;
      const i = (block << 5) + 31 - Math.clz32(low);
      if (i >= p.plain.length) break;
      const holdsText = (textBits & low) !== 0 && (p.plainMasks[i] & qMask) === qMask && p.plain[i].includes(q);
      const mayStart = (p.wordMasks[i] & startMask) === startMask;
      let tr = NO_TIER;
      if (holdsText) tr = tier(p, i, q, typed, YES, mayStart && (oneWord || (startBits & low) !== 0) ? UNKNOWN : NO);
      else if ((startBits & low) !== 0 && mayStart && p.hayWords[i].includes(firstStart)) tr = tier(p, i, q, typed, NO, YES);
      if (tr < NO_TIER) {
        tiers[matched.length] = tr;
        matched.push(i);
      }
    }
  }
  return tiers;
}

// The pair tests' answers (a bit an item) and the tiers found, reused between keystrokes.
let withText = new Int32Array(0);
let withStart = new Int32Array(0);
let tiers = new Uint8Array(0);

/**
 * An item's tier. `holdsText`: whether its title or haystack holds `q`; `holdsStart`: whether its
 * words hold the first typed word's start (each NO, YES or UNKNOWN).
 */
function tier(p: TierTexts, i: number, q: string, typed: TypedStarts, holdsText: number, holdsStart: number): number {
  const title = p.titles[i];
  const name = p.names[i];
  if (title === q || name === q) return 0;
  if (title.startsWith(q) || name.startsWith(q)) return 1;
  const { starts, startMasks } = typed;
  const wordMask = p.wordMasks[i];
  const titleMask = p.titleWordMasks[i];
  let titleStarts = true;
  for (let k = 0; k < starts.length; k++) {
    const mask = startMasks[k];
    const found = k === 0 && holdsStart !== UNKNOWN ? holdsStart === YES : (wordMask & mask) === mask && p.hayWords[i].includes(starts[k]);
    // The haystack is part of the plain text: when that does not hold `q`, neither does the haystack.
    if (!found) return holdsText !== NO && p.hays[i].includes(q) ? 4 : NO_TIER;
    if (titleStarts && !((titleMask & mask) === mask && p.titleWords[i].includes(starts[k]))) titleStarts = false;
  }
  return titleStarts ? 2 : 3;
}
