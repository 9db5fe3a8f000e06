// A list's keyboard model: one focused row (j/k, arrows, click), a selected set (x), and the focused
// row published as the command context's record so the palette and hotkeys act on it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RecordKind } from '../../../commands';
import { releaseActiveList, setActiveList } from '../state/active-list';
import { isTypingTarget } from '../keys/typing-target';
import { setFocusedRecord, setSelection } from '../state/command-context';

interface Options<Row> {
  owner: string;
  rows: readonly Row[];
  kind: RecordKind;
  /** Only the list the user sees drives the keys and the context. */
  active: boolean;
}


export function useListFocus<Row extends { id: number }>({ owner, rows, kind, active }: Options<Row>) {
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lastIndex = useRef(0);

  let focusedIndex = rows.findIndex((r) => r.id === focusedId);
  // After a reload the focused row may be gone (filtered out): keep the position instead.
  if (focusedIndex < 0 && rows.length) focusedIndex = Math.min(lastIndex.current, rows.length - 1);
  const focusedRow = focusedIndex >= 0 ? rows[focusedIndex] : undefined;
  if (focusedIndex >= 0) lastIndex.current = focusedIndex;

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const indexRef = useRef(focusedIndex);
  indexRef.current = focusedIndex;

  const moveTo = useCallback((index: number) => {
    const list = rowsRef.current;
    if (!list.length) return;
    const clamped = Math.max(0, Math.min(list.length - 1, index));
    setFocusedId(list[clamped].id);
  }, []);

  const toggle = useCallback((id: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const controls = useMemo(
    () => ({
      next: () => moveTo(indexRef.current + 1),
      previous: () => moveTo(indexRef.current - 1),
      first: () => moveTo(0),
      last: () => moveTo(rowsRef.current.length - 1),
      toggleSelected: () => {
        const row = rowsRef.current[indexRef.current];
        if (row) toggle(row.id);
      },
    }),
    [moveTo, toggle],
  );

  useEffect(() => {
    if (!active) return;
    setActiveList(owner, controls);
    return () => releaseActiveList(owner);
  }, [active, owner, controls]);

  // The focused row is the record commands act on; its fields refresh with the list.
  useEffect(() => {
    if (!active) return;
    setFocusedRecord(focusedRow ? { kind, id: focusedRow.id, fields: { ...focusedRow } } : undefined);
  }, [active, kind, focusedRow]);
  useEffect(() => (active ? () => setFocusedRecord(undefined) : undefined), [active]);

  useEffect(() => {
    if (active) setSelection(kind, [...selected]);
  }, [active, kind, selected]);

  // Arrow keys move the focus anywhere on the page, except while typing or in a dialog.
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (document.querySelector('[role="dialog"][data-state="open"]')) return;
      const step = { ArrowDown: controls.next, ArrowUp: controls.previous, Home: controls.first, End: controls.last }[event.key];
      if (!step) return;
      event.preventDefault();
      step();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, controls]);

  return { focusedId: focusedRow?.id ?? null, focusedIndex, setFocusedId, selected, toggle, clearSelection: () => setSelected(new Set()) };
}

export type ListFocus = ReturnType<typeof useListFocus>;
