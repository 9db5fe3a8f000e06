import { proxy } from 'valtio';

/** Lists re-read their data when `key` changes; a successful write bumps it. */
export const refresh = proxy({ key: 0 });

/**
 * Holds on the screen's data being fresh: one for a bump until the screens have started their re-reads
 * (released by <RefreshSettler/>, after every query's effect of that render), and one per re-read until
 * its data is on screen. A key pressed meanwhile waits (see whenFresh), so `a` right after a write acts on
 * the record as the write left it, not as the list showed it a moment before.
 */
let holds = 0;
let waiters: (() => void)[] = [];
let bumpHold: (() => void) | null = null;

/** Safety: a hold that is never released (a screen torn down mid-read) does not stall keys for long. */
const LONGEST_HOLD_MS = 3000;

export function holdFresh(): () => void {
  holds += 1;
  let released = false;
  const timer = setTimeout(release, LONGEST_HOLD_MS);
  function release() {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    if (holds > 0) return;
    const ready = waiters;
    waiters = [];
    // After the effects of the render that showed the data (the focused record's fields are set in one).
    setTimeout(() => ready.forEach((resolve) => resolve()), 0);
  }
  return release;
}

export function bumpRefresh(): void {
  bumpHold ??= holdFresh();
  refresh.key += 1;
}

/** Called once the render for a new key has run its effects: the re-reads it started hold on their own. */
export function releaseBumpHold(): void {
  const release = bumpHold;
  bumpHold = null;
  release?.();
}

/** Whether a re-read after a write is still on its way to the screen. */
export function isRefreshing(): boolean {
  return holds > 0;
}

/** Resolves when no re-read after a write is outstanding (at once when none is). */
export function whenFresh(): Promise<void> {
  if (holds === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}
