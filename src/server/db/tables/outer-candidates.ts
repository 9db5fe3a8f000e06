// Tables of the outer-candidates area: people found outside the console (job boards, TAFE lists, events),
// imported from CSV, invited to register, and linked to their staff row once they do.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { accounts, staff } from './core';

export const outerCandidates = pgTable('outer_candidates', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  position: text('position').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  source: text('source').notNull().default(''),
  note: text('note').notNull().default(''),
  /** The resume's text as imported, which a resume scorer reads. */
  resumeText: text('resume_text').notNull().default(''),
  /** 0-100, null until scored. */
  resumeScore: integer('resume_score'),
  scoreNote: text('score_note').notNull().default(''),
  scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'string' }),
  /** imported → invited → registered (outer-candidate-status.ts). */
  status: text('status').notNull().default('imported'),
  invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'string' }),
  inviteCount: integer('invite_count').notNull().default(0),
  /** Their staff row once they registered, so their applications can be shown. */
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  importedBy: integer('imported_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
}, (t) => [
  // An address is one candidate: a second import of it is a duplicate, not a second person.
  uniqueIndex('outer_candidates_email_key').on(sql`lower(${t.email})`),
  index('outer_candidates_created_idx').on(t.createdAt, t.id),
  index('outer_candidates_staff_idx').on(t.staffId),
  check('outer_candidates_status_check', sql`${t.status} in ('imported', 'invited', 'registered')`),
  check('outer_candidates_score_check', sql`${t.resumeScore} is null or ${t.resumeScore} between 0 and 100`),
]);
