// The palette's bit-parallel typo distance (Myers' bit vectors with Hyyrö's swap term) gives what the
// plain table gives, from a word's start and inside it, on many random word pairs over a small alphabet
// (so they are close); and the prefilters of the matcher never drop a pair within the allowance.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { letterMask, missingLetters, buildTextIndex, itemsContaining } from '../../src/web/palette/text-index';
import { fastTypoDistance, prefixTypoDistance, typedPattern } from '../../src/web/palette/typo-distance';

let seed = 7;
const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
const word = (length: number, alphabet = 'abcde') => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');

test('bit vectors and the table agree (anchored and inside), 40,000 random pairs', () => {
  const wrong: string[] = [];
  for (let k = 0; k < 20_000; k++) {
    const typed = word(1 + random(12));
    const target = word(random(14));
    for (const anchored of [true, false]) {
      const table = prefixTypoDistance(typed, target, 99, anchored);
      const bits = fastTypoDistance(typedPattern(typed), target, anchored);
      if (table !== bits) wrong.push(`${typed}/${target}/${anchored}: ${table} vs ${bits}`);
    }
  }
  assert.equal(wrong.slice(0, 5), []);
});

test('capped at max, the anchored distance is exact up to max', () => {
  for (let k = 0; k < 5_000; k++) {
    const typed = word(2 + random(10));
    const target = word(random(20));
    const max = random(4);
    const exact = prefixTypoDistance(typed, target, 99);
    const capped = fastTypoDistance(typedPattern(typed), target, true, max);
    if (exact <= max) assert.is(capped, exact, `${typed}/${target}`);
    else assert.ok(capped > max, `${typed}/${target}`);
  }
});

test('letters: a word within k typos lacks at most k of the typed letters', () => {
  for (let k = 0; k < 5_000; k++) {
    const typed = word(4 + random(8), 'abcdefghij');
    const target = word(random(14), 'abcdefghij');
    const d = prefixTypoDistance(typed, target, 99, false);
    assert.ok(missingLetters(typed, letterMask(target)) <= d, `${typed}/${target}`);
  }
});

test('the joined text finds every item holding the text, once, in order', () => {
  const texts = ['alpha beta', 'beta', 'gamma alpha alpha', '', 'alphabet'];
  const index = buildTextIndex(texts);
  assert.equal(itemsContaining(index, 'alpha'), [0, 2, 4]);
  assert.equal(itemsContaining(index, 'beta'), [0, 1]);
  assert.equal(itemsContaining(index, 'zeta'), []);
});

test.run();
