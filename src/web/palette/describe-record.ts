import type { CommandContext } from '../../../commands';
import { recordKind } from '../../../commands/record-kinds';
import { enumLabel, t } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';

/** 'Application #12 · Jane Doe · New': what a command in the palette will act on. */
export function describeRecord(record: NonNullable<CommandContext['record']>): string {
  const fields = record.fields ?? {};
  const name = typeof fields.name === 'string' ? fields.name : '';
  const e = recordKind(record.kind).status;
  const status = e && typeof fields.status === 'number' ? enumLabel(e, fields.status) : '';
  const archived = fields.archived === true ? t('applications.archivedTag') : '';
  return [`${recordLabel(record.kind)} #${record.id}`, name, status, archived].filter(Boolean).join(' · ');
}
