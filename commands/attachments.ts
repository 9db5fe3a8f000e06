// Attachments (spec §7 Staff: upload_application_attachments, delete_application_attachment, and the
// staff attachment list, add and delete, named staff_attachment_list, add_staff_attachment and
// delete_staff_attachment). Files travel as multipart/form-data; the server checks each by its content
// (PDF, PNG, JPEG, DOCX; at most 10 MB) and keeps it under a name it makes itself.
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT, MAX_FILES_PER_UPLOAD, attachmentTypes } from '../src/domain/attachment-rules';
import { defineCommand, type CommandContext, type RecordKind } from './define';
import { anyOfFields, recordId } from './fields';
import { applicationId, deletedResult, fromApplication, fromPerson, onApplication, onPerson, staffId } from './note-fields';

/**
 * Files come from a picker or a drop, so uploads are offered where a screen has one: it says so in the
 * context it runs them in. The palette, whose steps are typed, never offers them.
 */
export const FILE_PICKER = 'file_picker';
const withPicker = (kinds: readonly RecordKind[]) => (ctx: CommandContext) =>
  Boolean(ctx.record && kinds.includes(ctx.record.kind) && ctx.record.fields?.[FILE_PICKER] === true);

const file = z
  .file({ error: 'File must be a file, sent as multipart/form-data.' })
  .max(MAX_ATTACHMENT_BYTES, `File is larger than ${MAX_ATTACHMENT_SIZE_TEXT}, the limit.`);

export const attachmentRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  application_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  file_name: z.string(),
  type: z.enum(attachmentTypes.map((t) => t.id) as ['pdf', 'png', 'jpeg', 'docx']),
  mime_type: z.string(),
  /** Bytes; shown in spec §5's file size format. */
  size: z.number().int(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  /** GET it with the session's token (Authorization: Bearer …). */
  download_url: z.string(),
});
export type AttachmentRow = z.infer<typeof attachmentRow>;

const attachmentId = recordId('Attachment id');
const staffAttachmentChoice = {
  command: 'attachment.staffList',
  args: (known: Record<string, unknown>) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
  options: (r: { attachment_list: AttachmentRow[] }) => r.attachment_list.map((a) => ({ value: a.id, label: a.file_name })),
};

export const uploadApplicationAttachments = defineCommand({
  id: 'attachment.uploadApplication',
  api: 'upload_application_attachments',
  title: 'Upload application attachments',
  area: 'application',
  kind: 'action',
  keywords: ['upload', 'files', 'documents', 'resume', 'certificate'],
  when: withPicker(['application']),
  fill: fromApplication,
  args: z.strictObject({
    application_id: applicationId,
    files: z
      .array(file, { error: 'Files are required: choose PDF, PNG, JPEG or DOCX files.' })
      .min(1, 'Choose at least one file.')
      .max(MAX_FILES_PER_UPLOAD, `At most ${MAX_FILES_PER_UPLOAD} files at a time.`),
  }),
  result: z.object({ attachments: z.array(attachmentRow) }),
});

export const deleteApplicationAttachment = defineCommand({
  id: 'attachment.deleteApplication',
  api: 'delete_application_attachment',
  title: 'Delete application attachment',
  area: 'application',
  kind: 'action',
  danger: true,
  keywords: ['remove', 'file', 'document'],
  when: onApplication,
  fill: fromApplication,
  args: z.strictObject({ application_id: applicationId, attachment_id: attachmentId }),
  argSources: {
    attachment_id: {
      command: 'attachment.staffList',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      options: (r: { attachment_list: AttachmentRow[] }) => r.attachment_list.map((a) => ({ value: a.id, label: a.file_name })),
    },
  },
  result: deletedResult,
});

export const staffAttachmentList = defineCommand({
  id: 'attachment.staffList',
  api: 'staff_attachment_list',
  title: 'List attachments',
  area: 'staff',
  kind: 'query',
  keywords: ['files', 'documents', 'attachments', 'resume'],
  when: (ctx) => onPerson(ctx) || onApplication(ctx),
  fill: (ctx) => ({ ...fromPerson(ctx), ...fromApplication(ctx) }),
  args: z
    .strictObject({
      /** The applicant's files, their applications' included. */
      staff_id: staffId.optional(),
      /** Only the files uploaded on this application. */
      application_id: applicationId.optional(),
    })
    .refine((a) => a.staff_id !== undefined || a.application_id !== undefined, { path: ['staff_id'], message: 'Staff id or application id is required.' })
    .meta(anyOfFields(['staff_id'], ['application_id'])),
  result: z.object({ attachment_list: z.array(attachmentRow), total_size: z.number().int() }),
});

export const addStaffAttachment = defineCommand({
  id: 'attachment.addStaff',
  api: 'add_staff_attachment',
  title: 'Add attachment to applicant',
  area: 'staff',
  kind: 'action',
  keywords: ['upload', 'file', 'document', 'resume', 'certificate'],
  when: withPicker(['applicant', 'staff']),
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId, file }),
  result: z.object({ attachment: attachmentRow }),
});

export const deleteStaffAttachment = defineCommand({
  id: 'attachment.deleteStaff',
  api: 'delete_staff_attachment',
  title: 'Delete attachment',
  area: 'staff',
  kind: 'action',
  danger: true,
  keywords: ['remove', 'file', 'document'],
  when: onPerson,
  fill: fromPerson,
  args: z.strictObject({ staff_id: staffId, attachment_id: attachmentId }),
  argSources: { attachment_id: staffAttachmentChoice },
  result: deletedResult,
});

export const attachmentCommands = [
  uploadApplicationAttachments, deleteApplicationAttachment, staffAttachmentList, addStaffAttachment, deleteStaffAttachment,
] as const;
