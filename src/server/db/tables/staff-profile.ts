// Tables of the staff-profile area: positions and their pay levels, the qualification catalogue and what
// each position requires, each applicant's qualifications and training certificates, the four staff
// forms, visa check records, and per application which required qualifications are met.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, applications, staff } from './core';

/** A job role category. `staff.position` and `job_ads.position` hold its name (they predate this table). */
export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('positions_name_key').on(sql`lower(${t.name})`)]);

/** A pay level of a position; `staff.level_id` points here (no foreign key: core.ts stays first in the schema). */
export const positionLevels = pgTable('position_levels', {
  id: serial('id').primaryKey(),
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  level: integer('level').notNull(),
  hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('position_levels_position_level_key').on(t.positionId, t.level)]);

/** The kinds of qualification a care worker can hold (certificates, registrations, checks, licences). */
export const qualifications = pgTable('qualifications', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  /** Whether it lapses (a first aid certificate does, a Certificate III does not). */
  expires: boolean('expires').notNull().default(false),
}, (t) => [uniqueIndex('qualifications_code_key').on(t.code)]);

/** What a position asks for: required, or desirable when `required` is false. */
export const positionQualifications = pgTable('position_qualifications', {
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  qualificationId: integer('qualification_id').notNull().references(() => qualifications.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.positionId, t.qualificationId] })]);

/** One qualification an applicant holds; at most one record per kind. */
export const staffQualifications = pgTable('staff_qualifications', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  qualificationId: integer('qualification_id').notNull().references(() => qualifications.id),
  referenceNumber: text('reference_number'),
  issuer: text('issuer'),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  verification: text('verification').notNull().default('pending'),
  note: text('note'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('staff_qualifications_staff_kind_key').on(t.staffId, t.qualificationId)]);

/** A completed mandatory training module (spec §3 topics); rows are added and deleted, never edited. */
export const trainingCertificates = pgTable('training_certificates', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  topic: text('topic').notNull(),
  completedOn: date('completed_on', { mode: 'string' }).notNull(),
  provider: text('provider').notNull(),
  certificateNumber: text('certificate_number'),
  expiresOn: date('expires_on', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [index('training_certificates_staff_idx').on(t.staffId, t.completedOn)]);

/**
 * One of the four staff forms of an applicant (application, materials, contract, onboarding), its
 * answers as validated by the form's schema in commands/staff-form-shapes.ts. No row means never saved
 * (version 0 to the caller).
 */
export const staffForms = pgTable('staff_forms', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  form: text('form').notNull(),
  data: jsonb('data').notNull(),
  updatedById: integer('updated_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('staff_forms_staff_form_key').on(t.staffId, t.form)]);

/** Each visa check made (auto-filled from the answers, or saved by hand on the materials form). */
export const visaCheckRecords = pgTable('visa_check_records', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  citizenship: integer('citizenship'),
  workRights: text('work_rights'),
  visaSubclass: text('visa_subclass'),
  validity: text('validity').notNull(),
  conditions: text('conditions').notNull(),
  checkedById: integer('checked_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  checkedByName: text('checked_by_name').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('visa_check_records_staff_idx').on(t.staffId, t.checkedAt, t.id)]);

/** Per application: which of the position's qualifications the recruiter found met. No row: never checked. */
export const applicationQualificationChecks = pgTable('application_qualification_checks', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  /** [{ qualification_id, met, note }] */
  items: jsonb('items').notNull(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('application_qualification_checks_application_key').on(t.applicationId)]);
