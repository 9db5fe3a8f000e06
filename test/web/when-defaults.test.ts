// Dates and times start at working hours, never midnight (issue 22 §5): 09:00, an end eight hours after
// its start, and a deadline ('respond by') on the next working day, in the palette and the forms alike.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dateOptions, timeOptions } from '../../src/web/palette/when-options';
import { defaultDate, defaultTime, nextWorkingDay } from '../../src/web/ui/when-defaults';

const test = suite('when defaults');
const labels = { today: 'Today', tomorrow: 'Tomorrow' };
const preselected = (options: { value: unknown; default?: boolean }[]) => options.filter((o) => o.default).map((o) => o.value);

test('a respond-by date starts at the next working day; other dates today', () => {
  const friday = new Date(2026, 2, 6, 15, 30);
  assert.is(nextWorkingDay(friday), '2026-03-09', 'Friday → Monday');
  assert.is(nextWorkingDay(new Date(2026, 2, 3)), '2026-03-04', 'Tuesday → Wednesday');
  assert.is(defaultDate('respond_by', friday), '2026-03-09');
  assert.is(defaultDate('signed_on', friday), '2026-03-06');
  assert.equal(preselected(dateOptions('', 'en', labels, friday, 'respond_by')), ['2026-03-09']);
  assert.equal(preselected(dateOptions('', 'en', labels, friday, 'date')), ['2026-03-06']);
});

test('times start at 09:00; an end follows its start by eight hours; never 00:00', () => {
  assert.equal(preselected(timeOptions('start_time')), ['09:00']);
  assert.equal(preselected(timeOptions('end_time', { start_time: '07:00' })), ['15:00']);
  assert.equal(preselected(timeOptions('end_time')), ['17:00']);
  assert.is(defaultTime('ends_at', { starts_at: new Date(2026, 2, 6, 22, 0).toISOString() }), '06:00', 'a night shift ends the next morning');
  assert.is(defaultTime('worked_ends_at', { worked_starts_at: '10:15' }), '18:15');
  for (const key of ['start_time', 'end_time', 'time', 'scheduled_at']) assert.not.equal(preselected(timeOptions(key)), ['00:00'], key);
});

test.run();
