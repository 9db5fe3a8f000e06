// App versions (spec §7 Others: appversion CRUD): releases of the workers' app per platform (iOS,
// Android, web) with build number, force-update flag, notes and release date. `version_name` is the
// release's number ('2.14.0'); `version` is, as everywhere, the row's edit version. One row per platform
// and version name; the highest released (non pre-release) version of a platform is its `latest`.
import { z } from 'zod';
import { APP_VERSION_MESSAGE, APP_VERSION_PATTERN } from '../src/domain/app-version-number';
import { appPlatforms } from '../src/domain/enums/devops';
import { isoDate } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { editBack } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';

export const appVersionRow = z.object({
  id: z.number().int(),
  platform: codeOf('Platform', appPlatforms),
  version_name: z.string(),
  build_number: z.number().int(),
  force_update: z.boolean(),
  notes: z.string(),
  released_on: z.string(),
  /** The highest released version of its platform (pre-releases never are). */
  latest: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AppVersionRow = z.infer<typeof appVersionRow>;

const appVersionId = recordId('App version id');
const onAppVersion = (ctx: CommandContext) => ctx.record?.kind === 'appVersion';

const platform = codeOf('Platform', appPlatforms);
const versionName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Version is required.' : 'Version must be text.') })
  .trim()
  .min(1, 'Version is required.')
  .regex(APP_VERSION_PATTERN, APP_VERSION_MESSAGE)
  .describe('Release number, like 2.14.0')
  .meta({ examples: ['2.14.0'] });
const buildNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'Build number is required.' : 'Build number must be a number.') })
  .int('Build number must be a whole number.')
  .min(1, 'Build number must be at least 1.')
  .max(999_999, 'Build number is at most 999999.');
const forceUpdate = z.boolean({ error: 'Force update must be true or false.' }).describe('Users must update before using the app');
const notes = z.string({ error: 'Notes must be text.' }).trim().max(2000, 'Notes are at most 2,000 characters.');

export const appVersionList = defineCommand({
  id: 'appversion.list',
  api: 'appversion_list',
  title: 'List app versions',
  area: 'appversion',
  kind: 'query',
  keywords: ['releases', 'app version', 'ios', 'android', 'force update'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    platform: platform.optional(),
    force_update: forceUpdate.optional(),
    sort_by: z.enum(['released_on', 'version_name', 'build_number', 'created_at'], { error: 'Sort by must be released_on, version_name, build_number or created_at.' }).default('released_on'),
    sort_dir: sortDir,
  }),
  result: pagedResult(appVersionRow),
});

export const addAppVersion = defineCommand({
  id: 'appversion.add',
  api: 'appversion_add',
  title: 'Add app version',
  area: 'appversion',
  kind: 'action',
  keywords: ['new release', 'publish app version'],
  args: z.strictObject({
    platform,
    version_name: versionName,
    build_number: buildNumber,
    force_update: forceUpdate.default(false),
    notes: notes.optional(),
    released_on: isoDate('Release date'),
  }),
  result: z.object({ app_version: appVersionRow }),
});

export const editAppVersion = defineCommand({
  id: 'appversion.edit',
  inverse: editBack('appversion.edit', 'app_version_id', ['platform', 'version_name', 'build_number', 'force_update', 'notes', 'released_on']),
  api: 'appversion_edit',
  title: 'Edit app version',
  area: 'appversion',
  kind: 'action',
  reversible: true,
  keywords: ['change release', 'force update', 'release notes'],
  when: onAppVersion,
  fill: (ctx) => {
    if (!ctx.record || !onAppVersion(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { app_version_id: ctx.record.id, version: seen } : { app_version_id: ctx.record.id };
  },
  recordArg: 'app_version_id',
  args: z.strictObject({
    app_version_id: appVersionId,
    version,
    platform: platform.optional(),
    version_name: versionName.optional(),
    build_number: buildNumber.optional(),
    force_update: forceUpdate.optional(),
    notes: notes.optional(),
    released_on: isoDate('Release date').optional(),
  }),
  result: z.object({ app_version: appVersionRow }),
});

export const deleteAppVersion = defineCommand({
  id: 'appversion.delete',
  api: 'appversion_delete',
  title: 'Delete app version',
  area: 'appversion',
  kind: 'action',
  danger: true,
  keywords: ['remove release'],
  when: onAppVersion,
  fill: (ctx) => (onAppVersion(ctx) ? { app_version_id: ctx.record!.id } : {}),
  recordArg: 'app_version_id',
  args: z.strictObject({ app_version_id: appVersionId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const appversionCommands = [appVersionList, addAppVersion, editAppVersion, deleteAppVersion] as const;
