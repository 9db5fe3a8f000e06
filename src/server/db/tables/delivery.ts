// Tables of the delivery area: one row per attempt to hand an outbox message to its transport, so the
// console shows what was tried, when, through what, and what the provider answered (docs/delivery.md).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { outbox } from './core';

export const outboxAttempts = pgTable('outbox_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  /** 1 for the first attempt after it was queued (or retried by hand). */
  attempt: integer('attempt').notNull(),
  /** 'outbox', 'smtp' or 'http-sms'. */
  provider: text('provider').notNull(),
  outcome: text('outcome').notNull(),
  /** Whether a failure may succeed later (5xx, timeouts, refused connections) or never will (4xx). */
  retryable: boolean('retryable'),
  error: text('error'),
  providerMessageId: text('provider_message_id'),
  durationMs: integer('duration_ms').notNull(),
  /** When the next attempt is due after a retryable failure. */
  retryAt: timestamp('retry_at', { withTimezone: true, mode: 'string' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('outbox_attempts_outbox_idx').on(t.outboxId, t.id),
  check('outbox_attempts_outcome_check', sql`${t.outcome} in ('sent', 'retry', 'failed')`),
]);
