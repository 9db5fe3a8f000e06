// Undo's reasons in Chinese (issue 22 §2, §6): why a step cannot be undone comes from the server in English
// with names in it ('Shortlist → New is not a move'); zh shows it in Chinese, with the statuses' Chinese
// labels. Every irreversible reason the catalogue gives has a translation.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { applicationStatusBack } from '../../commands/inverse';
import { patternMessageZh, REASONS_ZH } from '../../src/web/i18n/message-patterns-zh';

const test = suite('undo reasons in zh');

test('every irreversible reason of the catalogue has a Chinese sentence', () => {
  const reasons = new Set(registry.all.map((c) => c.irreversible?.reason).filter((r): r is string => Boolean(r)));
  assert.ok(reasons.size > 5);
  const missing = [...reasons].filter((r) => !REASONS_ZH[r]);
  assert.equal(missing, []);
  for (const zh of Object.values(REASONS_ZH)) assert.not.match(zh, /[A-Za-z]/, zh);
});

test("the server's own 'not a move' sentence reads in Chinese, statuses by their Chinese labels", () => {
  const english = applicationStatusBack.refuse!({ application_id: 1 }, { before: { status: 1 }, after: { status: 2, version: 3 } } as never) as string;
  assert.is(english, 'Shortlist → New is not a move.');
  const zh = patternMessageZh(english);
  assert.is(zh, '不允许从“入围”改回“新申请”。');
  assert.is(patternMessageZh('It changed nothing to take back.'), '没有可撤回的更改。');
  assert.is(patternMessageZh("Jane Citizen has changed since ('Change application status' by Sam Lee at 27 Nov 14:02)"), 'Jane Citizen 此后已被更改（Sam Lee：“Change application status”，27 Nov 14:02）');
  assert.is(patternMessageZh('Something the patterns do not know.'), undefined);
});

test.run();
