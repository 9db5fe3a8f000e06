// Tables of the workflow area: what an application carries beyond its status (visibility, prescreen,
// resume, screening results, withdrawal), every workflow step taken, the staff action requests per
// application, and the applicant's prescreen setting. The application row (core.ts) keeps the version
// every one of these writes bumps, so a stale screen is refused whichever part it changed.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, applications, jobAds, staff } from './core';

/** One row per application that has any of these set; an application without one reads the defaults. */
export const applicationScreening = pgTable('application_screening', {
  applicationId: integer('application_id').primaryKey().references(() => applications.id, { onDelete: 'cascade' }),
  /** Shown to the provider of the job ad. */
  visible: boolean('visible').notNull().default(true),
  /** The status an application had before it went into prescreen (18), where taking it out returns it. */
  prescreenFrom: integer('prescreen_from'),
  prescreenResult: text('prescreen_result').notNull().default('pending'),
  prescreenNote: text('prescreen_note').notNull().default(''),
  resumeScore: integer('resume_score'),
  reviewed: boolean('reviewed').notNull().default(false),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
  resumeName: text('resume_name').notNull().default(''),
  resumeUrl: text('resume_url').notNull().default(''),
  roleScreenResult: text('role_screen_result').notNull().default('pending'),
  roleScreenNote: text('role_screen_note').notNull().default(''),
  withdrawReason: text('withdraw_reason').notNull().default(''),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'string' }),
  /** The job ad it was moved from by the last relocation. */
  relocatedFromJobId: integer('relocated_from_job_id').references(() => jobAds.id),
  source: text('source').notNull().default('applied'),
  updatedAt: updatedAt(),
});

/** Every workflow step and admin op taken on an application, with what it needed (interview time, pay…). */
export const applicationEvents = pgTable('application_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  /** The op's key: a workflow step, a §4 action, or visibility, prescreen, relocate, withdraw… */
  step: text('step').notNull(),
  fromStatus: integer('from_status').notNull(),
  toStatus: integer('to_status').notNull(),
  details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  accountId: integer('account_id').references(() => accounts.id),
  createdAt: createdAt(),
}, (t) => [index('application_events_application_idx').on(t.applicationId, t.id)]);

/** Spec §3 staff action requests, per application: what was asked for and where it stands. */
export const applicationActionRequests = pgTable('application_action_requests', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  result: text('result').notNull(),
  note: text('note').notNull().default(''),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('application_action_requests_key').on(t.applicationId, t.action)]);

/** Whether providers see an applicant's applications that are in prescreen (staff form info's is_show_inprescreen_to_providers). */
export const staffPrescreenSettings = pgTable('staff_prescreen_settings', {
  staffId: integer('staff_id').primaryKey().references(() => staff.id, { onDelete: 'cascade' }),
  showToProviders: boolean('show_to_providers').notNull().default(false),
  updatedAt: updatedAt(),
  version: version(),
});
