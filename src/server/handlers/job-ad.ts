// Job ads: list, detail, posting (create, or a versioned edit), the posting form's data, openings,
// addresses and status moves. Settings and external mappings are in job-ad-settings.ts.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import { jobAdCommands, type jobAdList, type jobAdPosting } from '../../../commands/job-ad';
import type { JobAdDetail, ProviderJobStatus } from '../../../commands/job-ad-fields';
import { benefits, employmentTypes, payBasis, payLoadings } from '../../domain/enums/employment';
import { australianStates } from '../../domain/enums/location';
import {
  ARCHIVED_JOB_AD_STATUS, canMoveJobAd, jobAdMovesFrom, jobAdStatusName, OPEN_JOB_AD_STATUS,
} from '../../domain/job-ad-status-moves';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, jobAds, positionLevels, positions, providerJobSettings, providers } from '../db/schema';
import { descriptionText, sanitiseDescription } from '../html-sanitise';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { detailAfter, jobAdRows, loadJobAd, providerJobStatus, type JobAdRow } from './job-ad-rows';
import { jobAdSettingHandlers } from './job-ad-settings';
import type { HandlerContext, HandlersFor } from './types';

const DRAFT = 1;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const list: PagedListSpec<ParsedArgsOf<typeof jobAdList>, JobAdRow> = {
  name: 'job_ad_list',
  rows: (db) => jobAdRows(db).$dynamic(),
  matching: (db, columns) => db.select(columns).from(jobAds).$dynamic(),
  filters: {
    status: (status) => eq(jobAds.status, status),
    provider_id: (id) => eq(jobAds.providerId, id),
    position: (position) => sql`lower(${jobAds.position}) = lower(${position})`,
    state: (state) => eq(jobAds.state, state),
    keyword: (k) => {
      const like = `%${escapeLike(k)}%`;
      return /^\d+$/.test(k) && Number(k) < 2_147_483_647
        ? or(eq(jobAds.id, Number(k)), ilike(jobAds.title, like))
        : or(ilike(jobAds.title, like), ilike(jobAds.suburb, like), ilike(jobAds.position, like));
    },
  },
  sorts: { id: jobAds.id, title: jobAds.title, status: jobAds.status, created_at: jobAds.createdAt, updated_at: jobAds.updatedAt, pay_rate: jobAds.payRate },
  tieBreak: jobAds.id,
};

async function mustLoad(db: Queryable, id: number): Promise<JobAdDetail> {
  const row = await loadJobAd(db, id);
  if (!row) throw notFound('Job ad', id);
  return row;
}

/** The provider's posting status can hold a move back even when the table allows it (docs/job-ads.md). */
async function refuseMove(db: Queryable, before: JobAdDetail, to: number): Promise<void> {
  const id = before.id;
  if (!canMoveJobAd(before.status, to)) {
    const allowed = jobAdMovesFrom(before.status).map((m) => jobAdStatusName(m.to));
    throw conflict(`Cannot change job ad ${id} from ${jobAdStatusName(before.status)} to ${jobAdStatusName(to)}. ` +
      (allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No status change is allowed from there.'));
  }
  const goesLive = to === OPEN_JOB_AD_STATUS || to === 4 || to === 44;
  if (!goesLive) return;
  const provider = await providerJobStatus(db, before.provider_id);
  if (provider.status === 'suspended') {
    throw conflict(`Job ad ${id} cannot be published or submitted: job posting for ${before.provider_name} is suspended.`);
  }
  const approving = before.status === 4 || before.status === 44;
  if (to === OPEN_JOB_AD_STATUS && !approving && provider.status === 'approval_required') {
    throw conflict(`Job ad ${id} needs approval first: ${before.provider_name} posts with approval required. Submit it for approval (status 4).`);
  }
  if (descriptionText(before.description) === '') {
    throw conflict(`Job ad ${id} has no description yet. Write one before it is published or submitted.`);
  }
}

type PostingArgs = ParsedArgsOf<typeof jobAdPosting>;

/** Awaiting approval again after a published ad's edit (spec §3 code 44). */
const RESUBMITTED = 44;

/** Whether what applicants would read differs from the stored ad (saving it unchanged resubmits nothing). */
function postingChanged(before: JobAdDetail, c: Awaited<ReturnType<typeof postingColumns>>): boolean {
  const now: Record<string, unknown> = {
    title: c.title, facility_id: c.facilityId, position: c.position, employment_type: c.employmentType, pay_basis: c.payBasis, pay_rate: c.payRate,
    pay_rate_max: c.payRateMax, state: c.state, suburb: c.suburb, address: c.address, description: c.description, benefits: c.benefits, loadings: c.loadings,
  };
  const was = before as unknown as Record<string, unknown>;
  return Object.entries(now).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key]));
}

/** Checks that need the database, each naming its field; returns the columns to write. */
async function postingColumns(db: Queryable, a: PostingArgs) {
  const [provider] = await db.select({ id: providers.id, status: providers.status }).from(providers).where(eq(providers.id, a.provider_id));
  if (!provider) throw invalidArguments([{ path: 'provider_id', message: `Provider ${a.provider_id} does not exist.` }]);
  if (a.facility_id != null) {
    const [facility] = await db.select({ providerId: facilities.providerId }).from(facilities).where(eq(facilities.id, a.facility_id));
    if (!facility || facility.providerId !== a.provider_id) {
      throw invalidArguments([{ path: 'facility_id', message: `Facility ${a.facility_id} is not one of provider ${a.provider_id}'s facilities.` }]);
    }
  }
  return {
    title: a.title, providerId: a.provider_id, facilityId: a.facility_id ?? null, position: a.position,
    employmentType: a.employment_type, payBasis: a.pay_basis, payRate: a.pay_rate, payRateMax: a.pay_rate_max ?? null,
    state: a.state, suburb: a.suburb, address: a.address, description: sanitiseDescription(a.description),
    benefits: a.benefits, loadings: a.loadings,
  };
}

async function post(a: PostingArgs, ctx: HandlerContext): Promise<JobAdDetail> {
  const columns = await postingColumns(ctx.db, a);
  if (a.job_id === undefined) {
    if ((await providerJobStatus(ctx.db, a.provider_id)).status === 'suspended') {
      throw conflict(`Provider ${a.provider_id} cannot post job ads: job posting is suspended.`);
    }
    const [created] = await ctx.db.insert(jobAds).values({ ...columns, status: DRAFT }).returning({ id: jobAds.id });
    const after = await mustLoad(ctx.db, created.id);
    ctx.audit({ entity: 'jobAd', entityId: created.id, before: null, after });
    return after;
  }
  // A live ad of a provider whose ads need approval goes back for approval (44) when edited: what the
  // approver passed is not what would now be shown.
  const needsApproval = (await providerJobStatus(ctx.db, a.provider_id)).status === 'approval_required';
  return versionedUpdate(ctx, {
    noun: 'Job ad', id: a.job_id, seen: a.version!, load: loadJobAd, table: jobAds, entity: 'jobAd',
    change: (before) => {
      if (before.status === ARCHIVED_JOB_AD_STATUS) throw conflict(`Job ad ${a.job_id} is archived. Restore it as a draft before editing.`);
      if (before.provider_id !== a.provider_id) throw conflict(`Job ad ${a.job_id} belongs to ${before.provider_name}; an ad cannot move to another provider.`);
      if (needsApproval && before.status === OPEN_JOB_AD_STATUS && postingChanged(before, columns)) return { ...columns, status: RESUBMITTED };
      return columns;
    },
    // No `after`: the facility may have changed, so the detail is read again with its name.
  });
}

async function postingData(jobId: number | undefined, db: Queryable) {
  const job = jobId === undefined ? null : await mustLoad(db, jobId);
  const [providerRows, positionRows] = await Promise.all([
    db.select({ id: providers.id, name: providers.name, state: providers.state, job_status: sql<ProviderJobStatus>`coalesce(${providerJobSettings.jobStatus}, 'open')` })
      .from(providers).leftJoin(providerJobSettings, eq(providerJobSettings.providerId, providers.id))
      .where(or(eq(providers.status, 'enabled'), eq(providers.id, job?.provider_id ?? 0))).orderBy(asc(providers.name)),
    db.select({
      id: positions.id, name: positions.name,
      min_rate: sql<number | null>`(select min(${positionLevels.hourlyRate})::float8 from ${positionLevels} where ${positionLevels.positionId} = ${positions.id})`,
      max_rate: sql<number | null>`(select max(${positionLevels.hourlyRate})::float8 from ${positionLevels} where ${positionLevels.positionId} = ${positions.id})`,
    }).from(positions).orderBy(asc(positions.sortOrder), asc(positions.name)),
  ]);
  const options = (e: { codes: readonly (number | string)[]; label: (c: number | string) => string | undefined }) =>
    e.codes.map((value) => ({ value, label: e.label(value) ?? String(value) }));
  return {
    job_data: job,
    new_job_data: {
      defaults: { employment_type: 1, pay_basis: 2, state: 'NSW', status: DRAFT },
      provider_list: providerRows,
      position_list: positionRows.map((p) => ({ ...p, min_rate: p.min_rate === null ? null : Number(p.min_rate), max_rate: p.max_rate === null ? null : Number(p.max_rate) })),
      employment_types: options(employmentTypes), pay_basis: options(payBasis), benefits: options(benefits),
      loadings: options(payLoadings), states: options(australianStates),
    },
  };
}

export const jobAdHandlers: HandlersFor<typeof jobAdCommands> = {
  'job.list': (args, ctx) => pagedList(ctx.db, list, args),

  async 'job.detail'({ job_id }, ctx) {
    const detail = await mustLoad(ctx.db, job_id);
    const provider = await providerJobStatus(ctx.db, detail.provider_id);
    return {
      detail,
      status_moves: jobAdMovesFrom(detail.status).map((m) => ({ to: m.to, label: m.label, danger: m.danger })),
      provider_job_status: provider.status,
    };
  },

  'job.posting': (args, ctx) => post(args, ctx),

  'job.postingData': ({ job_id }, ctx) => postingData(job_id, ctx.db),

  async 'job.openings'({ provider_id, keyword }, ctx) {
    const where = and(
      eq(jobAds.status, OPEN_JOB_AD_STATUS),
      provider_id ? eq(jobAds.providerId, provider_id) : undefined,
      keyword ? ilike(jobAds.title, `%${escapeLike(keyword)}%`) : undefined,
    );
    const rows = await ctx.db
      .select({ id: jobAds.id, title: jobAds.title, position: jobAds.position, provider_name: providers.name, suburb: jobAds.suburb, state: jobAds.state })
      .from(jobAds).innerJoin(providers, eq(providers.id, jobAds.providerId)).where(where).orderBy(asc(jobAds.title), asc(jobAds.id)).limit(500);
    return { job_list: rows };
  },

  async 'job.addresses'({ provider_id }, ctx) {
    const [provider] = await ctx.db.select().from(providers).where(eq(providers.id, provider_id));
    if (!provider) throw notFound('Provider', provider_id);
    const sites = await ctx.db.select().from(facilities).where(eq(facilities.providerId, provider_id)).orderBy(asc(facilities.name));
    // The provider's own office first (ads for the provider as a whole), then each facility.
    const office = provider.address
      ? [{ facility_id: null, name: provider.name, address: provider.address, suburb: '', state: provider.state, postcode: '' }]
      : [];
    return {
      address_list: [...office, ...sites.map((f) => ({ facility_id: f.id, name: f.name, address: f.address, suburb: f.suburb, state: f.state, postcode: f.postcode }))],
    };
  },

  async 'job.changeStatus'({ job_id, status, version }, ctx) {
    const current = await mustLoad(ctx.db, job_id);
    if (current.version === version && current.status !== status) await refuseMove(ctx.db, current, status);
    return versionedUpdate(ctx, {
      noun: 'Job ad', id: job_id, seen: version, load: loadJobAd, table: jobAds, entity: 'jobAd', after: detailAfter,
      change: (before) => (before.status === status ? null : { status }),
    });
  },

  ...jobAdSettingHandlers,
};

