// Sends a batch: the plan of batch-plan.ts, then one message per row without problems, each with the
// idempotency key 'sms-batch:<batch>:<row>'. A batch is named by its key (the caller's, or one derived
// from the sender and the content); sending it again answers the first report and texts nobody twice.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { SAME_BATCH_WINDOW_HOURS } from '../../../domain/sms/sms-rules';
import { conflict, invalidArguments } from '../../app-error';
import { smsBatches, smsBatchRows } from '../../db/schema';
import type { HandlerContext } from '../../handlers/types';
import { planBatch, type BatchInput } from './batch-plan';
import { sendSms, staffByPhone } from './sms-store';

type Status = 'queued' | 'scheduled' | 'skipped';

function contentHash(input: BatchInput, accountId: number | null): string {
  const sheet = input.sheet_data.replace(/\r\n?/g, '\n').trim();
  const when = input.request_time ? new Date(input.request_time).toISOString() : '';
  return createHash('sha256').update(JSON.stringify([accountId, input.to ?? '', input.message, when, sheet])).digest('hex');
}

async function report(ctx: HandlerContext, batch: typeof smsBatches.$inferSelect, alreadySent: boolean) {
  const rows = await ctx.db.select().from(smsBatchRows).where(eq(smsBatchRows.batchId, batch.id)).orderBy(asc(smsBatchRows.row));
  return {
    batch: {
      id: batch.id, batch_key: batch.batchKey, to_column: batch.toColumn, request_time: batch.requestTime && new Date(batch.requestTime).toISOString(),
      created_at: batch.createdAt, already_sent: alreadySent,
    },
    summary: { rows: batch.rowCount, sendable: batch.sentCount, skipped: batch.skippedCount, segments: batch.segments },
    rows: rows.map((r) => ({ row: r.row, recipient: r.recipient, message: r.body, segments: r.segments, status: r.status as Status, problems: r.problems, message_id: r.messageId })),
  };
}

export async function sendBatch(ctx: HandlerContext, input: BatchInput & { batch_key?: string }, commandId: string) {
  const hash = contentHash(input, ctx.account?.id ?? null);
  const since = new Date(ctx.now.getTime() - SAME_BATCH_WINDOW_HOURS * 3_600_000).toISOString();
  const [earlier] = input.batch_key
    ? await ctx.db.select().from(smsBatches).where(eq(smsBatches.batchKey, input.batch_key))
    : await ctx.db.select().from(smsBatches).where(and(eq(smsBatches.contentHash, hash), gt(smsBatches.createdAt, since))).orderBy(asc(smsBatches.id)).limit(1);
  if (earlier) {
    if (earlier.contentHash !== hash) throw conflict('This batch key was used for a different batch (its sheet, message or request time differ). Use a new key to send this one.');
    return report(ctx, earlier, true);
  }

  const plan = planBatch(input, ctx.now);
  if (plan.problems.length) throw invalidArguments(plan.problems.map((p) => ({ path: p.field, message: p.message })));
  if (!plan.summary.sendable) throw invalidArguments([{ path: 'sheet_data', message: 'No row can be sent: every row has a problem. Preview the batch to see each one.' }]);

  const [batch] = await ctx.db.insert(smsBatches).values({
    batchKey: input.batch_key ?? `auto-${randomUUID()}`, contentHash: hash, toColumn: plan.to_column!, template: input.message,
    requestTime: plan.request_time, rowCount: plan.summary.rows, sentCount: plan.summary.sendable, skippedCount: plan.summary.skipped,
    segments: plan.summary.segments, createdBy: ctx.account?.id ?? null, createdAt: ctx.now.toISOString(),
  }).onConflictDoNothing({ target: smsBatches.batchKey }).returning();
  if (!batch) {
    // The same key committed by a request that ran alongside this one: answer its report.
    const [other] = await ctx.db.select().from(smsBatches).where(eq(smsBatches.batchKey, input.batch_key!));
    if (other && other.contentHash === hash) return report(ctx, other, true);
    throw conflict('This batch key was used for a different batch. Use a new key to send this one.');
  }

  const sendable = plan.rows.filter((r) => !r.problems.length);
  const owners = await staffByPhone(ctx.db, sendable.map((r) => r.recipient!));
  const status: Status = plan.request_time ? 'scheduled' : 'queued';
  const reportRows: (typeof smsBatchRows.$inferInsert)[] = [];
  for (const row of plan.rows) {
    if (row.problems.length) {
      reportRows.push({ batchId: batch.id, row: row.row, recipient: null, body: row.message, segments: row.segments, status: 'skipped', problems: row.problems });
      continue;
    }
    const messageId = await sendSms(ctx, {
      recipient: row.recipient!, body: row.message, staffId: owners.get(row.recipient!) ?? null, origin: 'batch', commandId,
      batchId: batch.id, idempotencyKey: `sms-batch:${batch.id}:${row.row}`, scheduledFor: plan.request_time,
    });
    reportRows.push({ batchId: batch.id, row: row.row, recipient: row.recipient, body: row.message, segments: row.segments, status, problems: [], messageId });
  }
  for (let i = 0; i < reportRows.length; i += 500) await ctx.db.insert(smsBatchRows).values(reportRows.slice(i, i + 500));
  ctx.audit({ entity: 'sms_batch', entityId: batch.id, before: null, after: { ...batch, rows: plan.summary } });
  return report(ctx, batch, false);
}
