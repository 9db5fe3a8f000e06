import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { StaffShiftRow } from '../../../../../commands/staff-shift';
import { shiftOrderStatus } from '../../../../domain/enums/shift-order';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { settings } from '../../../state/settings';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { SelectInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { Pager } from '../../../ui/pager';
import { StatusTag } from '../../../ui/status-tag';
import { useListFocus } from '../../../ui/use-list-focus';
import { hoursText, shiftDate, shiftTimes, shiftTone } from './shift-format';

const STATUSES = ['upcoming', 'in_progress', 'completed', 'canceled'] as const;

/**
 * A staff member's shifts: a summary line (counts per status, hours worked, check-outs waiting), a status
 * filter and order, and the shifts in the facility's own clock. j/k move, Enter opens the shift.
 */
export function StaffShiftTable({ staffId }: { staffId: number }) {
  const t = useT();
  const { language } = useSnapshot(settings);
  const [status, setStatus] = useState('');
  const [sortDir, setSortDir] = useState<'desc' | 'asc'>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const args = { staff_id: staffId, page, page_size: pageSize, sort_dir: sortDir, ...(status && { status }) };
  const { data, loading, error } = useCommandQuery('shift.staffList', args, { context: { path: location.pathname, record: { kind: 'applicant', id: staffId } } });
  const rows = useMemo(() => data?.list ?? [], [data]);
  // The worker's view of the shift (spec §2 /staff/applicants/shift-detail); the order page is the shift's own.
  const open = (row: StaffShiftRow) => navigate(`/staff/applicants/shift-detail/${row.id}`);

  const columns = useMemo<ColumnDef<StaffShiftRow>[]>(
    () => [
      { id: 'date', header: t('aiExports.shifts.column.date'), cell: ({ row }) => <span className="font-medium text-ink">{shiftDate(row.original.starts_at, row.original.state, language)}</span> },
      { id: 'time', header: t('aiExports.shifts.column.time'), cell: ({ row }) => <span className="tabular-nums">{shiftTimes(row.original.starts_at, row.original.ends_at, row.original.state, language)}</span> },
      {
        id: 'facility', header: t('aiExports.shifts.column.facility'), meta: { fluid: true },
        cell: ({ row }) => <span className="line-clamp-1" title={`${row.original.facility_name}, ${row.original.suburb} ${row.original.state}`}>{row.original.facility_name} <span className="text-ink-muted">· {row.original.suburb}</span></span>,
      },
      { id: 'provider', header: t('aiExports.shifts.column.provider'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.provider_name}>{row.original.provider_name}</span> },
      { id: 'position', header: t('aiExports.shifts.column.position'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1">{row.original.position}</span> },
      { id: 'status', header: t('aiExports.shifts.column.status'), cell: ({ row }) => <StatusTag tone={shiftTone[row.original.status]}>{enumLabel(shiftOrderStatus, row.original.status)}</StatusTag> },
      {
        id: 'hours', header: t('aiExports.shifts.column.hours'), meta: { align: 'right' },
        cell: ({ row }) =>
          row.original.hours !== null ? (
            <span className="tabular-nums">{hoursText(row.original.hours)}</span>
          ) : row.original.status === 'completed' ? (
            <span className="text-xs text-warning">{t('aiExports.shifts.notCheckedOut')}</span>
          ) : null,
      },
    ],
    [t, language],
  );
  const table = useReactTable({ data: rows as StaffShiftRow[], columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id), manualPagination: true });
  const focus = useListFocus({
    owner: 'staff-shifts',
    rows,
    kind: 'shift',
    active: true,
    onOpen: open,
    turnPage: (direction) => {
      const next = page + direction;
      if (next < 1 || next > Math.max(1, Math.ceil((data?.total ?? 0) / pageSize))) return false;
      setPage(next);
      return true;
    },
  });
  const summary = data?.summary;
  const chip = (key: string, label: string, count: number | undefined) => (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-black/[0.04] px-2.5 py-0.5 text-xs text-ink-soft" data-testid={`shift-summary-${key}`}>
      {label} <span className="font-semibold tabular-nums text-ink">{count ?? '–'}</span>
    </span>
  );

  return (
    <Card
      bodyClassName="p-0"
      data-testid="staff-shifts"
      title={t('aiExports.shifts.title')}
      extra={
        <div className="flex flex-wrap items-center gap-2">
          {chip('upcoming', t('aiExports.shifts.upcoming'), summary?.upcoming)}
          {chip('in-progress', t('aiExports.shifts.inProgress'), summary?.in_progress)}
          {chip('completed', t('aiExports.shifts.completed'), summary?.completed)}
          {chip('canceled', t('aiExports.shifts.canceled'), summary?.canceled)}
          {summary && <span className="text-xs text-ink-muted" data-testid="shift-summary-hours">{t('aiExports.shifts.hoursWorked', { hours: hoursText(summary.hours_worked) })}</span>}
          {summary && summary.awaiting_check_out > 0 && <span className="text-xs text-warning">· {t('aiExports.shifts.awaiting', { count: summary.awaiting_check_out })}</span>}
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3">
        <SelectInput value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }} aria-label={t('aiExports.shifts.statusFilter')} data-testid="shift-status-filter">
          <option value="">{t('aiExports.shifts.allStatuses')}</option>
          {STATUSES.map((s) => <option key={s} value={s}>{enumLabel(shiftOrderStatus, s)}</option>)}
        </SelectInput>
        <SelectInput value={sortDir} onChange={(e) => { setSortDir(e.target.value as 'asc' | 'desc'); setPage(1); }} aria-label={t('aiExports.shifts.newestFirst')} data-testid="shift-sort">
          <option value="desc">{t('aiExports.shifts.newestFirst')}</option>
          <option value="asc">{t('aiExports.shifts.oldestFirst')}</option>
        </SelectInput>
        <span className="ml-auto flex items-center gap-1.5 text-xs text-ink-muted">
          <Kbd kbd="j" /> <Kbd kbd="k" /> {t('genericList.hint.move')} · <Kbd kbd="enter" /> {t('genericList.hint.open')}
        </span>
      </div>
      <DataTable table={table} focus={focus} loading={loading && !data} error={error} testId="staff-shift-table" active label={t('aiExports.shifts.title')} onOpen={open} maxHeight="520px" skeletonRows={6} />
      <Pager page={page} pageSize={pageSize} total={data?.total ?? 0} pageRows={rows.length} ready={Boolean(data)} onPage={setPage} onPageSize={(size) => { setPageSize(size); setPage(1); }} testId="staff-shift-pager" />
    </Card>
  );
}
