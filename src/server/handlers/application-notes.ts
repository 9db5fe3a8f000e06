// Check notes (a checklist a recruiter ticks) and admin notes (internal notes only their author changes)
// on one application. Every item is looked up under the application it is named with.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AdminNoteRow, applicationNoteCommands, CheckNoteRow } from '../../../commands/application-notes';
import { forbidden, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { adminNotes, applications, checkNotes } from '../db/schema';
import { versionedUpdate } from '../kit/versioned-update';
import { author } from './note-support';
import type { HandlersFor } from './types';

async function applicationStatus(db: Queryable, applicationId: number): Promise<number> {
  const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
  if (!row) throw notFound('Application', applicationId);
  return row.status;
}

const checkColumns = {
  id: checkNotes.id,
  application_id: checkNotes.applicationId,
  content: checkNotes.content,
  checked: checkNotes.checked,
  checked_at: checkNotes.checkedAt,
  checked_by_name: checkNotes.checkedByName,
  created_by_name: checkNotes.createdByName,
  created_at: checkNotes.createdAt,
};

async function loadCheckNote(db: Queryable, applicationId: number, id: number): Promise<CheckNoteRow> {
  const [row] = await db.select(checkColumns).from(checkNotes).where(and(eq(checkNotes.id, id), eq(checkNotes.applicationId, applicationId)));
  if (!row) throw notFound(`Check note ${id} on application`, applicationId);
  return row;
}

const adminColumns = (accountId: number) => ({
  id: adminNotes.id,
  application_id: adminNotes.applicationId,
  at_status: adminNotes.atStatus,
  note: adminNotes.body,
  author_id: adminNotes.authorId,
  author_name: adminNotes.authorName,
  mine: sql<boolean>`coalesce(${adminNotes.authorId} = ${accountId}, false)`,
  edited: sql<boolean>`${adminNotes.version} > 1`,
  created_at: adminNotes.createdAt,
  updated_at: adminNotes.updatedAt,
  version: adminNotes.version,
});

const loadAdminNote = (accountId: number, applicationId: number) => async (db: Queryable, id: number): Promise<AdminNoteRow | undefined> =>
  (await db.select(adminColumns(accountId)).from(adminNotes).where(and(eq(adminNotes.id, id), eq(adminNotes.applicationId, applicationId))))[0];

/** Only the author changes an admin note; everyone else is told who can. */
function requireAuthor(note: AdminNoteRow, verb: 'edit' | 'delete') {
  if (!note.mine) throw forbidden(`Only ${note.author_name}, who wrote admin note ${note.id}, may ${verb} it.`);
}

export const applicationNoteHandlers: HandlersFor<typeof applicationNoteCommands> = {
  async 'checklist.list'({ application_id }, ctx) {
    await applicationStatus(ctx.db, application_id);
    const note_list = await ctx.db.select(checkColumns).from(checkNotes).where(eq(checkNotes.applicationId, application_id)).orderBy(asc(checkNotes.id));
    return { note_list, checked_count: note_list.filter((n) => n.checked).length, total: note_list.length };
  },

  async 'checklist.add'({ application_id, content }, ctx) {
    await applicationStatus(ctx.db, application_id);
    const by = author(ctx);
    const [{ id }] = await ctx.db
      .insert(checkNotes)
      .values({ applicationId: application_id, content, createdById: by.id, createdByName: by.name })
      .returning({ id: checkNotes.id });
    const check_note = await loadCheckNote(ctx.db, application_id, id);
    ctx.audit({ entity: 'check_note', entityId: id, before: null, after: check_note });
    return { check_note };
  },

  async 'checklist.setChecked'({ application_id, check_note_id, checked }, ctx) {
    const before = await loadCheckNote(ctx.db, application_id, check_note_id);
    // Ticking a ticked entry keeps who ticked it first and when.
    if (before.checked === checked) return { check_note: before };
    const by = author(ctx);
    await ctx.db
      .update(checkNotes)
      .set(checked ? { checked, checkedAt: sql`now()`, checkedById: by.id, checkedByName: by.name } : { checked, checkedAt: null, checkedById: null, checkedByName: null })
      .where(eq(checkNotes.id, check_note_id));
    const check_note = await loadCheckNote(ctx.db, application_id, check_note_id);
    ctx.audit({ entity: 'check_note', entityId: check_note_id, before, after: check_note });
    return { check_note };
  },

  async 'checklist.delete'({ application_id, check_note_id }, ctx) {
    const before = await loadCheckNote(ctx.db, application_id, check_note_id);
    await ctx.db.delete(checkNotes).where(eq(checkNotes.id, check_note_id));
    ctx.audit({ entity: 'check_note', entityId: check_note_id, before, after: null });
    return { id: check_note_id, deleted: true as const };
  },

  async 'note.adminList'({ application_id, admin_note_id }, ctx) {
    await applicationStatus(ctx.db, application_id);
    const where = admin_note_id === undefined
      ? eq(adminNotes.applicationId, application_id)
      : and(eq(adminNotes.applicationId, application_id), eq(adminNotes.id, admin_note_id));
    const note_list = await ctx.db.select(adminColumns(author(ctx).id)).from(adminNotes).where(where).orderBy(desc(adminNotes.createdAt), desc(adminNotes.id));
    return { note_list };
  },

  async 'note.addAdmin'({ application_id, note }, ctx) {
    const atStatus = await applicationStatus(ctx.db, application_id);
    const by = author(ctx);
    const [{ id }] = await ctx.db
      .insert(adminNotes)
      .values({ applicationId: application_id, atStatus, body: note, authorId: by.id, authorName: by.name })
      .returning({ id: adminNotes.id });
    const admin_note = (await loadAdminNote(by.id, application_id)(ctx.db, id))!;
    ctx.audit({ entity: 'admin_note', entityId: id, before: null, after: admin_note });
    return { admin_note };
  },

  async 'note.editAdmin'({ application_id, admin_note_id, version, note }, ctx) {
    const admin_note = await versionedUpdate(ctx, {
      noun: 'Admin note',
      id: admin_note_id,
      seen: version,
      table: adminNotes,
      entity: 'admin_note',
      load: loadAdminNote(author(ctx).id, application_id),
      change: (before) => {
        requireAuthor(before, 'edit');
        return before.note === note ? null : { body: note };
      },
    });
    return { admin_note };
  },

  async 'note.deleteAdmin'({ application_id, admin_note_id }, ctx) {
    const before = await loadAdminNote(author(ctx).id, application_id)(ctx.db, admin_note_id);
    if (!before) throw notFound(`Admin note ${admin_note_id} on application`, application_id);
    requireAuthor(before, 'delete');
    await ctx.db.delete(adminNotes).where(eq(adminNotes.id, admin_note_id));
    ctx.audit({ entity: 'admin_note', entityId: admin_note_id, before, after: null });
    return { id: admin_note_id, deleted: true as const };
  },
};
