import { subscribe } from 'valtio';

/** Reads a JSON value saved by `persist`, or the fallback when it is missing or unreadable. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : { ...fallback, ...JSON.parse(raw) };
  } catch {
    return fallback;
  }
}

/** Saves the picked part of a valtio store under `key` whenever the store changes. */
export function persist<T extends object>(store: T, key: string, pick: (s: T) => unknown = (s) => s): void {
  subscribe(store, () => {
    try {
      localStorage.setItem(key, JSON.stringify(pick(store)));
    } catch {
      // Storage can be full or blocked (private mode); the setting then lasts for this page only.
    }
  });
}
