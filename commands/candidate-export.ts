import { z } from 'zod';
import { candidateExportFormats, candidateExportStatus } from '../src/domain/enums/ai-exports';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';

// Candidate exports (spec §7 get_export_candidate_list, approve_candidate_export, reexport_candidate_profile):
// a provider asks for a candidate's profile, an administrator approves, and the profile is rendered to the
// file the provider asked for. Spec §4: exports need approval and can be re-exported.

const exportId = recordId('Export id');
const onExport = (ctx: CommandContext) => ctx.record?.kind === 'candidateExport';
const fromExport = (ctx: CommandContext) => {
  if (!ctx.record || !onExport(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { export_id: ctx.record.id, version: seen } : { export_id: ctx.record.id };
};
const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });

export const candidateExportRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  job_title: z.string().nullable(),
  format: z.enum(candidateExportFormats.codes as ['html', 'csv']),
  status: z.enum(candidateExportStatus.codes as ['pending', 'approved', 'exported', 'failed']),
  requested_by: z.string(),
  requested_by_email: z.string(),
  requested_at: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  exported_at: z.string().nullable(),
  export_count: z.number().int(),
  failure_reason: z.string().nullable(),
  version: z.number().int(),
});
export type CandidateExportRow = z.infer<typeof candidateExportRow>;

export const exportFile = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

export const candidateExportList = defineCommand({
  id: 'export.list',
  api: 'get_export_candidate_list',
  title: 'List candidate export requests',
  area: 'application',
  kind: 'query',
  keywords: ['export', 'profile', 'provider', 'candidate', 'approve'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      status: codeOf('Status', candidateExportStatus).optional(),
      format: codeOf('Format', candidateExportFormats).optional(),
      provider_id: recordId('Provider id').optional(),
      keyword,
      requested_from: isoDate('Requested from').optional(),
      requested_to: isoDate('Requested to').optional(),
      sort_by: z.enum(['requested_at', 'id', 'name', 'status', 'exported_at']).default('requested_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.requested_from || !a.requested_to || a.requested_from <= a.requested_to, {
      path: ['requested_to'],
      message: 'Requested to must not be before requested from.',
    }),
  result: pagedResult(candidateExportRow),
});

export const candidateExportDetail = defineCommand({
  id: 'export.detail',
  api: 'get_export_candidate_detail',
  title: 'Open candidate export request',
  area: 'application',
  kind: 'query',
  keywords: ['export', 'profile', 'files'],
  when: onExport,
  fill: (ctx) => (ctx.record && onExport(ctx) ? { export_id: ctx.record.id } : {}),
  recordArg: 'export_id',
  args: z.strictObject({ export_id: exportId }),
  result: candidateExportRow.extend({ files: z.array(exportFile) }),
});

export const approveCandidateExport = defineCommand({
  id: 'export.approve',
  api: 'approve_candidate_export',
  title: 'Approve candidate export',
  area: 'application',
  kind: 'action',
  // 'a' is application.advance's and c the interview screens' (keys are unique across the catalogue):
  // shift+c, "clear to send".
  kbd: 'shift+c',
  keywords: ['approve', 'export', 'profile', 'provider', 'send'],
  when: onExport,
  fill: fromExport,
  recordArg: 'export_id',
  args: z.strictObject({
    export_id: exportId,
    version,
    export_now: z.boolean({ error: 'Export now must be true or false.' }).default(true).describe('Render the file at once (default), or only approve'),
  }),
  result: candidateExportRow,
});

export const reexportCandidateProfile = defineCommand({
  id: 'export.reexport',
  api: 'reexport_candidate_profile',
  title: 'Re-export candidate profile',
  area: 'application',
  kind: 'action',
  kbd: 'shift+e',
  keywords: ['export', 'again', 'render', 'refresh', 'profile'],
  when: onExport,
  fill: fromExport,
  recordArg: 'export_id',
  args: z.strictObject({ export_id: exportId, version }),
  result: candidateExportRow,
});

export const downloadCandidateExport = defineCommand({
  id: 'export.download',
  api: 'download_candidate_export',
  title: 'Download exported profile',
  area: 'application',
  kind: 'query',
  keywords: ['download', 'file', 'export', 'profile'],
  when: onExport,
  fill: (ctx) => (ctx.record && onExport(ctx) ? { export_id: ctx.record.id } : {}),
  recordArg: 'export_id',
  args: z.strictObject({ export_id: exportId, file_id: recordId('File id').optional().describe('An earlier rendering; the newest otherwise') }),
  result: exportFile.extend({ export_id: z.number().int(), content: z.string() }),
  // An export that has no file yet (not approved, or not rendered).
  errors: ['conflict'],
});

export const candidateExportCommands = [candidateExportList, candidateExportDetail, approveCandidateExport, reexportCandidateProfile, downloadCandidateExport] as const;
