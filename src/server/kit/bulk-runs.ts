// Bulk runs as records: created with every row (the exact id list, no cap), read back as progress
// (counts by outcome, refusals grouped by reason and message), stopped, and their rows listed by outcome.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bulkRunView } from '../../../commands/bulk';
import type { RecordKind } from '../../../commands';
import type { Queryable } from '../db/open';
import { bulkRunRows, bulkRuns } from '../db/schema';
import type { HandlerContext } from '../handlers/types';
import { runNotFound, type BulkReason, type RowTarget } from './bulk-row-call';
import type { BulkRun } from './bulk-step';
import { recordNames } from './record-names';

export type BulkRunView = z.infer<typeof bulkRunView>;

const INSERT_CHUNK = 1000;

export async function createRun(
  db: Queryable,
  fields: { accountId: number; commandId: string; args: Record<string, unknown>; target: unknown; source: string },
  rows: RowTarget[],
): Promise<BulkRun> {
  const [run] = await db.insert(bulkRuns).values({ ...fields, total: rows.length, status: rows.length ? 'running' : 'done' }).returning();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(bulkRunRows).values(
      rows.slice(i, i + INSERT_CHUNK).map((row, j) => ({ runId: run.id, position: i + j + 1, recordId: row.id, version: row.version ?? null })),
    );
  }
  return run;
}

/** The caller's own run (another account's is not found: runs are personal, like the undo journal). */
export async function ownRun(db: Queryable, id: number, ctx: HandlerContext, lock = false): Promise<BulkRun> {
  const query = db.select().from(bulkRuns).where(and(eq(bulkRuns.id, id), eq(bulkRuns.accountId, ctx.account?.id ?? -1)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw runNotFound(id);
  return run;
}

export async function viewRun(db: Queryable, run: BulkRun): Promise<BulkRunView> {
  const counts = await db
    .select({ outcome: bulkRunRows.outcome, n: sql<number>`count(*)::int` })
    .from(bulkRunRows)
    .where(eq(bulkRunRows.runId, run.id))
    .groupBy(bulkRunRows.outcome);
  const by = Object.fromEntries(counts.map((c) => [c.outcome, c.n])) as Record<string, number>;
  const reasons = await db
    .select({ reason: bulkRunRows.reason, msg: bulkRunRows.groupMsg, n: sql<number>`count(*)::int` })
    .from(bulkRunRows)
    .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.outcome, 'refused')))
    .groupBy(bulkRunRows.reason, bulkRunRows.groupMsg)
    .orderBy(desc(sql`count(*)`))
    .limit(20);
  return {
    id: run.id,
    command_id: run.commandId,
    status: run.status as BulkRunView['status'],
    total: run.total,
    ok: by.ok ?? 0,
    refused: by.refused ?? 0,
    skipped: by.skipped ?? 0,
    pending: by.pending ?? 0,
    reasons: reasons.map((r) => ({ reason: (r.reason ?? 'other') as BulkReason, msg: r.msg ?? '', count: r.n })),
    created_at: run.createdAt,
    finished_at: run.finishedAt,
  };
}

/** Stop: every row not yet done is skipped (a row a step holds finishes first: its lock is waited for). */
export async function stopRun(db: Queryable, run: BulkRun): Promise<void> {
  if (run.status !== 'running') return;
  await db
    .update(bulkRunRows)
    .set({ outcome: 'skipped', msg: 'Stopped before this row ran.', doneAt: sql`now()` })
    .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.outcome, 'pending')));
  await db.update(bulkRuns).set({ status: 'stopped', finishedAt: sql`now()` }).where(eq(bulkRuns.id, run.id));
}

export async function listRows(
  db: Queryable,
  runId: number,
  filter: { outcome?: string; reason?: string; page: number; page_size: number },
  kind?: RecordKind,
) {
  const where = and(
    eq(bulkRunRows.runId, runId),
    filter.outcome ? eq(bulkRunRows.outcome, filter.outcome) : undefined,
    filter.reason ? eq(bulkRunRows.reason, filter.reason) : undefined,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(bulkRunRows).where(where);
  const rows = await db
    .select()
    .from(bulkRunRows)
    .where(where)
    .orderBy(asc(bulkRunRows.position))
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size);
  const names = await recordNames(db, kind, rows.map((r) => r.recordId));
  return {
    total: n,
    list: rows.map((r) => ({
      record_id: r.recordId,
      name: names.get(r.recordId) ?? null,
      position: r.position,
      outcome: r.outcome as 'pending' | 'ok' | 'refused' | 'skipped',
      reason: (r.reason ?? null) as BulkReason | null,
      err: r.err,
      msg: r.msg,
      done_at: r.doneAt,
    })),
  };
}

export async function recentRuns(db: Queryable, accountId: number, unfinished?: boolean): Promise<BulkRun[]> {
  return db
    .select()
    .from(bulkRuns)
    .where(and(eq(bulkRuns.accountId, accountId), unfinished ? eq(bulkRuns.status, 'running') : undefined))
    .orderBy(desc(bulkRuns.id))
    .limit(20);
}
