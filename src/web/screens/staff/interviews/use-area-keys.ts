// Letters that belong to one tab or page (c, w, a, u, d …): they act only while it is shown, never while
// typing, never with a modifier, and never under the palette or a dialog, the same rules the catalogue's
// keys follow. The catalogue keys (i, m, shift+r, j, k, Enter) stay the catalogue's.
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../../keys/typing-target';
import { palette } from '../../../state/palette';

const blocked = (event: KeyboardEvent) =>
  event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey ||
  palette.open || palette.cheatSheetOpen || isTypingTarget(event.target) ||
  document.querySelector('[role="dialog"][data-state="open"]') !== null;

/** The catalogue's `g` sequences (g a, g d …): the letter after a g is theirs, not this page's. */
const SEQUENCE_MS = 1500;
let lastG = 0;
/** Whether the key being handled follows a g: decided once per event, before any page listener runs. */
let followsG = false;
let tracking = false;

function trackSequences(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('keydown', (event) => {
    followsG = Date.now() - lastG < SEQUENCE_MS;
    lastG = event.key === 'g' && !followsG ? Date.now() : 0;
  }, true);
}

export function useAreaKeys(keys: Readonly<Record<string, (() => void) | undefined>>, enabled = true): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    trackSequences();
    const onKey = (event: KeyboardEvent) => {
      if (followsG || blocked(event)) return;
      const run = latest.current[event.key.toLowerCase()];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
