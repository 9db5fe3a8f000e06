// Handlers of commands/appversion.ts over app_versions (tables/devops.ts). The version name is parsed into
// major/minor/patch columns so releases sort as numbers; `latest` is worked out in SQL per platform.
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { appVersionList, AppVersionRow, appversionCommands } from '../../../commands/appversion';
import { parseAppVersion } from '../../domain/app-version-number';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { appVersions } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const creatorName = sql<string | null>`(select a.name from accounts a where a.id = "app_versions"."created_by")`;
/** One number that orders releases: major, minor, patch, then build. */
const orderKey = sql`((${appVersions.major}::bigint * 10000 + ${appVersions.minor}) * 10000 + ${appVersions.patch}) * 1000000 + ${appVersions.buildNumber}`;
// Qualified by hand: inside a one-table select drizzle writes bare column names, which the subquery would read as its own.
const latest = sql<boolean>`(position('-' in "app_versions"."version_name") = 0 and not exists (
  select 1 from app_versions o where o.platform = "app_versions"."platform" and position('-' in o.version_name) = 0
    and (o.major, o.minor, o.patch, o.build_number) > ("app_versions"."major", "app_versions"."minor", "app_versions"."patch", "app_versions"."build_number")))`;

const columns = {
  id: appVersions.id, platform: appVersions.platform, version_name: appVersions.versionName, build_number: appVersions.buildNumber,
  force_update: appVersions.forceUpdate, notes: appVersions.notes, released_on: appVersions.releasedOn, latest, created_by_name: creatorName,
  created_at: appVersions.createdAt, updated_at: appVersions.updatedAt, version: appVersions.version,
};
const rows = (db: Queryable) => db.select(columns).from(appVersions).$dynamic();

async function loadAppVersion(db: Queryable, id: number): Promise<AppVersionRow | undefined> {
  const [row] = await rows(db).where(eq(appVersions.id, id));
  return row as AppVersionRow | undefined;
}

function numbers(versionName: string) {
  const parsed = parseAppVersion(versionName)!; // the command's schema has checked it
  return { major: parsed.major, minor: parsed.minor, patch: parsed.patch };
}

async function requireFree(db: Queryable, platform: string, versionName: string, except?: number) {
  const same = and(eq(appVersions.platform, platform), eq(appVersions.versionName, versionName));
  const [taken] = await db.select({ id: appVersions.id }).from(appVersions).where(except === undefined ? same : and(same, ne(appVersions.id, except)));
  if (taken) throw invalidArguments([{ path: 'version_name', message: `${platform} ${versionName} is already listed (app version ${taken.id}).` }]);
}

const listSpec: PagedListSpec<ParsedArgsOf<typeof appVersionList>, AppVersionRow> = {
  name: 'appversion_list',
  rows,
  matching: (db, cols) => db.select(cols).from(appVersions).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(appVersions.versionName, `${k.replace(/[\\%_]/g, '\\$&')}%`), ilike(appVersions.notes, containing(k))),
    platform: (p) => eq(appVersions.platform, p),
    force_update: (f) => eq(appVersions.forceUpdate, f),
  },
  // Newest first: by release date, then by version within a day.
  sorts: { released_on: appVersions.releasedOn, version_name: orderKey, build_number: appVersions.buildNumber, created_at: appVersions.createdAt },
  tieBreak: appVersions.id,
};

export const appversionHandlers: HandlersFor<typeof appversionCommands> = {
  'appversion.list': (args, ctx) => pagedList(ctx.db, listSpec, args),

  async 'appversion.add'({ platform, version_name, build_number, force_update, notes, released_on }, ctx) {
    await requireFree(ctx.db, platform, version_name);
    const [inserted] = await ctx.db.insert(appVersions).values({
      platform, versionName: version_name, ...numbers(version_name), buildNumber: build_number, forceUpdate: force_update, notes: notes ?? '',
      releasedOn: released_on, createdBy: ctx.account?.id ?? null,
    }).onConflictDoNothing().returning({ id: appVersions.id });
    if (!inserted) throw conflict(`${platform} ${version_name} was added by someone else just now. Reload the list.`);
    const app_version = (await loadAppVersion(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'app_version', entityId: app_version.id, before: null, after: app_version });
    return { app_version };
  },

  async 'appversion.edit'({ app_version_id, version, ...fields }, ctx) {
    const current = await loadAppVersion(ctx.db, app_version_id);
    if (current && (fields.platform !== undefined || fields.version_name !== undefined)) {
      await requireFree(ctx.db, fields.platform ?? current.platform, fields.version_name ?? current.version_name, app_version_id);
    }
    const app_version = await versionedUpdate(ctx, {
      noun: 'App version', entity: 'app_version', id: app_version_id, seen: version, table: appVersions, load: loadAppVersion,
      change: (before) => {
        const set: Partial<typeof appVersions.$inferInsert> = {};
        if (fields.platform !== undefined && fields.platform !== before.platform) set.platform = fields.platform;
        if (fields.version_name !== undefined && fields.version_name !== before.version_name) Object.assign(set, { versionName: fields.version_name, ...numbers(fields.version_name) });
        if (fields.build_number !== undefined && fields.build_number !== before.build_number) set.buildNumber = fields.build_number;
        if (fields.force_update !== undefined && fields.force_update !== before.force_update) set.forceUpdate = fields.force_update;
        if (fields.notes !== undefined && fields.notes !== before.notes) set.notes = fields.notes;
        if (fields.released_on !== undefined && fields.released_on !== before.released_on) set.releasedOn = fields.released_on;
        return Object.keys(set).length ? set : null;
      },
    });
    return { app_version };
  },

  async 'appversion.delete'({ app_version_id }, ctx) {
    const before = await loadAppVersion(ctx.db, app_version_id);
    if (!before) throw notFound('App version', app_version_id);
    await ctx.db.delete(appVersions).where(eq(appVersions.id, app_version_id));
    ctx.audit({ entity: 'app_version', entityId: app_version_id, before, after: null });
    return { id: app_version_id, deleted: true as const };
  },
};
