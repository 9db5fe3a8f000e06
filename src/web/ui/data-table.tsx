import { flexRender, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import type { ListFocus } from './use-list-focus';

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
}

const sortGlyph = { asc: '▲', desc: '▼' } as const;
const ESTIMATED_ROW_PX = 45;
const OVERSCAN = 12;

/**
 * A compact server-paged table: sortable headers, a checkbox column for the selection, a focused row
 * that follows the keyboard, and virtualised rows so a 200-row page renders only what is in view.
 */
export function DataTable<Row extends { id: number }>({ table, focus, loading, error, testId, active, label, onOpen, maxHeight = 'max(420px, calc(100vh - 320px))' }: DataTableProps<Row>) {
  const t = useT();
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const columnCount = table.getVisibleLeafColumns().length + 1;
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

  return (
    <div ref={scroller} className="relative overflow-auto overscroll-contain" style={{ maxHeight }} data-testid={testId} aria-busy={loading}>
      {loading && <div className="sticky top-0 left-0 z-20 h-0.5 w-full overflow-hidden"><div className="progress-bar-run h-full w-1/3 bg-primary" /></div>}
      <table className="w-full min-w-[880px] border-separate border-spacing-0 text-left text-sm" aria-label={label} aria-rowcount={table.getRowCount()}>
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
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className="border-b border-line bg-[#fafafa] px-3 py-2 font-medium whitespace-nowrap text-ink"
                    style={{ width: header.getSize() !== 150 ? header.getSize() : undefined }}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        data-testid={`sort-${header.column.id}`}
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
                aria-selected={selected}
                aria-current={focused || undefined}
                aria-rowindex={item.index + 2}
                onClick={() => focus.setFocusedId(id)}
                onDoubleClick={onOpen && (() => onOpen(row.original))}
                className={`scroll-mt-10 scroll-mb-1 cursor-default transition-colors ${focused ? 'row-focused' : selected ? 'bg-[#e6f4ff] hover:bg-[#bae0ff]' : 'hover:bg-[#fafafa]'} ${selected && focused ? 'row-focused-selected' : ''}`}
              >
                <td className="border-b border-line px-3 py-1.5">
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
                  <td key={cell.id} className="border-b border-line px-3 py-1.5 align-middle whitespace-nowrap text-ink">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          {!rows.length && (
            <tr>
              <td colSpan={columnCount} className="border-b border-line px-3 py-14 text-center text-ink-muted" data-testid={`${testId}-empty`}>
                {loading ? t('table.loading') : error ? <span className="text-danger">{error}</span> : t('table.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
