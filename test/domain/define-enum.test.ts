import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defineEnum, type EnumCode } from '../../src/domain/enums/define-enum';
import { staffStatus } from '../../src/domain/enums/staff-status';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const colours = defineEnum('colours', [
  [1, 'Red'],
  [2, 'Green'],
  ['x', 'Extra'],
]);

test('keeps name, entries and codes in the given order', () => {
  assert.is(colours.name, 'colours');
  assert.equal(colours.entries, [
    { code: 1, label: 'Red' },
    { code: 2, label: 'Green' },
    { code: 'x', label: 'Extra' },
  ]);
  assert.equal(colours.codes, [1, 2, 'x']);
});

test('label() finds known codes and answers undefined otherwise', () => {
  assert.is(colours.label(1), 'Red');
  assert.is(colours.label('x'), 'Extra');
  assert.is(colours.label(3), undefined);
  assert.is(colours.label('1'), undefined, 'a string is not the number code');
});

test('has() is a strict membership test', () => {
  assert.ok(colours.has(2));
  assert.ok(colours.has('x'));
  assert.not.ok(colours.has('2'));
  assert.not.ok(colours.has(null));
  assert.not.ok(colours.has(undefined));
  assert.not.ok(colours.has({}));
});

test('the enum, its entries and its code list are frozen', () => {
  assert.ok(Object.isFrozen(colours));
  assert.ok(Object.isFrozen(colours.entries));
  assert.ok(Object.isFrozen(colours.entries[0]));
  assert.ok(Object.isFrozen(colours.codes));
  assert.throws(() => (colours.codes as unknown as number[]).push(9));
});

test('a repeated code is refused when the enum is defined', () => {
  assert.throws(() => defineEnum('dup', [[1, 'A'], [1, 'B']]), /duplicate code 1/);
  // The same label on two codes is fine (job ad status 4 and 44).
  assert.is(defineEnum('twins', [[4, 'Same'], [44, 'Same']]).codes.length, 2);
});

test('the code union is inferred from the entries', () => {
  const exact: Equal<EnumCode<typeof staffStatus>, 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16> = true;
  const codes: Equal<typeof staffStatus.codes, readonly (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16)[]> = true;
  const mixed: Equal<EnumCode<typeof colours>, 1 | 2 | 'x'> = true;
  // These are checked by tsc; at run time they only confirm the file compiled as written.
  assert.ok(exact && codes && mixed);
  const code: unknown = 16;
  if (staffStatus.has(code)) {
    const narrowed: EnumCode<typeof staffStatus> = code;
    assert.is(narrowed, 16);
  } else assert.unreachable('16 is a staff status');
});

test.run();
