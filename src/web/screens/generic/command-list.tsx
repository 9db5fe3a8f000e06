// The list screen kit: any list command's paged answer (`{list, total, total_estimated}`) in a
// sortable, filterable, virtualised table, drawn from a ListSpec. Columns come from the result schema,
// filters from the argument schema, the first sort from its defaults; paging, sorting and filtering run
// on the server. The focused row and the selection feed the palette and the keys.
import { getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { recordKind, registry, type AnyCommand } from '../../../../commands';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { formatTotal } from '../../ui/count-format';
import { DataTable } from '../../ui/data-table';
import { focusListRegion } from '../../ui/list-region';
import { PAGE_SIZES, Pager } from '../../ui/pager';
import { useListFocus } from '../../ui/use-list-focus';
import { planColumns, rowSchemaOf } from './column-plan';
import { ListActions, type ListAction } from './list-actions';
import { ListFilterBar, type FilterText } from './list-filter-bar';
import { useListAddress, type ListViewDefaults } from './list-address';
import { filterArg, filterFields, sortFields } from './list-filters';
import { listColumns } from './list-columns';
import type { AnyListSpec } from './screen-spec';
import { ListStatusLine } from './list-status-line';
import { clearMatchingSelection, setMatchingSelection } from './matching-selection';
import { listKeyHints, rowCommands } from './row-commands';
import { useTypedFilters } from './use-typed-filters';
import { useRecordReveal } from './record-reveal';

type Row = { id: number } & Record<string, unknown>;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

export interface CommandListProps {
  spec: AnyListSpec;
  /** The table's accessible name (the page or tab title). */
  label: string;
  /** Only the list the user sees drives the keys and the command context. */
  active?: boolean;
  /** Arguments the page fixes (a job's applications); their filters are not shown. */
  fixedArgs?: Record<string, unknown>;
  /** Filter selects to start from, by argument name ('' = any). */
  initialFilters?: Record<string, string>;
  initialFocusId?: number | null;
  onTotal?: (total: ListTotal) => void;
  /** The table's height (CSS); fixed, so the page never moves as rows arrive. */
  height?: string;
  /** Keep the view in the address; by default the active list does (a panel's list passes active={false}). */
  address?: boolean;
}

const DEFAULT_HEIGHT = 'max(320px, calc(100vh - 390px))';
const SKELETON_ROWS = 12;

export function CommandList({ spec, label, active = true, fixedArgs = {}, initialFilters, initialFocusId, onTotal, height = DEFAULT_HEIGHT, address }: CommandListProps) {
  const t = useT();
  const command = registry.byId.get(spec.command) as AnyCommand;
  const testId = spec.testId ?? spec.kind ?? 'list';
  const filters = useMemo(() => filterFields(command, Object.keys(fixedArgs)), [command]);
  const sort = useMemo(() => sortFields(command), [command]);
  const defaults = useMemo<ListViewDefaults>(
    () => ({ filterKeys: filters.map((f) => f.key), sortFields: sort.fields, sort: sort.by ? { by: sort.by, desc: sort.desc } : null, pageSize: 20, pageSizes: PAGE_SIZES }),
    [filters, sort],
  );
  // The page's own list keeps its view in the address (a reload, Back or a link shows the same rows).
  const { view, change } = useListAddress(address ?? active, defaults, initialFilters);
  const { page, pageSize, values } = view;
  const sorting: SortingState = view.sort ? [{ id: view.sort.by, desc: view.sort.desc }] : [];
  const setPage = (next: number) => change({ page: next });
  const typed = useTypedFilters(filters, values, change);
  const [allMatching, setAllMatching] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);

  const filterArgs: Record<string, unknown> = { ...fixedArgs };
  for (const field of filters) {
    const value = filterArg(field, values[field.key] ?? '');
    if (value !== undefined) filterArgs[field.key] = value;
  }
  const first = sorting[0];
  const sortArgs = first ? { sort_by: first.id, sort_dir: first.desc ? 'desc' : 'asc' } : {};
  const filterKey = JSON.stringify(filterArgs);

  const { data, loading, error } = useCommandQuery(spec.command, { page, page_size: pageSize, ...filterArgs, ...sortArgs });
  const result = data as { list: Row[]; total: number; total_estimated?: boolean } | undefined;
  const rows = useMemo(() => result?.list ?? [], [result]);
  const total = result?.total ?? 0;
  const estimated = result?.total_estimated === true;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (result) onTotal?.({ total, estimated });
  }, [result, total, estimated, onTotal]);

  const columns = useMemo(() => {
    const schema = rowSchemaOf(command);
    return schema ? listColumns<Row>(planColumns(schema, spec.kind, { ...spec, args: command.args }), t, new Set(sort.fields)) : [];
  }, [command, spec, t, sort]);
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      change({ sort: next ? { by: next.id, desc: next.desc } : null, page: 1 });
    },
  });

  const open = useMemo(() => {
    if (spec.open === null) return undefined;
    const kind = spec.kind;
    const path = spec.open ?? (kind && ((row: Row) => recordKind(kind).detailPath(row.id)));
    if (!path) return undefined;
    return (row: Row) => navigate(path(row));
  }, [spec]);
  // Moving past the page's ends turns it, while there is a page to turn to (an estimated total may be short).
  const turnPage = useCallback(
    (direction: 1 | -1) => {
      const next = page + direction;
      if (next < 1 || (direction > 0 && (estimated ? rows.length < pageSize : next > pages))) return false;
      change({ page: next });
      return true;
    },
    [page, pages, estimated, rows.length, pageSize, change],
  );
  const hasSearch = filters.some((f) => f.key === 'keyword');
  // A record the address names opens even where this view hides it (record-reveal.ts).
  const reveal = useRecordReveal({ kind: spec.kind, enabled: active && (address ?? active), rows, loading, values, filterKeys: defaults.filterKeys, change, filterLabels: spec.filters });
  const focus = useListFocus({
    owner: testId,
    rows,
    kind: spec.kind,
    active,
    onOpen: open,
    initialFocusId,
    pinned: reveal.pinned,
    turnPage,
    keys: {
      focusSearch: hasSearch ? () => toolbar.current?.querySelector<HTMLElement>('input[type="search"]')?.focus() : undefined,
      focusFilters: filters.length ? () => (toolbar.current?.querySelector<HTMLElement>('select') ?? toolbar.current?.querySelector<HTMLElement>('input'))?.focus() : undefined,
      selectAllMatching: () => {
        focus.selectPage();
        if (total > rows.length) setAllMatching(true);
      },
    },
  });

  // A selection means this filter: a new filter ends it (its rows are out of view); a partial page ends 'all matching'.
  useEffect(() => {
    setAllMatching(false);
    focus.clearSelection();
  }, [filterKey]);
  useEffect(() => {
    if (allMatching && !focus.allOnPage) setAllMatching(false);
  }, [allMatching, focus.allOnPage]);
  useEffect(() => {
    if (allMatching && active) setMatchingSelection({ owner: testId, commandId: spec.command, args: JSON.parse(filterKey), total });
    else clearMatchingSelection(testId);
    return () => clearMatchingSelection(testId);
  }, [allMatching, active, filterKey, total]);

  useEffect(() => reveal.onFocus(focus.focusedId), [focus.focusedId]);
  const focusedRow = rows.find((r) => r.id === focus.focusedId);
  const actions: ListAction[] = spec.actions?.map(toolbarAction) ?? rowCommands(spec.kind, focusedRow).map((command) => ({ command }));
  const labels = Object.fromEntries(actions.filter((a) => a.label).map((a) => [a.command.id, a.label!]));
  const hints = listKeyHints(spec.kind, { open: Boolean(open), search: hasSearch, filters: filters.length > 0, pages: true }, { fields: focusedRow, labels });
  const filterText = useMemo(() => translateFilterText(spec.filters ?? {}, t), [spec, t]);

  // Esc in the search (once it is empty) or a filter, and Enter or ↓ in the search, go back to the rows.
  const backToRows = (event: KeyboardEvent) => {
    const search = (event.target as HTMLElement).matches('input[type="search"]');
    if (event.key !== 'Escape' && !(search && (event.key === 'Enter' || event.key === 'ArrowDown'))) return;
    if (event.defaultPrevented || !(event.target as HTMLElement).matches('input,select')) return;
    if (active && focusListRegion()) event.preventDefault();
  };
  const onFilter = (key: string, value: string) => (typed.keys.has(key) ? typed.type(key, value) : change({ values: { [key]: value }, page: 1 }));

  return (
    <>
      <div ref={toolbar} className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3" data-testid={`${testId}-toolbar`} onKeyDown={backToRows}>
        <ListFilterBar
          fields={filters}
          values={typed.shown}
          keyword={typed.shown.keyword ?? ''}
          onKeyword={(v) => typed.type('keyword', v)}
          onChange={onFilter}
          testId={testId}
          text={filterText}
          keywordPlaceholder={spec.search && t(spec.search)}
        />
        <ListActions actions={actions} onOpen={open && (() => focusedRow && open(focusedRow))} hasFocus={Boolean(focusedRow)} testId={testId} />
      </div>
      {reveal.notice && (
        <p role="status" data-testid={`${testId}-reveal`} className="border-b border-line bg-[#e6f4ff] px-4 py-2 text-sm text-ink">
          {reveal.notice}
        </p>
      )}
      <ListStatusLine
        hints={hints}
        selected={focus.selected.size}
        pageRows={rows.length}
        total={{ text: formatTotal(total, estimated), more: total > rows.length }}
        allMatching={allMatching}
        onAllMatching={() => setAllMatching(true)}
        onClear={() => {
          focus.clearSelection();
          setAllMatching(false);
        }}
        testId={testId}
      />
      <DataTable
        table={table}
        focus={focus}
        loading={loading}
        error={error}
        testId={testId}
        active={active}
        label={label}
        onOpen={open}
        height={height}
        skeletonRows={result || error ? 0 : Math.min(pageSize, SKELETON_ROWS)}
      />
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        estimated={estimated}
        pageRows={rows.length}
        ready={result !== undefined}
        onPage={setPage}
        onPageSize={(size) => change({ pageSize: size, page: 1 })}
        testId={`${testId}-pager`}
      />
    </>
  );
}

function toolbarAction(entry: NonNullable<AnyListSpec['actions']>[number]): ListAction {
  const { command, label } = typeof entry === 'string' ? { command: entry, label: undefined } : entry;
  return { command: registry.byId.get(command) as AnyCommand, label };
}

function translateFilterText(keys: Readonly<Record<string, FilterText>>, t: (key: string) => string): Record<string, FilterText> {
  return Object.fromEntries(Object.entries(keys).map(([arg, text]) => [arg, Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v && t(v)]))]));
}
