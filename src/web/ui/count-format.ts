// Totals as people read them: digits grouped for the language, and an estimated total (a list past the
// server's exact-count threshold) rounded to two significant figures with 'about' ('about 98,000').
import { t } from '../i18n/i18n';
import { settings } from '../state/settings';

const formats = new Map<string, Intl.NumberFormat>();
const locales = { en: 'en-AU', zh: 'zh-CN' } as const;

export function formatNumber(n: number): string {
  const locale = locales[settings.language] ?? 'en-AU';
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** An estimate is only as good as its first two figures; showing more would claim a precision it lacks. */
export function roundEstimate(n: number): number {
  return n < 100 ? n : Number(n.toPrecision(2));
}

export function formatTotal(total: number, estimated = false): string {
  return estimated ? t('genericList.about', { count: formatNumber(roundEstimate(total)) }) : formatNumber(total);
}
