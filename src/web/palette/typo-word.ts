// One typed word against one word of the list, for the typo pass: what is worked out once per typed
// word (its allowance, letters and bit pattern), and the distance itself behind cheap tests that rule
// most words out (a typed letter the word lacks costs an edit however the two are aligned).
import { bitCount, letterMask } from './text-index';
import { allowedTypos, fastTypoDistanceAt, insideTypoDistanceAt, MAX_PATTERN, prefixTypoDistance, typedPattern, type TypedPattern } from './typo-distance';
import { numbered } from './word-numbers';

// Distances are kept in half edits, as small integers (no boxed numbers in the hot loops): an edit is
// 2, a match from inside a word costs 1 more.
/** Not measured yet (distances are never negative). */
export const UNKNOWN = -1;
/** Further than allowed (any half-edit count above a real one). */
export const FAR = 0x7fff;

export interface TypedWord {
  word: string;
  /** Edits allowed; 0 means the word must start a list word as typed. */
  max: number;
  mask: number;
  /** How many of its letters fall on each bit of `mask` (a letter typed twice costs two edits if absent). */
  perBit: Int8Array;
  /** Whether no two letters share a bit: then the missing count is the missing bits' count. */
  distinct: boolean;
  /** A list word shorter than this is more than `max` edits away. */
  shortest: number;
  /** Null past MAX_PATTERN letters (the table is used then). */
  pattern: TypedPattern | null;
  /** The pattern's tables, kept for the next word when this one needs none. */
  tables?: TypedPattern;
}

/** What is worked out once for a typed word; into `reuse`'s tables when given (a keystroke should not allocate). */
export function typedWord(word: string, reuse?: TypedWord): TypedWord {
  const max = allowedTypos(word.length);
  const mask = letterMask(word);
  const perBit = reuse ? reuse.perBit.fill(0) : new Int8Array(32);
  for (let i = 0; i < word.length; i++) perBit[word.charCodeAt(i) & 31]++;
  const tables = reuse?.tables;
  const pattern = max > 0 && word.length <= MAX_PATTERN ? typedPattern(word, tables) : null;
  return {
    word,
    max,
    mask,
    perBit,
    distinct: bitCount(mask) === word.length,
    shortest: word.length - max,
    pattern,
    tables: pattern ?? tables,
  };
}

/** How many typed letters the list word surely lacks (what `missingLetters` counts, from the bits). */
function missingCount(typed: TypedWord, listMask: number): number {
  let absent = typed.mask & ~listMask;
  if (typed.distinct) return bitCount(absent);
  let missing = 0;
  while (absent) {
    const low = absent & -absent;
    missing += typed.perBit[31 - Math.clz32(low)];
    absent ^= low;
  }
  return missing;
}

/** From anywhere inside numbered word `id` (never more than from its start); exact up to the allowance. */
function insideDistance(typed: TypedWord, id: number): number {
  const from = numbered.charsAt[id];
  return typed.pattern ? insideTypoDistanceAt(typed.pattern, numbered.chars, from, from + numbered.lengths[id], typed.max) : prefixTypoDistance(typed.word, numbered.words[id], typed.max, false);
}

function anchoredDistance(typed: TypedWord, id: number): number {
  const from = numbered.charsAt[id];
  return typed.pattern ? fastTypoDistanceAt(typed.pattern, numbered.chars, from, from + numbered.lengths[id], true, typed.max) : prefixTypoDistance(typed.word, numbered.words[id], typed.max);
}

/** Whether numbered word `id` starts with the typed word (as `startsWith`, on the shared codes). */
function startsWithTyped(typed: TypedWord, id: number): boolean {
  const word = typed.word;
  if (numbered.lengths[id] < word.length) return false;
  const { chars } = numbered;
  const from = numbered.charsAt[id];
  for (let j = 0; j < word.length; j++) if (chars[from + j] !== word.charCodeAt(j)) return false;
  return true;
}

/**
 * Writes at `id` (a word's number, see word-numbers.ts), in half edits, the distance from the word's
 * start (if within the allowance, else FAR) and, when that is too far, from inside it plus half an
 * edit (if within, else FAR).
 */
export function wordDistance(typed: TypedWord, id: number, anchored: Int16Array, inside: Int16Array): void {
  let fromStart = FAR;
  let within = FAR;
  const max = typed.max;
  if (max === 0) {
    if (startsWithTyped(typed, id)) fromStart = 0;
  } else if (numbered.lengths[id] >= typed.shortest && missingCount(typed, numbered.masks[id]) <= max) {
    measureLetting(typed, id, anchored, inside);
    return;
  }
  anchored[id] = fromStart;
  inside[id] = within;
}

/**
 * `wordDistance` for a word its length and letters already let through (see letter-planes.ts), with
 * a typed word allowed typos.
 */
export function measureLetting(typed: TypedWord, id: number, anchored: Int16Array, inside: Int16Array): void {
  const max = typed.max;
  let fromStart = FAR;
  let within = FAR;
  // Inside first: it is never more than from the start, so when it is too far (most words) so is that.
  const u = insideDistance(typed, id);
  if (u <= max) {
    const a = anchoredDistance(typed, id);
    if (a <= max) fromStart = 2 * a;
    else within = 2 * u + 1;
  }
  anchored[id] = fromStart;
  inside[id] = within;
}
