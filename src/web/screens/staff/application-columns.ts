import type { ColumnDef } from '@tanstack/react-table';
import { applicationRow, type ApplicationRow } from '../../../../commands/application';
import type { t as translate } from '../../i18n/i18n';
import { planColumns } from '../generic/column-plan';
import { listColumns } from '../generic/list-columns';
import { applicationList } from './application-list';

const APPLICANT_FIELDS = new Set(['name', 'email', 'phone']);

/** The applications list's columns for a table of its own; `withApplicant` is off where the applicant is the page's subject. */
export function applicationColumns(t: typeof translate, { withApplicant = true } = {}): ColumnDef<ApplicationRow>[] {
  const show = applicationList.show!.filter((key) => withApplicant || !APPLICANT_FIELDS.has(key));
  return listColumns<ApplicationRow>(planColumns(applicationRow, 'application', { ...applicationList, show }), t);
}
