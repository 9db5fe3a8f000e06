// Attachment rows. The files are already in the file store when these run (file-store-staging.ts wrote
// them before the transaction and removes them if it fails), and a deleted row's file is removed there
// after the commit: nothing here waits on a file inside the transaction.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AttachmentRow, attachmentCommands } from '../../../commands/attachments';
import { AppError, notFound } from '../app-error';
import { ERR } from '../../domain/errors';
import type { Queryable } from '../db/open';
import { StagedFile } from '../adapters/file-store-upload';
import { attachmentDownloadUrl } from '../adapters/file-store-route';
import { applications, attachments, jobAds } from '../db/schema';
import { attachmentTypes } from '../../domain/attachment-rules';
import { author, requirePerson } from './note-support';
import type { HandlerContext, HandlersFor } from './types';

const typeOf = (mime: string) => attachmentTypes.find((t) => t.mime === mime)?.id ?? 'pdf';

const columns = {
  id: attachments.id,
  staff_id: attachments.staffId,
  application_id: attachments.applicationId,
  job_title: jobAds.title,
  file_name: attachments.fileName,
  mime_type: attachments.mimeType,
  size: attachments.sizeBytes,
  uploaded_by_name: attachments.uploadedByName,
  created_at: attachments.createdAt,
};

async function attachmentRows(db: Queryable, where: SQL | undefined): Promise<AttachmentRow[]> {
  const rows = await db
    .select(columns)
    .from(attachments)
    .leftJoin(applications, eq(applications.id, attachments.applicationId))
    .leftJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(where)
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
  return rows.map((r) => ({ ...r, type: typeOf(r.mime_type), download_url: attachmentDownloadUrl(r.id) }));
}

/** The upload's files as staged before the transaction; a file that was not is a server fault, not the caller's. */
function staged(files: readonly File[]): StagedFile[] {
  return files.map((file) => {
    if (!(file instanceof StagedFile)) throw new AppError(ERR.internal, 'Internal error: the upload was not kept before its command ran.');
    return file;
  });
}

async function insertFiles(ctx: HandlerContext, staffId: number, applicationId: number | null, files: StagedFile[]): Promise<AttachmentRow[]> {
  const by = author(ctx);
  const inserted = await ctx.db
    .insert(attachments)
    .values(files.map((f) => ({
      staffId, applicationId, fileName: f.file_name, storageKey: f.storage_key, mimeType: f.detected.mime, sizeBytes: f.size_bytes,
      uploadedById: by.id, uploadedByName: by.name,
    })))
    .returning({ id: attachments.id });
  const found = await attachmentRows(ctx.db, inArray(attachments.id, inserted.map((r) => r.id)));
  // In the order they were uploaded.
  const rows = inserted.map((r) => found.find((f) => f.id === r.id)!);
  for (const row of rows) ctx.audit({ entity: 'attachment', entityId: row.id, before: null, after: row });
  return rows;
}

async function remove(ctx: HandlerContext, id: number, where: SQL, missing: () => AppError) {
  const [before] = await attachmentRows(ctx.db, and(eq(attachments.id, id), where));
  if (!before) throw missing();
  await ctx.db.delete(attachments).where(eq(attachments.id, id));
  ctx.audit({ entity: 'attachment', entityId: id, before, after: null });
  return { id, deleted: true as const };
}

export const attachmentHandlers: HandlersFor<typeof attachmentCommands> = {
  async 'attachment.uploadApplication'({ application_id, files }, ctx) {
    const [application] = await ctx.db.select({ staffId: applications.staffId }).from(applications).where(eq(applications.id, application_id));
    if (!application) throw notFound('Application', application_id);
    return { attachments: await insertFiles(ctx, application.staffId, application_id, staged(files)) };
  },

  'attachment.deleteApplication': ({ application_id, attachment_id }, ctx) =>
    remove(ctx, attachment_id, eq(attachments.applicationId, application_id), () => notFound(`Attachment ${attachment_id} on application`, application_id)),

  async 'attachment.staffList'({ staff_id, application_id }, ctx) {
    if (staff_id !== undefined) await requirePerson(ctx.db, staff_id);
    const scope = [
      staff_id !== undefined ? eq(attachments.staffId, staff_id) : undefined,
      application_id !== undefined ? eq(attachments.applicationId, application_id) : undefined,
    ];
    const attachment_list = await attachmentRows(ctx.db, and(...scope));
    return { attachment_list, total_size: attachment_list.reduce((sum, a) => sum + a.size, 0) };
  },

  async 'attachment.addStaff'({ staff_id, file }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const [attachment] = await insertFiles(ctx, staff_id, null, staged([file]));
    return { attachment };
  },

  'attachment.deleteStaff': ({ staff_id, attachment_id }, ctx) =>
    remove(ctx, attachment_id, eq(attachments.staffId, staff_id), () => notFound(`Attachment ${attachment_id} of applicant`, staff_id)),
};
