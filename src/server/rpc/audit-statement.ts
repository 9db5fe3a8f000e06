// The last write of an action: its audit rows, its undo journal row and the inserts its handler left for
// this moment (ctx.writeWithAudit), in one statement. Each statement is a round trip to the database, and
// on a virtual machine a round trip costs far more than the insert itself (docs/list-path.md).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ServerCommand } from '../../../commands';
import type { Queryable } from '../db/open';
import { auditLog, commandJournal } from '../db/schema';
import type { AuditEntry } from '../handlers/types';
import { journalRow } from '../kit/journal';
import { redact } from '../kit/redact';
import type { Authorized, Caller } from './run-command';

export interface AuditStatement {
  command: ServerCommand;
  call: Authorized;
  caller: Caller;
  audits: AuditEntry[];
  /** Inserts whose rows nobody reads back in this call. */
  inserts: SQLWrapper[];
}

export async function writeAuditStatement(tx: Queryable, { command, call, caller, audits, inserts }: AuditStatement): Promise<void> {
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
  let last: SQL;
  if (journal) {
    steps.push(sql`audit_rows as (${auditRows.returning({ id: auditLog.id }).getSQL()})`);
    last = tx.insert(commandJournal).values(journal).getSQL();
  } else {
    last = auditRows.getSQL();
  }
  await tx.execute(steps.length ? sql`with ${sql.join(steps, sql`, `)} ${last}` : last);
}
