// Handlers of commands/outbox.ts: the outbox as the console sees it, and the two hands-on moves (retry a
// failed message now, cancel a queued one). Both are conditional updates on the status they start from,
// so a message the worker claimed meanwhile is a conflict, never a double send.
import { and, asc, count, eq, gt, gte, ilike, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { outboxCommands, outboxList, OutboxRow } from '../../../commands/outbox';
import { textOfHtml } from '../../domain/delivery/html-text';
import { outboxStatus } from '../../domain/enums/delivery';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { outbox, outboxAttempts } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';
import type { HandlerContext } from './types';
import type { HandlersFor } from './types';

const PREVIEW = 160;
const plain = sql<string>`case when ${outbox.format} = 'html' then regexp_replace(regexp_replace(${outbox.body}, '<[^>]+>', ' ', 'g'), '\\s+', ' ', 'g') else ${outbox.body} end`;

const columns = {
  id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject,
  preview: sql<string>`left(btrim(${plain}), ${PREVIEW})`,
  status: outbox.status, attempts: outbox.attempts, origin: outbox.origin, provider: outbox.provider, last_error: outbox.lastError,
  next_attempt_at: outbox.nextAttemptAt, sent_at: outbox.sentAt, created_at: outbox.createdAt,
};

const rows = (db: Queryable) => db.select(columns).from(outbox).$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
const asRow = (row: Selected): OutboxRow => row as OutboxRow;

/** Whole days: 'to' includes that day. */
const dayAfter = (date: string) => sql`(${date}::date + 1)`;

const list: PagedListSpec<ParsedArgsOf<typeof outboxList>, OutboxRow> = {
  name: 'outbox_list',
  rows: (db) => rows(db),
  matching: (db, selected) => db.select(selected).from(outbox).$dynamic(),
  filters: {
    channel: (channel) => eq(outbox.channel, channel),
    // As shown: a message the built-in outbox transport took is 'kept', not 'sent' (shownOutboxStatus).
    status: (status) => (status === 'kept' ? and(eq(outbox.status, 'sent'), eq(outbox.provider, 'outbox'))
      : status === 'sent' ? and(eq(outbox.status, 'sent'), or(isNull(outbox.provider), ne(outbox.provider, 'outbox')))
      : eq(outbox.status, status)),
    // The recipient (an address, or a number with or without its country prefix), the subject, the text, what sent it.
    keyword: (k) => or(ilike(outbox.recipient, containing(k)), ilike(outbox.subject, containing(k)), ilike(outbox.body, containing(k)), ilike(outbox.origin, containing(k))),
    date_from: (from) => gte(outbox.createdAt, sql`${from}::date`),
    date_to: (to) => lt(outbox.createdAt, dayAfter(to)),
  },
  sorts: { created_at: outbox.createdAt, next_attempt_at: outbox.nextAttemptAt, sent_at: outbox.sentAt, id: outbox.id },
  tieBreak: outbox.id,
};

async function loadRow(db: Queryable, id: number): Promise<OutboxRow | undefined> {
  const [row] = await rows(db).where(eq(outbox.id, id));
  return row && asRow(row);
}

/** A failed message's one-time secret is erased (delivery-worker.ts), so sending it again would send only the mask. */
const SECRET_NOT_KEPT = (id: number) =>
  `Outbox message ${id} carried a one-time secret (a sign-in code, a temporary password or a private link), which is not kept after a failed send. Ask for a new one instead.`;

const statusName = (status: string) => (outboxStatus.label(status) ?? status).toLowerCase();

/** Moves one message from `from` to the change, only if it is still in `from` (the worker may hold it). */
async function move(ctx: HandlerContext, id: number, from: 'failed' | 'queued', set: Partial<typeof outbox.$inferInsert>, refusal: (status: string) => string) {
  const before = await loadRow(ctx.db, id);
  if (!before) throw notFound('Outbox message', id);
  if (before.status !== from) throw conflict(refusal(before.status), { status: before.status });
  const changed = await ctx.db.update(outbox).set({ ...set, updatedAt: sql`now()` as never })
    .where(and(eq(outbox.id, id), eq(outbox.status, from))).returning({ id: outbox.id });
  if (!changed.length) {
    const now = await loadRow(ctx.db, id);
    throw conflict(refusal(now?.status ?? 'gone'), { status: now?.status ?? null });
  }
  const after = (await loadRow(ctx.db, id))!;
  ctx.audit({ entity: 'outbox', entityId: id, before, after });
  return { message: after };
}

export const outboxHandlers: HandlersFor<typeof outboxCommands> = {
  'outbox.list': (args, ctx) => pagedList(ctx.db, list, args),

  async 'outbox.summary'(_args, ctx) {
    // Counted by the status as shown, as the list and the SMS log show it: kept in the outbox is not sent.
    const kept = sql<boolean>`${outbox.status} = 'sent' and ${outbox.provider} is not distinct from 'outbox'`;
    const byStatus = await ctx.db.select({ status: outbox.status, kept, n: count() }).from(outbox).groupBy(outbox.status, kept);
    const counts = { queued: 0, sending: 0, sent: 0, kept: 0, failed: 0, cancelled: 0 };
    for (const { status, kept: isKept, n } of byStatus) {
      const shown = isKept ? 'kept' : status;
      if (shown in counts) counts[shown as keyof typeof counts] += n;
    }
    const [waiting] = await ctx.db.select({ n: count() }).from(outbox).where(and(eq(outbox.status, 'queued'), gt(outbox.nextAttemptAt, sql`now()`)));
    const { delivery } = ctx.config;
    return {
      counts,
      waiting: waiting?.n ?? 0,
      email_transport: ctx.adapters.transports?.email.name ?? (delivery.smtp ? 'smtp' : 'outbox'),
      sms_transport: ctx.adapters.transports?.sms.name ?? (delivery.sms ? 'http-sms' : 'outbox'),
      max_attempts: delivery.maxAttempts,
    };
  },

  async 'outbox.detail'({ outbox_id }, ctx) {
    const [message] = await ctx.db.select({
      ...columns, body: outbox.body, format: outbox.format, idempotency_key: outbox.idempotencyKey, not_before: outbox.notBefore,
      provider_message_id: outbox.providerMessageId, carries_secret: outbox.carriesSecret,
    }).from(outbox).where(eq(outbox.id, outbox_id));
    if (!message) throw notFound('Outbox message', outbox_id);
    const attempts = await ctx.db.select({
      attempt: outboxAttempts.attempt, provider: outboxAttempts.provider, outcome: outboxAttempts.outcome, retryable: outboxAttempts.retryable,
      error: outboxAttempts.error, provider_message_id: outboxAttempts.providerMessageId, duration_ms: outboxAttempts.durationMs,
      retry_at: outboxAttempts.retryAt, started_at: outboxAttempts.startedAt, finished_at: outboxAttempts.finishedAt,
    }).from(outboxAttempts).where(eq(outboxAttempts.outboxId, outbox_id)).orderBy(asc(outboxAttempts.id));
    const format = message.format === 'html' ? 'html' as const : 'text' as const;
    const { carries_secret: carriesSecret, ...shown } = message;
    return {
      message: {
        ...asRow(shown), body: message.body, format, text: format === 'html' ? textOfHtml(message.body) : message.body,
        idempotency_key: message.idempotency_key, not_before: message.not_before, provider_message_id: message.provider_message_id,
        max_attempts: ctx.config.delivery.maxAttempts,
        attempt_log: attempts.map((a) => ({ ...a, outcome: a.outcome as 'sent' | 'retry' | 'failed' })),
        can_retry: message.status === 'failed' && !carriesSecret, can_cancel: message.status === 'queued',
      },
    };
  },

  async 'outbox.retry'({ outbox_id }, ctx) {
    const [held] = await ctx.db.select({ carriesSecret: outbox.carriesSecret }).from(outbox).where(eq(outbox.id, outbox_id));
    if (held?.carriesSecret) throw conflict(SECRET_NOT_KEPT(outbox_id), { status: 'failed' });
    // A fresh budget of attempts from now; the attempt log keeps the earlier ones.
    return move(ctx, outbox_id, 'failed', { status: 'queued', attempts: 0, nextAttemptAt: sql`now()` as never },
      (status) => `Only a failed message can be retried: outbox message ${outbox_id} is ${statusName(status)}.`);
  },

  'outbox.cancel': ({ outbox_id }, ctx) =>
    move(ctx, outbox_id, 'queued', { status: 'cancelled', secretBody: null },
      (status) => status === 'sending'
        ? `Outbox message ${outbox_id} is being sent right now; it can no longer be cancelled.`
        : `Only a queued message can be cancelled: outbox message ${outbox_id} is ${statusName(status)}.`),
};
