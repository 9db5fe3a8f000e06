import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedArgsOf } from '../../../commands';
import type { CandidateExportRow, candidateExportCommands, candidateExportList } from '../../../commands/candidate-export';
import { candidateExportStatus } from '../../domain/enums/ai-exports';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, aiSummaries, applications, candidateExportFiles, candidateExports, jobAds, providers, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { staffKeywordFilter, staffName } from '../queries/staff-keyword';
import { renderFailure, renderProfile, type ExportProfile, type RenderedFile } from './candidate-export-render';
import type { HandlerContext, HandlersFor } from './types';

const approver = alias(accounts, 'approver');
const fileAuthor = alias(accounts, 'file_author');

const rowColumns = {
  id: candidateExports.id,
  staff_id: candidateExports.staffId,
  name: staffName,
  position: staff.position,
  provider_id: candidateExports.providerId,
  provider_name: providers.name,
  job_title: jobAds.title,
  format: candidateExports.format,
  status: candidateExports.status,
  requested_by: candidateExports.requestedByName,
  requested_by_email: candidateExports.requestedByEmail,
  requested_at: candidateExports.requestedAt,
  approved_by: approver.name,
  approved_at: candidateExports.approvedAt,
  exported_at: candidateExports.exportedAt,
  export_count: candidateExports.exportCount,
  failure_reason: candidateExports.failureReason,
  version: candidateExports.version,
};

const exportRows = (db: Queryable) =>
  db
    .select(rowColumns)
    .from(candidateExports)
    .innerJoin(staff, eq(staff.id, candidateExports.staffId))
    .innerJoin(providers, eq(providers.id, candidateExports.providerId))
    .leftJoin(applications, eq(applications.id, candidateExports.applicationId))
    .leftJoin(jobAds, eq(jobAds.id, applications.jobId))
    .leftJoin(approver, eq(approver.id, candidateExports.approvedBy));

const loadRow = async (db: Queryable, id: number): Promise<CandidateExportRow | undefined> =>
  (await exportRows(db).where(eq(candidateExports.id, id)))[0] as CandidateExportRow | undefined;

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Australia/Sydney')`;
const statusName = (code: string) => candidateExportStatus.label(code)?.toLowerCase() ?? code;

const list: PagedListSpec<ParsedArgsOf<typeof candidateExportList>, CandidateExportRow> = {
  name: 'get_export_candidate_list',
  rows: (db) => exportRows(db).$dynamic(),
  matching: (db, columns) => db.select(columns).from(candidateExports).innerJoin(staff, eq(staff.id, candidateExports.staffId)).$dynamic(),
  filters: {
    status: (status) => eq(candidateExports.status, status),
    format: (format) => eq(candidateExports.format, format),
    provider_id: (id) => eq(candidateExports.providerId, id),
    keyword: staffKeywordFilter,
    requested_from: (day) => gte(candidateExports.requestedAt, dayStart(day)),
    requested_to: (day) => sql`${candidateExports.requestedAt} < ${dayStart(day)} + interval '1 day'`,
  },
  sorts: {
    requested_at: candidateExports.requestedAt,
    id: candidateExports.id,
    name: staffName,
    status: candidateExports.status,
    exported_at: candidateExports.exportedAt,
  },
  tieBreak: candidateExports.id,
};

/** What the profile file is made of: the candidate, who asked, the application and its saved AI summary. */
async function exportProfile(db: Queryable, exportId: number): Promise<ExportProfile | undefined> {
  const [row] = await db
    .select({
      staff,
      providerName: providers.name,
      jobTitle: jobAds.title,
      applicationStatus: applications.status,
      summary: aiSummaries.body,
    })
    .from(candidateExports)
    .innerJoin(staff, eq(staff.id, candidateExports.staffId))
    .innerJoin(providers, eq(providers.id, candidateExports.providerId))
    .leftJoin(applications, eq(applications.id, candidateExports.applicationId))
    .leftJoin(jobAds, eq(jobAds.id, applications.jobId))
    .leftJoin(aiSummaries, and(eq(aiSummaries.applicationId, applications.id), sql`${aiSummaries.savedAt} is not null`, isNull(aiSummaries.deletedAt)))
    .where(eq(candidateExports.id, exportId));
  if (!row) return undefined;
  const s = row.staff;
  return {
    staffId: s.id, firstName: s.firstName, surname: s.surname, email: s.email, phone: s.phone, position: s.position, experience: s.experience,
    suburb: s.suburb, state: s.state, postcode: s.postcode, tags: s.tags, status: s.status, providerName: row.providerName,
    jobTitle: row.jobTitle, applicationStatus: row.applicationStatus, summary: row.summary,
  };
}

/**
 * Approve or re-export: render the profile (pure, in memory) and record the outcome on the export, the
 * file as a new row. A profile that cannot be rendered is recorded as failed with the reason, not refused,
 * so the request shows what to fix.
 */
async function renderExport(ctx: HandlerContext, id: number, seen: number, refuse: (before: CandidateExportRow) => void, approve: boolean, renderNow: boolean): Promise<CandidateExportRow> {
  const profile = await exportProfile(ctx.db, id);
  if (!profile) throw notFound('Candidate export', id);
  const at = ctx.now.toISOString();
  let file: RenderedFile | null = null;
  const after = await versionedUpdate(ctx, {
    noun: 'Candidate export',
    id,
    seen,
    load: loadRow,
    table: candidateExports,
    entity: 'candidate_export',
    change: (before) => {
      refuse(before);
      const approval = approve ? { approvedBy: ctx.account?.id ?? null, approvedAt: at } : {};
      if (!renderNow) return { ...approval, status: 'approved' as const, failureReason: null };
      const failure = renderFailure(profile);
      if (failure) return { ...approval, status: 'failed' as const, failureReason: failure };
      file = renderProfile(profile, before.format, before.export_count + 1, at);
      return { ...approval, status: 'exported' as const, exportedAt: at, exportCount: before.export_count + 1, failureReason: null };
    },
  });
  if (file) {
    const rendered: RenderedFile = file;
    const [saved] = await ctx.db
      .insert(candidateExportFiles)
      .values({ exportId: id, filename: rendered.filename, contentType: rendered.contentType, content: rendered.content, byteSize: rendered.byteSize, createdBy: ctx.account?.id ?? null })
      .returning({ id: candidateExportFiles.id });
    // The file's content is in the table; the audit row names it without copying it.
    ctx.audit({ entity: 'candidate_export_file', entityId: saved.id, before: null, after: { export_id: id, filename: rendered.filename, byte_size: rendered.byteSize } });
  }
  return after;
}

const fileColumns = {
  id: candidateExportFiles.id,
  export_id: candidateExportFiles.exportId,
  filename: candidateExportFiles.filename,
  content_type: candidateExportFiles.contentType,
  byte_size: candidateExportFiles.byteSize,
  created_by: fileAuthor.name,
  created_at: candidateExportFiles.createdAt,
};

export const candidateExportHandlers: HandlersFor<typeof candidateExportCommands> = {
  'export.list': (args, ctx) => pagedList(ctx.db, list, args),

  async 'export.detail'({ export_id }, ctx) {
    const row = await loadRow(ctx.db, export_id);
    if (!row) throw notFound('Candidate export', export_id);
    const files = await ctx.db
      .select(fileColumns)
      .from(candidateExportFiles)
      .leftJoin(fileAuthor, eq(fileAuthor.id, candidateExportFiles.createdBy))
      .where(eq(candidateExportFiles.exportId, export_id))
      .orderBy(desc(candidateExportFiles.id));
    return { ...row, files: files.map(({ export_id: _, ...f }) => f) };
  },

  'export.approve': ({ export_id, version, export_now }, ctx) =>
    renderExport(
      ctx,
      export_id,
      version,
      (before) => {
        if (before.status !== 'pending') {
          throw conflict(`Candidate export ${export_id} is ${statusName(before.status)} already; only a pending request can be approved. Re-export it instead.`);
        }
      },
      true,
      export_now,
    ),

  'export.reexport': ({ export_id, version }, ctx) =>
    renderExport(
      ctx,
      export_id,
      version,
      (before) => {
        if (before.status === 'pending') throw conflict(`Candidate export ${export_id} is waiting for approval: approve it before exporting.`);
      },
      false,
      true,
    ),

  async 'export.download'({ export_id, file_id }, ctx) {
    const row = await loadRow(ctx.db, export_id);
    if (!row) throw notFound('Candidate export', export_id);
    const [file] = await ctx.db
      .select({ ...fileColumns, content: candidateExportFiles.content })
      .from(candidateExportFiles)
      .leftJoin(fileAuthor, eq(fileAuthor.id, candidateExportFiles.createdBy))
      .where(and(eq(candidateExportFiles.exportId, export_id), file_id === undefined ? undefined : eq(candidateExportFiles.id, file_id)))
      .orderBy(desc(candidateExportFiles.id))
      .limit(1);
    if (!file && file_id !== undefined) throw notFound(`File ${file_id} of candidate export`, export_id);
    if (!file) throw conflict(`Candidate export ${export_id} has no file yet: it is ${statusName(row.status)}.`);
    return file;
  },
};
