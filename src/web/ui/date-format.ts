// Dates and times as people read them, in the console's language (en → Australian English, zh →
// Chinese), never the browser's own locale: a US Chromium would otherwise show 'Nov 28, 2026' in a
// console set to Chinese, beside date boxes that read 2026/11/28 (issue 22 §6).
import { toMillis, type Timestamp } from '../../domain/format/timestamp';
import { settings } from '../state/settings';

/** The locale of the console's language. */
export const consoleLocale = (language: string = settings.language): string => (language === 'zh' ? 'zh-CN' : 'en-AU');

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter in the console's language (cached: one per language and options). */
export function dateFormat(options: Intl.DateTimeFormatOptions, language: string = settings.language): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(consoleLocale(language), options)));
  return format;
}

/** A moment in the console's language ('28 Nov 2026, 9:00 am', '2026年11月28日 09:00'); the text as it is if it is no time. */
export function formatWhen(value: Timestamp, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const at = toMillis(value);
  return Number.isNaN(at) ? String(value) : dateFormat(options).format(at);
}
