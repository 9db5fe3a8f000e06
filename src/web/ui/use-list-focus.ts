// A list's keyboard model: one focused row (j/k, arrows, click), a selected set (x, checkboxes), Enter
// to open the focused row, and the focused row published as the command context's record so the
// palette and hotkeys act on it.
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
  /** Opens a row's own page (Enter, `list.open`); lists without one leave it out. */
  onOpen?: (row: Row) => void;
  /** The row to focus once it is on the page (a link to one record). */
  initialFocusId?: number | null;
}

export function useListFocus<Row extends { id: number }>({ owner, rows, kind, active, onOpen, initialFocusId = null }: Options<Row>) {
  const [focusedId, setFocusedId] = useState<number | null>(initialFocusId);
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
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

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

  const hasOpen = onOpen !== undefined;
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
      ...(hasOpen && {
        open: () => {
          const row = rowsRef.current[indexRef.current];
          if (row) onOpenRef.current?.(row);
        },
      }),
    }),
    [moveTo, toggle, hasOpen],
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
  useEffect(() => (active ? () => setSelection(kind, []) : undefined), [active, kind]);

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

  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return {
    focusedId: focusedRow?.id ?? null,
    focusedIndex,
    setFocusedId,
    selected,
    toggle,
    allOnPage,
    /** Selects every row on the page, or clears them when all are selected already. */
    togglePage: () => setSelected(allOnPage ? new Set() : new Set(pageIds)),
    clearSelection: () => setSelected(new Set()),
  };
}

export type ListFocus = ReturnType<typeof useListFocus>;
