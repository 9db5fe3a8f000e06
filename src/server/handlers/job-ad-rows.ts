// How job-ad rows are read: the list row and the detail (commands/job-ad-fields.ts), joined with the
// provider and facility, with the ad's application count.
import { eq, sql } from 'drizzle-orm';
import type { JobAdDetail, JobAdRow, ProviderJobStatus } from '../../../commands/job-ad-fields';
import type { Queryable } from '../db/open';
import { applications, facilities, jobAds, providerJobSettings, providers } from '../db/schema';

export const jobAdRowColumns = {
  id: jobAds.id,
  title: jobAds.title,
  position: jobAds.position,
  provider_id: jobAds.providerId,
  provider_name: providers.name,
  facility_id: jobAds.facilityId,
  facility_name: facilities.name,
  state: jobAds.state,
  suburb: jobAds.suburb,
  employment_type: jobAds.employmentType,
  pay_basis: jobAds.payBasis,
  pay_rate: jobAds.payRate,
  pay_rate_max: jobAds.payRateMax,
  status: jobAds.status,
  visible_directly: jobAds.visibleDirectly,
  supply_enabled: jobAds.supplyEnabled,
  application_count: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobAds.id})`.mapWith(Number),
  created_at: jobAds.createdAt,
  updated_at: jobAds.updatedAt,
  version: jobAds.version,
};

export const jobAdRows = (db: Queryable) =>
  db
    .select(jobAdRowColumns)
    .from(jobAds)
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(facilities, eq(facilities.id, jobAds.facilityId));

const detailColumns = {
  ...jobAdRowColumns,
  description: jobAds.description,
  benefits: jobAds.benefits,
  loadings: jobAds.loadings,
  address: jobAds.address,
  supply_limit: jobAds.supplyLimit,
};

export async function loadJobAd(db: Queryable, id: number): Promise<JobAdDetail | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(jobAds)
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(facilities, eq(facilities.id, jobAds.facilityId))
    .where(eq(jobAds.id, id));
  return row;
}

/** The detail after a write to the ad's own columns; the joined names stay as read. */
export const detailAfter = (before: JobAdDetail, u: typeof jobAds.$inferSelect): JobAdDetail => ({
  ...before,
  title: u.title, position: u.position, facility_id: u.facilityId, state: u.state, suburb: u.suburb,
  employment_type: u.employmentType, pay_basis: u.payBasis, pay_rate: u.payRate, pay_rate_max: u.payRateMax,
  status: u.status, visible_directly: u.visibleDirectly, supply_enabled: u.supplyEnabled, description: u.description,
  benefits: u.benefits, loadings: u.loadings, address: u.address, supply_limit: u.supplyLimit,
  updated_at: u.updatedAt, version: u.version,
});

/** A provider's job posting status; no row is the default, open. */
export async function providerJobStatus(db: Queryable, providerId: number): Promise<{ status: ProviderJobStatus; version: number; note: string }> {
  const [row] = await db.select().from(providerJobSettings).where(eq(providerJobSettings.providerId, providerId));
  return row ? { status: row.jobStatus as ProviderJobStatus, version: row.version, note: row.note } : { status: 'open', version: 0, note: '' };
}

export type { JobAdRow };
