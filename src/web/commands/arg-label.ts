import type { t as translate } from '../i18n/i18n';

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** An argument's name for people: the palette's own label, the dictionary's, else the key in words. */
export function argLabel(t: typeof translate, key: string): string {
  return t(`argLabel.${key}`, undefined, t(`arg.${key}`, undefined, humanise(key)));
}
