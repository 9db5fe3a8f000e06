import type { ColumnDef } from '@tanstack/react-table';
import type { RefereeRow } from '../../../../../commands/reference-check';
import { referenceCheckStates, refereeRelationships } from '../../../../domain/enums/interview';
import { formatPhoneDisplay } from '../../../../domain/format/phone-display';
import { enumLabel, type t as translate } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { checkStateTone } from '../interviews/tones';
import { formatWhen } from '../interviews/when';

/** When the check last moved: read, answered, sent, or nothing yet. */
export function checkWhen(row: RefereeRow): string {
  return formatWhen(row.check_read_at ?? row.check_answered_at ?? row.check_sent_at, false);
}

export function refereeColumns(t: typeof translate, { withJob = true } = {}): ColumnDef<RefereeRow>[] {
  const columns: (ColumnDef<RefereeRow> | false)[] = [
    { id: 'name', header: t('interviews.references.column.referee'), meta: { fluid: true }, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: 'relationship', header: t('interviews.references.column.relationship'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1">{enumLabel(refereeRelationships, row.original.relationship)}</span> },
    { id: 'organisation', header: t('interviews.references.column.organisation'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.organisation}>{row.original.organisation}</span> },
    { id: 'contact', header: t('interviews.references.column.contact'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.email}>{row.original.email} · <span className="tabular-nums">{formatPhoneDisplay(row.original.phone)}</span></span> },
    withJob && { id: 'job_title', header: t('interviews.references.column.job'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.job_title}>{row.original.job_title}</span> },
    {
      id: 'check_state',
      header: t('interviews.references.column.check'),
      cell: ({ row }) => <StatusTag tone={checkStateTone(row.original.check_state)} testId="referee-check-state">{enumLabel(referenceCheckStates, row.original.check_state)}</StatusTag>,
    },
    { id: 'check_when', header: t('interviews.references.column.when'), cell: ({ row }) => <span className="text-ink-muted tabular-nums">{checkWhen(row.original)}</span> },
  ];
  return columns.filter((c): c is ColumnDef<RefereeRow> => c !== false).map((c) => ({ ...c, enableSorting: false }));
}
