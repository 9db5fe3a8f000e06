// Tables of the ai-exports-shifts area: an application's screening conversation and the AI summary
// versions and recommendations drawn from it; providers' requests to export a candidate's profile and the
// files rendered for them; shifts and the staff who work them (shift orders, issue 10, grow from these).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AiFit, AiSummaryOrigin, CandidateExportFormat, CandidateExportStatus, ConversationSender } from '../../../domain/enums/ai-exports';
import type { EmploymentTypeCode } from '../../../domain/enums/employment';
import type { OrderReviewStatusCode } from '../../../domain/enums/order-review';
import { createdAt, updatedAt, version } from './columns';
import { accounts, applications, facilities, providers, staff } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One message of an application's screening conversation (recruiter ↔ candidate), oldest first. */
export const conversationMessages = pgTable('conversation_messages', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  sender: text('sender').$type<ConversationSender>().notNull(),
  /** The person's name as the message showed it. */
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  sentAt: at('sent_at').notNull(),
}, (t) => [index('conversation_messages_application_idx').on(t.applicationId, t.sentAt, t.id)]);

/**
 * One version of an application's AI conversation summary. At most one live version per application is
 * saved (save_ai_summary): the one the application shows and profile exports carry. Deleting keeps the row
 * (deleted_at) so the history and the audit trail still name it.
 */
export const aiSummaries = pgTable('ai_summaries', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  origin: text('origin').$type<AiSummaryOrigin>().notNull(),
  /** The adapter's model for a generated version ('local-extractive', or the endpoint's model name). */
  model: text('model').notNull().default(''),
  /** How many conversation messages the version was drawn from. */
  messageCount: integer('message_count').notNull().default(0),
  createdBy: integer('created_by').references(() => accounts.id),
  editedBy: integer('edited_by').references(() => accounts.id),
  savedAt: at('saved_at'),
  savedBy: integer('saved_by').references(() => accounts.id),
  deletedAt: at('deleted_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('ai_summaries_application_idx').on(t.applicationId, t.id),
  uniqueIndex('ai_summaries_one_saved_key').on(t.applicationId).where(sql`${t.savedAt} is not null and ${t.deletedAt} is null`),
]);

export interface AiReason {
  kind: 'strength' | 'concern';
  text: string;
}

/** A saved recommendation; the newest of an application is its current one, the rest its history. */
export const aiRecommendations = pgTable('ai_recommendations', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  fit: text('fit').$type<AiFit>().notNull(),
  score: integer('score').notNull(),
  reasons: jsonb('reasons').$type<AiReason[]>().notNull(),
  model: text('model').notNull().default(''),
  createdBy: integer('created_by').references(() => accounts.id),
  createdAt: createdAt(),
}, (t) => [index('ai_recommendations_application_idx').on(t.applicationId, t.id)]);

/** A provider's request for a candidate's profile; an administrator approves it and the file is rendered. */
export const candidateExports = pgTable('candidate_exports', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  /** The application the request came from, when it came from one. */
  applicationId: integer('application_id').references(() => applications.id),
  format: text('format').$type<CandidateExportFormat>().notNull(),
  status: text('status').$type<CandidateExportStatus>().notNull().default('pending'),
  /** Who at the provider asked, as they signed the request. */
  requestedByName: text('requested_by_name').notNull(),
  requestedByEmail: text('requested_by_email').notNull(),
  requestedAt: at('requested_at').notNull(),
  approvedBy: integer('approved_by').references(() => accounts.id),
  approvedAt: at('approved_at'),
  exportedAt: at('exported_at'),
  exportCount: integer('export_count').notNull().default(0),
  /** Why the last rendering failed (the profile fields it lacked). */
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('candidate_exports_requested_idx').on(t.requestedAt, t.id),
  index('candidate_exports_status_requested_idx').on(t.status, t.requestedAt, t.id),
  index('candidate_exports_staff_idx').on(t.staffId),
]);

/** One rendering of an export; re-exporting adds one, so what a provider was sent stays readable. */
export const candidateExportFiles = pgTable('candidate_export_files', {
  id: serial('id').primaryKey(),
  exportId: integer('export_id').notNull().references(() => candidateExports.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdBy: integer('created_by').references(() => accounts.id),
  createdAt: createdAt(),
}, (t) => [index('candidate_export_files_export_idx').on(t.exportId, t.id)]);

/**
 * One shift at a facility. Its status is derived, never stored (spec §3 shift orders): canceled when
 * canceled_at is set, else from its times and whether a worker is on it.
 */
export const shifts = pgTable('shifts', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  facilityId: integer('facility_id').notNull().references(() => facilities.id),
  position: text('position').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  /** Unpaid break within the shift. */
  breakMinutes: integer('break_minutes').notNull().default(30),
  notes: text('notes').notNull().default(''),
  canceledAt: at('canceled_at'),
  cancelReason: text('cancel_reason').notNull().default(''),
  // The order (issue 10, docs/orders.md): how many workers, at which pay level and employment type (the
  // estimate's rate), the credentials asked for (qualification codes) and anything else in words.
  workersNeeded: integer('workers_needed').notNull().default(1),
  /** position_levels.id whose hourly rate prices the order; the position's lowest level when null. */
  levelId: integer('level_id'),
  employmentType: integer('employment_type').$type<EmploymentTypeCode>().notNull().default(1),
  competencies: text('competencies').array().notNull().default(sql`'{}'::text[]`),
  requirements: text('requirements').notNull().default(''),
  /** Who to ask for on site, and the console's notes on reaching them (edit_contact_notes). */
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactNotes: text('contact_notes').notNull().default(''),
  reviewStatus: text('review_status').$type<OrderReviewStatusCode>().notNull().default('approved'),
  reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
  reviewedAt: at('reviewed_at'),
  reviewNote: text('review_note').notNull().default(''),
  /** Made by an administrator for the provider (help_create_order), naming who at the provider asked. */
  createdOnBehalf: boolean('created_on_behalf').notNull().default(false),
  requestedBy: text('requested_by').notNull().default(''),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  canceledBy: integer('canceled_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  index('shifts_starts_idx').on(t.startsAt, t.id),
  index('shifts_facility_starts_idx').on(t.facilityId, t.startsAt),
  index('shifts_provider_starts_idx').on(t.providerId, t.startsAt),
  index('shifts_review_idx').on(t.reviewStatus, t.startsAt).where(sql`${t.reviewStatus} = 'pending'`),
]);

/**
 * A staff member on a shift: assigned (after the assignment check, src/domain/assignment-check.ts), then
 * checked out with the times and hours worked, which make the worker's timesheet (shift-work.ts).
 */
export const shiftWorkers = pgTable('shift_workers', {
  id: serial('id').primaryKey(),
  shiftId: integer('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  assignedAt: at('assigned_at').notNull(),
  assignedBy: integer('assigned_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** Soft conflicts someone confirmed when assigning (code and message each), kept so the panel can say so. */
  confirmedConflicts: jsonb('confirmed_conflicts').$type<{ code: string; message: string }[]>().notNull().default(sql`'[]'::jsonb`),
  note: text('note').notNull().default(''),
  checkedOutAt: at('checked_out_at'),
  /** Times worked as checked out (the shift's own times unless the facility said otherwise). */
  workedStartsAt: at('worked_starts_at'),
  workedEndsAt: at('worked_ends_at'),
  workedBreakMinutes: integer('worked_break_minutes'),
  /** Hours worked, set at check-out (shift length less the break, unless the facility says otherwise). */
  hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  uniqueIndex('shift_workers_shift_staff_key').on(t.shiftId, t.staffId),
  index('shift_workers_staff_idx').on(t.staffId, t.shiftId),
]);
