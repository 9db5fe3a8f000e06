// Staff › Level (/staff/level): every position's pay levels with their hourly rates and how many staff
// are on each. J/K move, Enter edits the focused rate in place (edit_position_level_hourly_rate, against
// the version shown), Enter saves and Esc cancels; the palette's 'Edit level hourly rate' acts on the row.
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { LevelRow } from '../../../../../commands/positions';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { tMessage, useT } from '../../../i18n/i18n';
import { timeAgoShort } from '../../../i18n/time-ago';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { SelectInput, TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { useListFocus } from '../../../ui/use-list-focus';

function RateEditor({ row, onDone }: { row: LevelRow; onDone: () => void }) {
  const [text, setText] = useState(row.hourly_rate.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    try {
      await run('position.editLevelRate', { level_id: row.id, hourly_rate: Number(text), version: row.version }, 'screen', {
        inPlace: true,
        context: { path: location.pathname, record: { kind: 'positionLevel', id: row.id } },
      });
      onDone();
    } catch (error) {
      setProblem(tMessage(error instanceof ApiError && error.fields.length ? error.fields[0]!.message : errorMessage(error)));
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <TextInput
        autoFocus
        className="w-24 text-right tabular-nums"
        inputMode="decimal"
        value={text}
        invalid={Boolean(problem)}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.preventDefault(), void save());
          if (e.key === 'Escape') (e.preventDefault(), e.stopPropagation(), onDone());
        }}
        data-testid="level-rate-input"
      />
      {problem && <span role="alert" className="max-w-72 truncate text-xs text-danger" title={problem} data-testid="level-rate-error">{problem}</span>}
    </span>
  );
}

export default function LevelPage() {
  const t = useT();
  const [positionId, setPositionId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<number | null>(null);
  const { data: positions } = useCommandQuery('position.list', {});
  const { data, loading, error } = useCommandQuery('position.levels', positionId ? { position_id: positionId } : {});
  const rows = data?.level_list ?? [];
  const linked = Number(new URLSearchParams(useSearch()).get('positionLevel')) || null;

  const columns = useMemo<ColumnDef<LevelRow>[]>(() => [
    { id: 'position', header: t('profile.level.position'), cell: ({ row }) => (row.index === 0 || rows[row.index - 1]?.position_id !== row.original.position_id ? <span className="font-medium">{row.original.position}</span> : null), meta: { fluid: true } },
    { id: 'level', header: t('profile.level.level'), cell: ({ row }) => row.original.name, meta: { width: 110 } },
    {
      id: 'rate', header: t('profile.level.rate'), meta: { align: 'right', width: 320 },
      cell: ({ row }) => (editing === row.original.id
        ? <RateEditor row={row.original} onDone={() => setEditing(null)} />
        : <span className="tabular-nums" data-testid="level-rate">${row.original.hourly_rate.toFixed(2)}</span>),
    },
    { id: 'staff', header: t('profile.level.staff'), cell: ({ row }) => <span className="tabular-nums">{row.original.staff_count}</span>, meta: { align: 'right', width: 120 } },
    { id: 'updated', header: t('profile.level.updated'), cell: ({ row }) => <span title={row.original.updated_at}>{timeAgoShort(row.original.updated_at)}</span>, meta: { width: 110 } },
  ], [t, editing, rows]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const focus = useListFocus({ owner: 'position-levels', rows, kind: 'positionLevel', active: editing === null, onOpen: (row) => setEditing(row.id), initialFocusId: linked });

  return (
    <div className="space-y-4" data-testid="level-page">
      <PageHeader
        title={t('profile.level.title')}
        count={data ? String(rows.length) : null}
        testId="level-title"
        hint={t('profile.level.hint')}
        actions={
          <SelectInput value={positionId ?? ''} onChange={(e) => setPositionId(e.target.value ? Number(e.target.value) : undefined)} aria-label={t('profile.level.position')} data-testid="level-position-filter">
            <option value="">{t('profile.level.filter')}</option>
            {positions?.position_list.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </SelectInput>
        }
      />
      <Card bodyClassName="p-0">
        <DataTable table={table} focus={focus} loading={loading && !data} error={error} testId="levels" active={editing === null} label={t('profile.level.title')} onOpen={(row) => setEditing(row.id)} skeletonRows={8} />
      </Card>
    </div>
  );
}
