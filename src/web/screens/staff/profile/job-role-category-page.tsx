// Staff › Configuration › Job role category: the positions we recruit for (J/K move), with their levels,
// rates and head count, and beside the list what the focused position requires.
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import type { positionRow } from '../../../../../commands/positions';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { useListFocus } from '../../../ui/use-list-focus';
import { PositionRequirements } from './position-requirements';

type Position = z.infer<typeof positionRow>;
const money = (n: number | null) => (n === null ? '—' : `$${n.toFixed(2)}`);

export default function JobRoleCategoryPage() {
  const t = useT();
  const { data, loading, error } = useCommandQuery('position.list', {});
  const rows = data?.position_list ?? [];
  const linked = Number(new URLSearchParams(useSearch()).get('position')) || null;
  const columns = useMemo<ColumnDef<Position>[]>(() => [
    { id: 'name', header: t('profile.level.position'), cell: ({ row }) => <span className="font-medium" title={row.original.description}>{row.original.name}</span>, meta: { fluid: true } },
    { id: 'category', header: t('profile.roles.category'), cell: ({ row }) => t(`profile.value.positionCategories.${row.original.category}`, undefined, row.original.category), meta: { width: 140 } },
    { id: 'levels', header: t('profile.roles.levels'), cell: ({ row }) => row.original.level_count, meta: { align: 'right', width: 80 } },
    { id: 'rates', header: t('profile.roles.rates'), cell: ({ row }) => <span className="tabular-nums">{money(row.original.min_rate)} – {money(row.original.max_rate)}</span>, meta: { align: 'right', width: 160 } },
    { id: 'staff', header: t('profile.roles.staff'), cell: ({ row }) => <span className="tabular-nums">{row.original.staff_count}</span>, meta: { align: 'right', width: 90 } },
    { id: 'required', header: t('profile.roles.required'), cell: ({ row }) => row.original.required_count, meta: { align: 'right', width: 90 } },
  ], [t]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const focus = useListFocus({ owner: 'positions', rows, kind: 'position', active: true, initialFocusId: linked });
  return (
    <div className="space-y-4" data-testid="job-role-category-page">
      <PageHeader title={t('profile.roles.title')} count={data ? String(rows.length) : null} hint={t('profile.roles.hint')} testId="job-roles-title" />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_400px]">
        <Card bodyClassName="p-0" className="min-w-0">
          <DataTable table={table} focus={focus} loading={loading && !data} error={error} testId="positions" active label={t('profile.roles.title')} skeletonRows={8} />
        </Card>
        {focus.focusedId !== null && <PositionRequirements positionId={focus.focusedId} />}
      </div>
    </div>
  );
}
