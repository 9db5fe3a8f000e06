// Resume list, upload, delete, default and score. An uploaded resume is an attachment row (its file was
// put in the file store before the transaction, by file-store-staging.ts) plus a staff_resumes row with
// the text read from it, which the scorer reads. Deleting one removes both rows; its files (and a
// redacted copy's) leave the store after the commit (resume-files.ts).
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { resumeCommands } from '../../../commands/resume';
import { scoreResume } from '../../domain/resume-scoring';
import { AppError, conflict } from '../app-error';
import { ERR } from '../../domain/errors';
import { StagedFile } from '../adapters/file-store-upload';
import { attachments, staffResumes } from '../db/schema';
import { loadVersioned } from '../kit/versioned-update';
import { pdfPlainText } from '../resume-blur';
import { author, requirePerson } from './note-support';
import { resumeBlurHandlers } from './resume-blur';
import { listFor, publicRow, requireResume, resumeRows, rulesForStaff } from './resume-rows';
import type { HandlerContext, HandlersFor } from './types';

/** The text of a PDF resume for scoring; '' for images, Word files and PDFs without a text layer. */
async function textOf(file: StagedFile): Promise<string> {
  if (file.kind !== 'pdf') return '';
  try {
    return (await pdfPlainText(new Uint8Array(await file.arrayBuffer()))).slice(0, 100_000);
  } catch {
    return ''; // a damaged PDF is still kept; it just cannot be scored by its text
  }
}

async function notReviewedCount(ctx: HandlerContext, staffId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(staffResumes).where(and(eq(staffResumes.staffId, staffId), eq(staffResumes.reviewed, false)));
  return Number(row.n);
}

async function makeDefault(ctx: HandlerContext, staffId: number, resumeId: number) {
  // Clear first: the partial unique index allows one default per person at any moment.
  await ctx.db.update(staffResumes).set({ isDefault: false, updatedAt: sql`now()` }).where(and(eq(staffResumes.staffId, staffId), eq(staffResumes.isDefault, true), ne(staffResumes.id, resumeId)));
  await ctx.db.update(staffResumes).set({ isDefault: true, updatedAt: sql`now()`, version: sql`${staffResumes.version} + 1` }).where(eq(staffResumes.id, resumeId));
}

export const resumeHandlers: HandlersFor<typeof resumeCommands> = {
  async 'resume.list'({ staff_id }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const resume_list = await listFor(ctx.db, staff_id);
    return { resume_list, is_have_not_reviewed_resume: resume_list.some((r) => !r.reviewed) };
  },

  async 'resume.upload'({ staff_id, file, is_default }, ctx) {
    await requirePerson(ctx.db, staff_id);
    if (!(file instanceof StagedFile)) throw new AppError(ERR.internal, 'Internal error: the upload was not kept before its command ran.');
    const by = author(ctx);
    const [attachment] = await ctx.db.insert(attachments).values({
      staffId: staff_id, applicationId: null, fileName: file.file_name, storageKey: file.storage_key, mimeType: file.detected.mime,
      sizeBytes: file.size_bytes, uploadedById: by.id, uploadedByName: by.name,
    }).returning({ id: attachments.id });
    const [existing] = await ctx.db.select({ n: count() }).from(staffResumes).where(eq(staffResumes.staffId, staff_id));
    const [inserted] = await ctx.db.insert(staffResumes).values({ staffId: staff_id, attachmentId: attachment.id, resumeText: await textOf(file) }).returning({ id: staffResumes.id });
    if (is_default || Number(existing.n) === 0) await makeDefault(ctx, staff_id, inserted.id);
    const resume = publicRow(await requireResume(ctx.db, inserted.id));
    ctx.audit({ entity: 'staff_resume', entityId: resume.id, before: null, after: resume });
    return { resume };
  },

  async 'resume.delete'({ staff_id, resume_id }, ctx) {
    const before = await requireResume(ctx.db, resume_id, staff_id);
    const [blurred] = await ctx.db.select({ id: staffResumes.blurredAttachmentId }).from(staffResumes).where(eq(staffResumes.id, resume_id));
    await ctx.db.delete(staffResumes).where(eq(staffResumes.id, resume_id));
    await ctx.db.delete(attachments).where(eq(attachments.id, before.attachment_id));
    if (blurred?.id) await ctx.db.delete(attachments).where(eq(attachments.id, blurred.id));
    let new_default_id: number | null = null;
    if (before.is_default) {
      const [next] = await ctx.db.select({ id: staffResumes.id }).from(staffResumes).where(eq(staffResumes.staffId, staff_id)).orderBy(desc(staffResumes.createdAt), desc(staffResumes.id)).limit(1);
      if (next) {
        await makeDefault(ctx, staff_id, next.id);
        new_default_id = next.id;
      }
    }
    ctx.audit({ entity: 'staff_resume', entityId: resume_id, before: publicRow(before), after: null });
    return { id: resume_id, deleted: true as const, new_default_id };
  },

  async 'resume.setDefault'({ staff_id, resume_id }, ctx) {
    const before = await requireResume(ctx.db, resume_id, staff_id);
    if (before.is_default) throw conflict(`Resume ${resume_id} (${before.file_name}) is already the default resume.`);
    const previous = (await resumeRows(ctx.db, and(eq(staffResumes.staffId, staff_id), eq(staffResumes.isDefault, true))))[0];
    await makeDefault(ctx, staff_id, resume_id);
    const resume_list = await listFor(ctx.db, staff_id);
    ctx.audit({ entity: 'staff_resume', entityId: resume_id, before: publicRow(before), after: resume_list.find((r) => r.id === resume_id) });
    if (previous) ctx.audit({ entity: 'staff_resume', entityId: previous.id, before: publicRow(previous), after: resume_list.find((r) => r.id === previous.id) });
    return { resume_list };
  },

  async 'resume.updateScore'({ staff_id, resume_id, score, version }, ctx) {
    const before = await loadVersioned(ctx.db, {
      noun: 'Resume', id: resume_id, seen: version,
      load: async (db, id) => (await resumeRows(db, and(eq(staffResumes.id, id), eq(staffResumes.staffId, staff_id))))[0],
    });
    let scored = { score: score ?? 0, reasons: [] as ReturnType<typeof scoreResume>['reasons'] };
    let position: string | null = null;
    if (score === undefined) {
      const found = await rulesForStaff(ctx.db, staff_id);
      if (!found) throw conflict(`Applicant ${staff_id}'s position has no resume assessment rules: give a score, or set rules up under Configuration → Resume assessment.`);
      const [row] = await ctx.db.select({ text: staffResumes.resumeText }).from(staffResumes).where(eq(staffResumes.id, resume_id));
      if (!row.text.trim()) throw conflict(`Resume ${resume_id} (${before.file_name}) has no text the rules can read (an image or a scan): give a score instead.`);
      const result = scoreResume(row.text, found.rules);
      scored = { score: result.score, reasons: result.reasons };
      position = found.position;
    }
    const by = author(ctx);
    await ctx.db.update(staffResumes).set({
      score: scored.score, scoreReasons: scored.reasons, reviewed: true, reviewedAt: ctx.now.toISOString(), reviewedByName: by.name,
      version: before.version + 1, updatedAt: sql`now()`,
    }).where(and(eq(staffResumes.id, resume_id), eq(staffResumes.version, before.version)));
    const resume = publicRow(await requireResume(ctx.db, resume_id));
    ctx.audit({ entity: 'staff_resume', entityId: resume_id, before: publicRow(before), after: resume });
    return { resume, scored_by: score === undefined ? 'rules' as const : 'recruiter' as const, position };
  },

  async 'resume.notReviewed'({ staff_id }, ctx) {
    await requirePerson(ctx.db, staff_id);
    const n = await notReviewedCount(ctx, staff_id);
    return { is_have_not_reviewed_resume: n > 0, not_reviewed_count: n };
  },

  ...resumeBlurHandlers,
};
