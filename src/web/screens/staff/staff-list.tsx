import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { staffSortFields, type StaffRow } from '../../../../commands/staff';
import { experienceBands } from '../../../domain/enums/candidate';
import { staffStatus } from '../../../domain/enums/staff-status';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { DataTable } from '../../ui/data-table';
import { SelectInput } from '../../ui/field';
import { Pager } from '../../ui/pager';
import { SearchInput } from '../../ui/search-input';
import { StatusTag } from '../../ui/status-tag';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListFocus } from '../../ui/use-list-focus';
import { ListToolbar } from './list-toolbar';
import { sortArgs } from './sorting';
import { staffTone } from './status-tones';

const sortable = new Set<string>(staffSortFields);

/** The applicants table (spec §3): name, age, position, experience, email, phone, status, tags. */
export function StaffList({ active, onTotal }: { active: boolean; onTotal?: (total: number) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [status, setStatus] = useState<string>('');
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword.trim(), 300);

  const args = {
    page,
    page_size: pageSize,
    ...(status !== '' && { status: Number(status) }),
    ...(settledKeyword && { keyword: settledKeyword }),
    ...sortArgs(sorting, 'id'),
  };
  const { data, loading, error } = useCommandQuery('staff.list', args);
  const rows = useMemo(() => data?.list ?? [], [data]);
  const total = data?.total ?? 0;
  useEffect(() => {
    if (data) onTotal?.(total);
  }, [data, total, onTotal]);

  const columns = useMemo<ColumnDef<StaffRow>[]>(
    () =>
      ([
      {
        id: 'name',
        header: t('staff.column.name'),
        cell: ({ row }) => (
          <span className="font-medium text-ink" data-testid="cell-name">
            {row.original.name}
          </span>
        ),
      },
      { id: 'age', header: t('staff.column.age'), size: 64, cell: ({ row }) => <span className="tabular-nums">{row.original.age ?? '—'}</span> },
      { id: 'position', header: t('staff.column.position'), enableSorting: false, cell: ({ row }) => row.original.position || '—' },
      { id: 'experience', header: t('staff.column.experience'), enableSorting: false, cell: ({ row }) => enumLabel(experienceBands, row.original.experience) },
      { id: 'email', header: t('staff.column.email'), enableSorting: false, cell: ({ row }) => <span className="text-ink-soft">{row.original.email}</span> },
      { id: 'phone', header: t('staff.column.phone'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatPhoneDisplay(row.original.phone)}</span> },
      {
        id: 'status',
        header: t('staff.column.status'),
        cell: ({ row }) => (
          <StatusTag tone={staffTone(row.original.status)} testId="cell-status">
            {enumLabel(staffStatus, row.original.status)}
          </StatusTag>
        ),
      },
      {
        id: 'tags',
        header: t('staff.column.tags'),
        enableSorting: false,
        cell: ({ row }) => {
          const tags = row.original.tags;
          return (
            <span className="flex gap-1" title={tags.join(', ')}>
              {tags.slice(0, 2).map((tag) => (
                <span key={tag} className="rounded bg-[#fafafa] px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-[#d9d9d9] ring-inset">
                  {tag}
                </span>
              ))}
              {tags.length > 2 && <span className="text-xs text-ink-muted">+{tags.length - 2}</span>}
              {!tags.length && <span className="text-ink-muted">—</span>}
            </span>
          );
        },
      },
      ] satisfies ColumnDef<StaffRow>[] as ColumnDef<StaffRow>[]).map((c) => ({ ...c, enableSorting: c.enableSorting ?? sortable.has(c.id!) })),
    [t],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      setSorting((prev) => (typeof updater === 'function' ? updater(prev) : updater));
      setPage(1);
    },
  });
  const focus = useListFocus({ owner: 'staff-list', rows, kind: 'applicant', active });

  return (
    <>
      <ListToolbar end={focus.selected.size > 0 && <span className="text-sm text-ink-soft" data-testid="staff-selected-count">{t('table.selectedCount', { count: focus.selected.size })}</span>}>
        <SearchInput
          value={keyword}
          onValueChange={(v) => {
            setKeyword(v);
            setPage(1);
          }}
          placeholder={t('staff.searchPlaceholder')}
          aria-label={t('staff.searchPlaceholder')}
          data-testid="staff-search"
        />
        <SelectInput
          className="w-56"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          aria-label={t('staff.statusFilter')}
          data-testid="staff-status-filter"
        >
          <option value="">{t('staff.allStatuses')}</option>
          {staffStatus.entries.map((e) => (
            <option key={e.code} value={e.code}>
              {enumLabel(staffStatus, e.code)}
            </option>
          ))}
        </SelectInput>
      </ListToolbar>
      <DataTable table={table} focus={focus} loading={loading} error={error} testId="staff" active={active} label={t('route.applicants')} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} onPageSize={(size) => { setPageSize(size); setPage(1); }} testId="staff-pager" />
    </>
  );
}
