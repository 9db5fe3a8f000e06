// Job ads (spec §7 'Jobs and applications'): list, detail, posting, status moves over the data table in
// src/domain/job-ad-status-moves.ts, visibility and supply settings, provider job status, external mappings.
import { z } from 'zod';
import { jobAdStatus } from '../src/domain/enums/job-ad-status';
import { australianStates } from '../src/domain/enums/location';
import { editBack, setBack } from './inverse';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import {
  addressRow, externalJobSources, externalMappingRow, jobAdDetailShape, jobAdRow, jobId, jobStatusMoveRow, newJobData,
  postingFields, providerJobStatuses, providerJobStatusRow,
} from './job-ad-fields';

const onJobAd = (ctx: CommandContext) => ctx.record?.kind === 'jobAd';
const fromRecord = (ctx: CommandContext) => (ctx.record && onJobAd(ctx) ? { job_id: ctx.record.id } : {});
const fromRecordWithVersion = (ctx: CommandContext) => {
  if (!ctx.record || !onJobAd(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { job_id: ctx.record.id, version: seen } : { job_id: ctx.record.id };
};

export const jobAdList = defineCommand({
  id: 'job.list',
  api: 'job_ad_list',
  title: 'List job ads',
  area: 'jobAd',
  kind: 'query',
  keywords: ['jobs', 'vacancies', 'positions', 'ads'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    status: codeOf('Status', jobAdStatus).optional(),
    provider_id: recordId('Provider').optional(),
    position: z.string().trim().max(80, 'Position is at most 80 characters.').optional(),
    state: codeOf('State', australianStates).optional(),
    keyword,
    sort_by: z.enum(['id', 'title', 'status', 'created_at', 'updated_at', 'pay_rate']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(jobAdRow),
});

export const jobAdDetail = defineCommand({
  id: 'job.detail',
  api: 'job_ad_detail',
  title: 'Show job ad',
  area: 'jobAd',
  kind: 'query',
  when: onJobAd,
  fill: fromRecord,
  recordArg: 'job_id',
  args: z.strictObject({ job_id: jobId }),
  result: z.object({
    detail: jobAdDetailShape,
    /** The status moves open now, from the one table (docs/job-ads.md). */
    status_moves: z.array(jobStatusMoveRow),
    /** The provider's job posting status, which can hold a move back. */
    provider_job_status: z.enum(providerJobStatuses),
  }),
});

export const jobAdPosting = defineCommand({
  id: 'job.posting',
  api: 'job_ad_posting',
  title: 'Post or edit job ad',
  area: 'jobAd',
  kind: 'action',
  keywords: ['create job', 'new job ad', 'edit job', 'advertise'],
  reversible: true,
  args: z
    .strictObject({ job_id: jobId.optional(), version: version.optional(), ...postingFields })
    .superRefine((a, ctx) => {
      if (a.job_id !== undefined && a.version === undefined) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Version is required when editing a job ad.' });
      }
      if (a.pay_rate_max != null && a.pay_rate_max < a.pay_rate) {
        ctx.addIssue({ code: 'custom', path: ['pay_rate_max'], message: 'Pay rate maximum must not be below the pay rate.' });
      }
    }),
  result: jobAdDetailShape,
});

export const postingJobData = defineCommand({
  id: 'job.postingData',
  api: 'get_posting_jobdata',
  title: 'Load job ad posting form',
  area: 'jobAd',
  kind: 'query',
  args: z.strictObject({ job_id: jobId.optional() }),
  result: z.object({ job_data: jobAdDetailShape.nullable(), new_job_data: newJobData }),
});

export const openingJobList = defineCommand({
  id: 'job.openings',
  api: 'get_opening_job_list',
  title: 'List open job ads',
  area: 'jobAd',
  kind: 'query',
  keywords: ['published', 'open jobs', 'vacancies'],
  args: z.strictObject({ provider_id: recordId('Provider').optional(), keyword }),
  result: z.object({
    job_list: z.array(z.object({ id: z.number().int(), title: z.string(), position: z.string(), provider_name: z.string(), suburb: z.string(), state: z.string() })),
  }),
});

export const mixedAddressList = defineCommand({
  id: 'job.addresses',
  api: 'mixed_address_list',
  title: 'List provider addresses',
  area: 'jobAd',
  kind: 'query',
  args: z.strictObject({ provider_id: recordId('Provider') }),
  result: z.object({ address_list: z.array(addressRow) }),
});

export const changeJobAdStatus = defineCommand({
  id: 'job.changeStatus',
  api: 'change_job_ad_status',
  title: 'Change job ad status',
  area: 'jobAd',
  inverse: setBack('job.changeStatus', 'job_id', 'status'),
  kind: 'action',
  kbd: 'shift+p',
  keywords: ['publish', 'unpublish', 'approve', 'reject', 'archive', 'restore'],
  reversible: true,
  when: onJobAd,
  fill: fromRecordWithVersion,
  recordArg: 'job_id',
  args: z.strictObject({ job_id: jobId, status: codeOf('Status', jobAdStatus), version }),
  argSources: {
    status: {
      command: 'job.detail',
      args: (known) => (known.job_id ? { job_id: known.job_id } : undefined),
      options: (r: { status_moves: z.infer<typeof jobStatusMoveRow>[] }) =>
        r.status_moves.map((m, i) => ({ value: m.to, label: m.label, danger: m.danger, default: i === 0 && !m.danger })),
      reason: (r: { status_moves: unknown[]; detail: { status: number } }) =>
        r.status_moves.length ? null : `No status change is allowed from ${jobAdStatus.label(r.detail.status) ?? r.detail.status}.`,
    },
  },
  result: jobAdDetailShape,
});

export const changeJobVisibleDirectly = defineCommand({
  id: 'job.setVisibleDirectly',
  api: 'change_job_visible_directly_setting',
  title: 'Set job ad visible directly',
  area: 'jobAd',
  inverse: setBack('job.setVisibleDirectly', 'job_id', 'visible_directly'),
  kind: 'action',
  keywords: ['visibility', 'public', 'hidden', 'direct link'],
  reversible: true,
  when: onJobAd,
  fill: fromRecordWithVersion,
  recordArg: 'job_id',
  args: z.strictObject({ job_id: jobId, visible_directly: z.boolean({ error: 'Visible directly must be true or false.' }), version }),
  result: jobAdDetailShape,
});

export const changeJobSupply = defineCommand({
  id: 'job.setSupply',
  inverse: editBack('job.setSupply', 'job_id', ['supply_enabled', 'supply_limit']),
  api: 'change_job_supply_setting',
  title: 'Set job ad candidate supply',
  area: 'jobAd',
  kind: 'action',
  keywords: ['supply', 'talent pool', 'candidates'],
  reversible: true,
  when: onJobAd,
  fill: fromRecordWithVersion,
  recordArg: 'job_id',
  args: z.strictObject({
    job_id: jobId,
    supply_enabled: z.boolean({ error: 'Supply enabled must be true or false.' }),
    supply_limit: z.number({ error: 'Supply limit must be a number.' }).int('Supply limit must be a whole number.')
      .min(1, 'Supply limit must be at least 1.').max(500, 'Supply limit must be at most 500.').nullable().optional(),
    version,
  }),
  result: jobAdDetailShape,
});

export const providerJobStatusList = defineCommand({
  id: 'job.providerJobStatuses',
  api: 'get_provider_job_status_list',
  title: 'List provider job posting statuses',
  area: 'jobAd',
  kind: 'query',
  args: z.strictObject({ keyword }),
  result: z.object({ list: z.array(providerJobStatusRow) }),
});

export const adsJobStatusList = defineCommand({
  id: 'job.statusCounts',
  api: 'get_ads_job_status_list',
  title: 'Count job ads by status',
  area: 'jobAd',
  kind: 'query',
  args: z.strictObject({ provider_id: recordId('Provider').optional() }),
  result: z.object({ status_list: z.array(z.object({ status: z.number().int(), label: z.string(), count: z.number().int() })) }),
});

export const setProviderJobStatus = defineCommand({
  id: 'job.setProviderJobStatus',
  api: 'set_provider_job_status',
  title: 'Set provider job posting status',
  area: 'jobAd',
  kind: 'action',
  reversible: true,
  args: z.strictObject({
    provider_id: recordId('Provider'),
    job_status: z.enum(providerJobStatuses, { error: `Job status must be one of ${providerJobStatuses.join(', ')}.` }),
    note: z.string().trim().max(500, 'Note is at most 500 characters.').default(''),
    version,
  }),
  result: providerJobStatusRow,
});

export const externalMappingList = defineCommand({
  id: 'job.externalMappings',
  api: 'external_job_mapping_list',
  title: 'List external job mappings',
  area: 'jobAd',
  kind: 'query',
  when: onJobAd,
  fill: fromRecord,
  args: z.strictObject({ job_id: jobId.optional() }),
  result: z.object({ mapping_list: z.array(externalMappingRow) }),
});

const mappingFields = {
  source: z.enum(externalJobSources, { error: `Source must be one of ${externalJobSources.join(', ')}.` }),
  external_id: z.string({ error: 'External id is required.' }).trim().min(1, 'External id is required.').max(100, 'External id is at most 100 characters.'),
  external_url: z.string().trim().max(500, 'External URL is at most 500 characters.')
    .regex(/^(?:[hH][tT][tT][pP][sS]:\/\/\S+)?$/, 'External URL must start with https://.').default(''),
};

export const addExternalMapping = defineCommand({
  id: 'job.addExternalMapping',
  api: 'add_external_job_mapping',
  title: 'Add external job mapping',
  area: 'jobAd',
  kind: 'action',
  when: onJobAd,
  fill: fromRecord,
  args: z.strictObject({ job_id: jobId, ...mappingFields }),
  result: externalMappingRow,
});

const mappingId = recordId('Mapping id');

export const editExternalMapping = defineCommand({
  id: 'job.editExternalMapping',
  api: 'edit_external_job_mapping',
  title: 'Edit external job mapping',
  area: 'jobAd',
  kind: 'action',
  reversible: true,
  args: z.strictObject({ mapping_id: mappingId, ...mappingFields, version }),
  result: externalMappingRow,
});

export const deleteExternalMapping = defineCommand({
  id: 'job.deleteExternalMapping',
  api: 'delete_external_job_mapping',
  title: 'Delete external job mapping',
  area: 'jobAd',
  kind: 'action',
  danger: true,
  args: z.strictObject({ mapping_id: mappingId, version }),
  result: z.object({ id: z.number().int(), deleted: z.boolean() }),
});

/** shift+n from anywhere opens the posting form (the /job/ads/add route row binds it). */
export const newJobAd = defineCommand({
  id: 'nav.newJobAd', title: 'New job ad', area: 'navigation', kind: 'client', kbd: 'shift+n', keywords: ['post job', 'create job ad'],
  args: z.strictObject({}), result: z.object({}),
});

export const jobAdCommands = [
  jobAdList, jobAdDetail, jobAdPosting, postingJobData, openingJobList, mixedAddressList, changeJobAdStatus, changeJobVisibleDirectly,
  changeJobSupply, providerJobStatusList, adsJobStatusList, setProviderJobStatus, externalMappingList, addExternalMapping,
  editExternalMapping, deleteExternalMapping, newJobAd,
] as const;
