// What an application carries beyond its status: visibility to the provider (with a preview), prescreen
// (in and out of 18, its result, and the applicant's setting for showing it to providers), relocation to
// another ad of the same provider, withdrawal (with a preview, → 45), the resume, its score and whether
// it was reviewed. Every write takes the application's version and bumps it.
import { z } from 'zod';
import { screenResults } from '../src/domain/enums/workflow-steps';
import {
  applicationDetail, applicationId, fromApplicationWithVersion, fromPersonOrApplication, jobId, onActiveApplication, onApplication, onPerson,
  optionalText, requiredText, staffId, url,
} from './application-workflow-fields';
import type { CommandContext, RecordChange } from './define';
import { applicationStatusBack, editBack, setBack } from './inverse';
import { defineCommand } from './define';
import { codeOf, version } from './fields';

const common = { area: 'application', fill: fromApplicationWithVersion, recordArg: 'application_id' as const };
const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

const visibleArgs = z.strictObject({ application_id: applicationId, visible: flag('Visible'), version });

export const changeVisiblePreview = defineCommand({
  ...common,
  id: 'application.changeVisiblePreview',
  api: 'change_application_visible_preview',
  title: 'Preview application visibility',
  kind: 'query',
  when: onApplication,
  args: visibleArgs,
  result: z.object({
    application_id: z.number().int(),
    name: z.string(),
    job_title: z.string(),
    provider_name: z.string(),
    visible_now: z.boolean(),
    visible: z.boolean(),
    summary: z.string(),
  }),
});

export const changeVisible = defineCommand({
  ...common,
  id: 'application.changeVisible',
  inverse: setBack('application.changeVisible', 'application_id', 'visible'),
  api: 'change_application_visible',
  title: 'Show or hide application from the provider',
  kind: 'action',
  kbd: 'v',
  keywords: ['visible', 'hide', 'show', 'provider'],
  reversible: true,
  preview: 'application.changeVisiblePreview',
  when: onApplication,
  args: visibleArgs,
  result: applicationDetail,
});

export const changePrescreen = defineCommand({
  ...common,
  id: 'application.changePrescreen',
  api: 'change_application_prescreen',
  title: 'Put application in or out of prescreen',
  // In and out of prescreen is the one flag flipped back (out returns to the status it came from).
  inverse: {
    command: 'application.changePrescreen',
    args: (o: Record<string, unknown>, change: RecordChange) => ({ application_id: o.application_id, in_prescreen: !o.in_prescreen, version: change.after?.version }),
    refuse: (_o: unknown, change: RecordChange) => (change.before?.status === change.after?.status ? 'It changed nothing to take back.' : null),
  },
  kind: 'action',
  kbd: 'p',
  keywords: ['prescreen', 'in prescreen', 'screening'],
  reversible: true,
  when: onActiveApplication,
  args: z.strictObject({ application_id: applicationId, in_prescreen: flag('In prescreen'), version }),
  result: applicationDetail,
});

export const updatePrescreen = defineCommand({
  ...common,
  id: 'application.updatePrescreen',
  inverse: editBack('application.updatePrescreen', 'application_id', ['prescreen_result', 'prescreen_note']),
  api: 'update_application_prescreen',
  title: 'Record prescreen result',
  kind: 'action',
  keywords: ['prescreen', 'result', 'screening'],
  reversible: true,
  when: onApplication,
  args: z.strictObject({
    application_id: applicationId,
    prescreen_result: codeOf('Prescreen result', screenResults),
    prescreen_note: optionalText('Prescreen note', 2000),
    version,
  }),
  result: applicationDetail,
});

const settingArgs = z.strictObject({
  staff_id: staffId,
  is_show_inprescreen_to_providers: flag('Show in-prescreen applications to providers'),
  version: version.describe("The applicant's version last seen; a stale one is a conflict"),
});
/** The applicant's version where the context knows it (a focused applicant row carries it). */
const fromPersonWithVersion = (ctx: CommandContext) => {
  const known = fromPersonOrApplication(ctx);
  const v = ctx.record?.fields?.version;
  return onPerson(ctx) && typeof v === 'number' ? { ...known, version: v } : known;
};
const settingSource = {
  // Like a record's version: the applicant's current one, read when the palette asks.
  version: {
    command: 'application.candidateApplications',
    args: (known: Record<string, unknown>) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
    options: (r: { staff_version: number }) => [{ value: r.staff_version, label: `Current applicant (version ${r.staff_version})`, default: true }],
  },
};

export const prescreenSettingPreview = defineCommand({
  id: 'application.prescreenSettingPreview',
  api: 'staff_prescreen_setting_preview',
  title: 'Preview showing in-prescreen applications to providers',
  area: 'application',
  kind: 'query',
  when: (ctx) => onPerson(ctx) || onApplication(ctx),
  fill: fromPersonWithVersion,
  recordArg: 'staff_id',
  args: settingArgs,
  argSources: settingSource,
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    is_show_inprescreen_to_providers_now: z.boolean(),
    is_show_inprescreen_to_providers: z.boolean(),
    in_prescreen_num: z.number().int(),
    all_prescreen_num: z.number().int(),
    summary: z.string(),
  }),
});

export const showInprescreenSetting = defineCommand({
  id: 'application.showInprescreenSetting',
  api: 'show_inprescreen_setting',
  title: 'Show or hide in-prescreen applications to providers',
  area: 'application',
  kind: 'action',
  keywords: ['prescreen', 'providers', 'setting', 'visible'],
  reversible: true,
  preview: 'application.prescreenSettingPreview',
  when: (ctx) => onPerson(ctx) || onApplication(ctx),
  fill: fromPersonWithVersion,
  recordArg: 'staff_id',
  args: settingArgs,
  argSources: settingSource,
  result: z.object({ staff_id: z.number().int(), is_show_inprescreen_to_providers: z.boolean(), version: z.number().int() }),
});

export const relocateApplication = defineCommand({
  ...common,
  id: 'application.relocate',
  api: 'change_application_relocate',
  title: 'Move application to another job ad of the provider',
  kind: 'action',
  kbd: 'r',
  keywords: ['relocate', 'move', 'transfer', 'another job'],
  reversible: true,
  when: onActiveApplication,
  args: z.strictObject({ application_id: applicationId, job_id: jobId, version }),
  argSources: {
    job_id: {
      command: 'application.selectedJobs',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      options: (r: { job_list: { id: number; title: string; facility_name: string; applied: boolean }[] }) =>
        r.job_list.filter((j) => !j.applied).map((j) => ({ value: j.id, label: `#${j.id} ${j.title}${j.facility_name ? ` · ${j.facility_name}` : ''}` })),
      reason: (r: { job_list: unknown[] }) => (r.job_list.length ? null : 'The provider has no other published job ad to move it to.'),
    },
  },
  result: applicationDetail,
});

const withdrawArgs = z.strictObject({ application_id: applicationId, reason: requiredText('Reason', 500), version });

export const withdrawPreview = defineCommand({
  ...common,
  id: 'application.withdrawPreview',
  api: 'application_withdraw_preview',
  title: 'Preview withdrawing application',
  kind: 'query',
  when: onActiveApplication,
  args: withdrawArgs,
  result: z.object({
    application_id: z.number().int(),
    name: z.string(),
    job_title: z.string(),
    from_status: z.number().int(),
    to_status: z.number().int(),
    summary: z.string(),
  }),
});

export const withdrawApplication = defineCommand({
  ...common,
  id: 'application.withdraw',
  api: 'application_withdraw',
  title: 'Withdraw application',
  inverse: applicationStatusBack,
  kind: 'action',
  kbd: 'w',
  danger: true,
  keywords: ['withdraw', 'cancel', 'pull out'],
  reversible: true,
  preview: 'application.withdrawPreview',
  when: onActiveApplication,
  args: withdrawArgs,
  result: applicationDetail,
});

export const updateResumeScore = defineCommand({
  ...common,
  id: 'application.updateResumeScore',
  inverse: setBack('application.updateResumeScore', 'application_id', 'resume_score'),
  api: 'update_application_resume_score',
  title: 'Score application resume',
  kind: 'action',
  keywords: ['resume', 'score', 'rating'],
  reversible: true,
  when: onApplication,
  args: z.strictObject({
    application_id: applicationId,
    resume_score: z
      .number({ error: (issue) => (issue.input === undefined ? 'Resume score is required.' : 'Resume score must be a number.') })
      .int('Resume score must be a whole number.')
      .min(0, 'Resume score is at least 0.')
      .max(100, 'Resume score is at most 100.'),
    version,
  }),
  result: applicationDetail,
});

export const updateReviewed = defineCommand({
  ...common,
  id: 'application.updateReviewed',
  inverse: setBack('application.updateReviewed', 'application_id', 'reviewed'),
  api: 'update_application_reviewed',
  title: 'Mark application reviewed or not',
  kind: 'action',
  keywords: ['reviewed', 'read', 'seen'],
  reversible: true,
  when: onApplication,
  args: z.strictObject({ application_id: applicationId, reviewed: flag('Reviewed'), version }),
  result: applicationDetail,
});

export const updateResume = defineCommand({
  ...common,
  id: 'application.updateResume',
  api: 'update_application_resume',
  title: 'Change application resume',
  kind: 'action',
  keywords: ['resume', 'cv', 'document'],
  reversible: true,
  when: onApplication,
  args: z.strictObject({ application_id: applicationId, resume_name: requiredText('Resume name', 200), resume_url: url('Resume address'), version }),
  result: applicationDetail,
});

export const applicationSettingCommands = [
  changeVisiblePreview, changeVisible, changePrescreen, updatePrescreen, prescreenSettingPreview, showInprescreenSetting,
  relocateApplication, withdrawPreview, withdrawApplication, updateResumeScore, updateReviewed, updateResume,
] as const;
