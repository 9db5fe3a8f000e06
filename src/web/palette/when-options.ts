// Dates and times as palette choices: the next two weeks by name, any typed date, and the day's
// quarter hours (spec §9: time pickers offer 15-minute steps across 24 hours). What is preselected is
// working hours, never midnight (ui/when-defaults.ts): 09:00, an end after its start, a deadline on
// the next working day.
import { quarterHourSteps } from '../../domain/format/time-steps';
import type { ChoiceOption } from '../commands/arg-walk';
import { isoDate, parseTypedDate } from '../ui/date-time';
import { defaultDate, defaultTime } from '../ui/when-defaults';

export { parseTypedDate, toIsoDateTime } from '../ui/date-time';

const DAYS_OFFERED = 14;

export function dateOptions(query: string, language: string, labels: { today: string; tomorrow: string }, now = new Date(), key = ''): ChoiceOption[] {
  const preselect = defaultDate(key, now);
  const locale = language === 'zh' ? 'zh-CN' : 'en-AU';
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const options: ChoiceOption[] = Array.from({ length: DAYS_OFFERED }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    const name = i === 0 ? labels.today : i === 1 ? labels.tomorrow : format.format(d);
    return { value: isoDate(d), label: `${name} · ${isoDate(d)}`, default: isoDate(d) === preselect };
  });
  const typed = parseTypedDate(query);
  if (typed && !options.some((o) => o.value === typed)) options.unshift({ value: typed, label: typed });
  return options;
}

/** `values`: what is known and answered, so an end follows its start. */
export function timeOptions(key = '', values: Record<string, unknown> = {}): ChoiceOption[] {
  const preselect = defaultTime(key, values);
  return quarterHourSteps().map((time) => ({ value: time, label: time, default: time === preselect }));
}
