import { eq } from 'drizzle-orm';
import type { noteCommands } from '../../../commands/notes';
import { notFound } from '../app-error';
import { applications, staffNotes } from '../db/schema';
import { commentRow, noteCount, noteRows } from '../queries/note-rows';
import { applicationNoteHandlers } from './application-notes';
import { author, requirePerson } from './note-support';
import type { HandlersFor } from './types';

export const noteHandlers: HandlersFor<typeof noteCommands> = {
  async 'note.comment'({ staff_id, note, application_id }, ctx) {
    await requirePerson(ctx.db, staff_id);
    let atStatus: number | null = null;
    if (application_id !== undefined) {
      const [application] = await ctx.db
        .select({ staffId: applications.staffId, status: applications.status })
        .from(applications)
        .where(eq(applications.id, application_id));
      // An application of someone else is not one of this applicant's: as good as missing here.
      if (!application || application.staffId !== staff_id) throw notFound(`Application ${application_id} of applicant`, staff_id);
      atStatus = application.status;
    }
    const by = author(ctx);
    const [inserted] = await ctx.db
      .insert(staffNotes)
      .values({ staffId: staff_id, applicationId: application_id ?? null, atStatus, body: note, authorId: by.id, authorName: by.name })
      .returning({ id: staffNotes.id });
    const row = await commentRow(ctx.db, inserted.id);
    ctx.audit({ entity: 'staff_note', entityId: row.id, before: null, after: row });
    return { new_note: row };
  },

  async 'note.applicantList'({ staff_id, limit }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const scope = { staffId: staff_id, commentsOnly: true };
    const [note_list, total] = await Promise.all([noteRows(ctx.db, scope, limit), noteCount(ctx.db, scope)]);
    return { note_list, total };
  },

  async 'note.list'({ staff_id, page, page_size }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const scope = { staffId: staff_id };
    const [list, total] = await Promise.all([noteRows(ctx.db, scope, page_size, (page - 1) * page_size), noteCount(ctx.db, scope)]);
    return { list, total, total_estimated: false };
  },

  async 'note.hiringList'({ staff_id, application_id, limit }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const scope = { staffId: staff_id, hiringOnly: true, applicationId: application_id };
    const [note_list, total] = await Promise.all([noteRows(ctx.db, scope, limit), noteCount(ctx.db, scope)]);
    return { note_list, total };
  },

  ...applicationNoteHandlers,
};
