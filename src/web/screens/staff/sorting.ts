import type { SortingState } from '@tanstack/react-table';

/** The table's sort state as the list command's sort_by/sort_dir (the default when unsorted). */
export function sortArgs<F extends string>(sorting: SortingState, fallback: F): { sort_by: F; sort_dir: 'asc' | 'desc' } {
  const first = sorting[0];
  return first ? { sort_by: first.id as F, sort_dir: first.desc ? 'desc' : 'asc' } : { sort_by: fallback, sort_dir: 'asc' };
}
