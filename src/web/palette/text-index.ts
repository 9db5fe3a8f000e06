// Ruling texts out before searching them: each text's letter set as a bit mask and its neighbouring
// letter pairs as a signature (a text lacking one of the needle's letters or pairs cannot hold it),
// which the matcher tests per item before `includes`. Also a list's texts joined into one string and
// searched with indexOf, each hit mapped back to its item by offset (the matcher's former way: on a
// list mixing scripts the joined text is two-byte and its search slower than the tests per item).

export interface TextIndex {
  text: string;
  /** Where each item's text starts in `text`; one more entry, the end. */
  offsets: Int32Array;
}

const JOIN = '\u0000';

export function buildTextIndex(parts: readonly string[]): TextIndex {
  const offsets = new Int32Array(parts.length + 1);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    offsets[i] = at;
    at += parts[i].length + JOIN.length;
  }
  offsets[parts.length] = at;
  return { text: parts.join(JOIN), offsets };
}

/** The item whose text holds position `at`, searching from `from` on (hits come in order). */
function itemAt(offsets: Int32Array, at: number, from: number): number {
  let lo = from;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The items whose text contains `needle`, ascending, each once, appended to `out`. */
export function itemsContaining(index: TextIndex, needle: string, out: number[] = []): number[] {
  if (!needle) return out;
  let item = 0;
  let at = index.text.indexOf(needle);
  while (at !== -1) {
    item = itemAt(index.offsets, at, item);
    out.push(item);
    at = index.text.indexOf(needle, index.offsets[item + 1]);
  }
  return out;
}

/** The text's characters as bits (folded: two characters may share one, which only lets more through). */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

/** How many of `typed`'s characters (from `start` to `end`) are surely not in the text of `mask`. */
export function missingLetters(typed: string, mask: number, start = 0, end = typed.length): number {
  let missing = 0;
  for (let i = start; i < end; i++) if (!(mask & (1 << (typed.charCodeAt(i) & 31)))) missing++;
  return missing;
}

/** How many bits are set. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Buckets neighbouring character pairs are hashed to. */
const PAIR_BUCKETS = 256;

function pairBucket(a: number, b: number): number {
  return Math.imul(a * 65599 + b, 0x9e3779b1) >>> 24;
}

/**
 * Per bucket of neighbouring character pairs, the set of texts holding such a pair (`blocks` ints a
 * bucket, one bit a text). A text holding a needle holds all its pairs; two pairs may share a bucket,
 * which only lets more through.
 */
export interface PairIndex {
  blocks: number;
  sets: Int32Array;
}

export function buildPairIndex(texts: readonly string[]): PairIndex {
  const blocks = (texts.length + 31) >>> 5;
  const sets = new Int32Array(PAIR_BUCKETS * blocks);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const bit = 1 << (i & 31);
    const block = i >>> 5;
    for (let k = 1; k < text.length; k++) sets[pairBucket(text.charCodeAt(k - 1), text.charCodeAt(k)) * blocks + block] |= bit;
  }
  return { blocks, sets };
}

/** Into `out` (`blocks` ints): the texts holding every pair of `needle` (all of them for a needle under two characters). */
export function textsWithPairs(index: PairIndex, needle: string, out: Int32Array): Int32Array {
  const { blocks, sets } = index;
  out.fill(-1, 0, blocks);
  for (let k = 1; k < needle.length; k++) {
    const row = pairBucket(needle.charCodeAt(k - 1), needle.charCodeAt(k)) * blocks;
    let left = 0;
    for (let block = 0; block < blocks; block++) left |= out[block] &= sets[row + block];
    // No text holds the pairs so far (a typo often does that early): the rest cannot add one.
    if (left === 0) break;
  }
  return out;
}
