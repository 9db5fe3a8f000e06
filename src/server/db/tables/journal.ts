// The undo journal (issue 12, docs/undo.md): one row per action call that changed records, with what
// it changed (entity, id, before/after images as the audit rows have them), the run group that makes a
// bulk or macro run one step, and whether it has been undone (and by which undo entry).
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One record a journaled call changed. */
export interface JournalRecord {
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export const commandJournal = pgTable('command_journal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull(),
  command: text('command').notNull(),
  /** The parsed arguments, redacted as the audit row has them (no reversible command takes a secret). */
  args: jsonb('args').notNull(),
  /** Rows of one bulk or macro run share it; a single call has its own (`call:<id>`). */
  runGroup: text('run_group'),
  records: jsonb('records').$type<JournalRecord[]>().notNull(),
  /** The highest audit_log id this call wrote: later audit rows of its records mean they changed since. */
  lastAuditId: bigint('last_audit_id', { mode: 'number' }).notNull(),
  /** 'command' for an ordinary call, 'undo' for the calls an undo made (never themselves undone). */
  kind: text('kind').notNull().default('command'),
  /** Set when undone: the undo's step id (its run group). */
  undoneBy: text('undone_by'),
  undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('command_journal_account_idx').on(t.accountId, t.id), index('command_journal_group_idx').on(t.runGroup)]);
