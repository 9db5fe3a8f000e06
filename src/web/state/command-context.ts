import { proxy } from 'valtio';
import type { CommandContext, RecordKind } from '../../../commands';

/** What commands see as "here": the route, the focused record and the selected rows. `when` and `fill` read it. */
export const commandContext = proxy<CommandContext>({ path: '/' });

export function setContextPath(path: string): void {
  if (commandContext.path !== path) commandContext.path = path;
}

export function setFocusedRecord(record: CommandContext['record']): void {
  commandContext.record = record;
}

export function setSelection(kind: RecordKind, ids: readonly number[]): void {
  commandContext.selection = ids.length ? { kind, ids: [...ids] } : undefined;
}

export function clearContextRecords(): void {
  commandContext.record = undefined;
  commandContext.selection = undefined;
}
