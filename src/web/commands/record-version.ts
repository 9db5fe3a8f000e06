// Writes carry the version of the row the user saw. Where the browser has not seen it (a row of 'all
// matching' beyond the page, a record chosen by search in the palette), the record kind's
// `versionQuery` reads the current one first, so every row is written with its own version. Pure
// questions about a command here; palette/read-version.ts does the reading.
import { kindOfArg, recordKinds, type AnyCommand, type RecordKind, type RecordKindSpec } from '../../../commands';

/** Whether the command writes a versioned row: it takes `version` beside the id of its record. */
export function takesVersion(command: AnyCommand): boolean {
  return Boolean(command.recordArg) && 'version' in (command.args.shape as Record<string, unknown>);
}

/** The kind of record the command acts on, from its record argument (`application_id` → application). */
export function recordKindOf(command: AnyCommand): RecordKind | undefined {
  return command.recordArg ? kindOfArg(command.recordArg) : undefined;
}

/** The query that answers a record's `version`, and the argument naming the record. */
export function versionQueryOf(command: AnyCommand): { commandId: string; idArg: string; kind: RecordKind } | undefined {
  const kind = recordKindOf(command);
  const spec = kind ? (recordKinds[kind] as RecordKindSpec) : undefined;
  return kind && spec?.versionQuery ? { commandId: spec.versionQuery, idArg: spec.idArg, kind } : undefined;
}
