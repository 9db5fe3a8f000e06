// Job ads: a position at a facility (or a provider's office), with award-like pay and a status.
// Each ad also records when it was open, so applications land only while it could be applied to.
import { employmentTypes, type EmploymentTypeCode, type PayBasisCode } from '../../domain/enums/employment';
import { jobAdStatus, type JobAdStatusCode } from '../../domain/enums/job-ad-status';
import type { jobAds } from '../db/schema';
import { createdAtFor, DAY_MS, EPOCH_MS, isoAt } from './clock';
import type { Site } from './providers';
import { quotaSequence, weightedPicker, type Rng, type Weighted } from './random';
import { suburbs } from './suburbs';
import { positions } from './vocabulary';

export type JobRow = typeof jobAds.$inferInsert;

/** What the application generator needs to know about an ad. */
export interface JobInfo {
  readonly id: number;
  readonly suburb: number;
  readonly createdAt: number;
  /** Until when it took applications (the epoch while still published). */
  readonly closedAt: number;
  /** Ever published, so it can have applications at all. */
  readonly receivedApplications: boolean;
}

/** Every code listed; published ads dominate, with a long tail of archived ones. */
const statusWeights: Readonly<Record<JobAdStatusCode, number>> = {
  1: 8, 2: 45, 3: 10, 4: 5, 44: 3, 5: 3, 55: 2, 10: 5, 100: 19,
};
/** Drafts, ads awaiting approval and live ads belong to providers that are still enabled. */
const needsEnabledProvider = new Set<number>([1, 2, 4, 44, 10]);
const wasPublished = new Set<number>([2, 3, 10, 100]);
const closed = new Set<number>([3, 100]);

const pickEmployment = weightedPicker<EmploymentTypeCode>([[1, 40], [3, 30], [2, 18], [4, 7], [5, 5]]);
const pickPosition = weightedPicker(positions);
const ANNUALLY: PayBasisCode = 1;
const HOURLY: PayBasisCode = 2;
const FULL_TIME: EmploymentTypeCode = 2;
const CASUAL: EmploymentTypeCode = 1;
/** Casual employees get a 25% loading instead of leave. */
const CASUAL_LOADING = 1.25;

export function generateJobs(
  rng: Rng,
  count: number,
  firstId: number,
  sites: { facilitySites: readonly Site[]; officeSites: readonly Site[] },
  minPerStatus: number,
): { rows: JobRow[]; jobs: JobInfo[] } {
  const weights: Weighted<number> = jobAdStatus.codes.map((code) => [code, statusWeights[code]]);
  const statuses = quotaSequence(rng, weights, count, minPerStatus);
  const rows: JobRow[] = [];
  const jobs: JobInfo[] = [];
  for (let i = 0; i < count; i++) {
    const status = statuses[i];
    const createdAt = createdAtFor(i, count, 540, rng.next());
    // One ad in twenty is posted for the provider as a whole rather than one facility.
    const pool = (rng.chance(0.05) ? sites.officeSites : sites.facilitySites)
      .filter((site) => site.enabled || !needsEnabledProvider.has(status));
    const existing = pool.filter((site) => site.createdAt < createdAt);
    const site = rng.pick(existing.length > 0 ? existing : pool);
    const place = suburbs[site.suburb];
    const position = pickPosition(rng);
    const employmentType = pickEmployment(rng);
    const annual = position.salaried && employmentType === FULL_TIME && rng.chance(0.6);
    const hourly = rng.float(position.hourly[0], position.hourly[1]) * (employmentType === CASUAL ? CASUAL_LOADING : 1);
    // A full-time year is 38 hours a week; salaries are advertised in round hundreds.
    const payRate = annual ? Math.round((hourly * 38 * 52) / 100) * 100 : Math.round(hourly * 100) / 100;

    const closedAt = closed.has(status)
      ? Math.min(createdAt + rng.int(21, 120) * DAY_MS, createdAt + (EPOCH_MS - createdAt) * 0.9)
      : wasPublished.has(status) ? EPOCH_MS : createdAt;
    const updatedAt = closed.has(status)
      ? closedAt
      : wasPublished.has(status)
        ? createdAt + (EPOCH_MS - createdAt) * rng.next() ** 2
        : Math.min(createdAt + rng.float(0, 5) * DAY_MS, EPOCH_MS);
    const id = firstId + i;
    rows.push({
      id,
      providerId: site.providerId,
      facilityId: site.facilityId,
      title: `${position.title} – ${place.name} (${employmentTypes.label(employmentType)})`,
      position: position.title,
      employmentType,
      payBasis: annual ? ANNUALLY : HOURLY,
      payRate,
      status,
      state: place.state,
      suburb: place.name,
      createdAt: isoAt(createdAt),
      updatedAt: isoAt(updatedAt),
    });
    jobs.push({ id, suburb: site.suburb, createdAt, closedAt, receivedApplications: wasPublished.has(status) });
  }
  return { rows, jobs };
}
