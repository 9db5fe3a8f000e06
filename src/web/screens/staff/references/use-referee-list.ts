// One applicant's or one application's referees as a focusable table: j/k move, Enter opens the
// reference check, and the focused referee is the record shift+R (send) and m (mark read) act on.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { RefereeRow } from '../../../../../commands/reference-check';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useListFocus } from '../../../ui/use-list-focus';
import { refereeColumns } from './referee-columns';
import { referenceCheckPath } from './reference-check-path';

export function useRefereeList({ owner, filter, active, enabledStaff = false }: { owner: string; filter: { staff_id?: number; application_id?: number }; active: boolean; enabledStaff?: boolean }) {
  const t = useT();
  const enabled = Boolean(filter.staff_id || filter.application_id);
  const { data, loading, error } = useCommandQuery('referee.list', filter, { enabled });
  const rows = useMemo(() => (data?.list ?? []) as RefereeRow[], [data]);
  const columns = useMemo(() => refereeColumns(t, { withJob: !filter.application_id }), [t, filter.application_id]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const open = (row: RefereeRow) => navigate(referenceCheckPath(row.id, enabledStaff));
  const focus = useListFocus({ owner, rows, kind: 'referee', active, onOpen: open });
  const focused = rows.find((r) => r.id === focus.focusedId);
  return { rows, table, focus, focused, loading: loading && !data, error, open };
}
