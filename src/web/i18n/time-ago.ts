// Spec §9 relative times in the console's language (the zh words arrive with the zh chunk). Not imported
// by i18n.ts, so the login path does not carry the relative-time code.
import { relativeTimeLong, relativeTimeShort } from '../../domain/format/relative-time';
import type { Timestamp } from '../../domain/format/timestamp';
import { relativeTimeWords } from './i18n';

/** Style 1, for list cells: 'Just now', '5m', … '90d+' (刚刚, 5 分钟前, … 超过 90 天). */
export function timeAgoShort(ts: Timestamp, now?: Timestamp): string {
  return relativeTimeShort(ts, now, relativeTimeWords());
}

/** Style 2, for details: 'Just now', '5 minutes ago', 'Yesterday 14:05', a date (刚刚, 5 分钟前, 昨天 14:05). */
export function timeAgoLong(ts: Timestamp, now?: Timestamp): string {
  return relativeTimeLong(ts, now, relativeTimeWords());
}
