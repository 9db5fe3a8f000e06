// Writes the undo journal (docs/undo.md) in the transaction of the call it describes: only calls of a
// command with an `inverse` that changed a record, so the journal holds exactly what undo can take back.
import type { AnyCommand } from '../../../commands';
import type { Queryable } from '../db/open';
import { commandJournal, type JournalRecord } from '../db/schema';
import type { AuditEntry } from '../handlers/types';
import { redact } from './redact';

/** Run groups the undo itself uses; a client's X-Run-Group can never start so (no colon allowed). */
export const UNDO_GROUP_PREFIX = 'undo:';

export interface JournalCall {
  command: AnyCommand;
  args: unknown;
  accountId: number | undefined;
  runGroup: string | undefined;
  audits: AuditEntry[];
  lastAuditId: number;
}

export async function journalCall(tx: Queryable, call: JournalCall): Promise<void> {
  const undoing = call.runGroup?.startsWith(UNDO_GROUP_PREFIX) ?? false;
  if (!call.command.inverse || call.accountId === undefined) return;
  const records: JournalRecord[] = call.audits.map((a) => ({ entity: a.entity, entityId: String(a.entityId), before: redact(a.before) ?? null, after: redact(a.after) ?? null }));
  if (!records.length) return;
  await tx.insert(commandJournal).values({
    accountId: call.accountId,
    command: call.command.id,
    args: redact(call.args) as object,
    runGroup: call.runGroup ?? null,
    records,
    lastAuditId: call.lastAuditId,
    kind: undoing ? 'undo' : 'command',
  });
}
