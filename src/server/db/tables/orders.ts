// Tables of the orders area (issue 10, docs/orders.md). An order is a shift (`shifts`, with its order
// columns in ai-exports-shifts.ts); these hold what hangs off it: the console's notes, the documents
// attached from the file library, who a shift notification goes to, and each push sent.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderPushKindCode } from '../../../domain/enums/order-review';
import { shifts } from './ai-exports-shifts';
import { createdAt } from './columns';
import { accounts, staff } from './core';
import { libraryFiles } from './places-employees';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A note on an order by someone in the console; never edited (the order's own note is shifts.notes). */
export const orderNotes = pgTable('order_notes', {
  id: serial('id').primaryKey(),
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('order_notes_shift_idx').on(t.shiftId, t.id), check('order_notes_body_check', sql`length(${t.body}) between 1 and 2000`)]);

/** A document of the file library attached to an order (a site induction pack, a care plan summary). */
export const orderFiles = pgTable('order_files', {
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  libraryFileId: integer('library_file_id').notNull().references(() => libraryFiles.id, { onDelete: 'cascade' }),
  attachedBy: integer('attached_by').references(() => accounts.id, { onDelete: 'set null' }),
  attachedAt: at('attached_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shiftId, t.libraryFileId] })]);

/** Who hears about a shift: made by ccs_create_shift_recipients from the workers who fit it. */
export const shiftRecipients = pgTable('shift_recipients', {
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  /** Why they were chosen ('NSW · Personal Care Worker'), shown with the list. */
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.shiftId, t.staffId] })]);

/** One notification about a shift to one worker, sent through the messaging adapter. */
export const orderPushRecords = pgTable('order_push_records', {
  id: serial('id').primaryKey(),
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<OrderPushKindCode>().notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  /** manual: someone pressed send; otherwise the change that caused it (create, edit, cancel). */
  trigger: text('trigger').$type<'manual' | 'automatic'>().notNull(),
  sentBy: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
  sentAt: at('sent_at').notNull().defaultNow(),
}, (t) => [index('order_push_records_shift_idx').on(t.shiftId, t.id)]);
