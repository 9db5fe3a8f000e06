import { recordKind, type RecordKind } from '../../../commands/record-kinds';
import { t } from './i18n';

/** A record kind's name in the current language; English is the record-kind table's own label. */
export function recordLabel(kind: RecordKind): string {
  return t(`record.${kind}`, undefined, recordKind(kind).label);
}
