// The typo pass's first test, 32 words at a time: for each letter (as text-index.ts folds letters to
// bits), which words lack it, which hold it at most once, and which words are at least so long, as bit
// sets over a list's words. How many of a typed word's letters each word lacks is then counted in bit
// planes (one bit of the count per plane, every word in its own bit), so the words that lack more than
// the allowance, or are too short, are ruled out without being looked at one by one. A letter typed
// twice that a word holds once counts as one lacking ('incidnets' and 'incidents' both hold two n's,
// 'index' one): every edit brings at most one typed letter the word does not hold.

/** Lengths past this are told apart no further (a longer typed word is checked word by word). */
const LONGEST = 32;

export interface LetterPlanes {
  /** 32-bit blocks per set (one bit a word). */
  blocks: number;
  /** Per letter bit, its set of words lacking it (`blocks` ints each). */
  lacking: Int32Array;
  /** Per letter bit, its set of words holding it at most once (these include the words lacking it). */
  single: Int32Array;
  /** Per length 0…LONGEST, its set of words at least that long. */
  atLeast: Int32Array;
}

export function buildLetterPlanes(words: readonly string[], masks: readonly number[] | Int32Array): LetterPlanes {
  const blocks = (words.length + 31) >>> 5;
  const lacking = new Int32Array(32 * blocks);
  const single = new Int32Array(32 * blocks);
  const atLeast = new Int32Array((LONGEST + 1) * blocks);
  for (let v = 0; v < words.length; v++) {
    const block = v >>> 5;
    const bit = 1 << (v & 31);
    const twice = repeatedLetters(words[v]);
    for (let b = 0; b < 32; b++) {
      if (!(masks[v] & (1 << b))) lacking[b * blocks + block] |= bit;
      if (!(twice & (1 << b))) single[b * blocks + block] |= bit;
    }
    const longest = Math.min(words[v].length, LONGEST);
    for (let l = 0; l <= longest; l++) atLeast[l * blocks + block] |= bit;
  }
  return { blocks, lacking, single, atLeast };
}

/** The letter bits (folded as in `letterMask`) a word holds more than once. */
function repeatedLetters(word: string): number {
  let once = 0;
  let twice = 0;
  for (let i = 0; i < word.length; i++) {
    const bit = 1 << (word.charCodeAt(i) & 31);
    twice |= once & bit;
    once |= bit;
  }
  return twice;
}

/** Whether a typed word can be tested in planes (its count of lacking letters must fit four bits). */
export function planesCount(typedLength: number, max: number): boolean {
  return typedLength <= LONGEST && max < 15;
}

/**
 * Into `out` (`blocks` ints, one bit a word): the words at least `shortest` long that lack at most
 * `max` of the typed letters (`perBit`: how many typed letters fall on each bit of `mask`).
 */
export function wordsWithin(planes: LetterPlanes, mask: number, perBit: Int8Array, shortest: number, max: number, out: Int32Array): Int32Array {
  const { blocks, lacking, single, atLeast } = planes;
  const lengthRow = Math.max(0, Math.min(shortest, LONGEST)) * blocks;
  for (let block = 0; block < blocks; block++) {
    // The count of lacking letters, bit-sliced: c0 ones, c1 twos, c2 fours, c3 eights; `over` past 15.
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let over = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const b = 31 - Math.clz32(rest & -rest);
      // A letter typed n times: one lacking where the word lacks it, n - 1 more where it holds it once at most.
      for (let times = perBit[b]; times > 0; times--) {
        let carry = times === perBit[b] ? lacking[b * blocks + block] : single[b * blocks + block];
        let t = c0 & carry;
        c0 ^= carry;
        carry = t;
        t = c1 & carry;
        c1 ^= carry;
        carry = t;
        t = c2 & carry;
        c2 ^= carry;
        carry = t;
        t = c3 & carry;
        c3 ^= carry;
        over |= t;
      }
    }
    out[block] = atLeast[lengthRow + block] & ~(over | greaterThan(c0, c1, c2, c3, max));
  }
  return out;
}

/** The lanes whose 4-bit count (planes c0…c3) is above `max` (below 16): compared from the top bit. */
function greaterThan(c0: number, c1: number, c2: number, c3: number, max: number): number {
  let above = 0;
  let equal = -1;
  if (max & 8) equal &= c3;
  else {
    above |= equal & c3;
    equal &= ~c3;
  }
  if (max & 4) equal &= c2;
  else {
    above |= equal & c2;
    equal &= ~c2;
  }
  if (max & 2) equal &= c1;
  else {
    above |= equal & c1;
    equal &= ~c1;
  }
  if (!(max & 1)) above |= equal & c0;
  return above;
}
