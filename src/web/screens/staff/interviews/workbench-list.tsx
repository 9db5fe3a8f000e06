// The list half of a workbench (interviews, referees): a card with its title and add button, holding the
// table with its key hints, or, in a narrow panel beside another list, the compact rows (which show no
// key hints: the page's own list keeps the keys there). Both workbenches use it, so they look and move alike.
import type { ReactNode } from 'react';
import type { Table } from '@tanstack/react-table';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import type { ListFocus } from '../../../ui/use-list-focus';
import { CompactRows } from './compact-rows';

interface WorkbenchRows<Row extends { id: number }> {
  rows: readonly Row[];
  table: Table<Row>;
  focus: ListFocus;
  focused: Row | null | undefined;
  loading: boolean;
  error: string | null;
  open: (row: Row) => void;
}

export function WorkbenchList<Row extends { id: number }>({ owner, title, list, active, compact, extra, compactRow, hints }: {
  owner: string;
  title: string;
  list: WorkbenchRows<Row>;
  active: boolean;
  compact: boolean;
  /** The card's button (add, book). */
  extra: ReactNode;
  /** One row in the narrow panel. */
  compactRow: (row: Row) => ReactNode;
  /** The key hints under the table. */
  hints: ReactNode;
}) {
  return (
    <Card className="min-w-0" title={title} bodyClassName="p-0" extra={extra}>
      {compact ? (
        <CompactRows
          rows={list.rows}
          focusedId={list.focused?.id ?? null}
          onSelect={list.focus.setFocusedId}
          loading={list.loading}
          error={list.error}
          testId={owner}
          render={compactRow}
        />
      ) : (
        <>
          <DataTable table={list.table} focus={list.focus} loading={list.loading} error={list.error} testId={owner} active={active} label={title} onOpen={list.open} maxHeight="420px" />
          <p className="border-t border-line px-4 py-2 text-xs text-ink-muted" data-testid={`${owner}-hints`}>{hints}</p>
        </>
      )}
    </Card>
  );
}
