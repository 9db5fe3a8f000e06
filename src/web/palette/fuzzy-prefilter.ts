// What uFuzzy's single-error mode (intraMode 1, as match.ts sets it up) needs of a haystack for each
// word typed, tested before uFuzzy is asked: the question costs it a regular expression built for the
// text (tens of microseconds when the page is busy) and a search an item, and most items cannot match.
// uFuzzy's own rules (its default `intraRules`, first letter always as typed): a word of one or two
// letters must be there as typed; of three, as typed or with its last two letters swapped; of four,
// also with one letter inserted; only from five letters on may one letter be missing or another.
// So a word of up to four letters needs all its letters, a longer one all but one. (A word with an
// apostrophe may be taken apart as a contraction, "'s", and then asks for less: it keeps the test the
// matcher always made, all its letters but one.)
import { missingLetters } from './text-index';

/** The text's words (split on spaces), for a text of lower-case ASCII letters, digits, "'" and spaces only. */
export interface FuzzyTerms {
  words: string[];
  /** Per word, how many of its letters a haystack may lack. */
  lacking: number[];
  /** Per word, its exact forms when it is letters only and up to three long (else null). */
  forms: (string[] | null)[];
}

export function fuzzyTerms(text: string): FuzzyTerms {
  const words = text.split(' ').filter(Boolean);
  return { words, lacking: words.map((w) => (w.length <= 4 && !w.includes("'") ? 0 : 1)), forms: words.map(exactForms) };
}

function exactForms(word: string): string[] | null {
  if (word.length > 3 || !/^[a-z]+$/.test(word)) return null;
  if (word.length < 3 || word[1] === word[2]) return [word];
  return [word, word[0] + word[2] + word[1]];
}

/**
 * Whether uFuzzy can match the text in a haystack with these letters (`mask`, see `letterMask`; false
 * only when it cannot). `hay` is read only for the short words.
 */
export function fuzzyMayMatch(terms: FuzzyTerms, mask: number, hay: string): boolean {
  const { words, lacking, forms } = terms;
  for (let k = 0; k < words.length; k++) if (missingLetters(words[k], mask) > lacking[k]) return false;
  for (let k = 0; k < words.length; k++) {
    const exact = forms[k];
    if (exact && !exact.some((form) => hay.includes(form))) return false;
  }
  return true;
}
