// Fills a new database with a deterministic demo world: the same scale always gives the same rows,
// ids included. 'demo' is for people to click through; 'large' is for benchmarks.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../db/open';
import { applications, facilities, jobAds, providers, staff } from '../db/schema';
import { applicationRows, planApplications } from './applications';
import { insertRows, maxId, resetSequence } from './bulk-insert';
import { generateJobs } from './jobs';
import { planStaff, StaffFactory } from './people';
import { generateProviders } from './providers';
import { Rng } from './random';
import { areaSeeders } from './areas';

export interface SeedOptions {
  scale: 'demo' | 'large';
}

interface Scale {
  readonly providers: number;
  readonly disabledProviders: number;
  readonly jobAds: number;
  readonly staff: number;
  readonly applications: number;
  /** Floors that guarantee every status code shows up, whatever the weights. */
  readonly minStaffPerStatus: number;
  readonly minJobsPerStatus: number;
  readonly minApplicationsPerStatus: number;
}

const scales: Readonly<Record<SeedOptions['scale'], Scale>> = {
  demo: {
    providers: 12, disabledProviders: 2, jobAds: 60, staff: 600, applications: 1_500,
    minStaffPerStatus: 5, minJobsPerStatus: 2, minApplicationsPerStatus: 10,
  },
  large: {
    providers: 200, disabledProviders: 16, jobAds: 3_000, staff: 100_000, applications: 300_000,
    minStaffPerStatus: 5, minJobsPerStatus: 2, minApplicationsPerStatus: 10,
  },
};

/** Rows per INSERT: measured fastest on both PGlite and PostgreSQL (1,000 and 10,000 were slower). */
const CHUNK = 5_000;
/** Share of applications archived. */
const ARCHIVED_SHARE = 0.08;

/**
 * Seeds providers, facilities, job ads, staff and applications in one transaction and returns the row
 * count per table. Meant for an empty database; ids continue after any rows already there.
 */
export async function seedWorld(db: Db, options: SeedOptions): Promise<Record<string, number>> {
  const scale = scales[options.scale];
  // One stream per concern, so a change to one generator leaves the others' rows as they were.
  const stream = (name: string) => new Rng(`care-console/${options.scale}/${name}`);

  // Only queries are awaited in here: PGlite runs the transaction on its single session.
  return db.transaction(async (tx) => {
    const base = {
      provider: await maxId(tx, providers),
      facility: await maxId(tx, facilities),
      job: await maxId(tx, jobAds),
      staff: await maxId(tx, staff),
      application: await maxId(tx, applications),
    };

    const world = generateProviders(stream('providers'), scale.providers, scale.disabledProviders, base.provider + 1, base.facility + 1);
    await insertChunked(tx, providers, world.providers);
    await insertChunked(tx, facilities, world.facilities);

    const jobs = generateJobs(stream('job-ads'), scale.jobAds, base.job + 1, world, scale.minJobsPerStatus);
    await insertChunked(tx, jobAds, jobs.rows);

    const people = planStaff(stream('staff-plan'), scale.staff, base.staff + 1, scale.minStaffPerStatus);
    const factory = new StaffFactory(stream('staff'), people);
    for (let from = 0; from < people.count; from += CHUNK) {
      await insertRows(tx, staff, factory.rows(from, Math.min(from + CHUNK, people.count)));
    }

    const plan = planApplications(stream('applications'), people, jobs.jobs, {
      total: scale.applications,
      minPerStatus: scale.minApplicationsPerStatus,
      archivedShare: ARCHIVED_SHARE,
    });
    for (let from = 0; from < plan.count; from += CHUNK) {
      await insertRows(tx, applications, applicationRows(plan, base.application + 1, from, Math.min(from + CHUNK, plan.count)));
    }

    for (const table of [providers, facilities, jobAds, staff, applications]) await resetSequence(tx, table);
    const areaCounts: Record<string, number> = {};
    for (const seedArea of areaSeeders) Object.assign(areaCounts, await seedArea({ tx, scale: options.scale, stream: (name) => stream(`area/${name}`) }));
    return {
      ...areaCounts,
      providers: world.providers.length,
      facilities: world.facilities.length,
      job_ads: jobs.rows.length,
      staff: people.count,
      applications: plan.count,
    };
  });
}

async function insertChunked<T extends PgTable>(tx: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) await insertRows(tx, table, rows.slice(from, from + CHUNK));
}
