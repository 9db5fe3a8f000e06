import { recordKind, type RecordKind } from '../../../commands/record-kinds';
import { settings } from '../state/settings';
import { t } from './i18n';
import { inSentence } from './in-sentence';

/** A record kind's name in the current language; English is the record-kind table's own label. */
export function recordLabel(kind: RecordKind): string {
  return t(`record.${kind}`, undefined, recordKind(kind).label);
}

/** 'an application', 'a disable request' (一条申请): the dictionary's own phrase, else made from the kind's label. */
export function aRecordLabel(kind: RecordKind): string {
  const key = `paletteFlow.aRecord.${kind}`;
  const own = t(key);
  if (own !== key) return own;
  const label = recordLabel(kind);
  if (settings.language !== 'en') return t('paletteFlow.aRecordOf', { record: label });
  const words = inSentence(label);
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}
