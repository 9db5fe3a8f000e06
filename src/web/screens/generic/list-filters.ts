// The filters a list command offers, read from its argument schema: the keyword, other text filters,
// dates, enums and flags. Paging and sorting arguments are the table's own; record ids and numbers are
// left to the page.
import type { AnyCommand } from '../../../../commands';
import { describeFields, type FieldInfo } from '../../commands/field-kind';

const TABLE_ARGS = new Set(['page', 'page_size', 'sort_by', 'sort_dir']);
const FILTER_CONTROLS = new Set(['choice', 'boolean', 'text', 'date']);

/** Typed filters (the keyword, a position, a tag) settle before they are sent; choices apply at once. */
export const isTypedFilter = (field: FieldInfo) => field.control === 'text';

export function filterFields(command: AnyCommand, exclude: readonly string[] = []): FieldInfo[] {
  return describeFields(command.args).filter(
    (f) => !TABLE_ARGS.has(f.key) && !exclude.includes(f.key) && FILTER_CONTROLS.has(f.control),
  );
}

/**
 * The sortable column ids (the values of the command's `sort_by` enum) and the sort the command applies
 * when asked for none: its schema's defaults, which the table shows as its first sort.
 */
export function sortFields(command: AnyCommand): { fields: readonly string[]; by: string | null; desc: boolean } {
  const described = describeFields(command.args);
  const field = described.find((f) => f.key === 'sort_by');
  const dir = described.find((f) => f.key === 'sort_dir');
  const fields = (field?.options ?? []).map((o) => String(o.value));
  return { fields, by: typeof field?.defaultValue === 'string' ? field.defaultValue : null, desc: dir?.defaultValue === 'desc' };
}

/** A filter's select value ('' = any) as the argument value the command takes. */
export function filterArg(field: FieldInfo, value: string): unknown {
  if (value === '') return undefined;
  if (field.control === 'boolean') return value === 'true';
  if (field.control === 'text' || field.control === 'date') return value.trim() || undefined;
  const option = field.options?.find((o) => String(o.value) === value);
  return option ? option.value : undefined;
}
