// Spec §9 relative times. Style 1 is compact, for list cells: 'Just now', '5m', '3h', '2d', '90d+'.
// Style 2 is for detail views: 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday 14:05',
// '03-15 09:30', '2023-03-15 09:30'. Both count whole elapsed units (rounded down) and use local time.
import { toMillis, type Timestamp } from './timestamp';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHORT_CAP_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** Style 1. Times in the future (clock skew) read 'Just now'; '' for a value that is not a time. */
export function relativeTimeShort(ts: Timestamp, now: Timestamp = Date.now()): string {
  const diff = toMillis(now) - toMillis(ts);
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  const days = Math.floor(diff / DAY);
  return days < SHORT_CAP_DAYS ? `${days}d` : `${SHORT_CAP_DAYS}d+`;
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
export function relativeTimeLong(ts: Timestamp, now: Timestamp = Date.now()): string {
  const then = toMillis(ts);
  const current = toMillis(now);
  const diff = current - then;
  if (Number.isNaN(diff)) return '';
  if (Math.abs(diff) < 30 * SECOND) return 'Just now';
  if (diff > 0 && diff < HOUR) return plural(Math.max(1, Math.floor(diff / MINUTE)), 'minute');
  if (diff > 0 && diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  const date = new Date(then);
  if (diff > 0 && diff < 2 * DAY) return `Yesterday ${formatClock(date)}`;
  return formatDateTime(date, date.getFullYear() === new Date(current).getFullYear());
}
