// Notes on applicants (spec §7 Staff: comment_for_applicant, get_applicant_note_list, get_note_list,
// get_hiring_note_list). A note written with one of the applicant's applications is a hiring note: it
// keeps that application and the status it was at, the hiring step. Admin notes on applications are
// hiring notes too. Check notes and admin notes themselves are in application-notes.ts.
import { z } from 'zod';
import { defineCommand } from './define';
import { page, pageSize, pagedResult, recordId } from './fields';
import { applicationNoteCommands } from './application-notes';
import { NOTE_MAX, fromPerson, onPerson, requiredText, staffId } from './note-fields';

export const noteRow = z.object({
  id: z.number().int(),
  /** comment: written on the applicant; admin: an admin note on one of their applications. */
  source: z.enum(['comment', 'admin']),
  staff_id: z.number().int(),
  application_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  /** The application's status when the note was written (the hiring step); null for a plain comment. */
  at_status: z.number().int().nullable(),
  note: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoteRow = z.infer<typeof noteRow>;

const LIST_LIMIT = 500;
const limit = z.number().int().min(1, 'Limit must be at least 1.').max(LIST_LIMIT, `Limit is at most ${LIST_LIMIT}.`).default(100);
const noteList = z.object({ note_list: z.array(noteRow), total: z.number().int().nonnegative() });

export const commentForApplicant = defineCommand({
  id: 'note.comment',
  api: 'comment_for_applicant',
  title: 'Add note to applicant',
  area: 'staff',
  kind: 'action',
  kbd: 'n',
  keywords: ['note', 'comment', 'remark', 'memo'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({
    staff_id: staffId,
    note: requiredText('Note', NOTE_MAX),
    /** Makes it a hiring note on this application (one of the applicant's). */
    application_id: recordId('Application id').optional(),
  }),
  result: z.object({ new_note: noteRow }),
});

export const applicantNoteList = defineCommand({
  id: 'note.applicantList',
  api: 'get_applicant_note_list',
  title: 'List applicant notes',
  area: 'staff',
  kind: 'query',
  keywords: ['notes', 'comments'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, limit }),
  result: noteList,
});

export const allNoteList = defineCommand({
  id: 'note.list',
  api: 'get_note_list',
  title: 'List all notes of an applicant',
  area: 'staff',
  kind: 'query',
  keywords: ['notes', 'comments', 'admin notes', 'history'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, page, page_size: pageSize }),
  result: pagedResult(noteRow),
});

export const hiringNoteList = defineCommand({
  id: 'note.hiringList',
  api: 'get_hiring_note_list',
  title: 'List hiring notes',
  area: 'staff',
  kind: 'query',
  keywords: ['hiring', 'notes', 'application notes', 'steps'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, application_id: recordId('Application id').optional(), limit }),
  result: noteList,
});

export const noteCommands = [commentForApplicant, applicantNoteList, allNoteList, hiringNoteList, ...applicationNoteCommands] as const;
