// Resume blurring: the list of resumes with their blur state, one resume's detail, the boxes a recruiter
// draws, and resume_auto_blurring, which makes the redacted copy (src/server/resume-blur/) and keeps it
// as an attachment beside the original. The copy is written to the file store inside the command: a
// rollback removes it again, and the copy it replaces leaves the store only after the commit
// (resume-files.ts). Redacting a resume is a few hundred milliseconds of work on one file.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { resumeCommands } from '../../../commands/resume';
import { attachmentDisplayName, attachmentTypes } from '../../domain/attachment-rules';
import { conflict } from '../app-error';
import { DEMO_KEY_PREFIX, demoDocument } from '../adapters/file-store-demo';
import { newAttachmentKey } from '../adapters/file-store-upload';
import type { Queryable } from '../db/open';
import { attachments, staff, staffResumes } from '../db/schema';
import { pagedList } from '../kit/paged-list';
import { loadVersioned } from '../kit/versioned-update';
import { blurResumeFile, BLURRABLE_MIME, type BlurRegion } from '../resume-blur';
import { findPersonalDetails } from '../resume-blur/personal-details';
import { readPdfText } from '../resume-blur/pdf-text';
import { author } from './note-support';
import { publicRow, requireResume } from './resume-rows';
import type { HandlerContext, HandlersFor } from './types';

type BlurIds = 'resume.blurList' | 'resume.blurDetail' | 'resume.submitBlurConfig' | 'resume.autoBlur';

const noteFor = (mime: string) =>
  mime === 'application/pdf'
    ? 'The copy is rebuilt from the text: name, email, phone and address are removed, and so is anything under your boxes.'
    : mime === 'image/png'
      ? 'An image has no text to search: draw a box over each personal detail; the pixels under it are overwritten.'
      : 'Only PDF and PNG resumes can be redacted here.';

type Page = { aspect: number; pieces: { text: string; x: number; y: number; width: number; height: number; personal: boolean }[] };

/** A PDF's text layer for the blur screen (read outside any transaction: blur detail is a query). */
async function pagesOf(ctx: HandlerContext, resumeId: number): Promise<Page[]> {
  const resume = await requireResume(ctx.db, resumeId);
  if (resume.mime_type !== 'application/pdf') return [];
  const [who] = await ctx.db.select().from(staff).where(eq(staff.id, resume.staff_id));
  try {
    const pages = await readPdfText(await originalBytes(ctx, resume.storage_key, resume.file_name));
    const details = { firstName: who.firstName, surname: who.surname, email: who.email, phone: who.phone, suburb: who.suburb, postcode: who.postcode };
    return pages.slice(0, MAX_PAGES_SHOWN).map((p) => ({
      aspect: p.height / Math.max(1, p.width),
      pieces: p.pieces.slice(0, 2_000).map((piece) => ({
        text: piece.text, x: piece.x / p.width, y: (p.height - piece.y - piece.height) / p.height, width: piece.width / p.width, height: piece.height / p.height,
        personal: findPersonalDetails(piece.text, details).length > 0,
      })),
    }));
  } catch {
    return []; // a damaged or missing file: the screen falls back to a blank page
  }
}

const MAX_PAGES_SHOWN = 20;

async function detailOf(db: Queryable, resumeId: number) {
  const resume = await requireResume(db, resumeId);
  const [extra] = await db
    .select({ first: staff.firstName, surname: staff.surname, position: staff.position, regions: staffResumes.blurRegions, removed: staffResumes.detailsRemoved, blurredAt: staffResumes.blurredAt })
    .from(staffResumes).innerJoin(staff, eq(staff.id, staffResumes.staffId)).where(eq(staffResumes.id, resumeId));
  return {
    resume: publicRow(resume),
    staff_name: `${extra.first} ${extra.surname}`.trim(),
    position: extra.position,
    mime_type: resume.mime_type,
    can_blur: (BLURRABLE_MIME as readonly string[]).includes(resume.mime_type),
    blur_note: noteFor(resume.mime_type),
    regions: extra.regions,
    pages: [] as Page[],
    details_removed: extra.removed,
    blurred_at: extra.blurredAt,
  };
}

async function originalBytes(ctx: HandlerContext, key: string, fileName: string): Promise<Uint8Array> {
  const bytes = await ctx.adapters.files.get(key);
  if (bytes) return bytes;
  if (key.startsWith(DEMO_KEY_PREFIX)) return demoDocument(fileName);
  throw conflict(`The file of ${fileName} is missing from the file store, so it cannot be redacted.`);
}

export const resumeBlurHandlers: Pick<HandlersFor<typeof resumeCommands>, BlurIds> = {
  'resume.blurList': (args, ctx) =>
    pagedList(ctx.db, {
      name: 'resume_blur_list',
      rows: (db) => db
        .select({
          id: staffResumes.id, staff_id: staffResumes.staffId, staff_name: sql<string>`${staff.firstName} || ' ' || ${staff.surname}`,
          position: staff.position, file_name: attachments.fileName,
          type: sql<string>`case ${attachments.mimeType} when 'application/pdf' then 'pdf' when 'image/png' then 'png' when 'image/jpeg' then 'jpeg' else 'docx' end`,
          blur_status: sql<'not_configured' | 'configured' | 'blurred'>`${staffResumes.blurStatus}`,
          region_count: sql<number>`jsonb_array_length(${staffResumes.blurRegions})::int`,
          blurred_at: staffResumes.blurredAt, created_at: staffResumes.createdAt,
        })
        .from(staffResumes).innerJoin(staff, eq(staff.id, staffResumes.staffId)).innerJoin(attachments, eq(attachments.id, staffResumes.attachmentId))
        .$dynamic(),
      matching: (db, columns) => db.select(columns).from(staffResumes).innerJoin(staff, eq(staff.id, staffResumes.staffId)).$dynamic(),
      filters: {
        keyword: (k) => {
          const like = `%${k.replace(/[\\%_]/g, '\\$&')}%`;
          return or(ilike(sql`${staff.firstName} || ' ' || ${staff.surname}`, like), ilike(staff.position, like));
        },
        blur_status: (s) => eq(staffResumes.blurStatus, s),
        staff_id: (id) => eq(staffResumes.staffId, id),
      },
      sorts: {},
      tieBreak: staffResumes.id,
    }, args),

  async 'resume.blurDetail'({ resume_id }, ctx) {
    return { detail: { ...(await detailOf(ctx.db, resume_id)), pages: await pagesOf(ctx, resume_id) } };
  },

  async 'resume.submitBlurConfig'({ resume_id, regions, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Resume', id: resume_id, seen: version, load: (db, id) => detailOf(db, id).then((d) => ({ ...d, version: d.resume.version })) });
    if (!before.can_blur) throw conflict(`Resume ${resume_id} (${before.resume.file_name}) is not a PDF or PNG, so it cannot be redacted.`);
    const pageCount = before.mime_type === 'image/png' ? 1 : 50;
    const outside = regions.findIndex((r) => r.page > pageCount);
    if (outside >= 0) throw conflict(`Region ${outside + 1} is on page ${regions[outside].page}, but an image has one page.`);
    await ctx.db.update(staffResumes).set({
      blurRegions: regions, blurStatus: before.resume.blur_status === 'blurred' ? 'blurred' : 'configured', version: before.version + 1, updatedAt: sql`now()`,
    }).where(and(eq(staffResumes.id, resume_id), eq(staffResumes.version, before.version)));
    const detail = await detailOf(ctx.db, resume_id);
    ctx.audit({ entity: 'staff_resume_blur', entityId: resume_id, before: { regions: before.regions, version: before.version }, after: { regions: detail.regions, version: detail.resume.version } });
    return { detail };
  },

  async 'resume.autoBlur'({ resume_id }, ctx) {
    const resume = await requireResume(ctx.db, resume_id);
    const before = await detailOf(ctx.db, resume_id);
    if (!before.can_blur) throw conflict(`Resume ${resume_id} (${resume.file_name}) is not a PDF or PNG, so it cannot be redacted.`);
    if (resume.mime_type === 'image/png' && before.regions.length === 0) {
      throw conflict(`Resume ${resume_id} (${resume.file_name}) is an image: draw boxes over the personal details first, then make the copy.`);
    }
    const [who] = await ctx.db.select().from(staff).where(eq(staff.id, resume.staff_id));
    const source = await originalBytes(ctx, resume.storage_key, resume.file_name);
    const outcome = await blurResumeFile(resume.mime_type, source, {
      firstName: who.firstName, surname: who.surname, email: who.email, phone: who.phone, suburb: who.suburb, postcode: who.postcode,
    }, before.regions as BlurRegion[]);

    const type = attachmentTypes.find((t) => t.mime === resume.mime_type)!;
    const key = newAttachmentKey(type);
    await ctx.adapters.files.put(key, outcome.bytes);
    ctx.onRollback(() => ctx.adapters.files.delete(key).catch(() => {}));
    const stem = resume.file_name.replace(/\.[a-z0-9]+$/i, '');
    const fileName = attachmentDisplayName(`${stem} (redacted).${type.extension}`, type);
    const [current] = await ctx.db.select({ blurred: staffResumes.blurredAttachmentId }).from(staffResumes).where(eq(staffResumes.id, resume_id));
    let blurredId = current.blurred;
    if (blurredId) {
      await ctx.db.update(attachments).set({ storageKey: key, sizeBytes: outcome.bytes.byteLength, fileName }).where(eq(attachments.id, blurredId));
    } else {
      const by = author(ctx);
      const [row] = await ctx.db.insert(attachments).values({
        staffId: resume.staff_id, applicationId: null, fileName, storageKey: key, mimeType: type.mime, sizeBytes: outcome.bytes.byteLength, uploadedById: by.id, uploadedByName: by.name,
      }).returning({ id: attachments.id });
      blurredId = row.id;
    }
    await ctx.db.update(staffResumes).set({
      blurredAttachmentId: blurredId, blurStatus: 'blurred', blurredAt: ctx.now.toISOString(), detailsRemoved: outcome.details_removed,
      version: sql`${staffResumes.version} + 1`, updatedAt: sql`now()`,
    }).where(eq(staffResumes.id, resume_id));
    const detail = await detailOf(ctx.db, resume_id);
    ctx.audit({ entity: 'staff_resume_blur', entityId: resume_id, before: { blur_status: before.resume.blur_status, blurred_download_url: before.resume.blurred_download_url }, after: { blur_status: 'blurred', blurred_download_url: detail.resume.blurred_download_url, details_removed: outcome.details_removed, regions_applied: outcome.regions_applied } });
    return { detail, details_removed: outcome.details_removed, regions_applied: outcome.regions_applied };
  },
};
