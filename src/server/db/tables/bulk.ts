// Bulk runs (issue 12): one command over many records, processed in bounded batches. A run keeps its
// rows with the version each was to be written with; a row's outcome is written in the same transaction
// as the change it made, so a resumed or concurrent step never does a row twice. docs/bulk.md.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const bulkRuns = pgTable('bulk_runs', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  /** The command run on every row (an action with a recordArg). */
  commandId: text('command_id').notNull(),
  /** Its arguments shared by every row (the record id and version are per row). */
  args: jsonb('args').notNull(),
  /** What was chosen: `{ids}` or `{list, filter}` ('all matching'), as the user chose it. */
  target: jsonb('target').notNull(),
  /** The surface that started it; every row's audit row carries it. */
  source: text('source').notNull(),
  total: integer('total').notNull(),
  /** running until every row has an outcome, then done; stopped by the user (rows left are skipped). */
  status: text('status').notNull().default('running'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
}, (t) => [index('bulk_runs_account_idx').on(t.accountId, t.id)]);

export const bulkRunRows = pgTable('bulk_run_rows', {
  runId: integer('run_id').notNull().references(() => bulkRuns.id, { onDelete: 'cascade' }),
  /** Order in the run: rows are processed in this order, batch by batch. */
  position: integer('position').notNull(),
  recordId: integer('record_id').notNull(),
  /** The version the user saw (or the row had when 'all matching' was resolved); null when the command takes none. */
  version: integer('version'),
  /** pending → ok | refused | skipped. */
  outcome: text('outcome').notNull().default('pending'),
  err: integer('err'),
  msg: text('msg'),
  /** The message with the row's own id left out, so identical reasons group across rows. */
  groupMsg: text('group_msg'),
  /** Why it was refused, in one word the UI groups by: transition, stale, permission, validation, not_found, other. */
  reason: text('reason'),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
}, (t) => [
  primaryKey({ columns: [t.runId, t.position] }),
  index('bulk_run_rows_pending_idx').on(t.runId, t.position).where(sql`${t.outcome} = 'pending'`),
  index('bulk_run_rows_outcome_idx').on(t.runId, t.outcome),
]);
