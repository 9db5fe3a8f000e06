// Job-ad settings: visible-directly and supply on the ad, each provider's job posting status, the
// status counts, and external job mappings.
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { jobAdCommands } from '../../../commands/job-ad';
import type { ProviderJobStatus } from '../../../commands/job-ad-fields';
import { jobAdStatus } from '../../domain/enums/job-ad-status';
import { ARCHIVED_JOB_AD_STATUS } from '../../domain/job-ad-status-moves';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { externalJobMappings, jobAds, providerJobSettings, providers } from '../db/schema';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { detailAfter, loadJobAd, providerJobStatus } from './job-ad-rows';
import type { HandlersFor } from './types';

type SettingIds =
  | 'job.setVisibleDirectly' | 'job.setSupply' | 'job.providerJobStatuses' | 'job.statusCounts' | 'job.setProviderJobStatus'
  | 'job.externalMappings' | 'job.addExternalMapping' | 'job.editExternalMapping' | 'job.deleteExternalMapping';

const jobSetting = (job_id: number, version: number) => ({ noun: 'Job ad', id: job_id, seen: version, load: loadJobAd, table: jobAds, entity: 'jobAd', after: detailAfter });

const mappingColumns = {
  id: externalJobMappings.id, job_id: externalJobMappings.jobId, job_title: jobAds.title, source: externalJobMappings.source,
  external_id: externalJobMappings.externalId, external_url: externalJobMappings.externalUrl,
  updated_at: externalJobMappings.updatedAt, version: externalJobMappings.version,
};
const mappingRows = (db: Queryable) => db.select(mappingColumns).from(externalJobMappings).innerJoin(jobAds, eq(jobAds.id, externalJobMappings.jobId));
const loadMapping = async (db: Queryable, id: number) => (await mappingRows(db).where(eq(externalJobMappings.id, id)))[0];

/** One board's external id maps to one ad only; the unique index backs this up under races. */
async function refuseTaken(db: Queryable, source: string, externalId: string, except: number | null) {
  const [taken] = await mappingRows(db).where(and(eq(externalJobMappings.source, source), eq(externalJobMappings.externalId, externalId)));
  if (taken && taken.id !== except) {
    throw conflict(`${source} job ${externalId} is already mapped to job ad ${taken.job_id} (${taken.job_title}).`);
  }
}

const providerColumns = {
  provider_id: providers.id,
  provider_name: providers.name,
  job_status: sql<ProviderJobStatus>`coalesce(${providerJobSettings.jobStatus}, 'open')`,
  note: sql<string>`coalesce(${providerJobSettings.note}, '')`,
  version: sql<number>`coalesce(${providerJobSettings.version}, 0)`.mapWith(Number),
  published_count: sql<number>`(select count(*)::int from ${jobAds} where ${jobAds.providerId} = ${providers.id} and ${jobAds.status} = 2)`.mapWith(Number),
  total_count: sql<number>`(select count(*)::int from ${jobAds} where ${jobAds.providerId} = ${providers.id})`.mapWith(Number),
};
const providerRows = (db: Queryable) =>
  db.select(providerColumns).from(providers).leftJoin(providerJobSettings, eq(providerJobSettings.providerId, providers.id));
const providerRow = async (db: Queryable, providerId: number) => (await providerRows(db).where(eq(providers.id, providerId)))[0];

export const jobAdSettingHandlers: Pick<HandlersFor<typeof jobAdCommands>, SettingIds> = {
  'job.setVisibleDirectly': ({ job_id, visible_directly, version }, ctx) =>
    versionedUpdate(ctx, {
      ...jobSetting(job_id, version),
      change: (before) => {
        if (before.status === ARCHIVED_JOB_AD_STATUS) throw conflict(`Job ad ${job_id} is archived; its visibility cannot change.`);
        return before.visible_directly === visible_directly ? null : { visibleDirectly: visible_directly };
      },
    }),

  'job.setSupply': ({ job_id, supply_enabled, supply_limit, version }, ctx) =>
    versionedUpdate(ctx, {
      ...jobSetting(job_id, version),
      change: (before) => {
        if (before.status === ARCHIVED_JOB_AD_STATUS) throw conflict(`Job ad ${job_id} is archived; candidates cannot be supplied to it.`);
        const limit = supply_enabled ? (supply_limit ?? before.supply_limit) : before.supply_limit;
        return before.supply_enabled === supply_enabled && before.supply_limit === limit ? null : { supplyEnabled: supply_enabled, supplyLimit: limit };
      },
    }),

  async 'job.providerJobStatuses'({ keyword }, ctx) {
    const list = await providerRows(ctx.db)
      .where(keyword ? ilike(providers.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined).orderBy(asc(providers.name), asc(providers.id)).limit(500);
    return { list };
  },

  async 'job.statusCounts'({ provider_id }, ctx) {
    const rows = await ctx.db.select({ status: jobAds.status, count: sql<number>`count(*)::int`.mapWith(Number) }).from(jobAds)
      .where(provider_id ? eq(jobAds.providerId, provider_id) : undefined).groupBy(jobAds.status);
    const counts = new Map(rows.map((r) => [r.status, r.count]));
    return { status_list: jobAdStatus.codes.map((status) => ({ status, label: jobAdStatus.label(status)!, count: counts.get(status) ?? 0 })) };
  },

  async 'job.setProviderJobStatus'({ provider_id, job_status, note, version }, ctx) {
    const before = await providerRow(ctx.db, provider_id);
    if (!before) throw notFound('Provider', provider_id);
    if (before.version !== version) {
      throw conflict(`Job posting status of provider ${provider_id} was changed by someone else (now version ${before.version}, you had ${version}). Reload and try again.`, { current_version: before.version });
    }
    if (before.job_status === job_status && before.note === note) return before;
    if (version === 0) {
      await ctx.db.insert(providerJobSettings).values({ providerId: provider_id, jobStatus: job_status, note });
    } else {
      const updated = await ctx.db.update(providerJobSettings).set({ jobStatus: job_status, note, version: version + 1, updatedAt: sql`now()` })
        .where(and(eq(providerJobSettings.providerId, provider_id), eq(providerJobSettings.version, version))).returning({ id: providerJobSettings.id });
      if (updated.length === 0) throw conflict(`Job posting status of provider ${provider_id} was changed by someone else just now. Reload and try again.`);
    }
    const after = await providerRow(ctx.db, provider_id);
    ctx.audit({ entity: 'providerJobStatus', entityId: provider_id, before, after });
    return after;
  },

  async 'job.externalMappings'({ job_id }, ctx) {
    if (job_id !== undefined && !(await loadJobAd(ctx.db, job_id))) throw notFound('Job ad', job_id);
    const rows = await mappingRows(ctx.db).where(job_id ? eq(externalJobMappings.jobId, job_id) : undefined)
      .orderBy(asc(externalJobMappings.jobId), asc(externalJobMappings.source), asc(externalJobMappings.id)).limit(1000);
    return { mapping_list: rows };
  },

  async 'job.addExternalMapping'({ job_id, source, external_id, external_url }, ctx) {
    if (!(await loadJobAd(ctx.db, job_id))) throw notFound('Job ad', job_id);
    await refuseTaken(ctx.db, source, external_id, null);
    const [created] = await ctx.db.insert(externalJobMappings).values({ jobId: job_id, source, externalId: external_id, externalUrl: external_url }).returning({ id: externalJobMappings.id });
    const after = (await loadMapping(ctx.db, created.id))!;
    ctx.audit({ entity: 'externalJobMapping', entityId: created.id, before: null, after });
    return after;
  },

  async 'job.editExternalMapping'({ mapping_id, source, external_id, external_url, version }, ctx) {
    await refuseTaken(ctx.db, source, external_id, mapping_id);
    return versionedUpdate(ctx, {
      noun: 'External job mapping', id: mapping_id, seen: version, load: loadMapping, table: externalJobMappings, entity: 'externalJobMapping',
      change: (b) => (b.source === source && b.external_id === external_id && b.external_url === external_url ? null : { source, externalId: external_id, externalUrl: external_url }),
    });
  },

  async 'job.deleteExternalMapping'({ mapping_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'External job mapping', id: mapping_id, seen: version, load: loadMapping });
    await ctx.db.delete(externalJobMappings).where(and(eq(externalJobMappings.id, mapping_id), eq(externalJobMappings.version, version)));
    ctx.audit({ entity: 'externalJobMapping', entityId: mapping_id, before, after: null });
    return { id: mapping_id, deleted: true };
  },
};
