// One step of a bulk run: the next pending rows, each in its own transaction that locks the row's
// bulk_run_rows entry, runs the command (with its audit row and the run's runGroup) in a savepoint and
// writes the row's outcome before it commits. The lock is the claim: a concurrent step waits, then sees
// the outcome and passes the row by; a step killed mid-row leaves it pending, with nothing of it
// committed, so the next step does it once. A refusal rolls back the savepoint and keeps only the
// outcome; a fault in a handler is kept as a refusal too, so one broken row cannot stall the run.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServerCommand } from '../../../commands';
import { ERR } from '../../domain/errors';
import { AppError } from '../app-error';
import type { Tx } from '../db/open';
import { bulkRunRows, bulkRuns } from '../db/schema';
import type { AuditEntry, HandlerContext } from '../handlers/types';
import type { ChangedRecord } from '../../domain/live-writes';
import { changedRecordsOf } from '../live/changed-records';
import { forgetCachedReads } from './read-caches';
import { authorizeSession, executeInTransaction } from '../rpc/execute-command';
import { bulkableCommand, databaseOf, groupMessage, reasonOf, rowBody, rowCaller, rowSession, servicesFrom, type BulkReason } from './bulk-row-call';

export type BulkRun = typeof bulkRuns.$inferSelect;

type Outcome = { outcome: 'ok' } | { outcome: 'refused'; err: number; msg: string; groupMsg: string; reason: BulkReason };

async function writeOutcome(tx: Tx, runId: number, position: number, outcome: Outcome): Promise<void> {
  await tx
    .update(bulkRunRows)
    .set(outcome.outcome === 'ok'
      ? { outcome: 'ok', doneAt: sql`now()` }
      : { outcome: 'refused', err: outcome.err, msg: outcome.msg, groupMsg: outcome.groupMsg, reason: outcome.reason, doneAt: sql`now()` })
    .where(and(eq(bulkRunRows.runId, runId), eq(bulkRunRows.position, position)));
}

async function processRow(run: BulkRun, command: ServerCommand & { recordArg: string }, position: number, ctx: HandlerContext, changed: ChangedRecord[]): Promise<boolean> {
  const db = databaseOf(ctx);
  return db.transaction(async (tx) => {
    // The claim: this row, still pending, locked until this transaction ends.
    const [row] = await tx
      .select()
      .from(bulkRunRows)
      .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.position, position), eq(bulkRunRows.outcome, 'pending')))
      .for('update');
    if (!row) return false;
    let outcome: Outcome;
    try {
      const caller = rowCaller(ctx, `bulk:${run.id}`, run.source);
      // In the row's transaction, before the savepoint: a refused row keeps its permission audit row.
      const call = await authorizeSession(tx, command, rowSession(ctx), rowBody(command, run.args as Record<string, unknown>, { id: row.recordId, version: row.version }), caller);
      let audits: AuditEntry[] = [];
      const result = await tx.transaction((savepoint) => executeInTransaction(servicesFrom(ctx), command, call, caller, savepoint, { audited: (written) => void (audits = written) }));
      changed.push(...changedRecordsOf(command, call.args, result, audits, ctx.account?.id, ctx.sessionTokenHash));
      outcome = { outcome: 'ok' };
    } catch (error) {
      if (error instanceof AppError) {
        const reason = reasonOf(error);
        outcome = { outcome: 'refused', err: error.err, msg: error.message, groupMsg: groupMessage(reason, error.message, row.recordId), reason };
      } else {
        console.error(`bulk run ${run.id}: ${command.id} on ${row.recordId} failed:`, error);
        outcome = { outcome: 'refused', err: ERR.internal, msg: 'Internal error.', groupMsg: 'Internal error.', reason: 'other' };
      }
    }
    await writeOutcome(tx, run.id, position, outcome);
    return true;
  });
}

/** Processes up to `batchSize` pending rows in order; marks the run done when none is left. */
export async function stepRun(run: BulkRun, batchSize: number, ctx: HandlerContext): Promise<void> {
  if (run.status !== 'running') return;
  const db = databaseOf(ctx);
  const command = bulkableCommand(run.commandId);
  const next = await db
    .select({ position: bulkRunRows.position })
    .from(bulkRunRows)
    .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.outcome, 'pending')))
    .orderBy(asc(bulkRunRows.position))
    .limit(batchSize);
  let wrote = false;
  const changed: ChangedRecord[] = [];
  for (const { position } of next) wrote = (await processRow(run, command, position, ctx, changed)) || wrote;
  // A committed write may change what any list counts; the consoles hear which records it changed.
  if (wrote) forgetCachedReads(db, changed);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bulkRunRows)
    .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.outcome, 'pending')));
  if (left.n === 0) {
    await db.update(bulkRuns).set({ status: 'done', finishedAt: sql`now()` }).where(and(eq(bulkRuns.id, run.id), eq(bulkRuns.status, 'running')));
  }
}
