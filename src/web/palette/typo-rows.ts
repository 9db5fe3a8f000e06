// The typo pass's distances, kept per typed word over one numbering of the words of every list it
// searches. The palette ranks its lists (Navigate, Actions) for the same text on each keystroke, and
// their words overlap (a command names its page), so what one list measured the next one reads; and
// while a text is being typed ('generate p', 'generate pa'), its finished words keep their distances.
// Only the typed words of the current text and of the text it extends (or was cut from) are kept.
import { bitCount, letterMask } from './text-index';
import { FAR, measureLetting, typedWord, UNKNOWN, wordDistance, type TypedWord } from './typo-word';

/** One typed word's distances to every numbered word, in half edits (UNKNOWN where not measured yet; see typo-word.ts). */
export interface TypoRow {
  typed: TypedWord;
  anchored: Int16Array;
  inside: Int16Array;
}

/** Past this many numbered words, start over (lists come and go; their words need not stay). */
const NUMBERING_LIMIT = 100_000;

const ids = new Map<string, number>();
let words: string[] = [];
let masks: Int32Array = new Int32Array(1024);
let lengths: Int32Array = new Int32Array(1024);
/** Bumped when the numbering starts over: numbers given before it mean nothing. */
let era = 0;

const rows = new Map<string, TypoRow>();
/** Rows no longer kept, whose arrays the next typed words reuse (a keystroke should not allocate). */
const spare: TypoRow[] = [];
let lastText = '';

export function numberingEra(): number {
  return era;
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
  id = words.length;
  ids.set(word, id);
  words.push(word);
  if (masks.length <= id) {
    masks = grownCopy(masks);
    lengths = grownCopy(lengths);
  }
  masks[id] = letterMask(word);
  lengths[id] = word.length;
  return id;
}

function grownCopy(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

function startOver(): void {
  ids.clear();
  words = [];
  rows.clear();
  spare.length = 0;
  era++;
}

/** Makes sure the row holds its typed word's distance to numbered word `id`. */
export function measure(row: TypoRow, id: number): void {
  if (row.anchored[id] === UNKNOWN) wordDistance(row.typed, words[id], masks[id], row.anchored, row.inside, id);
}

/**
 * Makes sure the row holds its distance to numbered word `id`, a word its length and letters let
 * through (see letter-planes.ts): no need to test them again.
 */
export function measureLet(row: TypoRow, id: number): void {
  if (row.anchored[id] !== UNKNOWN) return;
  if (row.typed.max === 0) wordDistance(row.typed, words[id], masks[id], row.anchored, row.inside, id);
  else measureLetting(row.typed, words[id], row.anchored, row.inside, id);
}

/** Whether numbered word `id`, let through by its length and letters, is close to the row's typed word. */
export function isClose(row: TypoRow, id: number): boolean {
  measureLet(row, id);
  return row.anchored[id] !== FAR || row.inside[id] !== FAR;
}

/**
 * Which of `ids` (numbered words) are close to the row's typed word, as positions in `ids`, into
 * `out`. Every word of a list goes through here once a keystroke: the cheap tests are inline.
 */
export function closeAmong(row: TypoRow, ids: Int32Array, out: number[]): number[] {
  const { anchored, inside, typed } = row;
  const { max, shortest, mask } = typed;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    if (anchored[id] === UNKNOWN) {
      // Most words fail on length or letters: settled here, without a call.
      if (max > 0 && (lengths[id] < shortest || bitCount(mask & ~masks[id]) > max)) {
        anchored[id] = FAR;
        inside[id] = FAR;
        continue;
      }
      wordDistance(typed, words[id], masks[id], anchored, inside, id);
    }
    if (anchored[id] !== FAR || inside[id] !== FAR) out.push(k);
  }
  return out;
}

/** Whether one text is the other typed further (a keystroke apart, or a few). */
const extends_ = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** The rows of these typed words (`text` is what they come from), made or kept. */
export function rowsFor(text: string, typed: readonly string[]): TypoRow[] {
  if (text !== lastText) {
    const keep = extends_(text, lastText);
    rows.forEach((row, word) => {
      if (keep && typed.includes(word)) return;
      rows.delete(word);
      spare.push(row);
    });
    lastText = text;
  }
  rowsOf.length = typed.length;
  for (let t = 0; t < typed.length; t++) rowsOf[t] = rowOf(typed[t]);
  return rowsOf;
}

/** The answer's list, reused (it is read before the next call). */
const rowsOf: TypoRow[] = [];

function rowOf(word: string): TypoRow {
  let row = rows.get(word);
  if (!row) {
    row = spare.pop();
    if (row) {
      row.typed = typedWord(word, row.typed);
      row.anchored.fill(UNKNOWN, 0, words.length);
    } else row = { typed: typedWord(word), anchored: new Int16Array(0), inside: new Int16Array(0) };
    rows.set(word, row);
  }
  if (row.anchored.length < words.length) grow(row);
  return row;
}

/** Room for every numbered word; the new ones unmeasured. */
function grow(row: TypoRow): void {
  const size = Math.max(words.length, 256) * 2;
  const anchored = new Int16Array(size).fill(UNKNOWN);
  anchored.set(row.anchored);
  const inside = new Int16Array(size);
  inside.set(row.inside);
  row.anchored = anchored;
  row.inside = inside;
}
