// The large world the API benches load (100,000 applicants, 300,000 applications): database cc_bench on
// PostgreSQL, .tmp/bench-pglite on PGlite. Seeded once and kept between runs (a few minutes each); a run
// only applies new migrations to it.
import path from 'node:path';
import { ensureAdmin, seedIfEmpty } from '../../src/server/bootstrap';
import { configFromEnv } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/open';
import { PASSWORD, pgUrl, root, withDatabase, withPgClient } from './bench-kit';

export type BenchTarget = 'pglite' | 'postgres';

/** Makes (or brings up to date) the target's large world and returns the environment a server needs to use it. */
export async function prepareLarge(target: BenchTarget): Promise<Record<string, string>> {
  const env = { ADMIN_PASSWORD: PASSWORD, SEED_SCALE: 'large' } as NodeJS.ProcessEnv;
  const started = Date.now();
  let database;
  let serverEnv: Record<string, string>;
  if (target === 'postgres') {
    await withPgClient(pgUrl, async (admin) => {
      const exists = await admin.query(`select 1 from pg_database where datname = 'cc_bench'`);
      if (!exists.rowCount) await admin.query('create database cc_bench');
    });
    const url = withDatabase(pgUrl, 'cc_bench');
    database = await openDatabase({ kind: 'postgres', url });
    serverEnv = { DATABASE_URL: url };
  } else {
    const dataDir = path.join(root, '.tmp/bench-pglite');
    database = await openDatabase({ kind: 'pglite', dataDir });
    serverEnv = { DATA_DIR: dataDir };
  }
  await migrateDatabase(database);
  const config = configFromEnv(env);
  await ensureAdmin(database.db, config, () => {});
  await seedIfEmpty(database.db, config, (line) => console.log(`  ${line}`));
  await database.close();
  console.log(`  ${target} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return serverEnv;
}
