// How far a typed word is from the start of a word in the list: the fewest single-letter edits (insert,
// delete, substitute, or swap two neighbours) that turn it into some prefix of that word. 'aplicatns'
// is 2 from 'applicants' (a dropped p, a swapped tn), so a typo still finds its page, as the header
// search (Fuse, threshold 0.4) does.

/** Edits a typed word of this length may contain and still count as a typo of a word. */
export function allowedTypos(length: number): number {
  // As the header search's Fuse threshold (0.4 errors per letter); a short word must be typed right.
  return length <= 3 ? 0 : Math.floor(length * 0.4);
}

// Reused rows of the table (three: a swap looks two rows back); sized for the longest word seen.
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * The distance from `typed` to the closest prefix of `word` (the rest of the word is free), or
 * `max + 1` as soon as it must exceed `max`. Not `anchored`: to the closest part of the word.
 */
export function prefixTypoDistance(typed: string, word: string, max: number, anchored = true): number {
  const m = typed.length;
  const n = word.length;
  if (m === 0) return 0;
  if (n < m - max) return max + 1;
  if (rows[0].length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let before = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  // Unanchored, the typed word may also start anywhere inside the word (as Fuse's bitap allows).
  for (let j = 0; j <= n; j++) prev[j] = anchored ? j : 0;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const a = typed.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const b = word.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a === b ? 0 : 1));
      if (i > 1 && j > 1 && a === word.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === b) d = Math.min(d, before[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = prev;
    prev = cur;
    cur = spare;
  }
  // The typed word may end anywhere in the word: the best of the last row.
  let best = max + 1;
  for (let j = 0; j <= n; j++) if (prev[j] < best) best = prev[j];
  return best;
}

/**
 * The summed distance of every typed word to its closest word in `words`, or -1 when a typed word has
 * none within its allowance.
 */
export function typoScore(typedWords: readonly string[], words: readonly string[]): number {
  let total = 0;
  for (const typed of typedWords) {
    const max = allowedTypos(typed.length);
    let best = max + 1;
    for (const word of words) {
      if (word.length === 0) continue;
      // Only a closer word matters now.
      const d = prefixTypoDistance(typed, word, best - 1);
      if (d < best) best = d;
      if (best === 0) break;
    }
    // Inside a word ('tstings' in settings) is allowed as from its start, and ranks a little lower.
    if (best > max && max > 0) {
      for (const word of words) {
        const d = prefixTypoDistance(typed, word, max, false) + 0.5;
        if (d < best) best = d;
      }
    }
    if (best > max + 0.5) return -1;
    total += best;
  }
  return total;
}

/** A typed word's letters as bit positions, for `fastTypoDistance` (words of up to 31 letters). */
export interface TypedPattern {
  length: number;
  ascii: Int32Array;
  other: Map<number, number>;
}

export const MAX_PATTERN = 31;

export function typedPattern(typed: string, reuse?: TypedPattern): TypedPattern {
  const p = reuse ?? { length: 0, ascii: new Int32Array(128), other: new Map<number, number>() };
  // Reused (a keystroke should not allocate): clear what the last word set. An empty Map is left
  // alone: clearing one still makes it a new table.
  if (reuse) {
    p.ascii.fill(0);
    if (p.other.size) p.other.clear();
  }
  for (let i = 0; i < typed.length && i < MAX_PATTERN; i++) {
    const c = typed.charCodeAt(i);
    if (c < 128) p.ascii[c] |= 1 << i;
    else p.other.set(c, (p.other.get(c) ?? 0) | (1 << i));
  }
  p.length = Math.min(typed.length, MAX_PATTERN);
  return p;
}

/**
 * What `prefixTypoDistance` answers (same edits, swaps included), one column of the table per letter
 * of the word as bits (Myers' bit-vector method with Hyyrö's swap term): several times faster. Exact
 * up to `max` (past it, some number above `max`).
 */
export function fastTypoDistance(p: TypedPattern, word: string, anchored = true, max = Infinity): number {
  return fastTypoDistanceAt(p, codesOf(word), 0, word.length, anchored, max);
}

/** `insideTypoDistanceAt` of a word given as a string. */
export function insideTypoDistance(p: TypedPattern, word: string, max: number): number {
  return insideTypoDistanceAt(p, codesOf(word), 0, word.length, max);
}

// A word's character codes, for the string forms above (the typo pass keeps its words' codes in one array).
let codes = new Uint16Array(64);

function codesOf(word: string): Uint16Array {
  if (codes.length < word.length) codes = new Uint16Array(word.length * 2);
  for (let j = 0; j < word.length; j++) codes[j] = word.charCodeAt(j);
  return codes;
}

/** `fastTypoDistance` of the word whose character codes are `chars[from…to]`. */
export function fastTypoDistanceAt(p: TypedPattern, chars: Uint16Array, from: number, to: number, anchored = true, max = Infinity): number {
  const m = p.length;
  if (m === 0) return 0;
  const high = 1 << (m - 1);
  let vp = -1;
  let vn = 0;
  let d0Prev = 0;
  let pmPrev = 0;
  let score = m;
  let best = m;
  // Anchored, a prefix longer than the typed word by more than `max` is further than `max` away.
  const end = anchored ? Math.min(to - from, m + max) : to - from;
  for (let j = 0; j < end; j++) {
    const c = chars[from + j];
    const pm = c < 128 ? p.ascii[c] : (p.other.get(c) ?? 0);
    const tr = (((~d0Prev & pm) << 1) & pmPrev);
    const d0 = ((((pm & vp) + vp) ^ vp) | pm | vn | tr);
    let hp = vn | ~(d0 | vp);
    let hn = d0 & vp;
    if (hp & high) score++;
    else if (hn & high) score--;
    // Anchored, the first row grows by one a letter (the word's start is the typed word's start).
    hp = anchored ? (hp << 1) | 1 : hp << 1;
    hn <<= 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    d0Prev = d0;
    pmPrev = pm;
    if (score < best) best = score;
  }
  return best;
}

/**
 * `fastTypoDistance` from inside the word (unanchored; its codes `chars[from…to]`), exact up to
 * `max`; past it some number above `max`. Stops once the letters left cannot bring it lower: the
 * last row moves by one a letter at most. The typo pass measures most words of a list with it, and
 * most are far.
 */
export function insideTypoDistanceAt(p: TypedPattern, chars: Uint16Array, from: number, to: number, max: number): number {
  const m = p.length;
  if (m === 0) return 0;
  const shift = m - 1;
  const ascii = p.ascii;
  let vp = -1;
  let vn = 0;
  let d0Prev = 0;
  let pmPrev = 0;
  let score = m;
  let best = m;
  let bound = m < max + 1 ? m : max + 1;
  const n = to - from;
  for (let j = 0; j < n; j++) {
    const c = chars[from + j];
    const pm = c < 128 ? ascii[c] : (p.other.get(c) ?? 0);
    const d0 = ((((pm & vp) + vp) | 0) ^ vp) | pm | vn | (((~d0Prev & pm) << 1) & pmPrev);
    const hp = vn | ~(d0 | vp);
    const hn = d0 & vp;
    // hp and hn never share a bit: the last row goes up, down or stays.
    score += ((hp >>> shift) & 1) - ((hn >>> shift) & 1);
    if (score < best) {
      best = score;
      if (best < bound) bound = best;
    }
    if (score - (n - 1 - j) >= bound) return best;
    const hpShifted = hp << 1;
    vp = (hn << 1) | ~(d0 | hpShifted);
    vn = hpShifted & d0;
    d0Prev = d0;
    pmPrev = pm;
  }
  return best;
}
