import { readFileSync, writeFileSync } from 'node:fs';
import { ensureAdmin, seedIfEmpty } from '../../src/server/bootstrap';
import { configFromEnv, type Config } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/open';
import { PG_TEMPLATE_DB, TEMPLATE_ENV, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DB_ENV } from './constants';
import { withDatabase, withPgClient } from './pg-admin';
import { compactDataDir } from './template-wal';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // STATIC_DIR: the build test/run.ts made for this run (dist/ when a suite runs alone).
    ...configFromEnv({ NODE_ENV: 'test', STATIC_DIR: process.env.STATIC_DIR } as NodeJS.ProcessEnv),
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    port: 0,
    host: '127.0.0.1',
    seedScale: 'none',
    ...overrides,
  };
}

const quiet = () => {};

async function fill(database: Database) {
  await migrateDatabase(database);
  await ensureAdmin(database.db, testConfig(), quiet);
  await seedIfEmpty(database.db, testConfig({ seedScale: 'demo' }), quiet);
}

/** Migrate and seed once; every suite then starts from a copy of this state. */
export async function buildPgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'memory' });
  await fill(database);
  writeFileSync(file, await compactDataDir(database.pglite!));
  await database.close();
}

export async function buildPostgresTemplate(url: string): Promise<void> {
  await withPgClient(url, async (c) => {
    await c.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await c.query(`create database ${PG_TEMPLATE_DB}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, PG_TEMPLATE_DB) });
  await fill(database);
  await database.close();
}

let counter = 0;

/** A worker runs many suites: the template is read once per process (and a cache entry pruned meanwhile does not matter). */
const templates = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templates.get(file);
  if (!blob) templates.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/** A private copy of the template for one suite: a PGlite clone, or a PostgreSQL database made from it. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env[TEST_DB_ENV] === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error(`${TEST_DB_ENV}=postgres needs DATABASE_URL`);
    const name = `cc_test_${process.pid}_${++counter}`;
    await withPgClient(url, (c) => c.query(`create database ${name} template ${PG_TEMPLATE_DB}`));
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withPgClient(url, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const file = process.env[TEMPLATE_ENV];
  if (file) return openDatabase({ kind: 'memory', loadDataDir: templateBlob(file) });
  // Run alone (not through test/run.ts): build the state here.
  const database = await openDatabase({ kind: 'memory' });
  await fill(database);
  return database;
}
