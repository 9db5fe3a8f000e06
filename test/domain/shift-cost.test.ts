/// <reference types="node" />
// costShift against the worked examples of docs/shift-cost-examples.md (the table is parsed, so the page
// and the code cannot drift), plus the holiday data's shape and the refusals.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AU_STATES, isAuState } from '../../src/domain/pay/au-state';
import { localTime } from '../../src/domain/pay/local-clock';
import { publicHolidayOn, publicHolidaysOf } from '../../src/domain/pay/public-holidays';
import { costShift } from '../../src/domain/pay/shift-cost';
import { stateTimeZone } from '../../src/domain/state-time-zones';

const doc = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/shift-cost-examples.md'), 'utf8');
const rows = doc.split('\n').filter((line) => /^\| \d+ \|/.test(line)).map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const iso = (short: string) => short.replace(/Z$/, ':00.000Z');

test('the page has its examples: across midnight, weekends, public holidays', () => {
  assert.ok(rows.length >= 15, `${rows.length} examples`);
  const loadings = new Set(rows.flatMap((r) => r[9]!.split(';').map((l) => l.trim().split(' ')[0])));
  for (const l of ['ordinary', 'casual', 'afternoon_shift', 'night_shift', 'saturday', 'sunday', 'public_holiday', 'christmas_saturday', 'christmas_sunday']) {
    assert.ok(loadings.has(l), `an example uses ${l}`);
  }
  assert.ok(rows.some((r) => r[9]!.includes(';')), 'an example crosses midnight');
});

for (const [n, name, state, type, startsAt, endsAt, local, breakMinutes, base, lines, total] of rows) {
  test(`example ${n}: ${name}`, () => {
    assert.ok(isAuState(state), `state ${state}`);
    const cost = costShift({
      startsAt: iso(startsAt!), endsAt: iso(endsAt!), breakMinutes: Number(breakMinutes), state,
      employmentType: Number(type) as 1 | 2 | 3 | 4 | 5, baseRateCents: Number(base),
    });
    const got = cost.lines.map((l) => `${l.loading} ${l.minutes}×${l.multiplier}=${l.cents}`).join('; ');
    assert.is(got, lines);
    assert.is(cost.totalCents, Number(total));
    assert.is(cost.minutes, cost.lines.reduce((s, l) => s + l.minutes, 0));
    // The local column is what a person reads: check it is the same instant on the facility's clock.
    const clock = [...local!.matchAll(/(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?(\d\d):(\d\d)/g)];
    const [first, last] = [clock[0]!, clock[clock.length - 1]!];
    const zone = stateTimeZone(state);
    const start = localTime(Date.parse(iso(startsAt!)), zone);
    assert.is(WEEKDAYS[start.weekday], first[1], `${n} starts on ${first[1]}`);
    assert.is(start.minute, Number(first[2]) * 60 + Number(first[3]));
    const end = localTime(Date.parse(iso(endsAt!)), zone);
    const endMinute = Number(last[2]) * 60 + Number(last[3]);
    assert.is(end.minute, endMinute % 1440, `${n} ends at ${last[2]}:${last[3]}`);
    const endDay = endMinute === 1440 ? (start.weekday + 1) % 7 : WEEKDAYS.indexOf(last[1] ?? first[1]!);
    assert.is(end.weekday, endDay);
  });
}

test('lines cover the shift day by day and name the holiday', () => {
  const cost = costShift({ startsAt: '2025-12-24T11:00:00.000Z', endsAt: '2025-12-24T19:00:00.000Z', breakMinutes: 30, state: 'NSW', employmentType: 2, baseRateCents: 3000 });
  assert.equal(cost.lines.map((l) => [l.from, l.to, l.date, l.holiday]), [
    ['2025-12-24T11:00:00.000Z', '2025-12-24T13:00:00.000Z', '2025-12-24', undefined],
    ['2025-12-24T13:00:00.000Z', '2025-12-24T19:00:00.000Z', '2025-12-25', 'Christmas Day'],
  ]);
  assert.is(cost.minutes, 450);
});

test('a break of odd minutes across midnight still adds up to the paid time', () => {
  const cost = costShift({ startsAt: '2026-06-16T10:00:00.000Z', endsAt: '2026-06-16T18:00:00.000Z', breakMinutes: 45, state: 'QLD', employmentType: 2, baseRateCents: 3000 });
  assert.is(cost.minutes, 480 - 45);
  assert.is(cost.lines.length, 2);
});

test('times that do not make a shift are refused', () => {
  const base = { startsAt: '2026-03-04T03:00:00.000Z', endsAt: '2026-03-04T11:00:00.000Z', breakMinutes: 30, state: 'NSW' as const, employmentType: 2 as const, baseRateCents: 3000 };
  assert.throws(() => costShift({ ...base, endsAt: base.startsAt }), /after/);
  assert.throws(() => costShift({ ...base, breakMinutes: 480 }), /breakMinutes/);
  assert.throws(() => costShift({ ...base, breakMinutes: -1 }), /breakMinutes/);
  assert.throws(() => costShift({ ...base, startsAt: 'soon' }), /ISO/);
});

test('every state has its holidays for 2025–2027, substitutes fall on weekdays', () => {
  for (const state of AU_STATES) {
    const list = publicHolidaysOf(state);
    for (const year of [2025, 2026, 2027]) {
      const ofYear = list.filter((h) => h.date.startsWith(`${year}-`));
      assert.ok(ofYear.length >= 9, `${state} ${year}: ${ofYear.length}`);
      for (const must of ['-01-01', '-04-25', '-12-25']) assert.ok(publicHolidayOn(state, `${year}${must}`), `${state} ${year}${must}`);
    }
    for (const h of list) {
      assert.ok(!Number.isNaN(Date.parse(h.date)), h.date);
      const day = new Date(`${h.date}T00:00:00Z`).getUTCDay();
      if (h.name.includes('(observed)')) assert.ok(day >= 1 && day <= 5, `${state} ${h.date} ${h.name} is a weekday`);
    }
  }
  assert.is(publicHolidayOn('WA', '2026-04-27'), 'Anzac Day (observed)');
  assert.is(publicHolidayOn('NSW', '2026-04-27'), undefined);
});

test.run();
