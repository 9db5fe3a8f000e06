// A list's keyboard model: one focused row (j/k, arrows, click), a selected set (x, checkboxes), Enter
// to open the focused row, and the focused row published as the command context's record so the
// palette and hotkeys act on it. Moving past the first or last row turns the page where the list pages.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RecordKind } from '../../../commands';
import { releaseActiveList, setActiveList, type ListControls, type ListKeys } from '../state/active-list';
import { isTypingTarget } from '../keys/typing-target';
import { onSelectionCleared, onSelectionRequested, setFocusedRecord, setSelection } from '../state/command-context';

interface Options<Row> {
  owner: string;
  rows: readonly Row[];
  /** The record kind the focused row is published as; a list of rows that are not records publishes none. */
  kind?: RecordKind;
  /** Only the list the user sees drives the keys and the context. */
  active: boolean;
  /** Opens a row's own page (Enter, `list.open`); lists without one leave it out. */
  onOpen?: (row: Row) => void;
  /** The row to focus once it is on the page (a link to one record). */
  initialFocusId?: number | null;
  /** Turns the page (1 next, -1 previous); false where there is none. The new page's first or last row takes the focus. */
  turnPage?: (direction: 1 | -1) => boolean;
  /** The list's own keys beyond the rows: search, filters, select all matching. */
  keys?: ListKeys;
  /**
   * A record asked for by the address that may not be on the page (screens/generic/record-reveal.ts):
   * focused when it arrives (again for each new `seq`); off the page it is still the focused record.
   */
  pinned?: { id: number; seq: number; fields?: Record<string, unknown> } | null;
}

type Edge = 'first' | 'last';

export function useListFocus<Row extends { id: number }>({ owner, rows, kind, active, onOpen, initialFocusId = null, turnPage, keys, pinned = null }: Options<Row>) {
  const [focusedId, setFocusedId] = useState<number | null>(initialFocusId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lastIndex = useRef(0);
  // After a page turn: which end of the next page to focus, once rows other than these arrive.
  const arrival = useRef<{ edge: Edge; from: readonly Row[] } | null>(null);

  // The next page is in: its first or last row, from this render on (no flash of the old position).
  const pending = arrival.current;
  const arrived = pending && rows !== pending.from && rows.length ? (pending.edge === 'first' ? 0 : rows.length - 1) : -1;
  let focusedIndex = arrived >= 0 ? arrived : rows.findIndex((r) => r.id === focusedId);
  // The pinned record off the page stays the focus (nothing on the page is): the keys act on what is open.
  const offPage = focusedIndex < 0 && pinned !== null && focusedId === pinned.id ? pinned : null;
  // After a reload the focused row may be gone (filtered out): keep the position instead.
  if (focusedIndex < 0 && rows.length && !offPage) focusedIndex = Math.min(lastIndex.current, rows.length - 1);
  const focusedRow = focusedIndex >= 0 ? rows[focusedIndex] : undefined;
  if (focusedIndex >= 0) lastIndex.current = focusedIndex;

  const latest = useRef({ rows, index: focusedIndex, onOpen, turnPage, keys });
  latest.current = { rows, index: focusedIndex, onOpen, turnPage, keys };

  // A record asked for anew takes the focus, on the page or off it.
  useEffect(() => {
    if (pinned) setFocusedId(pinned.id);
  }, [pinned?.id, pinned?.seq]);

  useEffect(() => {
    if (arrived < 0) return;
    arrival.current = null;
    setFocusedId(rows[arrived].id);
  }, [rows, arrived]);

  const toPage = useCallback((direction: 1 | -1, edge: Edge) => {
    const { rows: list, turnPage: turn } = latest.current;
    if (!turn?.(direction)) return false;
    arrival.current = { edge, from: list };
    return true;
  }, []);

  const moveTo = useCallback((index: number) => {
    const list = latest.current.rows;
    if (!list.length) return;
    const clamped = Math.max(0, Math.min(list.length - 1, index));
    // Keys that arrive before the next render (j j j at once, or a key repeat) go on from here.
    latest.current.index = clamped;
    setFocusedId(list[clamped].id);
  }, []);

  const moveBy = useCallback(
    (step: 1 | -1) => {
      const { rows: list, index } = latest.current;
      // From a record off the page (pinned), j and k step into the page, never turn it.
      if (index < 0) return moveTo(step > 0 ? 0 : list.length - 1);
      const next = index + step;
      if (list.length && (next < 0 || next >= list.length)) {
        // Past the page's end: turn it, unless a turned page is still on its way (no skipping a page).
        if (!arrival.current) toPage(step, step > 0 ? 'first' : 'last');
        return;
      }
      moveTo(next);
    },
    [moveTo, toPage],
  );

  // The row last toggled: one end of a shift+x range (the focused row is the other).
  const anchor = useRef<number | null>(null);
  const toggle = useCallback((id: number) => {
    anchor.current = id;
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const hasOpen = onOpen !== undefined;
  const hasPages = turnPage !== undefined;
  const ownKeys = (Object.keys(keys ?? {}) as (keyof ListKeys)[]).filter((name) => keys?.[name]);
  const controls = useMemo<ListControls>(
    () => ({
      next: () => moveBy(1),
      previous: () => moveBy(-1),
      first: () => moveTo(0),
      last: () => moveTo(latest.current.rows.length - 1),
      toggleSelected: () => {
        const row = latest.current.rows[latest.current.index];
        if (row) toggle(row.id);
      },
      selectRange: () => {
        const { rows: list, index } = latest.current;
        const from = list.findIndex((r) => r.id === anchor.current);
        // No anchor on this page: the focused row alone, which becomes the anchor.
        if (from < 0 || index < 0) {
          if (list[index]) setSelected((prev) => new Set([...prev, list[index].id]));
          anchor.current = list[index]?.id ?? null;
          return;
        }
        const [lo, hi] = from < index ? [from, index] : [index, from];
        setSelected((prev) => new Set([...prev, ...list.slice(lo, hi + 1).map((r) => r.id)]));
        anchor.current = list[index].id;
      },
      ...(hasOpen && {
        open: () => {
          const { rows: list, index, onOpen: open } = latest.current;
          if (list[index]) open?.(list[index]);
        },
      }),
      ...(hasPages && { nextPage: () => void toPage(1, 'first'), previousPage: () => void toPage(-1, 'first') }),
      // Only the keys this list has, so the palette and the hints offer no key that does nothing.
      ...Object.fromEntries(ownKeys.map((name) => [name, () => latest.current.keys?.[name]?.()])),
    }),
    [moveBy, moveTo, toggle, toPage, hasOpen, hasPages, ownKeys.join()],
  );

  useEffect(() => {
    if (!active) return;
    setActiveList(owner, controls);
    return () => releaseActiveList(owner);
  }, [active, owner, controls]);

  // The focused row is the record commands act on; its fields refresh with the list. Set in the commit
  // that shows the row as focused (a layout effect), so no key pressed on the focused row can find the
  // context without it: a passive effect ran after paint, and a quick key in between was dropped.
  useLayoutEffect(() => {
    if (!active || !kind) return;
    const fields = focusedRow ?? offPage?.fields;
    const id = focusedRow?.id ?? offPage?.id;
    setFocusedRecord(id !== undefined ? { kind, id, fields: fields ? { ...fields } : undefined } : undefined);
  }, [active, kind, focusedRow, offPage?.id, offPage?.fields]);
  useEffect(() => (active ? () => setFocusedRecord(undefined) : undefined), [active]);

  useEffect(() => {
    // The rows give each selected row's version, so a bulk run writes every row with its own.
    if (active && kind) setSelection(kind, [...selected], rows);
  }, [active, kind, selected, rows]);
  useEffect(() => (active && kind ? () => setSelection(kind, []) : undefined), [active, kind]);
  // A bulk run is over: the selection clears, so running it again needs a new choice.
  useEffect(() => (active ? onSelectionCleared(() => setSelected(new Set())) : undefined), [active]);
  // Rows asked for by id (a bulk run's failures): selected, also those on other pages.
  useEffect(() => (active ? onSelectionRequested((k, ids) => k === kind && setSelected(new Set(ids))) : undefined), [active, kind]);

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
    focusedId: focusedRow?.id ?? offPage?.id ?? null,
    focusedIndex,
    setFocusedId,
    selected,
    toggle,
    allOnPage,
    /** Selects every row on the page, or clears them when all are selected already. */
    togglePage: () => setSelected(allOnPage ? new Set() : new Set(pageIds)),
    selectPage: () => setSelected((prev) => new Set([...prev, ...pageIds])),
    clearSelection: () => setSelected(new Set()),
  };
}

export type ListFocus = ReturnType<typeof useListFocus>;
