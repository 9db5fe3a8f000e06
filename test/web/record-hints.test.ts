// The palette's hints for commands that need a record nobody focused ('Shortlist needs an application:
// focus one in …') name the record in words for every record kind, in en and zh, never by its code
// ('disableRequest', 'providerApiKey'), and two commands typed by one word are told apart by their titles.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { recordKinds } from '../../commands';
import { hintsFor, hintTitle, recordHintItems } from '../../src/web/palette/record-hints';
import type { RootItem } from '../../src/web/palette/palette-items';
import { paletteLists } from '../support/palette-labelled';

const test = suite('record hints');
const CODE = /\b[a-z]+[A-Z]\w*\b|\b[a-z]+_[a-z_]+\b/;
const CJK = /[\u3400-\u9fff]/;

test('every hint names its record in words, in English and Chinese', async () => {
  for (const language of ['en', 'zh'] as const) {
    await paletteLists(language);
    const hints = recordHintItems();
    const kinds = new Set(hints.map((h) => h.needs!.kind));
    assert.ok(kinds.size >= 5, `hints cover ${kinds.size} kinds`);
    for (const hint of hints) {
      const text = hintTitle(hint, hint.title);
      assert.not.match(text, CODE, `${hint.value}: ${text}`);
      if (language === 'zh') assert.match(text, CJK, text);
    }
  }
  await paletteLists('en');
});

test('the disable request and the API key hints read as words (they read "needs disableRequest")', async () => {
  await paletteLists('en');
  const texts = hintsFor(recordHintItems(), 'disable provider').map((h: RootItem) => h.title);
  assert.ok(texts.some((t) => /a disable request/.test(t)), texts.join(' | '));
  const key = hintsFor(recordHintItems(), 'api key').map((h: RootItem) => h.title);
  assert.ok(key.some((t) => /a provider API key/i.test(t)), key.join(' | '));
  assert.ok(Object.keys(recordKinds).length > 10);
});

test('two hints one typed word names alike, on different kinds of record, are told apart by their own titles', async () => {
  await paletteLists('en');
  const hints = hintsFor(recordHintItems(), 'disable provider');
  const actions = hints.map((h) => h.title.split(' needs ')[0]);
  assert.is(new Set(actions).size, actions.length, actions.join(' | '));
});

test.run();
