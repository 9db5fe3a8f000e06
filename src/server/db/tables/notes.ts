// Tables of the notes area: notes on applicants, check notes and admin notes on applications, the tag
// pool with its uses, and attachments (the files themselves live in the file store, never in a row).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, applications, staff } from './core';

/**
 * A note on an applicant (comment_for_applicant). With an application it is a hiring note: it keeps the
 * status the application was at when it was written (the hiring step). The author's name is kept as
 * written, so a note still reads right after the account is renamed or removed.
 */
export const staffNotes = pgTable('staff_notes', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  atStatus: integer('at_status'),
  body: text('body').notNull(),
  authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('staff_notes_staff_idx').on(t.staffId, t.createdAt, t.id),
  index('staff_notes_application_idx').on(t.applicationId),
]);

/** A checklist entry on an application that a recruiter ticks (who and when is kept). */
export const checkNotes = pgTable('application_check_notes', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  checked: boolean('checked').notNull().default(false),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }),
  checkedById: integer('checked_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  checkedByName: text('checked_by_name'),
  createdById: integer('created_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('check_notes_application_idx').on(t.applicationId, t.id)]);

/** An internal note on one application; only its author edits it, each edit against the version they saw. */
export const adminNotes = pgTable('application_admin_notes', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  atStatus: integer('at_status').notNull(),
  body: text('body').notNull(),
  authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [index('admin_notes_application_idx').on(t.applicationId, t.createdAt, t.id)]);

/** The tag pool: one spelling per tag, whatever the case it is typed in. */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)]);

/** Which applicant carries which tag; staff.tags mirrors it (written in the same transaction). */
export const staffTags = pgTable('staff_tags', {
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.staffId, t.tagId] }), index('staff_tags_tag_idx').on(t.tagId)]);

/**
 * A file kept for an applicant, optionally uploaded on one of their applications. `storage_key` names
 * the file in the file store and is made by the server, never from the uploaded name.
 */
export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedById: integer('uploaded_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  uploadedByName: text('uploaded_by_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('attachments_staff_idx').on(t.staffId, t.createdAt, t.id),
  index('attachments_application_idx').on(t.applicationId),
  uniqueIndex('attachments_storage_key').on(t.storageKey),
]);
