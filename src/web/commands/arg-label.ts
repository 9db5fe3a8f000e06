import { kindOfArg } from '../../../commands/record-kinds';
import type { t as translate } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const capitalise = (text: string) => text.replace(/^\w/, (c) => c.toUpperCase());

/**
 * An argument's name for people: the palette's own label, the dictionary's, else for a record's id the
 * record kind ('referee_id' → 'Referee', not 'Referee id': people pick a record, not a number), else
 * the key in words.
 */
export function argLabel(t: typeof translate, key: string): string {
  const kind = kindOfArg(key);
  const fallback = kind ? capitalise(recordLabel(kind)) : humanise(key);
  return t(`argLabel.${key}`, undefined, t(`arg.${key}`, undefined, fallback));
}
