// What the interviews area's seed reads from the world already inserted: the applications (a sample at
// the 'large' scale) with their job, place and applicant, and a few shared helpers for its dates.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { applications, facilities, jobAds, providers, staff } from '../../db/schema';
import { DAY_MS, EPOCH_MS } from '../clock';
import type { Rng } from '../random';

export interface SeedApplication {
  id: number;
  status: number;
  appliedMs: number;
  updatedMs: number;
  position: string;
  state: string;
  /** Where an interview in person is held: the facility, else the provider's office. */
  place: string;
  firstName: string;
}

/** Every tenth application at the 'large' scale: enough to make screens and benchmarks realistic. */
const LARGE_SAMPLE_EVERY = 10;

export async function seedApplications(tx: Queryable, scale: 'demo' | 'large'): Promise<SeedApplication[]> {
  const rows = await tx
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      updatedAt: applications.updatedAt,
      position: jobAds.position,
      state: jobAds.state,
      place: sql<string>`coalesce(${facilities.name} || ', ' || ${facilities.address} || ', ' || ${facilities.suburb} || ' ' || ${facilities.state}, ${providers.address})`,
      firstName: staff.firstName,
    })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(facilities, eq(facilities.id, jobAds.facilityId))
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .where(and(scale === 'large' ? sql`${applications.id} % ${LARGE_SAMPLE_EVERY} = 0` : undefined))
    .orderBy(asc(applications.id));
  return rows.map((r) => ({
    id: r.id, status: r.status, appliedMs: Date.parse(r.appliedAt), updatedMs: Date.parse(r.updatedAt),
    position: r.position, state: r.state, place: r.place, firstName: r.firstName,
  }));
}

/** Standard time offsets in November (daylight saving where the state keeps it), in hours. */
const novemberOffset: Readonly<Record<string, number>> = { NSW: 11, ACT: 11, VIC: 11, TAS: 11, SA: 10.5, QLD: 10, NT: 9.5, WA: 8 };

/**
 * A weekday business-hours start (9:00 to 16:30 local, 15-minute steps) on the day of `ms`, moved off
 * weekends (to the Friday before when `earlier`, so a past interview stays in the past): interviews happen
 * when the facility's managers are in.
 */
export function workdayStart(rng: Rng, ms: number, state: string, earlier = false): number {
  let day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = new Date(day).getUTCDay();
  if (weekday === 6) day += (earlier ? -1 : 2) * DAY_MS;
  if (weekday === 0) day += (earlier ? -2 : 1) * DAY_MS;
  const localMinutes = rng.int(9 * 4, 16 * 4 + 2) * 15;
  return day + (localMinutes - (novemberOffset[state] ?? 10) * 60) * 60_000;
}

/** A moment no later than the seed's now. */
export const notAfterEpoch = (ms: number) => Math.min(ms, EPOCH_MS - 60_000);

/** A moment in [from, to); when the window is empty, one shortly before `to` (dates never run past their end). */
export const between = (rng: Rng, from: number, to: number) => (to > from ? rng.float(from, to) : to - rng.float(0, 3_600_000));
