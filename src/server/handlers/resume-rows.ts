// Reading resume rows as the resume commands answer them, and the assessment rules a resume is scored by.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ResumeRow } from '../../../commands/resume';
import { attachmentTypes } from '../../domain/attachment-rules';
import type { AssessmentRules } from '../../domain/resume-scoring';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { attachmentDownloadUrl } from '../adapters/file-store-route';
import { attachments, positions, recognisedProviderNames, resumeAssessmentRules, staff, staffResumes } from '../db/schema';

const typeOf = (mime: string) => attachmentTypes.find((t) => t.mime === mime)?.id ?? 'pdf';

export async function resumeRows(db: Queryable, where: SQL | undefined): Promise<(ResumeRow & { mime_type: string; storage_key: string })[]> {
  const rows = await db
    .select({
      id: staffResumes.id, staff_id: staffResumes.staffId, attachment_id: staffResumes.attachmentId,
      file_name: attachments.fileName, mime_type: attachments.mimeType, size: attachments.sizeBytes, storage_key: attachments.storageKey,
      is_default: staffResumes.isDefault, score: staffResumes.score, score_reasons: staffResumes.scoreReasons,
      reviewed: staffResumes.reviewed, reviewed_at: staffResumes.reviewedAt, reviewed_by_name: staffResumes.reviewedByName,
      blur_status: staffResumes.blurStatus, blurred_attachment_id: staffResumes.blurredAttachmentId,
      created_at: staffResumes.createdAt, version: staffResumes.version,
    })
    .from(staffResumes)
    .innerJoin(attachments, eq(attachments.id, staffResumes.attachmentId))
    .where(where)
    .orderBy(desc(staffResumes.isDefault), desc(staffResumes.createdAt), desc(staffResumes.id));
  return rows.map(({ blurred_attachment_id, ...r }) => ({
    ...r,
    type: typeOf(r.mime_type),
    blur_status: r.blur_status as ResumeRow['blur_status'],
    download_url: attachmentDownloadUrl(r.attachment_id),
    blurred_download_url: blurred_attachment_id ? attachmentDownloadUrl(blurred_attachment_id) : null,
  }));
}

/** The row as the API shows it (without the storage key and mime type). */
export function publicRow({ mime_type: _m, storage_key: _k, ...row }: ResumeRow & { mime_type: string; storage_key: string }): ResumeRow {
  return row;
}

export async function requireResume(db: Queryable, resumeId: number, staffId?: number) {
  const [row] = await resumeRows(db, and(eq(staffResumes.id, resumeId), staffId === undefined ? undefined : eq(staffResumes.staffId, staffId)));
  if (!row) throw notFound(staffId === undefined ? 'Resume' : `Resume ${resumeId} of applicant`, staffId ?? resumeId);
  return row;
}

export async function listFor(db: Queryable, staffId: number): Promise<ResumeRow[]> {
  return (await resumeRows(db, eq(staffResumes.staffId, staffId))).map(publicRow);
}

export async function recognisedNames(db: Queryable): Promise<string[]> {
  const rows = await db.select({ name: recognisedProviderNames.name }).from(recognisedProviderNames).orderBy(asc(sql`lower(${recognisedProviderNames.name})`));
  return rows.map((r) => r.name);
}

/** The rules of the position an applicant applied as (staff.position by name), or null when it has none. */
export async function rulesForStaff(db: Queryable, staffId: number): Promise<{ position: string; rules: AssessmentRules } | null> {
  const [row] = await db
    .select({ position: positions.name, rule: resumeAssessmentRules })
    .from(staff)
    .innerJoin(positions, sql`lower(${positions.name}) = lower(${staff.position})`)
    .innerJoin(resumeAssessmentRules, eq(resumeAssessmentRules.positionId, positions.id))
    .where(eq(staff.id, staffId));
  if (!row) return null;
  return {
    position: row.position,
    rules: {
      keywords: row.rule.keywords, required_qualifications: row.rule.requiredQualifications,
      min_experience_years: row.rule.minExperienceYears, pass_score: row.rule.passScore, recognised_names: await recognisedNames(db),
    },
  };
}
