// Tables of the SMS area (docs/sms.md): one conversation per phone number (E.164), every SMS sent or
// received in it, and each batch sent from a sheet with one report row per sheet row.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { accounts, staff } from './core';

export const smsConversations = pgTable('sms_conversations', {
  id: serial('id').primaryKey(),
  /** E.164 ('+61412345678'): however the number was typed, one person has one conversation. */
  phone: text('phone').notNull(),
  /** The staff member with this number when the conversation began (or was last matched). */
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastBody: text('last_body').notNull().default(''),
  lastDirection: text('last_direction').notNull().default('out'),
  messageCount: integer('message_count').notNull().default(0),
  /** Replies received since the last message sent to this number. */
  repliesWaiting: integer('replies_waiting').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('sms_conversations_phone_key').on(t.phone),
  index('sms_conversations_last_idx').on(t.lastMessageAt, t.id),
  index('sms_conversations_staff_idx').on(t.staffId),
]);

export const smsBatches = pgTable('sms_batches', {
  id: serial('id').primaryKey(),
  /** The caller's key, or one derived from the content (docs/sms.md: sending the same batch twice). */
  batchKey: text('batch_key').notNull(),
  contentHash: text('content_hash').notNull(),
  toColumn: text('to_column').notNull(),
  template: text('template').notNull(),
  requestTime: timestamp('request_time', { withTimezone: true, mode: 'string' }),
  rowCount: integer('row_count').notNull(),
  sentCount: integer('sent_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  segments: integer('segments').notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('sms_batches_key').on(t.batchKey),
  index('sms_batches_content_idx').on(t.contentHash, t.createdAt),
]);

export const smsMessages = pgTable('sms_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => smsConversations.id, { onDelete: 'cascade' }),
  direction: text('direction').notNull(),
  phone: text('phone').notNull(),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  segments: integer('segments').notNull(),
  encoding: text('encoding').notNull(),
  origin: text('origin').notNull(),
  batchId: integer('batch_id').references(() => smsBatches.id, { onDelete: 'set null' }),
  /** The key the outbox deduplicates on ('sms-batch:<batch>:<row>', 'sms:<id>'); null for inbound. */
  idempotencyKey: text('idempotency_key'),
  scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'string' }),
  sentBy: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('sms_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
  index('sms_messages_staff_idx').on(t.staffId, t.createdAt, t.id),
  index('sms_messages_created_idx').on(t.createdAt, t.id),
  uniqueIndex('sms_messages_idempotency_key').on(t.idempotencyKey),
  check('sms_messages_direction_check', sql`${t.direction} in ('out', 'in')`),
  check('sms_messages_origin_check', sql`${t.origin} in ('single', 'staff', 'batch', 'inbound')`),
]);

export const smsBatchRows = pgTable('sms_batch_rows', {
  batchId: integer('batch_id').notNull().references(() => smsBatches.id, { onDelete: 'cascade' }),
  row: integer('row').notNull(),
  recipient: text('recipient'),
  body: text('body').notNull(),
  segments: integer('segments').notNull(),
  status: text('status').notNull(),
  problems: jsonb('problems').$type<{ field: string; message: string }[]>().notNull().default(sql`'[]'::jsonb`),
  messageId: integer('message_id').references(() => smsMessages.id, { onDelete: 'set null' }),
}, (t) => [
  primaryKey({ columns: [t.batchId, t.row] }),
  check('sms_batch_rows_status_check', sql`${t.status} in ('queued', 'scheduled', 'skipped')`),
]);
