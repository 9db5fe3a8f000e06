// An interview's time as people read a diary: 'Wed 25 Nov 2026, 9:30 am' (in the browser's time zone),
// and how far off it is, since a list of interviews is read by what comes next.
import { settings } from '../../../state/settings';

export function formatWhen(iso: string | null | undefined, withYear = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(settings.language === 'zh' ? 'zh-CN' : 'en-AU', {
    weekday: 'short', day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }), hour: 'numeric', minute: '2-digit',
  }).format(date);
}

/** Whether the interview has started (attendance can then be interviewed or not attended). */
export const hasStarted = (iso: string, now = Date.now()) => Date.parse(iso) <= now;
