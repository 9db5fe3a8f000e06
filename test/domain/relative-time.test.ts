// Spec §9 relative times, at every boundary, against a fixed local `now` (no DST change within the
// ranges used, so the test holds in any time zone: try TZ=Australia/Sydney or TZ=America/New_York).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relativeTimeLong, relativeTimeShort, type RelativeTimeWords } from '../../src/domain/format/relative-time';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = new Date(2024, 5, 15, 12, 0, 0).getTime(); // 15 June 2024, 12:00 local
const ago = (ms: number) => now - ms;

test('style 1: Just now under 60 s, then whole minutes, hours, days, capped at 90d+', () => {
  const cases: [number, string][] = [
    [0, 'Just now'],
    [59 * S + 999, 'Just now'],
    [60 * S, '1m'],
    [5 * M + 30 * S, '5m'],
    [H - 1, '59m'],
    [H, '1h'],
    [3 * H + 59 * M, '3h'],
    [D - 1, '23h'],
    [D, '1d'],
    [2 * D + 23 * H, '2d'],
    [89 * D, '89d'],
    [90 * D - 1, '89d'],
    [90 * D, '90d+'],
    [400 * D, '90d+'],
  ];
  for (const [diff, shown] of cases) assert.is(relativeTimeShort(ago(diff), now), shown, `${diff} ms ago`);
});

test('style 1: seconds timestamps, future times and bad values', () => {
  assert.is(relativeTimeShort(Math.floor(ago(5 * M) / 1000), now), '5m', '10-digit seconds');
  assert.is(relativeTimeShort(ago(5 * M), new Date(now)), '5m', 'now as a Date');
  assert.is(relativeTimeShort(now + 5 * M, now), 'Just now', 'future (clock skew)');
  assert.is(relativeTimeShort('not a time', now), '');
});

test('style 2: Just now, minutes, hours', () => {
  const cases: [number, string][] = [
    [0, 'Just now'],
    [29 * S + 999, 'Just now'],
    [30 * S, '1 minute ago'],
    [2 * M - 1, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [H - 1, '59 minutes ago'],
    [H, '1 hour ago'],
    [2 * H, '2 hours ago'],
    [D - 1, '23 hours ago'],
  ];
  for (const [diff, shown] of cases) assert.is(relativeTimeLong(ago(diff), now), shown, `${diff} ms ago`);
});

test('style 2: Yesterday with the time from 24 h to under 48 h', () => {
  assert.is(relativeTimeLong(ago(D), now), 'Yesterday 12:00');
  assert.is(relativeTimeLong(ago(30 * H), now), 'Yesterday 06:00');
  assert.is(relativeTimeLong(ago(36 * H + 5 * M), now), 'Yesterday 23:55');
  assert.is(relativeTimeLong(ago(2 * D - M), now), 'Yesterday 12:01');
});

test('style 2: a date from 48 h, year omitted in the current year', () => {
  assert.is(relativeTimeLong(ago(2 * D), now), '06-13 12:00');
  assert.is(relativeTimeLong(new Date(2024, 0, 2, 8, 5).getTime(), now), '01-02 08:05');
  assert.is(relativeTimeLong(new Date(2023, 11, 31, 23, 59).getTime(), now), '2023-12-31 23:59');
  assert.is(relativeTimeLong(new Date(2019, 6, 4, 0, 0), now), '2019-07-04 00:00');
});

test('style 2: across New Year the previous year is shown', () => {
  const newYear = new Date(2025, 0, 1, 0, 30).getTime();
  assert.is(relativeTimeLong(new Date(2024, 11, 31, 20, 0).getTime(), newYear), '4 hours ago');
  assert.is(relativeTimeLong(new Date(2024, 11, 31, 0, 0).getTime(), newYear), 'Yesterday 00:00');
  // 38.5 h ago: 'Yesterday' counts elapsed hours, as the spec words it, not calendar days.
  assert.is(relativeTimeLong(new Date(2024, 11, 30, 10, 0).getTime(), newYear), 'Yesterday 10:00');
  assert.is(relativeTimeLong(new Date(2024, 11, 29, 10, 0).getTime(), newYear), '2024-12-29 10:00');
});

test('style 2: future times show their date; seconds timestamps and bad values', () => {
  assert.is(relativeTimeLong(now + 10 * S, now), 'Just now');
  assert.is(relativeTimeLong(now + 2 * D, now), '06-17 12:00');
  assert.is(relativeTimeLong(new Date(2025, 0, 1, 0, 0).getTime(), now), '2025-01-01 00:00');
  assert.is(relativeTimeLong(Math.floor(ago(3 * H) / 1000), now), '3 hours ago');
  assert.is(relativeTimeLong('', now), '');
});

test('other words: every slot of both styles reads from them, dates stay numeric', () => {
  const words: RelativeTimeWords = {
    justNow: '<now>',
    minutesShort: (n) => `<${n} min>`,
    hoursShort: (n) => `<${n} hr>`,
    daysShort: (n) => `<${n} day>`,
    daysCapped: (n) => `<${n}+ days>`,
    minutesAgo: (n) => `<${n} min ago>`,
    hoursAgo: (n) => `<${n} hr ago>`,
    yesterday: (clock) => `<yesterday ${clock}>`,
  };
  const short = (diff: number) => relativeTimeShort(ago(diff), now, words);
  const long = (diff: number) => relativeTimeLong(ago(diff), now, words);
  assert.equal([short(0), short(5 * M), short(3 * H), short(2 * D), short(90 * D)], ['<now>', '<5 min>', '<3 hr>', '<2 day>', '<90+ days>']);
  assert.equal([long(0), long(5 * M), long(3 * H), long(30 * H), long(2 * D)], ['<now>', '<5 min ago>', '<3 hr ago>', '<yesterday 06:00>', '06-13 12:00']);
  assert.is(relativeTimeLong(new Date(2023, 11, 31, 23, 59).getTime(), now, words), '2023-12-31 23:59');
  assert.is(relativeTimeShort('not a time', now, words), '');
});

test.run();
