import { flexRender, type Table } from '@tanstack/react-table';
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
}

const sortGlyph = { asc: '▲', desc: '▼' } as const;

/**
 * A compact server-paged table: sortable headers, a checkbox column for the selection, and a focused
 * row that follows the keyboard and scrolls into view.
 */
export function DataTable<Row extends { id: number }>({ table, focus, loading, error, testId, active, label }: DataTableProps<Row>) {
  const t = useT();
  const rows = table.getRowModel().rows;
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  const columnCount = table.getVisibleLeafColumns().length + 1;

  useEffect(() => {
    if (focus.focusedId !== null) rowRefs.current.get(focus.focusedId)?.scrollIntoView({ block: 'nearest' });
  }, [focus.focusedId]);

  return (
    <div className="relative overflow-x-auto" data-testid={testId} aria-busy={loading}>
      {loading && <div className="absolute inset-x-0 top-0 z-10 h-0.5 overflow-hidden"><div className="progress-bar-run h-full w-1/3 bg-primary" /></div>}
      <table className="w-full min-w-[880px] border-separate border-spacing-0 text-left text-sm" aria-label={label} aria-rowcount={rows.length}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              <th className="w-10 border-b border-line bg-[#fafafa] px-3 py-2" scope="col">
                <span className="sr-only">{t('table.selected')}</span>
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
          {rows.map((row) => {
            const id = row.original.id;
            const focused = active && focus.focusedId === id;
            const selected = focus.selected.has(id);
            return (
              <tr
                key={row.id}
                ref={(el) => {
                  if (el) rowRefs.current.set(id, el);
                  else rowRefs.current.delete(id);
                }}
                data-testid={`${testId}-row`}
                data-row-id={id}
                data-focused={focused || undefined}
                aria-selected={selected}
                aria-current={focused || undefined}
                onClick={() => focus.setFocusedId(id)}
                className={`scroll-mt-28 scroll-mb-4 cursor-default transition-colors ${
                  focused ? 'row-focused' : selected ? 'bg-[#e6f4ff] hover:bg-[#bae0ff]' : 'hover:bg-[#fafafa]'
                } ${selected && focused ? 'row-focused-selected' : ''}`}
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
