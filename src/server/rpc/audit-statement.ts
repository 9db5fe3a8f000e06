// The last write of an action: its audit rows, its undo journal row and the inserts its handler left for
// this moment (ctx.writeWithAudit), in one statement. Each statement is a round trip to the database, and
// on a virtual machine a round trip costs far more than the insert itself (docs/list-path.md).
// A handler's guarded update (ctx.writeLast) goes in too: the statement then ends by failing unless the
// update matched a row (console_require_write, migration 0008), and a failed statement keeps nothing.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ServerCommand } from '../../../commands';
import type { Queryable } from '../db/open';
import { auditLog, commandJournal } from '../db/schema';
import type { AuditEntry, LastWrite } from '../handlers/types';
import { journalRow } from '../kit/journal';
import { redact } from '../kit/redact';
import type { Authorized, Caller } from './call-types';

export interface AuditStatement {
  command: ServerCommand;
  call: Authorized;
  caller: Caller;
  audits: AuditEntry[];
  /** Inserts whose rows nobody reads back in this call. */
  inserts: SQLWrapper[];
  /** The handler's guarded update, if it left one. */
  last?: LastWrite;
}

/** Thrown when the guarded update matched no row: nothing of the statement was kept. */
export class StaleWrite extends Error {
  constructor(readonly write: LastWrite) {
    super('The row changed since it was read.');
  }
}

/** PostgreSQL's code for the guard's refusal; drivers may wrap the database's error in their own. */
function isGuardRefusal(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === 'CC409') return true;
  }
  return false;
}

export async function writeAuditStatement(tx: Queryable, { command, call, caller, audits, inserts, last }: AuditStatement): Promise<void> {
  const entries = audits.length ? audits : [null];
  const auditRows = tx.insert(auditLog).values(
    entries.map((entry) => ({
      accountId: entry?.accountId ?? call.session?.account.id ?? null,
      command: command.id,
      api: command.api!,
      source: caller.source,
      args: redact(call.args) as object,
      entity: entry?.entity ?? null,
      entityId: entry ? String(entry.entityId) : null,
      before: entry ? (redact(entry.before) ?? null) : null,
      after: entry ? (redact(entry.after) ?? null) : null,
      clientIp: caller.clientIp,
    })),
  );
  // The journal names the call's last audit row, which the same statement writes.
  const journal = journalRow({
    command, args: call.args, accountId: call.session?.account.id, runGroup: caller.runGroup, audits,
    lastAuditId: sql`(select max(id) from audit_rows)`,
  });
  // getSQL(): an embedded query builder would be wrapped in parentheses, which a data-modifying WITH refuses.
  const steps: SQL[] = inserts.map((insert, i) => sql`${sql.raw(`handler_insert_${i}`)} as (${insert.getSQL()})`);
  if (last) steps.unshift(sql`last_write as (${last.update.getSQL()})`);
  const auditSql = journal ? auditRows.returning({ id: auditLog.id }).getSQL() : auditRows.getSQL();
  const journalSql = journal ? tx.insert(commandJournal).values(journal).getSQL() : null;
  let final: SQL;
  if (last) {
    steps.push(sql`audit_rows as (${auditSql})`);
    if (journalSql) steps.push(sql`journal_row as (${journalSql})`);
    final = sql`select console_require_write(count(*)) from last_write`;
  } else if (journalSql) {
    steps.push(sql`audit_rows as (${auditSql})`);
    final = journalSql;
  } else {
    final = auditSql;
  }
  try {
    await tx.execute(steps.length ? sql`with ${sql.join(steps, sql`, `)} ${final}` : final);
  } catch (error) {
    if (last && isGuardRefusal(error)) throw new StaleWrite(last);
    throw error;
  }
}
