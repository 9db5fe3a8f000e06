// A catalogue area code ('outerCandidate', 'sms') as people read it, in the current language. Every
// place that names an area (palette subtitles, cheat-sheet headings) asks here, so none shows the code.
import { t } from './i18n';

/** 'jobAd' → 'Job ads'; an area the tables lack still reads as words ('fooBar' → 'Foo bar'), never as code. */
export function areaLabel(area: string): string {
  const words = area.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return t(`area.${area}`, undefined, words.charAt(0).toUpperCase() + words.slice(1));
}
