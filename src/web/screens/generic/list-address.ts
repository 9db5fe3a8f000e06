// A list's view (its filters, keyword, sort, page and page size) kept in the address, so a reload, Back
// or a shared link shows the same rows. The query uses the list command's own argument names
// (`?status=1&keyword=ann&sort_by=name&sort_dir=asc&page=3`); what equals the default is left out, and
// other parameters of the page (`?tab=`, `?application=`) are kept as they are. A list that is not the
// page's own (a panel's list) keeps the same view in memory instead.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

export interface ListView {
  /** Filter values by argument name ('' = any), the keyword included. */
  values: Record<string, string>;
  sort: { by: string; desc: boolean } | null;
  page: number;
  pageSize: number;
}

export interface ListViewDefaults {
  filterKeys: readonly string[];
  sortFields: readonly string[];
  sort: { by: string; desc: boolean } | null;
  pageSize: number;
  pageSizes: readonly number[];
}

export type ViewChange = Partial<Omit<ListView, 'values'>> & { values?: Record<string, string> };

const SORT_BY = 'sort_by';
const SORT_DIR = 'sort_dir';
const PAGE = 'page';
const PAGE_SIZE = 'page_size';

export function readListView(search: string, d: ListViewDefaults): ListView {
  const query = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const key of d.filterKeys) {
    const value = query.get(key);
    if (value) values[key] = value;
  }
  const by = query.get(SORT_BY);
  const dir = query.get(SORT_DIR);
  const sort = by && d.sortFields.includes(by) ? { by, desc: dir === 'desc' } : d.sort && dir ? { by: d.sort.by, desc: dir === 'desc' } : d.sort;
  const page = Math.max(1, Math.floor(Number(query.get(PAGE))) || 1);
  const size = Number(query.get(PAGE_SIZE));
  return { values, sort, page, pageSize: d.pageSizes.includes(size) ? size : d.pageSize };
}

/** `search` with the view's parameters replaced by `view` (defaults left out), others untouched. */
export function writeListView(search: string, view: ListView, d: ListViewDefaults): string {
  const query = new URLSearchParams(search);
  for (const key of [...d.filterKeys, SORT_BY, SORT_DIR, PAGE, PAGE_SIZE]) query.delete(key);
  for (const key of d.filterKeys) if (view.values[key]) query.set(key, view.values[key]);
  if (view.sort && (view.sort.by !== d.sort?.by || view.sort.desc !== d.sort.desc)) {
    if (view.sort.by !== d.sort?.by) query.set(SORT_BY, view.sort.by);
    query.set(SORT_DIR, view.sort.desc ? 'desc' : 'asc');
  }
  if (view.page > 1) query.set(PAGE, String(view.page));
  if (view.pageSize !== d.pageSize) query.set(PAGE_SIZE, String(view.pageSize));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The list's view and a way to change it. In the address (`inAddress`), a change the person makes by
 * choosing (a filter, a sort, a page) is a new history entry, so Back undoes it; a typed filter
 * replaces the entry (Back does not step through every keystroke).
 */
export function useListAddress(inAddress: boolean, defaults: ListViewDefaults, initial?: Record<string, string>) {
  const address = useSearch();
  const [memory, setMemory] = useState(() => writeListView('', { values: initial ?? {}, sort: defaults.sort, page: 1, pageSize: defaults.pageSize }, defaults));
  const search = inAddress ? address : memory;
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const view = useMemo(() => readListView(search, defaults), [search, defaults]);

  const change = useCallback(
    (next: ViewChange, how: 'push' | 'replace' = 'push') => {
      const d = defaultsRef.current;
      const current = inAddress ? location.search : memory;
      const base = readListView(current, d);
      const merged: ListView = { ...base, ...next, values: next.values ? { ...base.values, ...next.values } : base.values };
      const text = writeListView(current, merged, d);
      if (inAddress) {
        if (text === location.search) return;
        navigate(`${location.pathname}${text}${location.hash}`, { replace: how === 'replace', state: history.state });
      } else setMemory(text);
    },
    [inAddress, memory],
  );
  return { view, change };
}
