// The typo pass's distances, kept per typed word over one numbering of the words of every list it
// searches. The palette ranks its lists (Navigate, Actions) for the same text on each keystroke, and
// their words overlap (a command names its page), so what one list measured the next one reads; and
// while a text is being typed ('generate p', 'generate pa'), its finished words keep their distances.
// Only the typed words of the current text and of the text it extends (or was cut from) are kept.
import { bitCount } from './text-index';
import { FAR, measureLetting, typedWord, UNKNOWN, wordDistance, type TypedWord } from './typo-word';
import { numbered } from './word-numbers';

/** One typed word's distances to every numbered word, in half edits (UNKNOWN where not measured yet; see typo-word.ts). */
export interface TypoRow {
  typed: TypedWord;
  anchored: Int16Array;
  inside: Int16Array;
}

/** The rows kept (the first `kept`), by typed word: a text has a few words, a look through them costs less than hashing each. */
const keptWords: string[] = [];
const keptRows: TypoRow[] = [];
let kept = 0;
/** Rows no longer kept, whose arrays the next typed words reuse (a keystroke should not allocate). */
const spare: TypoRow[] = [];
let lastText = '';

/** The era of the numbering the rows were measured in (see word-numbers.ts). */
let rowsEra = 0;

/** Drops every row: the numbering started over, and their distances are by the old numbers. */
function dropRows(): void {
  keptWords.length = 0;
  keptRows.length = 0;
  kept = 0;
  spare.length = 0;
  rowsEra = numbered.era;
}

/** Makes sure the row holds its typed word's distance to numbered word `id`. */
export function measure(row: TypoRow, id: number): void {
  if (row.anchored[id] === UNKNOWN) wordDistance(row.typed, id, row.anchored, row.inside);
}

/**
 * Makes sure the row holds its distance to numbered word `id`, a word its length and letters let
 * through (see letter-planes.ts): no need to test them again.
 */
export function measureLet(row: TypoRow, id: number): void {
  if (row.anchored[id] !== UNKNOWN) return;
  if (row.typed.max === 0) wordDistance(row.typed, id, row.anchored, row.inside);
  else measureLetting(row.typed, id, row.anchored, row.inside);
}

/** Whether numbered word `id`, let through by its length and letters, is close to the row's typed word. */
export function isClose(row: TypoRow, id: number): boolean {
  measureLet(row, id);
  return row.anchored[id] !== FAR || row.inside[id] !== FAR;
}

/**
 * How many of `ids` (numbered words) are close to the row's typed word, their positions in `ids` into
 * `out`. Every word of a list goes through here once a keystroke: the cheap tests are inline.
 */
export function closeAmong(row: TypoRow, ids: Int32Array, out: Int32Array): number {
  let close = 0;
  const { anchored, inside, typed } = row;
  const { max, shortest, mask } = typed;
  const { lengths, masks } = numbered;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    if (anchored[id] === UNKNOWN) {
      // Most words fail on length or letters: settled here, without a call.
      if (max > 0 && (lengths[id] < shortest || bitCount(mask & ~masks[id]) > max)) {
        anchored[id] = FAR;
        inside[id] = FAR;
        continue;
      }
      wordDistance(typed, id, anchored, inside);
    }
    if (anchored[id] !== FAR || inside[id] !== FAR) out[close++] = k;
  }
  return close;
}

/** Whether one text is the other typed further (a keystroke apart, or a few). */
const extends_ = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** The rows of these typed words (`text` is what they come from), made or kept. */
export function rowsFor(text: string, typed: readonly string[]): TypoRow[] {
  if (rowsEra !== numbered.era) dropRows();
  if (text !== lastText) {
    const keep = extends_(text, lastText);
    const before = kept;
    kept = 0;
    for (let k = 0; k < before; k++) {
      if (keep && typed.includes(keptWords[k])) {
        keptWords[kept] = keptWords[k];
        keptRows[kept++] = keptRows[k];
      } else spare.push(keptRows[k]);
    }
    lastText = text;
  }
  if (rowsOf.length !== typed.length) rowsOf.length = typed.length;
  for (let t = 0; t < typed.length; t++) rowsOf[t] = rowOf(typed[t]);
  return rowsOf;
}

/** The answer's list, reused (it is read before the next call). */
const rowsOf: TypoRow[] = [];

function rowOf(word: string): TypoRow {
  let row: TypoRow | undefined;
  for (let k = 0; k < kept && !row; k++) if (keptWords[k] === word) row = keptRows[k];
  if (!row) {
    row = spare.pop();
    if (row) {
      row.typed = typedWord(word, row.typed);
      row.anchored.fill(UNKNOWN, 0, numbered.words.length);
    } else row = { typed: typedWord(word), anchored: new Int16Array(0), inside: new Int16Array(0) };
    keptWords[kept] = word;
    keptRows[kept++] = row;
  }
  if (row.anchored.length < numbered.words.length) grow(row);
  return row;
}

/** Room for every numbered word; the new ones unmeasured. */
function grow(row: TypoRow): void {
  const size = Math.max(numbered.words.length, 256) * 2;
  const anchored = new Int16Array(size).fill(UNKNOWN);
  anchored.set(row.anchored);
  const inside = new Int16Array(size);
  inside.set(row.inside);
  row.anchored = anchored;
  row.inside = inside;
}
