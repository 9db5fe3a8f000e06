// Files (/files): the console's shared documents (policies, forms, templates), kept through the
// file-storage adapter outside anything the web server serves. Uploads travel as multipart/form-data
// and are checked by their content (PDF, PNG, JPEG, DOCX; at most 10 MB) before they are kept under a
// name the server makes; downloads are attachments (GET download_url with the session's token).
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT, attachmentTypes } from '../src/domain/attachment-rules';
import { defineCommand } from './define';
import { keyword, page, pageSize, pagedResult, sortDir } from './fields';
import { optionalText } from './place-fields';

const typeIds = attachmentTypes.map((t) => t.id) as ['pdf', 'png', 'jpeg', 'docx'];

export const libraryFileRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  type: z.enum(typeIds),
  mime_type: z.string(),
  /** Bytes; shown in spec §5's file size format. */
  size: z.number().int(),
  /** The size as spec §5 shows it ('1.2 MB'). */
  size_label: z.string(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  /** GET it with the session's token (Authorization: Bearer …); it comes as an attachment. */
  download_url: z.string(),
});
export type LibraryFileRow = z.infer<typeof libraryFileRow>;

export const fileList = defineCommand({
  id: 'file.list',
  api: 'file_list',
  title: 'List files',
  area: 'file',
  kind: 'query',
  keywords: ['documents', 'uploads', 'policies', 'forms', 'templates'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    type: z.enum(typeIds, { error: `Type must be one of ${typeIds.join(', ')}.` }).optional(),
    sort_by: z.enum(['created_at', 'title', 'size']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(libraryFileRow),
});

export const addFile = defineCommand({
  id: 'file.add',
  api: 'add_file',
  title: 'Add file',
  area: 'file',
  kind: 'action',
  keywords: ['upload', 'document', 'policy', 'form'],
  // A file comes from the add page's picker; the palette cannot type one.
  when: (ctx) => ctx.record?.kind === 'libraryFile' && ctx.record.fields?.file_picker === true,
  args: z.strictObject({
    file: z.file({ error: 'File is required: a PDF, PNG, JPEG or DOCX file sent as multipart/form-data.' }).max(MAX_ATTACHMENT_BYTES, `File is larger than ${MAX_ATTACHMENT_SIZE_TEXT}, the limit.`),
    /** What people look for it by; the file's name without its extension otherwise. */
    title: optionalText('Title', 120).optional(),
    description: optionalText('Description', 500).optional(),
  }),
  result: z.object({ file: libraryFileRow }),
});

export const fileCommands = [fileList, addFile] as const;
