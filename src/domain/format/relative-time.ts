// Spec §9 relative times. Style 1 is compact, for list cells: 'Just now', '5m', '3h', '2d', '90d+'.
// Style 2 is for detail views: 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday 14:05',
// '03-15 09:30', '2023-03-15 09:30'. Both count whole elapsed units (rounded down) and use local time.
// The words are a parameter (English, the spec's, by default) so the console can pass its language's.
import { toMillis, type Timestamp } from './timestamp';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHORT_CAP_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** What both styles say around their numbers; dates stay numeric in every language. */
export interface RelativeTimeWords {
  justNow: string;
  /** Style 1: '5m', '3h', '2d', and '90d+' past the cap. */
  minutesShort(n: number): string;
  hoursShort(n: number): string;
  daysShort(n: number): string;
  daysCapped(n: number): string;
  /** Style 2: '5 minutes ago', '3 hours ago', 'Yesterday 14:05'. */
  minutesAgo(n: number): string;
  hoursAgo(n: number): string;
  yesterday(clock: string): string;
}

export const englishRelativeTime: RelativeTimeWords = {
  justNow: 'Just now',
  minutesShort: (n) => `${n}m`,
  hoursShort: (n) => `${n}h`,
  daysShort: (n) => `${n}d`,
  daysCapped: (n) => `${n}d+`,
  minutesAgo: (n) => plural(n, 'minute'),
  hoursAgo: (n) => plural(n, 'hour'),
  yesterday: (clock) => `Yesterday ${clock}`,
};

/** Style 1. Times in the future (clock skew) read 'Just now'; '' for a value that is not a time. */
export function relativeTimeShort(ts: Timestamp, now: Timestamp = Date.now(), words: RelativeTimeWords = englishRelativeTime): string {
  const diff = toMillis(now) - toMillis(ts);
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return words.justNow;
  if (diff < HOUR) return words.minutesShort(Math.floor(diff / MINUTE));
  if (diff < DAY) return words.hoursShort(Math.floor(diff / HOUR));
  const days = Math.floor(diff / DAY);
  return days < SHORT_CAP_DAYS ? words.daysShort(days) : words.daysCapped(SHORT_CAP_DAYS);
}

/** 'HH:mm' in local time. */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DD HH:mm' in local time, or 'MM-DD HH:mm' when `omitYear`. */
export function formatDateTime(date: Date, omitYear = false): string {
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${formatClock(date)}`;
  return omitYear ? day : `${date.getFullYear()}-${day}`;
}

/**
 * Style 2. 'Yesterday' means 24 to 48 hours ago, as the spec words it, not the previous calendar day.
 * Times more than 30 s in the future are shown as a date; '' for a value that is not a time.
 */
export function relativeTimeLong(ts: Timestamp, now: Timestamp = Date.now(), words: RelativeTimeWords = englishRelativeTime): string {
  const then = toMillis(ts);
  const current = toMillis(now);
  const diff = current - then;
  if (Number.isNaN(diff)) return '';
  if (Math.abs(diff) < 30 * SECOND) return words.justNow;
  if (diff > 0 && diff < HOUR) return words.minutesAgo(Math.max(1, Math.floor(diff / MINUTE)));
  if (diff > 0 && diff < DAY) return words.hoursAgo(Math.floor(diff / HOUR));
  const date = new Date(then);
  if (diff > 0 && diff < 2 * DAY) return words.yesterday(formatClock(date));
  return formatDateTime(date, date.getFullYear() === new Date(current).getFullYear());
}
