import { z } from 'zod';
import { applicationStatus } from '../src/domain/enums/application-status';
import { defineCommand } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';

export const applicationRow = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number().int(),
  archived: z.boolean(),
  applied_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

const applicationId = recordId('Application id');
const onApplication = (ctx: { record?: { kind: string } }) => ctx.record?.kind === 'application';
const fromRecord = (ctx: { record?: { id: number } }) => (ctx.record ? { application_id: ctx.record.id } : {});
/** Writes carry the version the user saw, so acting on a stale row is a conflict, never an overwrite. */
const fromRecordWithVersion = (ctx: { record?: { id: number; fields?: Record<string, unknown> } }) => {
  if (!ctx.record) return {};
  const version = ctx.record.fields?.version;
  return typeof version === 'number' ? { application_id: ctx.record.id, version } : { application_id: ctx.record.id };
};

export const applicationList = defineCommand({
  id: 'application.list',
  api: 'job_applicant_list_v2',
  title: 'List applications',
  area: 'application',
  kind: 'query',
  keywords: ['applicants', 'job', 'candidates'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    job_id: recordId('Job id').optional(),
    status: codeOf('Status', applicationStatus).optional(),
    archived: z.boolean().optional(),
    keyword,
    sort_by: z.enum(['id', 'name', 'status', 'applied_at', 'updated_at']).default('applied_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(applicationRow),
});

/** The commands an admin op runs: a plain status change, one with its own preview, or the archived flag. */
export const applicationOpCommands = ['application.changeStatus', 'application.completeRecruitment', 'application.setArchived'] as const;

export const applicationOp = z.object({
  label: z.string(),
  /** Target status, or null for archive and restore. */
  status: z.number().int().nullable(),
  archive: z.boolean(),
  restore: z.boolean(),
  default: z.boolean(),
  /** Not fit and archive: never preselected, and confirmed first. */
  danger: z.boolean(),
  command: z.enum(applicationOpCommands),
});

export const applicationAdminOps = defineCommand({
  id: 'application.adminOps',
  api: 'get_application_admin_ops',
  title: 'Show allowed actions for an application',
  area: 'application',
  kind: 'query',
  when: onApplication,
  fill: fromRecord,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({
    status: z.number().int(),
    archived: z.boolean(),
    version: z.number().int(),
    ops: z.array(applicationOp),
    /** Why the choice is limited (an archived application offers only Restore). */
    reason: z.string().nullable(),
  }),
});

export const changeApplicationStatus = defineCommand({
  id: 'application.changeStatus',
  api: 'change_progress_status',
  title: 'Change application status',
  area: 'application',
  kind: 'action',
  kbd: 's',
  keywords: ['shortlist', 'select', 'not fit', 'interviewed', 'complete recruitment', 'progress'],
  reversible: true,
  when: onApplication,
  fill: fromRecordWithVersion,
  recordArg: 'application_id',
  args: z.strictObject({
    application_id: applicationId,
    status: codeOf('Status', applicationStatus),
    version,
  }),
  argSources: {
    status: {
      command: 'application.adminOps',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      // Completed goes through complete_recruitment and its preview, so that option hands over to it;
      // an archived application offers only Restore, which hands over to the archived flag.
      options: (r: { ops: z.infer<typeof applicationOp>[] }) =>
        r.ops
          .filter((op) => op.status !== null || op.restore)
          .map((op) => ({
            value: op.status ?? 'restore',
            label: op.label,
            default: op.default,
            danger: op.danger,
            command: op.command === 'application.changeStatus' ? undefined : op.command,
            args: op.restore ? { archived: false } : undefined,
          })),
      reason: (r: { reason: string | null }) => r.reason,
    },
  },
  result: applicationRow,
});

export const setApplicationArchived = defineCommand({
  id: 'application.setArchived',
  api: 'change_application_archived',
  title: 'Archive or restore application',
  area: 'application',
  kind: 'action',
  kbd: 'e',
  keywords: ['archive', 'unarchive', 'restore'],
  reversible: true,
  when: onApplication,
  fill: fromRecordWithVersion,
  recordArg: 'application_id',
  args: z.strictObject({
    application_id: applicationId,
    archived: z.boolean({ error: 'Archived must be true or false.' }),
    version,
  }),
  result: applicationRow,
});

const completionArgs = z.strictObject({ application_id: applicationId, version });

/** What completing recruitment would change, shown before the confirming Enter (spec §4: a preview step). */
export const completeRecruitmentPreview = defineCommand({
  id: 'application.completeRecruitmentPreview',
  api: 'complete_recruitment_preview',
  title: 'Preview completing recruitment',
  area: 'application',
  kind: 'query',
  when: onApplication,
  fill: fromRecordWithVersion,
  recordArg: 'application_id',
  args: completionArgs,
  result: z.object({
    application_id: z.number().int(),
    name: z.string(),
    job_title: z.string(),
    from_status: z.number().int(),
    to_status: z.number().int(),
    summary: z.string(),
  }),
});

export const completeRecruitment = defineCommand({
  id: 'application.completeRecruitment',
  api: 'complete_recruitment',
  title: 'Complete recruitment',
  area: 'application',
  kind: 'action',
  keywords: ['finish', 'hire', 'completed'],
  preview: 'application.completeRecruitmentPreview',
  reversible: true,
  when: onApplication,
  fill: fromRecordWithVersion,
  recordArg: 'application_id',
  args: completionArgs,
  result: applicationRow,
});

export const applicationCommands = [
  applicationList, applicationAdminOps, changeApplicationStatus, setApplicationArchived, completeRecruitmentPreview, completeRecruitment,
] as const;
