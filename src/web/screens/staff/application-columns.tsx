import type { ColumnDef } from '@tanstack/react-table';
import type { ApplicationRow } from '../../../../commands/application';
import { applicationStatus } from '../../../domain/enums/application-status';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { relativeTimeLong } from '../../../domain/format/relative-time';
import { enumLabel, useT, type t as translate } from '../../i18n/i18n';
import { StatusTag } from '../../ui/status-tag';
import { applicationTone } from './status-tones';

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

export function ApplicationStatusCell({ row }: { row: Pick<ApplicationRow, 'status' | 'archived'> }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1.5">
      <StatusTag tone={applicationTone(row.status)} testId="cell-status">
        {enumLabel(applicationStatus, row.status)}
      </StatusTag>
      {row.archived && (
        <StatusTag tone="grey" testId="cell-archived">
          {t('applications.archivedTag')}
        </StatusTag>
      )}
    </span>
  );
}

/** The applications table's columns; `withApplicant` is off where the applicant is the page's subject. */
export function applicationColumns(t: typeof translate, { withApplicant = true } = {}): ColumnDef<ApplicationRow>[] {
  const columns: (ColumnDef<ApplicationRow> | false)[] = [
    { id: 'id', header: t('applications.column.id'), size: 72, cell: ({ row }) => <span className="text-ink-muted tabular-nums">#{row.original.id}</span> },
    withApplicant && {
      id: 'name',
      header: t('applications.column.applicant'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <div className="font-medium text-ink" data-testid="cell-name">{row.original.name}</div>
          <div className="text-xs text-ink-muted">{row.original.email}</div>
        </div>
      ),
    },
    withApplicant && { id: 'phone', header: t('applications.column.phone'), cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatPhoneDisplay(row.original.phone)}</span> },
    { id: 'job', header: t('applications.column.job'), cell: ({ row }) => <span className="block max-w-56 truncate text-ink-soft" title={row.original.job_title}>{row.original.job_title}</span> },
    { id: 'status', header: t('applications.column.status'), cell: ({ row }) => <ApplicationStatusCell row={row.original} /> },
    {
      id: 'applied_at',
      header: t('applications.column.applied'),
      cell: ({ row }) => <span title={formatDateTime(row.original.applied_at)} className="whitespace-nowrap text-ink-soft">{relativeTimeLong(row.original.applied_at)}</span>,
    },
    {
      id: 'updated_at',
      header: t('applications.column.updated'),
      cell: ({ row }) => <span title={formatDateTime(row.original.updated_at)} className="whitespace-nowrap text-ink-soft">{relativeTimeLong(row.original.updated_at)}</span>,
    },
  ];
  return columns.filter((c): c is ColumnDef<ApplicationRow> => c !== false);
}
