// Key sequences ('g o': press g, then o) own their keys. Once a sequence's first key is pressed, the
// next key belongs to the sequence alone: it completes one ('g o' → shift orders) or ends it, and never
// also runs the single-key command of the same letter ('o', run an application op). Pure state, so
// use-command-hotkeys.ts decides what to run and the tests can drive it without a browser.
import type { Kbd } from './kbd';

/** How long the next key of a sequence is waited for (as react-hotkeys-hook and GitHub wait). */
export const SEQUENCE_TIMEOUT_MS = 1000;

export type SequenceStep<T> =
  /** Not part of a sequence: the single-key bindings may have it. */
  | { kind: 'pass' }
  /** Started or continued a sequence: nobody else gets this key. */
  | { kind: 'pending' }
  /** Completed a sequence: run its binding, nobody else gets this key. */
  | { kind: 'complete'; binding: T }
  /** Followed a sequence's start but completes none: it ends the sequence, nobody else gets this key. */
  | { kind: 'ended' };

export interface SequenceTracker<T> {
  /** `key` is the key's name in kbd notation ('g', 'o'); `at` the press time in ms. */
  press(key: string, at: number): SequenceStep<T>;
  reset(): void;
}

export function sequenceTracker<T>(sequences: readonly { kbd: Kbd; binding: T }[], timeoutMs = SEQUENCE_TIMEOUT_MS): SequenceTracker<T> {
  const keysOf = (kbd: Kbd) => kbd.map((c) => c.key);
  let typed: string[] = [];
  let last = -Infinity;
  const startsWith = (keys: string[], prefix: string[]) => prefix.every((k, i) => keys[i] === k);
  return {
    press(key, at) {
      if (at - last > timeoutMs) typed = [];
      const next = [...typed, key];
      const candidates = sequences.filter((s) => s.kbd.length >= next.length && startsWith(keysOf(s.kbd), next));
      const done = candidates.find((s) => s.kbd.length === next.length);
      const wasPending = typed.length > 0;
      if (done) {
        typed = [];
        return { kind: 'complete', binding: done.binding };
      }
      if (candidates.length) {
        typed = next;
        last = at;
        return { kind: 'pending' };
      }
      typed = [];
      return wasPending ? { kind: 'ended' } : { kind: 'pass' };
    },
    reset() {
      typed = [];
    },
  };
}
