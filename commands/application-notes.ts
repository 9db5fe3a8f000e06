// Notes kept on one application (spec §7 Jobs and applications): check notes, a checklist a recruiter
// ticks (admin_check_note_list, add_new_check_note_entry, set_check_note_checked, delete_check_note),
// and admin notes (application_admin_note_list, add, edit, delete). Every item command names its
// application too, so the palette can offer the items of the focused application, and an item is
// refused when it is not on that application.
import { z } from 'zod';
import { defineCommand } from './define';
import { editBack } from './inverse';
import { recordId, version } from './fields';
import { NOTE_MAX, applicationId, deletedResult, fromApplication, onApplication, requiredText } from './note-fields';

export const checkNoteRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  content: z.string(),
  checked: z.boolean(),
  checked_at: z.string().nullable(),
  checked_by_name: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type CheckNoteRow = z.infer<typeof checkNoteRow>;

export const adminNoteRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  /** The application's status when the note was written. */
  at_status: z.number().int(),
  note: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  /** Written by the signed-in account: only then may it be edited or deleted. */
  mine: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AdminNoteRow = z.infer<typeof adminNoteRow>;

const checkNoteId = recordId('Check note id');
const adminNoteId = recordId('Admin note id');
const CHECK_MAX = 300;

/** The palette picks an item of the focused application from its list. */
const checkNoteChoice = (only?: (n: CheckNoteRow) => boolean) => ({
  command: 'checklist.list',
  args: (known: Record<string, unknown>) => (known.application_id ? { application_id: known.application_id } : undefined),
  options: (r: { note_list: CheckNoteRow[] }) =>
    r.note_list.filter((n) => !only || only(n)).map((n) => ({ value: n.id, label: `${n.checked ? '☑' : '☐'} ${n.content}` })),
});
const myAdminNotes = (r: { note_list: AdminNoteRow[] }) => r.note_list.filter((n) => n.mine);
const adminNoteChoice = {
  command: 'note.adminList',
  args: (known: Record<string, unknown>) => (known.application_id ? { application_id: known.application_id } : undefined),
  options: (r: { note_list: AdminNoteRow[] }) => myAdminNotes(r).map((n) => ({ value: n.id, label: n.note.length > 80 ? `${n.note.slice(0, 79)}…` : n.note })),
  reason: (r: { note_list: AdminNoteRow[] }) => (myAdminNotes(r).length < r.note_list.length ? 'Only notes you wrote can be changed.' : null),
};

export const checkNoteList = defineCommand({
  id: 'checklist.list',
  api: 'admin_check_note_list',
  title: 'List check notes',
  area: 'application',
  kind: 'query',
  keywords: ['checklist', 'check notes', 'to do'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({ note_list: z.array(checkNoteRow), checked_count: z.number().int(), total: z.number().int() }),
});

export const addCheckNote = defineCommand({
  id: 'checklist.add',
  api: 'add_new_check_note_entry',
  title: 'Add check note entry',
  area: 'application',
  kind: 'action',
  keywords: ['checklist', 'check note', 'to do', 'item'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, content: requiredText('Check item', CHECK_MAX) }),
  result: z.object({ check_note: checkNoteRow }),
});

export const setCheckNoteChecked = defineCommand({
  id: 'checklist.setChecked',
  inverse: editBack('checklist.setChecked', ['application_id', 'check_note_id'], ['checked'], {}, false),
  api: 'set_check_note_checked',
  title: 'Tick or untick check note',
  area: 'application',
  kind: 'action',
  keywords: ['check', 'tick', 'done', 'checklist'],
  reversible: true,
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({
    application_id: applicationId,
    check_note_id: checkNoteId,
    checked: z.boolean({ error: 'Checked must be true or false.' }),
  }),
  argSources: { check_note_id: checkNoteChoice() },
  result: z.object({ check_note: checkNoteRow }),
});

export const deleteCheckNote = defineCommand({
  id: 'checklist.delete',
  api: 'delete_check_note',
  title: 'Delete check note',
  area: 'application',
  kind: 'action',
  danger: true,
  keywords: ['remove', 'checklist'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, check_note_id: checkNoteId }),
  argSources: { check_note_id: checkNoteChoice() },
  result: deletedResult,
});

export const adminNoteList = defineCommand({
  id: 'note.adminList',
  api: 'application_admin_note_list',
  title: 'List admin notes',
  area: 'application',
  kind: 'query',
  keywords: ['admin notes', 'internal notes'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, admin_note_id: adminNoteId.optional() }),
  result: z.object({ note_list: z.array(adminNoteRow) }),
});

export const addAdminNote = defineCommand({
  id: 'note.addAdmin',
  api: 'add_application_admin_note',
  title: 'Add admin note',
  area: 'application',
  kind: 'action',
  keywords: ['admin note', 'internal note', 'comment'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, note: requiredText('Note', NOTE_MAX) }),
  result: z.object({ admin_note: adminNoteRow }),
});

export const editAdminNote = defineCommand({
  id: 'note.editAdmin',
  inverse: editBack('note.editAdmin', ['application_id', 'admin_note_id'], ['note']),
  api: 'edit_application_admin_note',
  title: 'Edit admin note',
  area: 'application',
  kind: 'action',
  keywords: ['admin note', 'change', 'rewrite'],
  reversible: true,
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, admin_note_id: adminNoteId, version, note: requiredText('Note', NOTE_MAX) }),
  argSources: {
    admin_note_id: adminNoteChoice,
    // The palette writes against the version the note has as it is listed, shown as the one choice.
    version: {
      command: 'note.adminList',
      args: (known) => (known.application_id && known.admin_note_id ? { application_id: known.application_id, admin_note_id: known.admin_note_id } : undefined),
      options: (r: { note_list: AdminNoteRow[] }) =>
        r.note_list.map((n) => ({ value: n.version, label: `Version ${n.version} (${n.edited ? 'edited' : 'as written'})`, default: true })),
    },
  },
  result: z.object({ admin_note: adminNoteRow }),
});

export const deleteAdminNote = defineCommand({
  id: 'note.deleteAdmin',
  api: 'delete_application_admin_note',
  title: 'Delete admin note',
  area: 'application',
  kind: 'action',
  danger: true,
  keywords: ['remove', 'admin note'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, admin_note_id: adminNoteId }),
  argSources: { admin_note_id: adminNoteChoice },
  result: deletedResult,
});

export const applicationNoteCommands = [
  checkNoteList, addCheckNote, setCheckNoteChecked, deleteCheckNote, adminNoteList, addAdminNote, editAdminNote, deleteAdminNote,
] as const;
