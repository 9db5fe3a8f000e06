// Issue 23 §2: start loading a page's screen before the person goes there (the palette calls this when
// it highlights a page), so Enter finds the code loaded and the screen renders without waiting for it.
import { matchRoute } from './route-lookup';

/** React.lazy's own fields: `_init(_payload)` starts the load and keeps the module for the render. */
interface LazyFields {
  _init?: (payload: unknown) => unknown;
  _payload?: unknown;
}

const started = new Set<unknown>();

/**
 * Starts the screen's import through the lazy component itself, so the render that follows uses the
 * module it loaded (a separate import() would load the same chunk but leave the lazy to suspend once).
 * Nothing happens for a path no page matches or a screen already asked for.
 */
export function prefetchRoute(path: string): void {
  const screen = matchRoute(path)?.route.screen as unknown as LazyFields | undefined;
  if (!screen || started.has(screen) || typeof screen._init !== 'function') return;
  started.add(screen);
  try {
    screen._init(screen._payload);
  } catch {
    // While loading, React's lazy throws the pending promise; its own handlers keep the outcome.
  }
}
