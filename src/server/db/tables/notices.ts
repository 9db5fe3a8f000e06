// Tables of the notices area (docs/notices-email.md): station notices (one row per recipient's inbox
// entry: a console account, a care worker or a provider's operator), the group notice sends that made
// them, announcements to providers, email templates and the email sends (the email notice list).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, staff } from './core';

/** One group notice send from /staff/push: what was sent, to which group (its filters), to how many. */
export const noticeSends = pgTable('notice_sends', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** The group as chosen: get_group_staff_list's filters. */
  filters: jsonb('filters').notNull(),
  recipientCount: integer('recipient_count').notNull(),
  sentBy: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('notice_sends_created_idx').on(t.createdAt, t.id)]);

/** An announcement to providers: it reaches their active operators by email and as station notices. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Sanitised rich text (src/server/html-sanitise.ts). */
  content: text('content').notNull(),
  providerIds: integer('provider_ids').array().notNull(),
  operatorCount: integer('operator_count').notNull(),
  sentBy: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('announcements_created_idx').on(t.createdAt, t.id)]);

/**
 * An inbox entry. `recipient_kind` names the table `recipient_id` points into (accounts, staff,
 * provider_operators); the console shows the signed-in account's own, workers and operators read theirs
 * in their apps. Unread while `read_at` is null.
 */
export const stationNotices = pgTable('station_notices', {
  id: serial('id').primaryKey(),
  recipientKind: text('recipient_kind').notNull(),
  recipientId: integer('recipient_id').notNull(),
  /** system, group (a /staff/push send), announcement. */
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** A console path the notice is about (opened from the notifications dialog); '' for none. */
  link: text('link').notNull().default(''),
  sendId: integer('send_id').references(() => noticeSends.id, { onDelete: 'set null' }),
  announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'set null' }),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [
  index('station_notices_inbox_idx').on(t.recipientKind, t.recipientId, t.createdAt, t.id),
  index('station_notices_unread_idx').on(t.recipientKind, t.recipientId).where(sql`read_at is null`),
  index('station_notices_send_idx').on(t.sendId),
  check('station_notices_recipient_kind_check', sql`${t.recipientKind} in ('account', 'staff', 'operator')`),
  check('station_notices_category_check', sql`${t.category} in ('system', 'group', 'announcement')`),
]);

/** A reusable notification email (get_aanotification_email_template): subject and rich-text body with placeholders. */
export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  /** Sanitised rich text with {{placeholders}}. */
  body: text('body').notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('email_templates_name_key').on(sql`lower(${t.name})`)]);

/** One send_aanotification_email: the email notice list (spec §7 Others). Messages themselves are in the outbox. */
export const emailSends = pgTable('email_sends', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  /** The body as written, placeholders unrendered. */
  body: text('body').notNull(),
  /** staff (one person) or group. */
  target: text('target').notNull(),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  filters: jsonb('filters'),
  recipientCount: integer('recipient_count').notNull(),
  sentBy: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('email_sends_created_idx').on(t.createdAt, t.id),
  check('email_sends_target_check', sql`${t.target} in ('staff', 'group')`),
]);
