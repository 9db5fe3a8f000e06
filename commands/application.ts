import { z } from 'zod';
import { applicationActionLabels } from '../src/domain/enums/application-actions';
import { applicationStatus } from '../src/domain/enums/application-status';
import { workflowSteps, type WorkflowStepKey } from '../src/domain/enums/workflow-steps';
import { applicationStatusBack, setBack } from './inverse';
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

/** Every op an admin can take on an application: spec §4's actions, Restore, and the workflow steps. */
export const applicationOpKeys = [...applicationActionLabels.codes, 'restore', ...workflowSteps.codes] as const;
export type ApplicationOpKey = (typeof applicationOpKeys)[number];

export const applicationOp = z.object({
  key: z.enum([...applicationActionLabels.codes, 'restore']),
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

/**
 * The command that runs each workflow step (commands/application-workflow*.ts): steps that need details
 * have their own (with a preview); the candidate's answers run through the generic workflow action.
 */
export const workflowStepCommands = {
  scheduleInterview: 'application.scheduleInterview',
  sendOffer: 'application.sendOffer',
  sendContract: 'application.sendContract',
  signContract: 'application.signContract',
  completeContractOffline: 'application.completeContractOffline',
  startOnboarding: 'application.startOnboarding',
  requireSupplement: 'application.requestAdditionalInformation',
  interviewAccepted: 'application.workflowAction',
  interviewDeclined: 'application.workflowAction',
  offerAccepted: 'application.workflowAction',
  offerDeclined: 'application.workflowAction',
  contractAccepted: 'application.workflowAction',
  contractDeclined: 'application.workflowAction',
  supplementSubmitted: 'application.workflowAction',
} as const satisfies Record<WorkflowStepKey, string>;

const stepCommandIds = [...new Set(Object.values(workflowStepCommands))] as [string, ...string[]];

/** A workflow step open to the application now (beside spec §4's ops, never replacing them). */
export const workflowOp = z.object({
  key: z.enum(workflowSteps.codes as unknown as [WorkflowStepKey, ...WorkflowStepKey[]]),
  label: z.string(),
  /** admin: the recruiter acts; candidate: recorded on the candidate's behalf. */
  by: z.enum(['admin', 'candidate']),
  status: z.number().int(),
  /** The arguments it needs besides the application (interview_at, location…). */
  needs: z.array(z.string()),
  danger: z.boolean(),
  command: z.enum(stepCommandIds),
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
    /** The workflow steps open from this status (workflow.ts); none while archived. */
    workflow: z.array(workflowOp),
    /** Why the choice is limited (an archived application offers only Restore). */
    reason: z.string().nullable(),
  }),
});

export const changeApplicationStatus = defineCommand({
  id: 'application.changeStatus',
  api: 'change_progress_status',
  title: 'Change application status',
  area: 'application',
  inverse: applicationStatusBack,
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
  inverse: setBack('application.setArchived', 'application_id', 'archived'),
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
    /** What to know before going ahead: reference checks still awaiting an answer. */
    warnings: z.array(z.string()),
  }),
});

export const completeRecruitment = defineCommand({
  id: 'application.completeRecruitment',
  api: 'complete_recruitment',
  title: 'Complete recruitment',
  area: 'application',
  inverse: applicationStatusBack,
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
