import { recordKind, type RecordKind } from '../../../commands/record-kinds';
import { settings } from '../state/settings';
import { t } from './i18n';

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
  // Lower only a leading capital that starts a word ('Disable request'), not an acronym ('API key').
  const words = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}
