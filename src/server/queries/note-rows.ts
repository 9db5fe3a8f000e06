// Notes as the note commands answer them (commands/notes.ts noteRow): comments on applicants and admin
// notes on their applications, one shape for both so one list can hold them, newest first.
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { NoteRow } from '../../../commands/notes';
import type { Queryable } from '../db/open';
import { adminNotes, applications, jobAds, staffNotes } from '../db/schema';

const commentColumns = {
  id: staffNotes.id,
  source: sql<'comment' | 'admin'>`'comment'`.as('source'),
  staff_id: staffNotes.staffId,
  application_id: staffNotes.applicationId,
  job_title: jobAds.title,
  at_status: staffNotes.atStatus,
  note: staffNotes.body,
  author_id: staffNotes.authorId,
  author_name: staffNotes.authorName,
  created_at: staffNotes.createdAt,
  updated_at: sql<string>`${staffNotes.createdAt}`.as('updated_at'),
};

const adminColumns = {
  id: adminNotes.id,
  source: sql<'comment' | 'admin'>`'admin'`.as('source'),
  staff_id: applications.staffId,
  application_id: adminNotes.applicationId,
  job_title: jobAds.title,
  at_status: adminNotes.atStatus,
  note: adminNotes.body,
  author_id: adminNotes.authorId,
  author_name: adminNotes.authorName,
  created_at: adminNotes.createdAt,
  updated_at: adminNotes.updatedAt,
};

const comments = (db: Queryable, where: SQL | undefined) =>
  db
    .select(commentColumns)
    .from(staffNotes)
    .leftJoin(applications, eq(applications.id, staffNotes.applicationId))
    .leftJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(where);

const admins = (db: Queryable, where: SQL | undefined) =>
  db
    .select(adminColumns)
    .from(adminNotes)
    .innerJoin(applications, eq(applications.id, adminNotes.applicationId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(where);

/** Newest first; ties (a seed writes several in one instant) by kind, then the newer id. */
const newestFirst = [desc(sql`created_at`), sql`source`, desc(sql`id`)];

export interface NoteScope {
  staffId: number;
  /** Only notes tied to an application (hiring notes). */
  hiringOnly?: boolean;
  /** Only notes on this application. */
  applicationId?: number;
  /** Leave out admin notes (the applicant's own notes). */
  commentsOnly?: boolean;
}

function scopes(scope: NoteScope) {
  const comment: SQL[] = [eq(staffNotes.staffId, scope.staffId)];
  const admin: SQL[] = [eq(applications.staffId, scope.staffId)];
  if (scope.hiringOnly) comment.push(isNotNull(staffNotes.applicationId));
  if (scope.applicationId !== undefined) {
    comment.push(eq(staffNotes.applicationId, scope.applicationId));
    admin.push(eq(adminNotes.applicationId, scope.applicationId));
  }
  return { comment: and(...comment), admin: and(...admin) };
}

export async function noteRows(db: Queryable, scope: NoteScope, limit: number, offset = 0): Promise<NoteRow[]> {
  const where = scopes(scope);
  if (scope.commentsOnly) {
    return (await comments(db, where.comment).orderBy(desc(staffNotes.createdAt), desc(staffNotes.id)).limit(limit).offset(offset)) as NoteRow[];
  }
  return (await unionAll(comments(db, where.comment), admins(db, where.admin)).orderBy(...newestFirst).limit(limit).offset(offset)) as NoteRow[];
}

export async function noteCount(db: Queryable, scope: NoteScope): Promise<number> {
  const where = scopes(scope);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(staffNotes).where(where.comment);
  if (scope.commentsOnly) return Number(c.n);
  const [a] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminNotes)
    .innerJoin(applications, eq(applications.id, adminNotes.applicationId))
    .where(where.admin);
  return Number(c.n) + Number(a.n);
}

/** One comment as answered, after it was written. */
export async function commentRow(db: Queryable, id: number): Promise<NoteRow> {
  const [row] = await comments(db, eq(staffNotes.id, id));
  return row as NoteRow;
}
