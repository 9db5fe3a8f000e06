// The undo preview's from → to values read as every preview reads them (issue 22 §4): money in dollars,
// times on the business's clock with the zone's name, an enum code by its label (the command's argument
// says which enum), statuses by label, yes/no; never a raw number of cents, an ISO time or a code.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import '../../src/web/i18n/area-strings';
import { setLanguage } from '../../src/web/state/settings';
import { changeWords, stepLine } from '../../src/web/undo/step-words';

const test = suite('undo step words');

const change = (kind: string | null, field: string, from: string | number | boolean | null, to: string | number | boolean | null) =>
  ({ entity_id: '7', kind, name: 'Jane Citizen', field, from, to });

test('money, times, enums and statuses read in words, both ways', async () => {
  await setLanguage('en');
  assert.is(changeWords(change('application', 'status', 1, 2)), 'Status: New → Shortlist');
  assert.is(changeWords(change('application', 'status', 1, 2), 'undo'), 'Status: Shortlist → New');
  assert.match(changeWords(change('shift', 'hourly_rate_cents', 3250, 3400)), /\$32\.50 → \$34\.00$/);
  const time = changeWords(change('shift', 'starts_at', '2026-11-24T22:00:00.000Z', '2026-11-24T23:00:00.000Z'));
  assert.match(time, /09:00 Australian Eastern Daylight Time → .*10:00 Australian Eastern Daylight Time$/, time);
  assert.not.match(time, /T22:00|Z\b/);
  assert.is(changeWords(change('shift', 'employment_type', 1, 2), 'done', 'order.edit'), 'Employment type: Casual → Full time');
  assert.match(changeWords(change('facility', 'active', true, false)), /: Yes → No$/);
  const step = { step: 's1', command: 'order.edit', title: 'Edit order', calls: 1, records: [{ entity_id: '7', kind: 'shift', name: 'Carer · Banksia' }],
    changes: [change('shift', 'employment_type', 1, 3)], at: '2026-11-24T22:00:00.000Z', summary: '', undone: false, refusal: null, reason: null };
  assert.match(stepLine(step as never), /Employment type: Casual → Part time$/);
});

test('in zh the same values read in Chinese', async () => {
  await setLanguage('zh');
  const time = changeWords(change('shift', 'starts_at', '2026-11-24T22:00:00.000Z', '2026-11-24T23:00:00.000Z'));
  assert.match(time, /澳大利亚东部/);
  assert.not.match(changeWords(change('shift', 'employment_type', 1, 2), 'done', 'order.edit'), /Casual|\b1\b/);
  await setLanguage('en');
});

test.run();
