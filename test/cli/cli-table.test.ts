// The CLI's table output (issue 22 §6): a long message wraps within its column and is never cut; the
// nearest command names for a typo.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nearestWords } from '../../src/cli/nearest-word';
import { render, table, wrap } from '../../src/cli/output';

const test = suite('cli table');

const MESSAGE = 'Hi Ann, your interview with Brolga Home Care is confirmed for Tuesday 10 June at 09:00 in the Parramatta office; reply STOP to opt out.';

test('a long text wraps within its column and every word is there', () => {
  const out = table([{ id: 1, status: 'queued', body: MESSAGE }, { id: 2, status: 'failed', body: 'short' }]);
  const words = out.split(/\s+/);
  for (const word of MESSAGE.split(' ')) assert.ok(words.includes(word), word);
  assert.not.ok(out.includes('…'), 'nothing cut');
  assert.ok(out.split('\n').every((line) => line.length <= 'id  status  '.length + 60), 'lines stay within the column');
  const lines = out.split('\n');
  const bodyAt = lines[0].indexOf('body');
  assert.is(lines[3].slice(0, bodyAt).trim(), '', 'the message goes on under its own column');
});

test('wrap breaks at spaces, and a word longer than the width at the width', () => {
  assert.equal(wrap('one two three', 7), ['one two', 'three']);
  assert.equal(wrap('abcdefghij', 4), ['abcd', 'efgh', 'ij']);
});

test('name/value answers show values whole', () => {
  const out = render({ id: 3, message: MESSAGE }, 'table');
  assert.ok(out.includes(MESSAGE));
});

test('nearest command names', () => {
  const known = ['staff.list', 'staff.detail', 'application.list', 'get_staff_list', 'login'];
  assert.equal(nearestWords('staf.list', known), ['staff.list']);
  assert.equal(nearestWords('lgoin', known), ['login']);
  assert.equal(nearestWords('zzzzzz', known), []);
});

test.run();
