/**
 * Issue 13: the main application list's p99 on PostgreSQL at 1,000,000 applications stays within 2× of
 * its p99 at 100,000. One database (cc_bench_scale, made afresh each run): the demo world, its
 * applications topped up with generate_series to 100,000, measured; topped up to 1,000,000, measured.
 * The calls are what recruiters make: newest first, pages 1–50, a status filter on two calls of three, a
 * job filter on one of five, archived hidden. `npx tsx test/bench/million-applications.ts`
 * (BENCH_SCALE_SIZES=100000,1000000 by default; BENCH_SECONDS per run).
 */
import { applicationStatus } from '../../src/domain/enums/application-status';
import { ensureAdmin, seedIfEmpty } from '../../src/server/bootstrap';
import { configFromEnv } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/open';
import { CONNECTIONS, PASSWORD, SECONDS, load, pgUrl, print, signIn, spawnServer, stop, withDatabase, withPgClient, type Figures } from './bench-kit';

const DB = 'cc_bench_scale';
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '100000,1000000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT || 18_600);
const url = withDatabase(pgUrl, DB);


/** A fresh database with the demo world (providers, jobs, 600 applicants, 1,500 applications). */
async function makeWorld(): Promise<void> {
  await withPgClient(pgUrl, async (c) => {
    await c.query(`drop database if exists ${DB} with (force)`);
    await c.query(`create database ${DB}`);
  });
  const database = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(database);
  const config = configFromEnv({ ADMIN_PASSWORD: PASSWORD, SEED_SCALE: 'demo' } as NodeJS.ProcessEnv);
  await ensureAdmin(database.db, config, () => {});
  await seedIfEmpty(database.db, config, () => {});
  await database.close();
}

/**
 * Adds applications until there are `size`: each to an existing applicant and job, every status code,
 * one in twelve archived, applied over the last two years. Deterministic (from the series number), then
 * VACUUM ANALYZE, as autovacuum would soon after.
 */
async function topUp(size: number): Promise<number> {
  return withPgClient(url, async (c) => {
    const [{ n }] = (await c.query('select count(*)::int as n from applications')).rows;
    if (n < size) {
      await c.query(
        `with s as (select array_agg(id order by id) as ids from staff),
              j as (select array_agg(id order by id) as ids from job_ads),
              codes as (select $2::int[] as ids)
         insert into applications (job_id, staff_id, status, archived, applied_at)
         select j.ids[(1 + (g * 7919) % array_length(j.ids, 1))::int],
                s.ids[(1 + (g * 104729) % array_length(s.ids, 1))::int],
                codes.ids[(1 + (g * 31) % array_length(codes.ids, 1))::int],
                g % 12 = 0,
                now() - make_interval(secs => ((g * 6151) % (730 * 86400))::double precision)
         from generate_series(1, $1::bigint) as g, s, j, codes`,
        [size - n, applicationStatus.codes],
      );
    }
    // VACUUM as well as ANALYZE: autovacuum would soon after so many inserts, and until then no index-only
    // scan can skip the heap (the visibility map is empty), which is not the steady state being measured.
    await c.query('vacuum analyze applications');
    return (await c.query('select count(*)::int as n from applications')).rows[0].n as number;
  });
}

async function measure(size: number): Promise<Figures[]> {
  const server = await spawnServer('src/server/main.ts', { DATABASE_URL: url }, PORT);
  try {
    const headers = await signIn(PORT);
    const base = `http://127.0.0.1:${PORT}/api/admin`;
    const jobs = ((await (await fetch(`${base}/job_ad_list`, { method: 'POST', headers, body: JSON.stringify({ page_size: 50 }) })).json()).data?.list ?? []) as { id: number }[];
    const statuses = applicationStatus.codes;
    let n = 0;
    const mixed = await load(`list, mixed filters (${size.toLocaleString('en')})`, {
      url: `${base}/job_applicant_list_v2`, headers,
      requests: [{
        setupRequest: (req) => {
          n++;
          const body: Record<string, unknown> = { page: (n % 50) + 1, page_size: 20, archived: false };
          if (n % 3) body.status = statuses[n % statuses.length];
          if (n % 5 === 0 && jobs.length) body.job_id = jobs[n % jobs.length].id;
          return { ...req, body: JSON.stringify(body) };
        },
      }],
    });
    print(mixed);
    const first = await load(`list, first page, no filter (${size.toLocaleString('en')})`, { url: `${base}/job_applicant_list_v2`, headers, body: '{}' });
    print(first);
    return [mixed, first];
  } finally {
    await stop(server);
  }
}

console.log(`Application list at scale on PostgreSQL: ${SECONDS} s per run, ${CONNECTIONS} connections, loopback only`);
const started = Date.now();
await makeWorld();
console.log(`  demo world ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const figures: Figures[][] = [];
for (const size of SIZES) {
  const t = Date.now();
  const count = await topUp(size);
  console.log(`\n${count.toLocaleString('en')} applications (topped up in ${((Date.now() - t) / 1000).toFixed(1)} s)`);
  figures.push(await measure(size));
}
if (figures.length >= 2) {
  const [small, large] = [figures[0], figures.at(-1)!];
  for (let i = 0; i < small.length; i++) {
    const ratio = large[i].p99 / Math.max(small[i].p99, 0.1);
    console.log(`  p99 ${SIZES.at(-1)!.toLocaleString('en')} / ${SIZES[0].toLocaleString('en')}, ${small[i].name.replace(/ \(.*/, '')}: ${large[i].p99.toFixed(1)} / ${small[i].p99.toFixed(1)} ms = ${ratio.toFixed(2)}× (target ≤ 2×)`);
  }
}
// Leaves cc_bench_scale for a look afterwards; the next run makes it afresh.
