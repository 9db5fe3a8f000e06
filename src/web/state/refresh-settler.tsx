import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { refresh, releaseBumpHold } from './refresh';

/**
 * Rendered last in the app: its effect runs after the effects of every screen in the same render, so by
 * then each query the bump concerns has started its re-read and holds on its own.
 */
export function RefreshSettler(): null {
  const { key } = useSnapshot(refresh);
  useEffect(() => releaseBumpHold(), [key]);
  return null;
}
