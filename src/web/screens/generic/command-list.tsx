// The generic list screen: any list command's paged answer (`{list, total}`) in a sortable, filterable,
// virtualised table. Paging, sorting and filtering happen on the server; filters come from the
// command's own argument schema; the focused row and the selection feed the palette and the keys.
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { registry, type AnyCommand, type CommandId, type RecordKind } from '../../../../commands';
import { useCommandQuery } from '../../commands/use-command-query';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListFocus, type ListFocus } from '../../ui/use-list-focus';
import { ListFilterBar, type FilterText } from './list-filter-bar';
import { filterArg, filterFields, sortFields } from './list-filters';
import { clearMatchingSelection, setMatchingSelection } from './matching-selection';
import { SelectionBar } from './selection-bar';

export interface CommandListProps<Row extends { id: number }> {
  commandId: CommandId;
  kind: RecordKind;
  /** Prefix of the test ids: `<testId>-row`, `<testId>-search`, `<testId>-<arg>-filter`… */
  testId: string;
  label: string;
  columns: ColumnDef<Row>[];
  /** Arguments the page fixes (a job's applications); their filters are not shown. */
  fixedArgs?: Record<string, unknown>;
  /** Filter selects to start from, by argument name ('' = any). */
  initialFilters?: Record<string, string>;
  filterText?: Record<string, FilterText>;
  keywordPlaceholder?: string;
  active?: boolean;
  onOpen?: (row: Row) => void;
  onTotal?: (total: number) => void;
  /** Buttons at the end of the toolbar, given the focus and selection. */
  actions?: (focus: ListFocus, rows: readonly Row[]) => ReactNode;
  initialFocusId?: number | null;
}

export function CommandList<Row extends { id: number }>(props: CommandListProps<Row>) {
  const { commandId, kind, testId, label, columns, fixedArgs = {}, active = true, onOpen, onTotal, actions } = props;
  const command = registry.byId.get(commandId) as AnyCommand;
  const filters = useMemo(() => filterFields(command, Object.keys(fixedArgs)), [command]);
  const sort = useMemo(() => sortFields(command), [command]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [values, setValues] = useState<Record<string, string>>(props.initialFilters ?? {});
  const [keyword, setKeyword] = useState('');
  const [allMatching, setAllMatching] = useState(false);
  const settledKeyword = useDebouncedValue(keyword.trim(), 300);

  const filterArgs: Record<string, unknown> = { ...fixedArgs };
  for (const field of filters) {
    const value = field.key === 'keyword' ? settledKeyword || undefined : filterArg(field, values[field.key] ?? '');
    if (value !== undefined) filterArgs[field.key] = value;
  }
  const first = sorting[0];
  const sortArgs = sort.fields.length ? { sort_by: first?.id ?? sort.fallback, sort_dir: first?.desc ? 'desc' : 'asc' } : {};
  const args = { page, page_size: pageSize, ...filterArgs, ...sortArgs };
  const filterKey = JSON.stringify(filterArgs);

  const { data, loading, error } = useCommandQuery(commandId, args);
  const result = data as { list: Row[]; total: number } | undefined;
  const rows = useMemo(() => result?.list ?? [], [result]);
  const total = result?.total ?? 0;
  useEffect(() => {
    if (result) onTotal?.(total);
  }, [result, total, onTotal]);

  const sortable = useMemo(() => new Set(sort.fields), [sort]);
  // The server sorts; TanStack still wants an accessor before it calls a column sortable.
  const tableColumns = useMemo(
    () => columns.map((c) => ({ accessorFn: (row: Row) => (row as Record<string, unknown>)[c.id!], ...c, enableSorting: c.enableSorting ?? sortable.has(c.id!) }) as ColumnDef<Row>),
    [columns, sortable],
  );
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    sortDescFirst: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      setSorting((prev) => (typeof updater === 'function' ? updater(prev) : updater));
      setPage(1);
    },
  });
  const focus = useListFocus({ owner: testId, rows, kind, active, onOpen, initialFocusId: props.initialFocusId });

  // 'All matching' means this filter: a new filter, or a partial page selection, ends it.
  useEffect(() => setAllMatching(false), [filterKey]);
  useEffect(() => {
    if (allMatching && !focus.allOnPage) setAllMatching(false);
  }, [allMatching, focus.allOnPage]);
  useEffect(() => {
    if (allMatching && active) setMatchingSelection({ owner: testId, commandId, args: JSON.parse(filterKey), total });
    else clearMatchingSelection(testId);
    return () => clearMatchingSelection(testId);
  }, [allMatching, active, filterKey, total]);

  const onFilter = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setPage(1);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3" data-testid={`${testId}-toolbar`}>
        <ListFilterBar
          fields={filters}
          values={values}
          keyword={keyword}
          onKeyword={(v) => {
            setKeyword(v);
            setPage(1);
          }}
          onChange={onFilter}
          testId={testId}
          text={props.filterText}
          keywordPlaceholder={props.keywordPlaceholder}
        />
        {actions && <div className="ml-auto flex items-center gap-2">{actions(focus, rows)}</div>}
      </div>
      <SelectionBar
        selected={focus.selected.size}
        pageRows={rows.length}
        total={total}
        allMatching={allMatching}
        onAllMatching={() => setAllMatching(true)}
        onClear={() => {
          focus.clearSelection();
          setAllMatching(false);
        }}
        testId={testId}
      />
      <DataTable table={table} focus={focus} loading={loading} error={error} testId={testId} active={active} label={label} onOpen={onOpen} />
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        testId={`${testId}-pager`}
      />
    </>
  );
}
