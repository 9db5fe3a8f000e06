// The palette matcher's cheap tests rule out only what its costly ones would: the uFuzzy prefilter
// (fuzzy-prefilter.ts) never drops an item uFuzzy matches, the letter planes (letter-planes.ts) never
// drop a word within a typed word's allowance, a haystack's words once (tiers.ts) are its words, and the
// tiers' memory (tier-memo.ts) answers as the Map of the last 64 texts it stands for.
import uFuzzy from '@leeoniya/ufuzzy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fuzzyMayMatch, fuzzyTerms } from '../../src/web/palette/fuzzy-prefilter';
import { buildLetterPlanes, wordsWithin } from '../../src/web/palette/letter-planes';
import { letterMask } from '../../src/web/palette/text-index';
import { TierMemo } from '../../src/web/palette/tier-memo';
import { wordsOnce } from '../../src/web/palette/tiers';
import { allowedTypos, prefixTypoDistance } from '../../src/web/palette/typo-distance';
import { typedWord } from '../../src/web/palette/typo-word';

let seed = 3;
/** A small seeded generator (mulberry32): the same cases on every run. */
const random = (n: number) => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
};
const word = (length: number, alphabet: string) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');

test('uFuzzy prefilter: no item uFuzzy matches is ruled out, and most others are', () => {
  // As match.ts sets uFuzzy up for ASCII text.
  const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1 });
  const vocabulary = ['staff', 'applicants', 'log', 'logout', 'audit', 'out', 'outer', 'who', 'am', 'i', 'utm', 'v2', 'api', 'key', 'menus', 'sync', 'board', 'qr', 'codes', 'a1b2'];
  const hays = Array.from({ length: 300 }, () => Array.from({ length: 2 + random(6) }, () => (random(3) ? vocabulary[random(vocabulary.length)] : word(2 + random(6), 'abcdelgotu12'))).join(' '));
  const masks = hays.map(letterMask);
  let matched = 0;
  let ruledOut = 0;
  const dropped: string[] = [];
  for (let n = 0; n < 400; n++) {
    // Words typed as they are, cut short, or with a letter changed, swapped, dropped or added.
    const query = Array.from({ length: 1 + random(3) }, () => {
      const w = vocabulary[random(vocabulary.length)].slice(0, 1 + random(8));
      const at = random(w.length + 1);
      const c = 'abcdelgotu1'[random(11)];
      return [w, w.slice(0, at) + c + w.slice(at + 1), w.slice(0, at) + w.slice(at + 1), w.slice(0, at) + c + w.slice(at)][random(4)] || 'a';
    }).join(' ');
    const terms = fuzzyTerms(query);
    const found = new Set(fuzzy.filter(hays, query) ?? []);
    hays.forEach((hay, i) => {
      const may = fuzzyMayMatch(terms, masks[i], hay);
      if (found.has(i)) {
        matched++;
        if (!may) dropped.push(`${query} / ${hay}`);
      } else if (!may) ruledOut++;
    });
  }
  assert.equal(dropped.slice(0, 5), []);
  assert.ok(matched > 1000, `enough matches to tell (${matched})`);
  assert.ok(ruledOut > (400 * 300 - matched) / 2, `most items uFuzzy does not match are not given to it (${ruledOut})`);
});

test('letter planes: no word within the allowance is ruled out; a letter typed twice counts twice', () => {
  const words = Array.from({ length: 400 }, () => word(1 + random(12), 'abcdef'));
  const planes = buildLetterPlanes(words, Int32Array.from(words, letterMask));
  const out = new Int32Array(planes.blocks);
  let within = 0;
  for (let n = 0; n < 300; n++) {
    const typed = typedWord(word(4 + random(8), 'abcdef'));
    wordsWithin(planes, typed.mask, typed.perBit, typed.shortest, typed.max, out);
    words.forEach((w, v) => {
      if (prefixTypoDistance(typed.word, w, typed.max, false) > typed.max) return;
      within++;
      assert.ok(out[v >>> 5] & (1 << (v & 31)), `${typed.word} is within ${typed.max} of ${w}`);
    });
  }
  assert.ok(within > 1000, `enough close pairs to tell (${within})`);
  // 'index' lacks c, t and s of 'incidnets', and holds one of its two i's and n's: five edits at least.
  const pair = ['index', 'incidents'];
  const typed = typedWord('incidnets');
  assert.is(typed.max, allowedTypos(9));
  wordsWithin(buildLetterPlanes(pair, Int32Array.from(pair, letterMask)), typed.mask, typed.perBit, typed.shortest, typed.max, out);
  assert.is(out[0] & 3, 2);
});

test('words once: the same words, each once, in their order', () => {
  const reference = (text: string) => ` ${[...new Set(text.split(' ').filter(Boolean))].join(' ')}`;
  for (let n = 0; n < 2000; n++) {
    // Short texts compare word with word, long ones go through a set: both are covered.
    const text = Array.from({ length: random(60) }, () => ['a', 'b', 'ab', '', 'ba', 'abc'][random(6)]).join(' ');
    assert.is(wordsOnce(text), reference(text), JSON.stringify(text));
  }
});

test('tier memory: answers as the Map of the last 64 texts it stands for', () => {
  // The matcher's former memory, kept as it was.
  const map = new Map<string, number[]>();
  const memo = new TierMemo();
  for (let n = 0; n < 5000; n++) {
    const text = word(1 + random(5), 'abc');
    let longest = '';
    map.forEach((_, known) => {
      if (known.length > longest.length && text.startsWith(known)) longest = known;
    });
    assert.is(memo.longestStart(text), longest ? map.get(longest) : undefined, text);
    const matched = [n];
    if (map.size >= 64) map.delete(map.keys().next().value!);
    map.set(text, matched);
    memo.remember(text, matched);
  }
});

test.run();
