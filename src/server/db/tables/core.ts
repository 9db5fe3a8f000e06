import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt, version } from './columns';

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  accountType: text('account_type').notNull(),
  status: text('status').notNull().default('active'),
  avatar: text('avatar').notNull().default(''),
  /** Spec §3 "Account: start and end date": outside them the account cannot sign in (Australia/Sydney days). */
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`)]);

/** Only a hash of the token is stored, so a database leak does not leak live sessions. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  /** Names a session on the admin screens (the token's hash is never sent anywhere). */
  id: serial('id').notNull(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  clientIp: text('client_ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
}, (t) => [index('sessions_account_idx').on(t.accountId), uniqueIndex('sessions_id_key').on(t.id)]);

/** A sign-in that passed the password and waits for its emailed or texted code. */
export const loginChallenges = pgTable('login_challenges', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  clientIp: text('client_ip').notNull().default(''),
});

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id'),
  command: text('command').notNull(),
  api: text('api').notNull(),
  source: text('source').notNull().default('api'),
  args: jsonb('args').notNull(),
  entity: text('entity'),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  clientIp: text('client_ip').notNull().default(''),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('audit_entity_idx').on(t.entity, t.entityId), index('audit_at_idx').on(t.at)]);

/** The default delivery adapter: messages land here and the console shows them. */
/**
 * Every email and SMS, queued in the transaction that caused it and delivered by the worker
 * (src/server/delivery/): queued → sending → sent, back to queued with a later next_attempt_at on a
 * retryable failure, failed after the last attempt or a permanent refusal, cancelled by hand. See docs/delivery.md.
 */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  /** What the console shows: a one-time secret in it (a sign-in code, a temporary password, a link's token) is masked. */
  body: text('body').notNull(),
  /**
   * The body as the transport sends it, kept only while a message with a one-time secret waits to be sent:
   * erased once it is sent, fails for good or is cancelled. No command reads it (docs/security.md).
   */
  secretBody: text('secret_body'),
  /** Whether it carried one (its body shows a mask): such a message cannot be retried once its secret is erased. */
  carriesSecret: boolean('carries_secret').notNull().default(false),
  /** 'html' when the body is markup (an email written in the rich-text editor); 'text' otherwise. */
  format: text('format').notNull().default('text'),
  status: text('status').notNull().default('queued'),
  /** A second enqueue with the same key is ignored; null means every enqueue is a new message. */
  idempotencyKey: text('idempotency_key'),
  /** The command (or 'login', 'seed') that sent it. */
  origin: text('origin'),
  /** The run (a macro, a bulk run) whose call queued it: one person gets a given text at most once per run. */
  runGroup: text('run_group'),
  /** Not sent before this time (a scheduled SMS). */
  notBefore: timestamp('not_before', { withTimezone: true, mode: 'string' }),
  /** When the worker may claim it next: not_before, then each retry's backoff. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Attempts since it was queued (or retried by hand); every attempt is in outbox_attempts. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** A claim: the worker that holds it and until when; an expired lease may be claimed again. */
  leaseToken: text('lease_token'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
  /** Which transport delivered it ('outbox', 'smtp', 'http-sms') and what that provider called it. */
  provider: text('provider'),
  providerMessageId: text('provider_message_id'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
  uniqueIndex('outbox_one_text_per_run').on(t.runGroup, t.recipient, sql`md5(${t.body})`).where(sql`${t.channel} = 'sms' and ${t.runGroup} is not null`),
  // The worker's claim: due queued rows in order.
  index('outbox_due_idx').on(t.status, t.nextAttemptAt, t.id),
  index('outbox_status_created_idx').on(t.status, t.createdAt, t.id),
  index('outbox_created_idx').on(t.createdAt, t.id),
  check('outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'cancelled')`),
  check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  check('outbox_format_check', sql`${t.format} in ('text', 'html')`),
]);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  introduction: text('introduction').notNull().default(''),
  address: text('address').notNull().default(''),
  state: text('state').notNull(),
  status: text('status').notNull().default('enabled'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  // The enabled and disabled lists read newest first within one status (providers.ts, docs/providers.md).
  index('providers_status_created_idx').on(t.status, t.createdAt, t.id),
  index('providers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  check('providers_status_check', sql`${t.status} in ('enabled', 'disabled')`),
]);

export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  phone: text('phone').notNull().default(''),
  /** Facility contact (places-employees area, docs/places-employees.md). */
  email: text('email').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  /** A facility closed or sold is made inactive, not deleted: ads, shifts and operators still name it. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [index('facilities_provider_idx').on(t.providerId), index('facilities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))]);

/** Applicants and enabled staff are one table: a care worker moves through the staff status codes. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The phone's digits alone, kept by the database: a keyword's digits find '0412 345 678' through a trigram index. */
  phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(phone, '\\D', '', 'g')`),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: integer('gender'),
  status: integer('status').notNull(),
  position: text('position').notNull().default(''),
  experience: text('experience').notNull().default('no_experience'),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  /** Pay level (position_levels.id, staff-profile.ts); set when someone is enabled. */
  levelId: integer('level_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('staff_status_idx').on(t.status, t.id),
  index('staff_level_idx').on(t.levelId),
  index('staff_email_idx').on(sql`lower(${t.email})`),
  // Lists read newest first, with and without a status filter.
  index('staff_created_idx').on(t.createdAt, t.id),
  index('staff_status_created_idx').on(t.status, t.createdAt, t.id),
  // The staff lists' filters: a filtered page walks its index newest first, and the capped count stays in it.
  index('staff_tags_idx').using('gin', t.tags),
  index('staff_state_created_idx').on(t.state, t.createdAt, t.id),
  index('staff_experience_created_idx').on(t.experience, t.createdAt, t.id),
  index('staff_position_created_idx').on(sql`lower(${t.position})`, t.createdAt, t.id),
  // Keyword search (docs/search.md): ILIKE '%…%' on exactly these expressions walks a trigram index.
  index('staff_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.surname}) gin_trgm_ops`),
  index('staff_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  index('staff_phone_digits_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
]);

export const jobAds = pgTable('job_ads', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  facilityId: integer('facility_id').references(() => facilities.id),
  title: text('title').notNull(),
  position: text('position').notNull(),
  employmentType: integer('employment_type').notNull(),
  payBasis: integer('pay_basis').notNull(),
  payRate: numeric('pay_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  status: integer('status').notNull(),
  state: text('state').notNull(),
  suburb: text('suburb').notNull(),
  /** Job-ad posting fields (docs/job-ads.md): sanitised HTML, pay range top, spec §3 benefit and loading codes. */
  description: text('description').notNull().default(''),
  payRateMax: numeric('pay_rate_max', { precision: 10, scale: 2, mode: 'number' }),
  benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
  loadings: text('loadings').array().notNull().default(sql`'{}'::text[]`),
  address: text('address').notNull().default(''),
  visibleDirectly: boolean('visible_directly').notNull().default(true),
  supplyEnabled: boolean('supply_enabled').notNull().default(false),
  supplyLimit: integer('supply_limit'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('job_ads_provider_idx').on(t.providerId),
  index('job_ads_status_idx').on(t.status),
  index('job_ads_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
]);

export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => jobAds.id),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  status: integer('status').notNull(),
  archived: boolean('archived').notNull().default(false),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('applications_job_idx').on(t.jobId, t.id),
  index('applications_staff_idx').on(t.staffId),
  index('applications_status_idx').on(t.status, t.id),
  // Lists read newest first, with and without a status or job filter.
  index('applications_applied_idx').on(t.appliedAt, t.id),
  index('applications_status_applied_idx').on(t.status, t.appliedAt, t.id),
  index('applications_job_applied_idx').on(t.jobId, t.appliedAt, t.id),
  // The dashboard's open applications per status: an index-only walk instead of a scan of the table.
  index('applications_open_status_idx').on(t.status).where(sql`${t.archived} = false`),
]);
