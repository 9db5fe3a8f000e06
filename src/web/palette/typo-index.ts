// The typo pass over a short list (pages, commands, choices): items within a few typos of what is typed,
// closest first (a match in the title before one elsewhere). The distance of a typed word is worked
// out once per distinct word of the list, not once per item (titles repeat in both languages and in
// keywords), and a word's letter set rules most words out before the table: a typed letter the word
// lacks costs an edit however the two are aligned.
import { bitCount, letterMask, missingLetters } from './text-index';
import { allowedTypos, fastTypoDistance, MAX_PATTERN, prefixTypoDistance, typedPattern } from './typo-distance';

export interface TypoIndex {
  words: string[];
  masks: Int32Array;
  /** Each item's words (ids into `words`), anywhere and in the title. */
  hay: Int32Array[];
  title: Int32Array[];
  /** The items each word appears in (anywhere), ascending. */
  itemsOf: number[][];
}

/** `hayWords`/`titleWords`: each item's text as words separated by single spaces. */
export function buildTypoIndex(hayWords: readonly string[], titleWords: readonly string[]): TypoIndex {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const itemsOf: number[][] = [];
  const idsOf = (text: string, item: number | null): Int32Array => {
    const out: number[] = [];
    for (const word of text.split(' ')) {
      if (!word) continue;
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        ids.set(word, id);
        words.push(word);
        itemsOf.push([]);
      }
      if (out.includes(id)) continue;
      out.push(id);
      if (item !== null) itemsOf[id].push(item);
    }
    return Int32Array.from(out);
  };
  const hay = hayWords.map((text, i) => idsOf(text, i));
  const title = titleWords.map((text) => idsOf(text, null));
  const masks = Int32Array.from(words, letterMask);
  return { words, masks, hay, title, itemsOf };
}

// Distances per typed word and list word, reused between keystrokes (grown when a list is longer).
let anchoredBuf = new Float32Array(0);
let insideBuf = new Float32Array(0);

/** The best distance of one typed word over an item's words, or Infinity. */
function bestOver(ids: Int32Array, anchored: Float32Array, inside: Float32Array, base: number, max: number): number {
  let best = Infinity;
  for (let k = 0; k < ids.length; k++) {
    const d = anchored[base + ids[k]];
    if (d < best) best = d;
  }
  if (best <= max) return best;
  // Inside a word ('tstings' in settings) counts as from its start, and ranks a little lower.
  for (let k = 0; k < ids.length; k++) {
    const d = inside[base + ids[k]];
    if (d < best) best = d;
  }
  return best;
}

/**
 * Items (not `skip`ped) whose every typed word is within its allowance of one of their words, closest
 * first, then in list order. Empty when no typed word is long enough to carry a typo.
 */
export function typoOrder(index: TypoIndex, typed: readonly string[], skip: (i: number) => boolean): { i: number; score: number }[] {
  if (!typed.some((w) => allowedTypos(w.length) > 0)) return [];
  const n = index.words.length;
  const size = n * typed.length;
  if (anchoredBuf.length < size) {
    anchoredBuf = new Float32Array(size);
    insideBuf = new Float32Array(size);
  }
  const anchored = anchoredBuf;
  const inside = insideBuf;
  const maxes = typed.map((w) => allowedTypos(w.length));
  // Items holding a close word for the first typed word: the only ones that can match.
  const candidates = new Set<number>();
  for (let t = 0; t < typed.length; t++) {
    const word = typed[t];
    const max = maxes[t];
    const base = t * n;
    const pattern = word.length <= MAX_PATTERN ? typedPattern(word) : null;
    const typedMask = letterMask(word);
    const shortest = word.length - max;
    for (let v = 0; v < n; v++) {
      anchored[base + v] = Infinity;
      inside[base + v] = Infinity;
      const listWord = index.words[v];
      if (max === 0) {
        if (listWord.startsWith(word)) anchored[base + v] = 0;
      } else if (listWord.length >= shortest && bitCount(typedMask & ~index.masks[v]) <= max && missingLetters(word, index.masks[v]) <= max) {
        const a = pattern ? fastTypoDistance(pattern, listWord, true, max) : prefixTypoDistance(word, listWord, max);
        if (a <= max) anchored[base + v] = a;
        else {
          // Inside a word ('tstings' in settings): counts for an item none of whose words is close from
          // its start, a little lower.
          const u = pattern ? fastTypoDistance(pattern, listWord, false) : prefixTypoDistance(word, listWord, max, false);
          if (u <= max) inside[base + v] = u + 0.5;
        }
      }
      if (t === 0 && (anchored[base + v] !== Infinity || inside[base + v] !== Infinity)) for (const i of index.itemsOf[v]) candidates.add(i);
    }
  }
  const scored: { i: number; score: number }[] = [];
  for (const i of candidates) {
    if (skip(i)) continue;
    let anywhere = 0;
    let inTitle = 0;
    for (let t = 0; t < typed.length && anywhere !== Infinity; t++) {
      const best = bestOver(index.hay[i], anchored, inside, t * n, maxes[t]);
      anywhere = best > maxes[t] + 0.5 ? Infinity : anywhere + best;
      if (inTitle !== Infinity) {
        const titleBest = bestOver(index.title[i], anchored, inside, t * n, maxes[t]);
        inTitle = titleBest > maxes[t] + 0.5 ? Infinity : inTitle + titleBest;
      }
    }
    if (anywhere === Infinity) continue;
    scored.push({ i, score: inTitle <= anywhere ? inTitle : anywhere + 0.5 });
  }
  return scored.sort((a, b) => a.score - b.score || a.i - b.i);
}
