// One applicant's or one application's interviews as a focusable table: j/k move, Enter opens the
// interview's page, and the focused interview is the record the palette and the keys act on.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { recordKind } from '../../../../../commands';
import type { InterviewRow } from '../../../../../commands/interview-fields';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useListFocus } from '../../../ui/use-list-focus';
import { interviewColumns } from './interview-columns';

/** More than anyone has; one page keeps the table simple. */
const PAGE = 100;

export function useInterviewList({ owner, filter, active, withJob = true }: { owner: string; filter: { staff_id?: number; application_id?: number }; active: boolean; withJob?: boolean }) {
  const t = useT();
  const enabled = Boolean(filter.staff_id || filter.application_id);
  const { data, loading, error } = useCommandQuery('interview.list', { ...filter, page_size: PAGE, sort_by: 'scheduled_at', sort_dir: 'desc' }, { enabled });
  const rows = useMemo(() => (data?.list ?? []) as InterviewRow[], [data]);
  const columns = useMemo(() => interviewColumns(t, { withJob }), [t, withJob]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const open = (row: InterviewRow) => navigate(recordKind('interview').detailPath(row.id));
  const focus = useListFocus({ owner, rows, kind: 'interview', active, onOpen: open });
  const focused = rows.find((r) => r.id === focus.focusedId);
  return { rows, table, focus, focused, loading: loading && !data, error, open };
}
