import { useEffect, useRef, useState } from 'react';

/** How long a changed row stays marked. */
export const CHANGED_MARK_MS = 2_000;

/**
 * The rows whose version moved since the list last showed them (a re-read after someone's write, this
 * person's or another's): marked for a moment so the eye finds what changed. Rows new to the list (a new
 * page, a new filter) are not marked: only a row seen before at another version is.
 */
export function useChangedRows(rows: readonly { id: number; version?: unknown }[]): ReadonlySet<number> {
  const seen = useRef(new Map<number, unknown>());
  const [changed, setChanged] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const moved = movedRows(seen.current, rows);
    if (!moved.length) return;
    setChanged((current) => new Set([...current, ...moved]));
    const timer = setTimeout(() => setChanged((current) => new Set([...current].filter((id) => !moved.includes(id)))), CHANGED_MARK_MS);
    return () => clearTimeout(timer);
  }, [rows]);
  return changed;
}

/** The ids of `rows` seen before at another version; `seen` learns every row's version now. */
export function movedRows(seen: Map<number, unknown>, rows: readonly { id: number; version?: unknown }[]): number[] {
  const moved: number[] = [];
  for (const row of rows) {
    if (row.version === undefined) continue;
    const before = seen.get(row.id);
    if (before !== undefined && before !== row.version) moved.push(row.id);
    seen.set(row.id, row.version);
  }
  return moved;
}
