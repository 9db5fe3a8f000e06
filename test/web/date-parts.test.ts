// The console's date box reads typed dates in the locale's order (issue 22 §6): dd/mm/yyyy in English
// (Australia), yyyy/mm/dd in Chinese; digits advance from part to part; ↑/↓ step the part at the caret.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dateOrder, formatDate, partAt, readTyped, stepPart } from '../../src/web/ui/date-parts';
import { parseTypedDate } from '../../src/web/ui/date-time';

const test = suite('date parts');
const en = dateOrder('en');
const zh = dateOrder('zh');

/** Types the characters one at a time, as the box sees them. */
const type = (chars: string, order = en) => {
  let text = '';
  let iso: string | null = null;
  for (const ch of chars) ({ text, iso } = readTyped(text + ch, order, true));
  return { text, iso };
};

test('an ISO date shows in the locale order', () => {
  assert.is(formatDate('2026-11-27', en), '27/11/2026');
  assert.is(formatDate('2026-11-27', zh), '2026/11/27');
  assert.is(formatDate('', en), '');
});

test('digits alone advance from part to part', () => {
  assert.equal(type('27112026'), { text: '27/11/2026', iso: '2026-11-27' });
  assert.equal(type('20261127', zh), { text: '2026/11/27', iso: '2026-11-27' });
  assert.equal(type('4'), { text: '04/', iso: null }, 'a day starting with 4 cannot have a second digit');
  assert.equal(type('0452027'), { text: '04/05/2027', iso: '2027-05-04' });
  assert.equal(type('2026/3/', zh), { text: '2026/03/', iso: null }, 'a typed separator ends a short part');
});

test('a day that is not on the calendar gives no date', () => {
  assert.is(type('31022026').iso, null);
  assert.is(type('29022028').iso, '2028-02-29');
  assert.is(type('2026-12-15').iso, null, 'an ISO date typed into an English box is not read as the year 6121');
});

test('Backspace can remove the separator the box wrote', () => {
  assert.equal(readTyped('27/', en, false), { text: '27', iso: null });
  assert.equal(readTyped('2', en, false), { text: '2', iso: null });
});

test('a pasted ISO date is read in either language', () => {
  assert.equal(readTyped('2026-12-01', en, true), { text: '01/12/2026', iso: '2026-12-01' });
  assert.equal(readTyped('2026-12-01', zh, true), { text: '2026/12/01', iso: '2026-12-01' });
});

test('arrows step the part at the caret, within its range', () => {
  const today = new Date(2026, 10, 27);
  assert.is(partAt('27/11/2026', 1), 0);
  assert.is(partAt('27/11/2026', 4), 1);
  assert.is(partAt('27/11/2026', 9), 2);
  assert.equal(stepPart('27/11/2026', en, 0, 1, today), { text: '28/11/2026', iso: '2026-11-28', start: 0, end: 2 });
  assert.is(stepPart('30/11/2026', en, 0, 1, today).text, '01/11/2026', 'a day wraps within its month');
  assert.is(stepPart('31/12/2026', en, 1, 1, today).text, '31/01/2026', 'a month wraps within the year');
  assert.is(stepPart('31/01/2026', en, 1, 1, today).text, '28/02/2026', 'the day stays inside the new month');
  assert.equal(stepPart('2026/11/27', zh, 0, -1, today), { text: '2025/11/27', iso: '2025-11-27', start: 0, end: 4 });
  assert.is(stepPart('', en, 0, 1, today).text, '28/11/2026', 'an empty box starts from today');
});

test('the palette reads a date typed in the Chinese order too', () => {
  assert.is(parseTypedDate('2026/4/3'), '2026-04-03');
  assert.is(parseTypedDate('3/4/2026'), '2026-04-03');
});

test.run();
