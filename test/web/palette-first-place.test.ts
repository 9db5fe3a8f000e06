// The palette's matcher ranks the labelled queries' intended page or command first at least as often
// as Fuse.js set up as the spec's header search (threshold 0.4, keys title and path) on the same items,
// in English and in Chinese (test/support/palette-labelled.ts; the timing is in test/bench/palette-vs-fuse.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LABELLED, fuseFirst, fuseIndex, paletteFirst, paletteLists, targetOf } from '../support/palette-labelled';

const score = async (language: 'en' | 'zh') => {
  const lists = await paletteLists(language);
  const fuse = fuseIndex(lists);
  const queries = LABELLED.filter((l) => l.language === language);
  const missed: string[] = [];
  let ours = 0;
  let theirs = 0;
  for (const { query, target } of queries) {
    const first = paletteFirst(lists, query);
    if (first && targetOf(first) === target) ours++;
    else missed.push(`${query} → ${first ? targetOf(first) : 'nothing'} (meant ${target})`);
    if (fuseFirst(fuse, query) === target) theirs++;
  }
  return { ours, theirs, total: queries.length, missed };
};

test('enough labelled queries, covering pages and commands, typos and Chinese', () => {
  assert.ok(LABELLED.length >= 60 && LABELLED.length <= 130, `${LABELLED.length} queries`);
  assert.ok(LABELLED.some((l) => l.target.startsWith('/')) && LABELLED.some((l) => !l.target.startsWith('/')), 'pages and commands');
  assert.ok(LABELLED.filter((l) => l.language === 'zh').length >= 5, 'some Chinese');
});

test('English: at least as many first places as the header search', async () => {
  const { ours, theirs, total, missed } = await score('en');
  assert.ok(ours >= theirs, `palette ${ours}/${total}, Fuse ${theirs}/${total}; palette missed: ${missed.join('; ')}`);
  assert.ok(ours >= total * 0.9, `palette first for ${ours}/${total}; missed: ${missed.join('; ')}`);
});

test('Chinese: at least as many first places as the header search', async () => {
  const { ours, theirs, total, missed } = await score('zh');
  assert.ok(ours >= theirs, `palette ${ours}/${total}, Fuse ${theirs}/${total}; palette missed: ${missed.join('; ')}`);
});

test('every page and command is reachable: its own title ranks it first', async () => {
  const lists = await paletteLists('en');
  const missed = lists.all.filter((item) => {
    const first = paletteFirst(lists, item.title);
    return !first || first.title.toLowerCase() !== item.title.toLowerCase();
  });
  assert.equal(missed.map((i) => i.title), []);
});

test.run();
