// Tables of the providers area: disable requests (the approval path), operators, the block list,
// attachments and per-provider settings. The providers row itself is in core.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, facilities, providers, staff } from './core';

/**
 * A request to disable a provider. Disabling needs a second decision (spec §4), so set_provider_status
 * files one of these and approve_set_provider_disable decides it; a provider has at most one pending.
 */
export const providerDisableRequests = pgTable('provider_disable_requests', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  requestedBy: integer('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
  requestedByName: text('requested_by_name').notNull(),
  decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
  decidedByName: text('decided_by_name'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  decisionNote: text('decision_note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('provider_disable_requests_pending_key').on(t.providerId).where(sql`status = 'pending'`),
  index('provider_disable_requests_status_idx').on(t.status, t.createdAt, t.id),
  check('provider_disable_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
]);

/** People of a provider who sign in to its portal (spec §3 Operator); passwords are argon2id hashes. */
export const providerOperators = pgTable('provider_operators', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  facilityId: integer('facility_id').references(() => facilities.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  status: text('status').notNull().default('active'),
  loginInfoSentAt: timestamp('login_info_sent_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('provider_operators_email_key').on(sql`lower(${t.email})`),
  index('provider_operators_provider_idx').on(t.providerId, t.createdAt, t.id),
]);

/** Workers a provider refuses: order assignment reads this and will not assign a blocked worker. */
export const providerBlockedStaff = pgTable('provider_blocked_staff', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('provider_blocked_staff_key').on(t.providerId, t.staffId),
  index('provider_blocked_staff_staff_idx').on(t.staffId),
  check('provider_blocked_staff_reason_check', sql`length(${t.reason}) between 1 and 500`),
]);

/** A provider's documents (the company file among them), kept through the file-storage adapter. */
export const providerAttachments = pgTable('provider_attachments', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedById: integer('uploaded_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  uploadedByName: text('uploaded_by_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('provider_attachments_provider_idx').on(t.providerId, t.createdAt, t.id),
  uniqueIndex('provider_attachments_storage_key').on(t.storageKey),
]);

/**
 * One row per provider that changed a setting: its referral page, custom positions and portal style.
 * A provider without a row has the defaults (docs/providers.md).
 */
export const providerSettings = pgTable('provider_settings', {
  id: integer('id').primaryKey().references(() => providers.id, { onDelete: 'cascade' }),
  referralEnabled: boolean('referral_enabled').notNull().default(true),
  referralHeadline: text('referral_headline').notNull().default(''),
  referralIntro: text('referral_intro').notNull().default(''),
  referralBonusCents: integer('referral_bonus_cents').notNull().default(0),
  customPositions: text('custom_positions').array().notNull().default(sql`'{}'::text[]`),
  primaryColor: text('primary_color').notNull().default('#1890ff'),
  accentColor: text('accent_color').notNull().default('#13c2c2'),
  logoText: text('logo_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});
