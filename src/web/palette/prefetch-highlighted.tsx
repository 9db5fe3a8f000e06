// Issue 23 §2: while a page is highlighted in the palette its screen's code starts loading, so the
// Enter that follows does not wait for it. Rendered inside the palette's Command (it reads cmdk's state).
import { useCommandState } from 'cmdk';
import { useEffect } from 'react';
import { prefetchRoute } from '../routes/prefetch-route';

const ROUTE = 'route:';

export function PrefetchHighlighted() {
  const value = useCommandState((state) => state.value);
  useEffect(() => {
    if (value?.startsWith(ROUTE)) prefetchRoute(value.slice(ROUTE.length));
  }, [value]);
  return null;
}
