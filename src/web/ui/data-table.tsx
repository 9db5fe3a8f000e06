import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import { registerListRegion } from './list-region';
import type { ListFocus } from './use-list-focus';
import { useChangedRows } from './use-changed-rows';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'right' | 'center';
    /** Gives way when the row is too wide: truncates (its cells carry the full text in `title`). */
    fluid?: boolean;
    /** Fixed width in px. */
    width?: number;
  }
}

interface DataTableProps<Row extends { id: number }> {
  table: Table<Row>;
  focus: ListFocus;
  loading: boolean;
  error: string | null;
  testId: string;
  /** Whether this list is the one the keys drive (draws the focus ring). */
  active: boolean;
  label: string;
  /** Double click opens the row (as Enter does). */
  onOpen?: (row: Row) => void;
  /** Tallest the scrolling body gets; long pages scroll inside it with the header kept in view. */
  maxHeight?: string;
  /** A fixed height instead: the page below never moves whether the list holds 3 rows or 200. */
  height?: string;
  /** Grey rows shown while the first data loads (0: none). */
  skeletonRows?: number;
}

const sortGlyph = { asc: '▲', desc: '▼' } as const;
const ESTIMATED_ROW_PX = 40;
const OVERSCAN = 12;
const ROW = 'h-10';
const CELL = 'border-b border-line px-3 align-middle';
/**
 * Fluid columns may wrap, so their content's smallest width is small and the table fits its box; their
 * cells clamp to one line (list-cell.tsx), so wrapping shows as an ellipsis. The browser then gives each
 * column its full text where the row has room, and shares the shortfall by how much text each has.
 */
const cellWidth = (meta?: { align?: string; fluid?: boolean; width?: number }) =>
  `${meta?.fluid ? 'min-w-24 whitespace-normal' : 'whitespace-nowrap'} ${meta?.align === 'right' ? 'text-right' : meta?.align === 'center' ? 'text-center' : ''}`;
/** Skeleton bar widths, varied so the grey rows read as text of different lengths. */
const BAR_WIDTHS = ['w-24', 'w-16', 'w-32', 'w-20', 'w-28'];

/**
 * A compact server-paged table: sortable headers, a checkbox column for the selection, a focused row
 * that follows the keyboard, and virtualised rows so a 200-row page renders only what is in view.
 */
export function DataTable<Row extends { id: number }>({ table, focus, loading, error, testId, active, label, onOpen, maxHeight = 'max(420px, calc(100vh - 320px))', height, skeletonRows = 0 }: DataTableProps<Row>) {
  const t = useT();
  const rows = table.getRowModel().rows;
  const changed = useChangedRows(table.options.data);
  const scroller = useRef<HTMLDivElement>(null);
  // The list the keys drive is where the focus returns (after the palette, on Esc from its filters).
  useEffect(() => (active && scroller.current ? registerListRegion(scroller.current) : undefined), [active]);
  const columns = table.getVisibleLeafColumns();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  // Keep the focused row in view, below the sticky header: the browser does it for a rendered row;
  // one outside the rendered window is brought in by the virtualiser first.
  useEffect(() => {
    const index = focus.focusedIndex;
    if (index < 0 || index >= rows.length) return;
    const find = () => scroller.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    const row = find();
    if (row) {
      // Not returned: newer browsers answer scrollIntoView with a promise, which is no clean-up.
      row.scrollIntoView({ block: 'nearest' });
      return;
    }
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const frame = requestAnimationFrame(() => find()?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [focus.focusedIndex, rows.length]);

  const skeleton = !rows.length && skeletonRows > 0;
  return (
    <div className="relative">
      {/* Over the table, not in its flow: showing it moves nothing. */}
      <div className={`pointer-events-none absolute inset-x-0 top-0 z-20 h-0.5 overflow-hidden ${loading && !skeleton ? '' : 'invisible'}`} aria-hidden>
        <div className="progress-bar-run h-full w-1/3 bg-primary-500" />
      </div>
      {/* A Tab stop of its own (named by the table): from here j/k move the rows, Enter opens one. */}
      <div ref={scroller} tabIndex={0} role="region" aria-label={label} className="overflow-auto overscroll-contain rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-primary/40" style={height ? { height } : { maxHeight }} data-testid={testId} aria-busy={loading}>
        <table className="w-full border-separate border-spacing-0 text-left text-sm" aria-label={label} aria-rowcount={table.getRowCount()}>
          <thead className="sticky top-0 z-10">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                <th className="w-10 border-b border-line bg-[#fafafa] px-3 py-2" scope="col">
                  <input
                    type="checkbox"
                    checked={focus.allOnPage}
                    onChange={focus.togglePage}
                    tabIndex={-1}
                    aria-label={t('genericList.selectPage')}
                    data-testid={`${testId}-select-page`}
                    className="size-4 cursor-pointer accent-primary align-middle"
                  />
                </th>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const meta = header.column.columnDef.meta;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={`border-b border-line bg-[#fafafa] px-3 py-2 font-medium whitespace-nowrap text-ink ${meta?.align === 'right' ? 'text-right' : meta?.align === 'center' ? 'text-center' : ''}`}
                      style={meta?.width ? { width: meta.width } : undefined}
                      data-column={header.column.id}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.column.id}`}
                          data-sorted={sorted || undefined}
                          className="group inline-flex items-center gap-1.5 rounded focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          {content}
                          <span className={`text-[9px] leading-none ${sorted ? 'text-primary' : 'text-black/20 group-hover:text-black/40'}`} aria-hidden>
                            {sorted ? sortGlyph[sorted] : '▲▼'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {skeleton &&
              Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={`skeleton-${i}`} className={ROW} data-testid={`${testId}-skeleton`} aria-hidden>
                  <td className={`${CELL} w-10`}>
                    <span className="block size-4 rounded bg-black/[0.06]" />
                  </td>
                  {columns.map((column, j) => (
                    <td key={column.id} className={`${CELL} ${cellWidth(column.columnDef.meta)}`}>
                      <span className={`inline-block h-3 max-w-full animate-pulse rounded bg-black/[0.06] align-middle ${column.columnDef.meta?.fluid ? BAR_WIDTHS[(i + j) % BAR_WIDTHS.length] : 'w-10'}`} />
                    </td>
                  ))}
                </tr>
              ))}
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map((item) => {
              const row = rows[item.index];
              const id = row.original.id;
              const focused = active && focus.focusedId === id;
              const selected = focus.selected.has(id);
              return (
                <tr
                  key={row.id}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  data-testid={`${testId}-row`}
                  data-row-id={id}
                  data-focused={focused || undefined}
                  data-changed={changed.has(id) || undefined}
                  aria-selected={selected}
                  aria-current={focused || undefined}
                  aria-rowindex={item.index + 2}
                  onClick={() => focus.setFocusedId(id)}
                  onDoubleClick={onOpen && (() => onOpen(row.original))}
                  className={`${ROW} scroll-mt-10 scroll-mb-1 cursor-default transition-colors ${focused ? 'row-focused' : selected ? 'bg-[#e6f4ff] hover:bg-[#bae0ff]' : 'hover:bg-[#fafafa]'} ${selected && focused ? 'row-focused-selected' : ''} ${changed.has(id) ? 'row-changed' : ''}`}
                >
                  <td className={`${CELL} w-10`}>
                    <input
                      type="checkbox"
                      checked={selected}
                      onChange={() => focus.toggle(id)}
                      onClick={(e) => e.stopPropagation()}
                      tabIndex={-1}
                      aria-label={t('table.selectRow', { id })}
                      className="size-4 cursor-pointer accent-primary align-middle"
                    />
                  </td>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={`${CELL} text-ink ${cellWidth(cell.column.columnDef.meta)}`} data-testid={`cell-${cell.column.id}`}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
            {!rows.length && !skeleton && (
              <tr>
                <td colSpan={columns.length + 1} className="border-b border-line px-3 py-14 text-center text-ink-muted" data-testid={`${testId}-empty`}>
                  {loading ? t('table.loading') : error ? <span className="text-danger">{error}</span> : t('table.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
