// Which records a committed action changed, for the live channel's `writes` notice (issue 24). An action
// knows its record two ways: the command's record argument (`application_id`, with the version its answer
// carries) and the audit rows its handler wrote (entity and id, the version in the row after). Nothing is
// guessed: a write that names neither is announced without records, and consoles re-read their screens.
import { kindOfArg, recordKindIds, recordKindOf, type RecordKind } from '../../../commands/record-kinds';
import type { ServerCommand } from '../../../commands';
import { recordKeyOf, sessionTag, type ChangedRecord } from '../../domain/live-writes';
import type { AuditEntry } from '../handlers/types';

/** `provider_disable_request` → `providerDisableRequest`, when that is a record kind. */
function kindOfEntity(entity: string): RecordKind | undefined {
  const camel = entity.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return (recordKindIds as readonly string[]).includes(camel) ? (camel as RecordKind) : undefined;
}

function versionIn(value: unknown, id: number): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const row = value as { id?: unknown; version?: unknown };
  if (typeof row.version !== 'number') return undefined;
  return row.id === undefined || row.id === id ? row.version : undefined;
}

export function changedRecordsOf(
  command: ServerCommand, args: unknown, result: unknown, audits: readonly AuditEntry[], by: number | undefined, tokenHash?: string | null,
): ChangedRecord[] {
  const session = tokenHash ? sessionTag(tokenHash) : undefined;
  const found = new Map<string, ChangedRecord>();
  const add = (record: ChangedRecord) => {
    const key = recordKeyOf(record);
    const known = found.get(key);
    if (!known || (record.version ?? -1) > (known.version ?? -1)) found.set(key, record);
  };
  const kind = recordKindOf(command);
  const id = command.recordArg ? (args as Record<string, unknown> | null)?.[command.recordArg] : undefined;
  if (kind && typeof id === 'number') add({ kind, id, version: versionIn(result, id), by });
  for (const entry of audits) {
    const entryKind = kindOfEntity(entry.entity) ?? kindOfArg(`${entry.entity}_id`);
    const entryId = Number(entry.entityId);
    if (!entryKind || !Number.isInteger(entryId)) continue;
    add({ kind: entryKind, id: entryId, version: versionIn(entry.after, entryId) ?? (entryKind === kind && entryId === id ? versionIn(result, entryId) : undefined), by: entry.accountId ?? by });
  }
  return [...found.values()].map((r) => ({ ...r, session }));
}
