// A pay or cost line's day and loading in the person's words, the same on an order's cost and a
// timesheet's lines: 'Sat 31 Oct', 'Saturday ×1.75' (ordinary time reads '—'), in the console's language.
import { payLoadings } from '../../domain/enums/employment';
import { enumLabel } from '../i18n/i18n';
import { dateFormat } from './date-format';

/** The loading's label, or '—' for ordinary time (no loading). */
export const loadingWords = (loading: string): string => (loading === 'ordinary' ? '—' : enumLabel(payLoadings, loading as never));

/** A line's day ('Sat, 31 Oct'; zh '10月31日周六'); the date is a calendar day, so no time zone moves it. */
export const lineDay = (date: string): string => dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));
