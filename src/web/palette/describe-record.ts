import type { CommandContext } from '../../../commands';
import { applicationStatus } from '../../domain/enums/application-status';
import { staffStatus } from '../../domain/enums/staff-status';
import type { Enum, EnumCodeValue } from '../../domain/enums/define-enum';
import { enumLabel, t } from '../i18n/i18n';

const statusEnum: Partial<Record<string, Enum<EnumCodeValue>>> = {
  application: applicationStatus as Enum<EnumCodeValue>,
  applicant: staffStatus as Enum<EnumCodeValue>,
  staff: staffStatus as Enum<EnumCodeValue>,
};

/** 'Application #12 · Jane Doe · New': what a command in the palette will act on. */
export function describeRecord(record: NonNullable<CommandContext['record']>): string {
  const fields = record.fields ?? {};
  const name = typeof fields.name === 'string' ? fields.name : '';
  const e = statusEnum[record.kind];
  const status = e && typeof fields.status === 'number' ? enumLabel(e, fields.status) : '';
  const archived = fields.archived === true ? t('applications.archivedTag') : '';
  return [`${t(`record.${record.kind}`, undefined, record.kind)} #${record.id}`, name, status, archived].filter(Boolean).join(' · ');
}
