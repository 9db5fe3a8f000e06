// Counted phrases ('Send 1 message', 'Send 3 messages'): rosetta has no plural rules, so a key may have
// siblings named by the language's plural category (`send_one` beside `send`, the 'other' form), chosen
// with Intl.PluralRules. zh has only 'other', so one text serves every count there.
import { settings } from '../state/settings';
import type { t as translate } from './i18n';

const rules = new Map<string, Intl.PluralRules>();
const rulesFor = (language: string) => {
  if (!rules.has(language)) rules.set(language, new Intl.PluralRules(language === 'zh' ? 'zh-CN' : 'en-AU'));
  return rules.get(language)!;
};

/** `key` for `params.count`: its `_one` (or other category's) sibling where the language has one. */
export function tCount(t: typeof translate, key: string, params: Record<string, unknown> & { count: number }): string {
  const category = rulesFor(settings.language).select(params.count);
  const other = t(key, params as never);
  return category === 'other' ? other : t(`${key}_${category}`, params as never, other);
}
