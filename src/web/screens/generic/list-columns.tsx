// Planned columns as TanStack columns: header in the current language, the cell by format, sortable
// where the command's `sort_by` names the field, and how the table sizes it (ui/data-table.tsx).
import type { ColumnDef } from '@tanstack/react-table';
import type { t as translate } from '../../i18n/i18n';
import type { ColumnPlan } from './column-plan';
import { ListCell } from './list-cell';

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Columns whose content can be long give way (truncate) when the row is too wide; the rest never do. */
const FLUID = new Set(['text', 'email', 'tags', 'enum']);
/** Newest, largest first: the first click on a time or a number sorts descending. */
const DESC_FIRST = new Set(['datetime', 'number', 'id']);

export function listColumns<Row>(plans: readonly ColumnPlan[], t: typeof translate, sortable: ReadonlySet<string> = new Set()): ColumnDef<Row>[] {
  return plans.map((plan) => ({
    id: plan.key,
    accessorFn: (row: Row) => (row as Record<string, unknown>)[plan.key],
    header: t(plan.label, undefined, plan.title ?? humanise(plan.key)),
    cell: ({ row }) => {
      const original = row.original as Record<string, unknown>;
      return <ListCell plan={plan} value={plan.cellValue ? plan.cellValue(original) : original[plan.key]} />;
    },
    enableSorting: sortable.has(plan.key),
    sortDescFirst: DESC_FIRST.has(plan.format),
    meta: { align: plan.format === 'number' ? 'right' : plan.format === 'boolean' ? 'center' : undefined, fluid: FLUID.has(plan.format) && !plan.width, width: plan.width },
  }));
}
