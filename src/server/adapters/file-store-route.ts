// GET /api/files/attachments/:id: an attachment's file, through the one stored-file download
// (signed-in callers only, an attachment with nosniff, audited).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { attachments } from '../db/schema';
import type { Services } from '../rpc/call-types';
import { storedFileDownload, type StoredFileKind } from './stored-file-download';

export const ATTACHMENT_DOWNLOAD_PATH = '/api/files/attachments/:id';
export const attachmentDownloadUrl = (id: number) => `/api/files/attachments/${id}`;

/** An applicant's or an application's attachment (notes, resumes, uploads). */
const attachmentFiles: StoredFileKind = {
  noun: 'Attachment',
  load: async (db, id) => (await db.select().from(attachments).where(eq(attachments.id, id)))[0],
  audit: { command: 'attachment.download', api: 'files/attachments', entity: 'attachment', idArg: 'attachment_id' },
};

export const attachmentDownload = (services: Services, clientIp?: (c: Context) => string) => storedFileDownload(services, attachmentFiles, clientIp);

