// What a date or time argument starts at when nobody has chosen yet (issue 22 §5): working hours, never
// midnight. Times start at 09:00 (as interviews do); an end time follows its start by a working day's
// eight hours (17:00 without one); a date asked as a deadline (respond by, sign by, an expiry) starts at
// the next working day, since today or a weekend is never meant.
import { isoDate } from './date-time';

export const WORKDAY_START = '09:00';
const WORKDAY_HOURS = 8;

/** A deadline's key: respond_by, reply_by, due_on, expires_on, deadline. */
export const isDeadlineKey = (key: string) => /(^|_)(by|due|due_on|deadline|expires_on|expiry)$/.test(key);

/** The next weekday after `now` (Saturday and Sunday are not working days). */
export function nextWorkingDay(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return isoDate(d);
}

export function defaultDate(key: string, now = new Date()): string {
  return isDeadlineKey(key) ? nextWorkingDay(now) : isoDate(now);
}

/** The start that goes with an end (end_time → start_time, ends_at → starts_at, worked_ends_at → worked_starts_at). */
export const startKeyOf = (key: string): string | null => (/(^|_)end(s?)(_|$)/.test(key) ? key.replace(/(^|_)end(s?)(?=_|$)/, '$1start$2') : null);

/** The quarter hour on the local clock of a stored 'HH:mm' or ISO instant, if it is one. */
function clockOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^\d{2}:\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) || !value.includes('T') ? null : `${String(d.getHours()).padStart(2, '0')}:${String(Math.floor(d.getMinutes() / 15) * 15).padStart(2, '0')}`;
}

/** 09:00, or for an end the start's time plus eight hours (17:00 when the start is not known). */
export function defaultTime(key: string, values: Record<string, unknown> = {}): string {
  const startKey = startKeyOf(key);
  if (!startKey) return WORKDAY_START;
  const start = clockOf(values[startKey]) ?? WORKDAY_START;
  const [h, m] = start.split(':').map(Number);
  return `${String((h + WORKDAY_HOURS) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
