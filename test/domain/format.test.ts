// Spec §5 display formats and §9 timestamps and time steps.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatFileSize } from '../../src/domain/format/file-size';
import { formatPhoneDisplay } from '../../src/domain/format/phone-display';
import { quarterHourSteps } from '../../src/domain/format/time-steps';
import { toMillis } from '../../src/domain/format/timestamp';

test('phone display: 04 mobiles 4-3-3, other 10 digits 2-4-4, 8 digits 4-4', () => {
  assert.is(formatPhoneDisplay('0412345678'), '0412 345 678');
  assert.is(formatPhoneDisplay('0499000111'), '0499 000 111');
  assert.is(formatPhoneDisplay('0298765432'), '02 9876 5432');
  assert.is(formatPhoneDisplay('1300123456'), '13 0012 3456');
  assert.is(formatPhoneDisplay('4412345678'), '44 1234 5678');
  assert.is(formatPhoneDisplay('98765432'), '9876 5432');
});

test('phone display: anything else is shown unchanged', () => {
  for (const v of ['', '412345678', '041234567', '04123456789', '1234567', '123456789', '+61412345678', '0412 345 678', 'abcdefghij', '0412-345-678']) {
    assert.is(formatPhoneDisplay(v), v, `'${v}'`);
  }
});

test('file size: B, KB, MB, GB with one decimal and no trailing .0', () => {
  const KB = 1024;
  const MB = KB * 1024;
  const GB = MB * 1024;
  const cases: [number, string][] = [
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [KB, '1 KB'],
    [1536, '1.5 KB'],
    [1075, '1 KB'],
    [1126, '1.1 KB'],
    [10 * KB + 512, '10.5 KB'],
    [MB - 1, '1 MB'],
    [MB, '1 MB'],
    [1.5 * MB, '1.5 MB'],
    [999.94 * MB, '999.9 MB'],
    [GB, '1 GB'],
    [2.25 * GB, '2.3 GB'],
    [1024 * GB, '1024 GB'],
  ];
  for (const [bytes, shown] of cases) assert.is(formatFileSize(bytes), shown, `${bytes} bytes`);
});

test('file size: no text for a size that is not one', () => {
  for (const v of [-1, Number.NaN, Number.POSITIVE_INFINITY]) assert.is(formatFileSize(v), '');
});

test('timestamps: 10 digits are seconds, other numbers milliseconds', () => {
  assert.is(toMillis(1700000000), 1700000000000);
  assert.is(toMillis(9999999999), 9999999999000);
  assert.is(toMillis(1000000000), 1000000000000);
  assert.is(toMillis(1700000000.5), 1700000000500);
  assert.is(toMillis(1700000000123), 1700000000123);
  assert.is(toMillis(999999999), 999999999, '9 digits stay milliseconds');
  assert.is(toMillis(0), 0);
});

test('timestamps: numeric strings, dates and ISO text', () => {
  assert.is(toMillis('1700000000'), 1700000000000);
  assert.is(toMillis(' 1700000000 '), 1700000000000);
  assert.is(toMillis('1700000000123'), 1700000000123);
  assert.is(toMillis(new Date(1700000000123)), 1700000000123);
  assert.is(toMillis('2024-03-15T10:00:00Z'), Date.UTC(2024, 2, 15, 10));
  for (const v of ['', 'nonsense', Number.NaN, Number.POSITIVE_INFINITY, new Date('x')]) assert.ok(Number.isNaN(toMillis(v)), String(v));
});

test('time steps: every quarter hour of the day', () => {
  const steps = quarterHourSteps();
  assert.is(steps.length, 96);
  assert.equal(steps.slice(0, 5), ['00:00', '00:15', '00:30', '00:45', '01:00']);
  assert.equal(steps.slice(-2), ['23:30', '23:45']);
  assert.is(steps[52], '13:00');
  assert.is(new Set(steps).size, 96);
  for (const s of steps) assert.match(s, /^([01]\d|2[0-3]):(00|15|30|45)$/);
  assert.equal([...steps].sort(), steps, 'in order');
  steps.push('24:00');
  assert.is(quarterHourSteps().length, 96, 'each call gets its own list');
});

test.run();
