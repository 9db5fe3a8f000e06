import { noteOwnVersion } from '../live/heard-changes';
import { proxy } from 'valtio';
import type { CommandContext, RecordKind } from '../../../commands';

/** The selected rows, with the fields each showed when it was selected (its `version` above all). */
export type Selection = NonNullable<CommandContext['selection']> & { rows?: Readonly<Record<number, Readonly<Record<string, unknown>>>> };

/** A command context whose selection remembers its rows' fields. */
export type ContextWithRows = Omit<CommandContext, 'selection'> & { selection?: Selection };

/** What commands see as "here": the route, the focused record and the selected rows. `when` and `fill` read it. */
export const commandContext = proxy<ContextWithRows>({ path: '/' });

export function setContextPath(path: string): void {
  if (commandContext.path !== path) commandContext.path = path;
}

export function setFocusedRecord(record: CommandContext['record']): void {
  commandContext.record = record;
}

/**
 * The selected ids of a list; `rows` (the list's current page) give each selected row's fields. A row
 * selected on an earlier page keeps the fields it had then, so each row is written with its own version.
 */
export function setSelection(kind: RecordKind, ids: readonly number[], rows: readonly { id: number }[] = []): void {
  if (!ids.length) {
    commandContext.selection = undefined;
    return;
  }
  const before = commandContext.selection?.kind === kind ? (commandContext.selection.rows ?? {}) : {};
  const onPage = new Map(rows.map((row) => [row.id, row as Record<string, unknown>]));
  const fields: Record<number, Record<string, unknown>> = {};
  for (const id of ids) {
    const known = onPage.get(id) ?? before[id];
    if (known) fields[id] = { ...known };
  }
  commandContext.selection = { kind, ids: [...ids], rows: fields };
}

/** A record was written and is now at `version`: the focused record and a selected row of it say so. */
export function noteFreshVersion(kind: RecordKind, id: number, version: number): void {
  // This console's own write: the live stream's word of that version is not someone else's change.
  noteOwnVersion(kind, id, version);
  const record = commandContext.record;
  if (record?.kind === kind && record.id === id) commandContext.record = { ...record, fields: { ...record.fields, version } };
  const selection = commandContext.selection;
  const row = selection?.kind === kind ? selection.rows?.[id] : undefined;
  if (selection && row) commandContext.selection = { ...selection, rows: { ...selection.rows, [id]: { ...row, version } } };
}

const clearListeners = new Set<() => void>();

/** A list clears its own selected set when a bulk run is over (see clearSelection). */
export function onSelectionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** After a run over the selection: nothing stays selected, so running it again needs a new choice. */
export function clearSelection(): void {
  commandContext.selection = undefined;
  for (const listener of [...clearListeners]) listener();
}

const selectListeners = new Set<(kind: RecordKind, ids: readonly number[]) => void>();

/** A list of `kind` selects the rows asked for (a bulk run's 'select the 3 that failed'). */
export function onSelectionRequested(listener: (kind: RecordKind, ids: readonly number[]) => void): () => void {
  selectListeners.add(listener);
  return () => selectListeners.delete(listener);
}

export function requestSelection(kind: RecordKind, ids: readonly number[]): void {
  for (const listener of [...selectListeners]) listener(kind, ids);
}

export function clearContextRecords(): void {
  commandContext.record = undefined;
  commandContext.selection = undefined;
}
