// The console's typed date, part by part, in the locale's order: day/month/year in English (Australia),
// year/month/day in Chinese. Pure, so the date input (date-input.tsx) and its tests share one reading.
// What the input holds is text as typed; what it gives its form is an ISO calendar date or nothing.
import type { Language } from '../../domain/constants';
import { isoDate } from './date-time';

export type Part = 'd' | 'm' | 'y';
export type DateOrder = readonly [Part, Part, Part];

const ORDERS: Record<Language, DateOrder> = { en: ['d', 'm', 'y'], zh: ['y', 'm', 'd'] };
const SIZE: Record<Part, number> = { d: 2, m: 2, y: 4 };
export const SEPARATOR = '/';

export const dateOrder = (language: Language): DateOrder => ORDERS[language];

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();
const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** An ISO date ('2026-11-27') as the locale shows it ('27/11/2026', '2026/11/27'); '' for anything else. */
export function formatDate(iso: string, order: DateOrder): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const parts: Record<Part, string> = { y: match[1]!, m: match[2]!, d: match[3]! };
  return order.map((p) => parts[p]).join(SEPARATOR);
}

/** The ISO date of three numbers when they make a real calendar day, else null. The years are the ones
 * a person means: an ISO date typed into an English box ('2026-12-15' → 20/02/6121) is not taken. */
function isoOf(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/**
 * Reads typed text in the locale's order. A part ends when it is full, when a separator is typed, or when
 * its first digit cannot start a two-digit day or month ('4' → '04'), and then the next part starts: with
 * `grew` (the person added a character) the separator is written for them, so digits alone advance.
 * An ISO date (pasted, or filled by a test) is taken as it is. `iso` is set only for a real calendar day.
 */
export function readTyped(text: string, order: DateOrder, grew: boolean): { text: string; iso: string | null } {
  const pasted = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (pasted) {
    const iso = isoOf(Number(pasted[1]), Number(pasted[2]), Number(pasted[3]));
    if (iso) return { text: formatDate(iso, order), iso };
  }
  const parts: string[] = [''];
  let closed = 0; // how many parts are finished
  const finish = () => {
    const part = order[closed]!;
    const digits = parts[closed]!;
    if (part !== 'y' && digits.length === 1) parts[closed] = `0${digits}`;
    closed += 1;
    if (closed < 3) parts.push('');
  };
  for (const ch of text) {
    if (closed >= 3) break;
    const part = order[closed]!;
    const digits = parts[closed]!;
    if (/\d/.test(ch)) {
      parts[closed] = digits + ch;
      const now = parts[closed]!;
      const cannotGrow = (part === 'd' && now.length === 1 && Number(ch) > 3) || (part === 'm' && now.length === 1 && Number(ch) > 1);
      if (now.length >= SIZE[part] || cannotGrow) finish();
    } else if (digits.length > 0 && (part !== 'y' || digits.length === SIZE.y)) {
      // A separator ends a started part (a year only once it has its four digits).
      finish();
    }
  }
  // The separator after a finished part shows only while typing forward, so Backspace can remove it.
  let shown = parts.slice(0, Math.min(closed + 1, 3)).join(SEPARATOR);
  if (!grew && closed > 0 && closed < 3 && parts[closed] === '') shown = shown.slice(0, -SEPARATOR.length);
  const values: Partial<Record<Part, number>> = {};
  order.forEach((p, i) => void (values[p] = Number(parts[i] ?? '')));
  const iso = closed === 3 ? isoOf(values.y!, values.m!, values.d!) : null;
  return { text: shown, iso };
}

/** Which part the caret is in: the number of separators before it. */
export function partAt(text: string, caret: number): number {
  return Math.min(2, text.slice(0, caret).split(SEPARATOR).length - 1);
}

/**
 * ↑/↓ on a part: one day, month or year later or earlier, within its range (a day wraps within its month,
 * a month within the year, and the day is kept inside the new month). Parts not typed yet start from
 * `today`. Answers the whole date and where the changed part is, to select it.
 */
export function stepPart(text: string, order: DateOrder, index: number, delta: 1 | -1, today: Date): { text: string; iso: string; start: number; end: number } {
  const typed = text.split(SEPARATOR);
  const base: Record<Part, number> = { y: today.getFullYear(), m: today.getMonth() + 1, d: today.getDate() };
  order.forEach((p, i) => {
    const n = Number(typed[i]);
    if (typed[i] && Number.isFinite(n) && n > 0 && (p !== 'y' || typed[i]!.length === 4)) base[p] = n;
  });
  const part = order[index]!;
  const wrap = (n: number, max: number) => ((n - 1 + max) % max) + 1;
  if (part === 'y') base.y = Math.max(1000, base.y + delta);
  if (part === 'm') base.m = wrap(Math.min(base.m, 12) + delta, 12);
  if (part === 'd') base.d = wrap(Math.min(base.d, daysIn(base.y, Math.min(base.m, 12))) + delta, daysIn(base.y, Math.min(base.m, 12)));
  base.m = Math.min(Math.max(base.m, 1), 12);
  base.d = Math.min(Math.max(base.d, 1), daysIn(base.y, base.m));
  const iso = isoDate(new Date(base.y, base.m - 1, base.d));
  const shown = formatDate(iso, order);
  const start = order.slice(0, index).reduce((n, p) => n + SIZE[p] + SEPARATOR.length, 0);
  return { text: shown, iso, start, end: start + SIZE[part] };
}
