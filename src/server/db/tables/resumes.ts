// Tables of the resumes area. A resume is an attachment (its file is in the file store, its row in
// attachments) that an applicant's resume list holds: one is their default, each has a score and
// whether a recruiter has reviewed it, the text read from it for scoring, and its blur config (the boxes
// a recruiter drew and the redacted copy made from them). Assessment rules are per position.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, staff } from './core';
import { attachments } from './notes';
import { positions } from './staff-profile';

export interface BlurRegionJson {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface KeywordRuleJson {
  term: string;
  weight: number;
}

export interface ScoreReasonJson {
  rule: 'keyword' | 'qualification' | 'experience' | 'recognised';
  met: boolean;
  points: number;
  text: string;
}

export const staffResumes = pgTable('staff_resumes', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  attachmentId: integer('attachment_id').notNull().references(() => attachments.id, { onDelete: 'cascade' }),
  isDefault: boolean('is_default').notNull().default(false),
  /** 0 to 100: a recruiter's or the scorer's; null until scored. */
  score: integer('score'),
  scoreReasons: jsonb('score_reasons').$type<ScoreReasonJson[]>().notNull().default(sql`'[]'::jsonb`),
  reviewed: boolean('reviewed').notNull().default(false),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
  reviewedByName: text('reviewed_by_name'),
  /** The text read from the file when it was uploaded ('' for an image or a scan). */
  resumeText: text('resume_text').notNull().default(''),
  /** The recruiter's redaction boxes (fractions of the page) and the redacted copy made last. */
  blurRegions: jsonb('blur_regions').$type<BlurRegionJson[]>().notNull().default(sql`'[]'::jsonb`),
  blurStatus: text('blur_status').notNull().default('not_configured'),
  blurredAttachmentId: integer('blurred_attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
  blurredAt: timestamp('blurred_at', { withTimezone: true, mode: 'string' }),
  detailsRemoved: integer('details_removed').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('staff_resumes_staff_idx').on(t.staffId, t.createdAt, t.id),
  uniqueIndex('staff_resumes_attachment_key').on(t.attachmentId),
  // At most one default resume per person.
  uniqueIndex('staff_resumes_default_key').on(t.staffId).where(sql`${t.isDefault}`),
  index('staff_resumes_unreviewed_idx').on(t.staffId).where(sql`not ${t.reviewed}`),
  index('staff_resumes_blur_idx').on(t.blurStatus, t.id),
]);

/** A position's resume assessment rules (one row per position that has any). */
export const resumeAssessmentRules = pgTable('resume_assessment_rules', {
  id: serial('id').primaryKey(),
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  keywords: jsonb('keywords').$type<KeywordRuleJson[]>().notNull().default(sql`'[]'::jsonb`),
  requiredQualifications: text('required_qualifications').array().notNull().default(sql`'{}'::text[]`),
  minExperienceYears: integer('min_experience_years').notNull().default(0),
  passScore: integer('pass_score').notNull().default(60),
  updatedById: integer('updated_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name'),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [uniqueIndex('resume_assessment_rules_position_key').on(t.positionId)]);

/** Training organisations and employers whose names count in a resume's favour (all positions). */
export const recognisedProviderNames = pgTable('recognised_provider_names', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'training' (an RTO) or 'employer'. */
  kind: text('kind').notNull().default('training'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('recognised_provider_names_key').on(sql`lower(${t.name})`)]);

/** A SEEK role title and the position it maps to (cb_seek_role_mapping). */
export const seekRoleMappings = pgTable('seek_role_mappings', {
  id: serial('id').primaryKey(),
  seekRole: text('seek_role').notNull(),
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('seek_role_mappings_role_key').on(sql`lower(${t.seekRole})`)]);
