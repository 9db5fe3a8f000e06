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
