// Finding an item's text without visiting every item: a list's texts joined into one string and
// searched with indexOf (the engine's fast string search), each hit mapped back to its item by offset.
// Also each text's letter set as a bit mask, which rules an item out for a typo search at a glance.

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

/** Two ascending lists as one, ascending, without repeats. */
export function mergeAscending(a: readonly number[], b: readonly number[]): number[] {
  if (!b.length) return a as number[];
  if (!a.length) return b as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i] : Infinity;
    const y = j < b.length ? b[j] : Infinity;
    if (x <= y) {
      out.push(x);
      i++;
      if (x === y) j++;
    } else {
      out.push(y);
      j++;
    }
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
