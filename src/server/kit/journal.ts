// The undo journal (docs/undo.md): a row for each call of a command with an `inverse` that changed a record,
// and for every status change, so it holds what undo can take back and says why the rest cannot.
// Written in the statement of the call's audit rows.
import type { SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AnyCommand } from '../../../commands';
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
  /** The id of the call's last audit row: an SQL expression, since it is written in the same statement. */
  lastAuditId: SQL;
}

const statusOf = (image: unknown) => (image && typeof image === 'object' ? (image as { status?: unknown }).status : undefined);

/** A record whose status moved: journaled whatever command moved it, so the journal says if it can go back. */
const movesStatus = (audits: AuditEntry[]) => audits.some((a) => statusOf(a.before) !== undefined && statusOf(a.after) !== undefined && statusOf(a.before) !== statusOf(a.after));

/**
 * The journal row of a call, or null when it has nothing for the journal: a command with an inverse that
 * changed records, or any status change (one without a way back is listed, with why it cannot be undone).
 */
export function journalRow(call: JournalCall): PgInsertValue<typeof commandJournal> | null {
  const undoing = call.runGroup?.startsWith(UNDO_GROUP_PREFIX) ?? false;
  if (call.accountId === undefined || !(call.command.inverse || movesStatus(call.audits))) return null;
  const records: JournalRecord[] = call.audits.map((a) => ({ entity: a.entity, entityId: String(a.entityId), before: redact(a.before) ?? null, after: redact(a.after) ?? null }));
  if (!records.length) return null;
  return {
    accountId: call.accountId,
    command: call.command.id,
    args: redact(call.args) as object,
    runGroup: call.runGroup ?? null,
    records,
    lastAuditId: call.lastAuditId,
    kind: undoing ? 'undo' : 'command',
  };
}
