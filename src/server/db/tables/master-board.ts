// Tables of the master-board area (docs/master-board.md): a provider's master board (its settings and
// style), board roles, shift templates and temp shifts; the provider's API keys; contract templates,
// onboarding templates and onboarding files. providers, facilities and accounts are in core.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, facilities, providers } from './core';

/** Keys a provider's own systems (a rostering system) call the Provider API with. Only a hash is kept. */
export const providerApiKeys = pgTable('provider_api_keys', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The first characters of the key (`ccp_` and 8 more), shown so people can tell keys apart. */
  keyPrefix: text('key_prefix').notNull(),
  /** SHA-256 (hex) of the whole key: the key is 256 random bits, so a plain hash cannot be reversed. */
  keyHash: text('key_hash').notNull(),
  /** The console account answerable for this key. */
  administratorId: integer('administrator_id').notNull().references(() => accounts.id),
  scopes: text('scopes').array().notNull(),
  status: text('status').notNull().default('active'),
  expiresOn: date('expires_on', { mode: 'string' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('provider_api_keys_hash_key').on(t.keyHash),
  index('provider_api_keys_provider_idx').on(t.providerId, t.id),
  check('provider_api_keys_status_check', sql`${t.status} in ('active', 'disabled')`),
]);

/** A contract a provider's workers sign: its body is sanitised rich text (html-sanitise.ts). */
export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Spec §3 employment type code (1 Casual … 5 Placement). */
  employmentType: integer('employment_type').notNull(),
  bodyHtml: text('body_html').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('contract_templates_name_key').on(t.providerId, sql`lower(${t.name})`),
  check('contract_templates_type_check', sql`${t.employmentType} between 1 and 5`),
]);

/** An ordered onboarding checklist; items are `{title, description, required}` in order. */
export const onboardingTemplates = pgTable('onboarding_templates', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  items: jsonb('items').$type<{ title: string; description: string; required: boolean }[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('onboarding_templates_name_key').on(t.providerId, sql`lower(${t.name})`)]);

/** Files handed to workers when they onboard at a provider (a handbook, a policy). Deleted rows stay, hidden, with their file: what a worker was given is kept. */
export const onboardingFiles = pgTable('onboarding_files', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  kind: text('kind').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedBy: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  deletedBy: integer('deleted_by').references(() => accounts.id, { onDelete: 'set null' }),
}, (t) => [index('onboarding_files_provider_idx').on(t.providerId, t.id)]);

/** One per provider: its board's settings and style. Absent = never configured (version 0 on the wire). */
export const masterBoards = pgTable('master_boards', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The board's public address: /board/<slug>. */
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  requireApproval: boolean('require_approval').notNull().default(true),
  showPayRate: boolean('show_pay_rate').notNull().default(true),
  /** Hours an open shift stays with the provider's preferred staff before every worker sees it; 0 = at once. */
  releaseAfterHours: integer('release_after_hours').notNull().default(0),
  primaryColour: text('primary_colour').notNull().default('#1890ff'),
  accentColour: text('accent_colour').notNull().default('#52c41a'),
  headerText: text('header_text').notNull().default(''),
  layout: text('layout').notNull().default('list'),
  showFacilityAddress: boolean('show_facility_address').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('master_boards_provider_key').on(t.providerId),
  uniqueIndex('master_boards_slug_key').on(t.slug),
  check('master_boards_release_check', sql`${t.releaseAfterHours} between 0 and 168`),
]);

/** A role on a provider's board and the board permissions it holds (enums/master-board.ts). */
export const masterBoardRoles = pgTable('master_board_roles', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('master_board_roles_name_key').on(t.providerId, sql`lower(${t.name})`)]);

/** A reusable shift pattern ('AM shift, 7:00–15:30, PCW'): a new temp shift starts from it. */
export const masterBoardTemplates = pgTable('master_board_templates', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  facilityId: integer('facility_id').references(() => facilities.id, { onDelete: 'set null' }),
  position: text('position').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  breakMinutes: integer('break_minutes').notNull().default(30),
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  headcount: integer('headcount').notNull().default(1),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('master_board_templates_name_key').on(t.providerId, sql`lower(${t.name})`)]);

/** A shift a provider offers its pool through the board; status moves are domain/temp-shift-rules.ts. */
export const tempShifts = pgTable('temp_shifts', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  facilityId: integer('facility_id').notNull().references(() => facilities.id),
  templateId: integer('template_id').references(() => masterBoardTemplates.id, { onDelete: 'set null' }),
  position: text('position').notNull(),
  shiftDate: date('shift_date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  breakMinutes: integer('break_minutes').notNull(),
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  headcount: integer('headcount').notNull(),
  note: text('note').notNull().default(''),
  status: text('status').notNull(),
  statusReason: text('status_reason').notNull().default(''),
  /** console, import or template: where the row came from. */
  source: text('source').notNull().default('console'),
  decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('temp_shifts_provider_idx').on(t.providerId, t.status, t.shiftDate),
  index('temp_shifts_status_idx').on(t.status, t.id),
  check('temp_shifts_status_check', sql`${t.status} in ('pending_approval', 'open', 'filled', 'rejected', 'cancelled')`),
  check('temp_shifts_headcount_check', sql`${t.headcount} between 1 and 50`),
]);
