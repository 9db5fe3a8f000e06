// Tables of the referral area: short links served by our own server (/s/<code>, also used by messaging),
// the referral and generation links built on them, and who registered through which link.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, staff } from './core';

/** GET /s/<code> answers 302 to target_url and counts the click. */
export const shortLinks = pgTable('short_links', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  targetUrl: text('target_url').notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  lastClickedAt: timestamp('last_clicked_at', { withTimezone: true, mode: 'string' }),
  /** Set when the short-link tool turns the code off: /s/<code> then answers 410 (commands/shortlink.ts). */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('short_links_code_key').on(t.code), index('short_links_target_idx').on(t.targetUrl)]);

/**
 * A link people register through. Without a referrer it is a generation link (a campaign: a flyer, a
 * job board, a TAFE careers day); with one it is that staff member's referral link.
 */
export const referralLinks = pgTable('referral_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  channel: text('channel').notNull().default(''),
  note: text('note').notNull().default(''),
  referrerStaffId: integer('referrer_staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  shortLinkId: integer('short_link_id').notNull().references(() => shortLinks.id),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('referral_links_short_link_key').on(t.shortLinkId),
  index('referral_links_referrer_idx').on(t.referrerStaffId),
  check('referral_links_name_check', sql`length(${t.name}) between 1 and 100`),
]);

/** One row per person who registered through a link; a person registers once. */
export const referralRegistrations = pgTable('referral_registrations', {
  id: serial('id').primaryKey(),
  linkId: integer('link_id').notNull().references(() => referralLinks.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('referral_registrations_staff_key').on(t.staffId), index('referral_registrations_link_idx').on(t.linkId, t.registeredAt)]);
