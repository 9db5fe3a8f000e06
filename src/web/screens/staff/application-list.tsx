import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { getCommand } from '../../../../commands';
import type { ApplicationRow } from '../../../../commands/application';
import { applicationStatus } from '../../../domain/enums/application-status';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { relativeTimeLong } from '../../../domain/format/relative-time';
import { useCommandQuery } from '../../commands/use-command-query';
import { triggerCommand } from '../../commands/trigger-command';
import { enumLabel, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { SelectInput } from '../../ui/field';
import { Kbd } from '../../ui/kbd';
import { Pager } from '../../ui/pager';
import { SearchInput } from '../../ui/search-input';
import { StatusTag } from '../../ui/status-tag';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListFocus } from '../../ui/use-list-focus';
import { ListToolbar } from './list-toolbar';
import { sortArgs } from './sorting';
import { applicationTone } from './status-tones';

type SortField = 'id' | 'name' | 'status' | 'applied_at' | 'updated_at';
const sortable = new Set<string>(['id', 'name', 'status', 'applied_at', 'updated_at']);
const changeStatus = getCommand('application.changeStatus');
const setArchived = getCommand('application.setArchived');

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** Job applications: the records status changes act on. The focused row is the palette's record. */
export function ApplicationList({ active, onTotal }: { active: boolean; onTotal?: (total: number) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [status, setStatus] = useState<string>('');
  const [archived, setArchivedFilter] = useState<'' | 'true' | 'false'>('');
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword.trim(), 300);

  const args = {
    page,
    page_size: pageSize,
    ...(status !== '' && { status: Number(status) }),
    ...(archived !== '' && { archived: archived === 'true' }),
    ...(settledKeyword && { keyword: settledKeyword }),
    ...sortArgs<SortField>(sorting, 'id'),
  };
  const { data, loading, error } = useCommandQuery('application.list', args);
  const rows = useMemo(() => data?.list ?? [], [data]);
  const total = data?.total ?? 0;
  useEffect(() => {
    if (data) onTotal?.(total);
  }, [data, total, onTotal]);

  const columns = useMemo<ColumnDef<ApplicationRow>[]>(
    () =>
      ([
      { id: 'id', header: t('applications.column.id'), size: 72, cell: ({ row }) => <span className="text-ink-muted tabular-nums">#{row.original.id}</span> },
      {
        id: 'name',
        header: t('applications.column.applicant'),
        cell: ({ row }) => (
          <div className="min-w-0">
            <div className="font-medium text-ink" data-testid="cell-name">{row.original.name}</div>
            <div className="text-xs text-ink-muted">{row.original.email}</div>
          </div>
        ),
      },
      { id: 'phone', header: t('applications.column.phone'), cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatPhoneDisplay(row.original.phone)}</span> },
      { id: 'job', header: t('applications.column.job'), cell: ({ row }) => <span className="text-ink-soft">{row.original.job_title}</span> },
      {
        id: 'status',
        header: t('applications.column.status'),
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1.5">
            <StatusTag tone={applicationTone(row.original.status)} testId="cell-status">
              {enumLabel(applicationStatus, row.original.status)}
            </StatusTag>
            {row.original.archived && (
              <StatusTag tone="grey" testId="cell-archived">
                {t('applications.archivedTag')}
              </StatusTag>
            )}
          </span>
        ),
      },
      {
        id: 'applied_at',
        header: t('applications.column.applied'),
        cell: ({ row }) => <span title={formatDate(row.original.applied_at)} className="whitespace-nowrap text-ink-soft">{relativeTimeLong(row.original.applied_at)}</span>,
      },
      {
        id: 'updated_at',
        header: t('applications.column.updated'),
        cell: ({ row }) => <span title={formatDate(row.original.updated_at)} className="whitespace-nowrap text-ink-soft">{relativeTimeLong(row.original.updated_at)}</span>,
      },
      ] satisfies ColumnDef<ApplicationRow>[] as ColumnDef<ApplicationRow>[]).map((c) => ({ ...c, enableSorting: sortable.has(c.id!) })),
    [t],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    sortDescFirst: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      setSorting((prev) => (typeof updater === 'function' ? updater(prev) : updater));
      setPage(1);
    },
  });
  const focus = useListFocus({ owner: 'application-list', rows, kind: 'application', active });
  const canAct = focus.focusedId !== null;

  return (
    <>
      <ListToolbar
        end={
          <>
            {focus.selected.size > 0 && <span className="text-sm text-ink-soft" data-testid="applications-selected-count">{t('table.selectedCount', { count: focus.selected.size })}</span>}
            <Button onClick={() => triggerCommand(setArchived, 'screen')} disabled={!canAct} data-testid="archive-button">
              {t('command.application.setArchived')} <Kbd kbd={setArchived.kbd!} />
            </Button>
            <Button variant="primary" onClick={() => triggerCommand(changeStatus, 'screen')} disabled={!canAct} data-testid="change-status-button">
              {t('command.application.changeStatus')} <Kbd kbd={changeStatus.kbd!} tone="dark" />
            </Button>
          </>
        }
      >
        <SearchInput
          value={keyword}
          onValueChange={(v) => {
            setKeyword(v);
            setPage(1);
          }}
          placeholder={t('applications.searchPlaceholder')}
          aria-label={t('applications.searchPlaceholder')}
          data-testid="applications-search"
        />
        <SelectInput
          className="w-52"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          aria-label={t('applications.statusFilter')}
          data-testid="applications-status-filter"
        >
          <option value="">{t('applications.allStatuses')}</option>
          {applicationStatus.entries.map((e) => (
            <option key={e.code} value={e.code}>
              {enumLabel(applicationStatus, e.code)}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          className="w-40"
          value={archived}
          onChange={(e) => {
            setArchivedFilter(e.target.value as '' | 'true' | 'false');
            setPage(1);
          }}
          aria-label={t('applications.archivedFilter')}
          data-testid="applications-archived-filter"
        >
          <option value="">{t('applications.archivedAll')}</option>
          <option value="false">{t('applications.archivedNo')}</option>
          <option value="true">{t('applications.archivedYes')}</option>
        </SelectInput>
      </ListToolbar>
      <DataTable table={table} focus={focus} loading={loading} error={error} testId="applications" active={active} label={t('applications.title')} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} onPageSize={(size) => { setPageSize(size); setPage(1); }} testId="applications-pager" />
    </>
  );
}
