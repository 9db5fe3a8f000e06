// One numbering of the words of every list the typo pass searches (see typo-rows.ts, which keeps
// distances by these numbers), with what the distances read of each word: its letters as a mask, its
// length, and its character codes, all words' codes in one array. A keystroke measures a hundred or
// so words of a list, most of them once: read from one array, they share the memory they are brought
// in with, where strings each bring their own.
import { letterMask } from './text-index';

/** Past this many numbered words, start over (lists come and go; their words need not stay). */
const NUMBERING_LIMIT = 100_000;

export interface NumberedWords {
  words: string[];
  masks: Int32Array;
  lengths: Int32Array;
  /** Word `id`'s character codes are `chars[charsAt[id]…charsAt[id] + lengths[id]]`. */
  chars: Uint16Array;
  charsAt: Int32Array;
  /** Bumped when the numbering starts over: numbers given before it mean nothing. */
  era: number;
}

export const numbered: NumberedWords = {
  words: [],
  masks: new Int32Array(1024),
  lengths: new Int32Array(1024),
  chars: new Uint16Array(8192),
  charsAt: new Int32Array(1024),
  era: 0,
};

const ids = new Map<string, number>();
/** Where the next word's codes go. */
let charsEnd = 0;

export function numberingEra(): number {
  return numbered.era;
}

/** The number of each word (given on first sight). */
export function numberWords(list: readonly string[]): Int32Array {
  if (ids.size + list.length > NUMBERING_LIMIT) startOver();
  const out = new Int32Array(list.length);
  for (let v = 0; v < list.length; v++) out[v] = numberOf(list[v]);
  return out;
}

function numberOf(word: string): number {
  let id = ids.get(word);
  if (id !== undefined) return id;
  const n = numbered;
  id = n.words.length;
  ids.set(word, id);
  n.words.push(word);
  if (n.masks.length <= id) {
    n.masks = grownCopy(n.masks);
    n.lengths = grownCopy(n.lengths);
    n.charsAt = grownCopy(n.charsAt);
  }
  if (n.chars.length < charsEnd + word.length) {
    const grown = new Uint16Array(Math.max(n.chars.length * 2, charsEnd + word.length));
    grown.set(n.chars);
    n.chars = grown;
  }
  n.masks[id] = letterMask(word);
  n.lengths[id] = word.length;
  n.charsAt[id] = charsEnd;
  for (let j = 0; j < word.length; j++) n.chars[charsEnd + j] = word.charCodeAt(j);
  charsEnd += word.length;
  return id;
}

function grownCopy(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

function startOver(): void {
  ids.clear();
  numbered.words = [];
  charsEnd = 0;
  numbered.era++;
}
