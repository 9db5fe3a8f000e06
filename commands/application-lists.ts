// Reading applications from the applicant's side and choosing jobs: the ads an application or applicant
// can be put on (get_selected_job_list), one applicant's applications (paged, and the short candidate
// list), one application in full with its history, and a recruiter adding an application by hand.
import { z } from 'zod';
import { applicationStatus } from '../src/domain/enums/application-status';
import { jobAdStatus } from '../src/domain/enums/job-ad-status';
import { applicationRow } from './application';
import {
  applicationDetail, applicationId, fromApplication, fromPersonOrApplication, jobId, onApplication, onPerson, optionalText, staffId,
} from './application-workflow-fields';
import { staffActionResult } from './application-screening';
import { defineCommand } from './define';
import { codeOf, isoDateTime, keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';

const selectedJob = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  facility_name: z.string(),
  suburb: z.string(),
  state: z.string(),
  status: codeOf('Job ad status', jobAdStatus),
  /** The applicant (of `staff_id` or of `application_id`) has an application for it already. */
  applied: z.boolean(),
});

export const selectedJobs = defineCommand({
  id: 'application.selectedJobs',
  api: 'get_selected_job_list',
  title: 'List job ads to put an application on',
  area: 'application',
  kind: 'query',
  keywords: ['jobs', 'ads', 'relocate', 'add application'],
  args: z.strictObject({
    /** The provider of this application's ad, without the ad itself (relocating). */
    application_id: applicationId.optional(),
    /** Marks the ads this applicant has applied to (adding an application). */
    staff_id: staffId.optional(),
    provider_id: recordId('Provider id').optional(),
    keyword,
  }),
  result: z.object({ job_list: z.array(selectedJob) }),
});

/** One applicant's application as their list shows it. */
export const staffApplicationRow = applicationRow.extend({
  provider_name: z.string(),
  visible: z.boolean(),
  reviewed: z.boolean(),
  resume_score: z.number().int().nullable(),
});

export const staffJobApplicationList = defineCommand({
  id: 'application.staffList',
  api: 'get_staff_job_application_list',
  title: "List an applicant's job applications",
  area: 'application',
  kind: 'query',
  when: (ctx) => onPerson(ctx) || onApplication(ctx),
  fill: fromPersonOrApplication,
  recordArg: 'staff_id',
  args: z.strictObject({
    staff_id: staffId,
    page,
    page_size: pageSize,
    status: codeOf('Status', applicationStatus).optional(),
    archived: z.boolean({ error: 'Archived must be true or false.' }).optional(),
    sort_by: z.enum(['id', 'status', 'applied_at', 'updated_at']).default('applied_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(staffApplicationRow),
});

const applicationEvent = z.object({
  id: z.number().int(),
  step: z.string(),
  label: z.string(),
  from_status: z.number().int(),
  to_status: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  account_name: z.string().nullable(),
  created_at: isoDateTime,
});

export const staffJobApplicationDetail = defineCommand({
  id: 'application.staffDetail',
  api: 'get_staff_job_application_detail',
  title: 'Open job application',
  area: 'application',
  kind: 'query',
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: z.object({
    application: applicationDetail,
    /** The applicant's version and prescreen setting, for show_inprescreen_setting. */
    staff_version: z.number().int(),
    is_show_inprescreen_to_providers: z.boolean(),
    /** Newest first, at most 50. */
    events: z.array(applicationEvent),
    action_requests: z.array(staffActionResult),
  }),
});

const candidateApplication = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  provider_name: z.string(),
  status: codeOf('Status', applicationStatus),
  archived: z.boolean(),
  applied_at: isoDateTime,
});

export const candidateApplications = defineCommand({
  id: 'application.candidateApplications',
  api: 'candidate_job_application_list',
  title: "List a candidate's other applications",
  area: 'application',
  kind: 'query',
  when: (ctx) => onPerson(ctx) || onApplication(ctx),
  fill: fromPersonOrApplication,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, exclude_application_id: applicationId.optional() }),
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    staff_version: z.number().int(),
    /** Newest first, at most 100. */
    list: z.array(candidateApplication),
  }),
});

export const addLiteApplication = defineCommand({
  id: 'application.addLite',
  api: 'manually_added_lite_application',
  title: 'Add an application for an applicant',
  area: 'application',
  kind: 'action',
  keywords: ['add', 'new application', 'apply on behalf', 'manual'],
  when: onPerson,
  fill: (ctx) => (onPerson(ctx) ? { staff_id: ctx.record!.id } : {}),
  args: z.strictObject({
    staff_id: staffId,
    job_id: jobId,
    /** New (1) or straight onto the shortlist (2). */
    status: z.literal([1, 2], { error: 'Status must be 1 (New) or 2 (Shortlist).' }).default(1),
    note: optionalText('Note', 2000),
  }),
  argSources: {
    job_id: {
      command: 'application.selectedJobs',
      args: (known) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
      options: (r: { job_list: { id: number; title: string; provider_name: string; applied: boolean }[] }) =>
        r.job_list.filter((j) => !j.applied).map((j) => ({ value: j.id, label: `#${j.id} ${j.title} · ${j.provider_name}` })),
    },
  },
  result: applicationDetail,
});

export const applicationListCommands = [selectedJobs, staffJobApplicationList, staffJobApplicationDetail, candidateApplications, addLiteApplication] as const;
