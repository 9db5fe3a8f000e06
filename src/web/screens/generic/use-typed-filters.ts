// Typed filters (the keyword, a position, a tag) show each keystroke at once but change the view only
// once the typing settles, and then replace the address's entry rather than add one per keystroke.
// A view changed from elsewhere (Back, a link) puts its values back into the boxes.
import { useEffect, useRef, useState } from 'react';
import type { FieldInfo } from '../../commands/field-kind';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { ViewChange } from './list-address';
import { isTypedFilter } from './list-filters';

export function useTypedFilters(fields: readonly FieldInfo[], values: Record<string, string>, change: (next: ViewChange, how?: 'push' | 'replace') => void) {
  const keys = new Set(fields.filter(isTypedFilter).map((f) => f.key));
  const pick = (from: Record<string, string>) => Object.fromEntries([...keys].map((k) => [k, from[k] ?? '']));
  const fromView = pick(values);
  const [drafts, setDrafts] = useState(fromView);
  const settled = useDebouncedValue(drafts, 300);
  // What this list last wrote: a view that differs from it was changed from elsewhere.
  const written = useRef(JSON.stringify(fromView));
  const viewKey = JSON.stringify(fromView);

  useEffect(() => {
    if (viewKey === written.current) return;
    written.current = viewKey;
    setDrafts(JSON.parse(viewKey));
  }, [viewKey]);
  useEffect(() => {
    const trimmed = Object.fromEntries(Object.entries(settled).map(([k, v]) => [k, v.trim()]));
    const key = JSON.stringify(trimmed);
    if (key === written.current) return;
    written.current = key;
    if (key !== viewKey) change({ values: trimmed, page: 1 }, 'replace');
  }, [settled]);

  return {
    keys,
    /** The values to show: the view's, with what is being typed over them. */
    shown: { ...values, ...drafts },
    type: (key: string, value: string) => setDrafts((d) => ({ ...d, [key]: value })),
  };
}
