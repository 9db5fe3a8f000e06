import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDirLock, type DirLock } from './dir-lock';
import { listenOnPostgres, type Listener } from './pg-listener';
import { openPgPool } from './pg-pool';
import { pgliteExtensions } from './pglite-extensions';

// No `schema` is given to drizzle: we use its query builders, not its relational `db.query` API, and with a
// schema every transaction built a relational query builder for each of the 150 tables (about a tenth of a
// status change's CPU).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Handlers take either; a transaction has the same query surface. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (tests clone its state). */
  pglite?: PGlite;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` that any session commits (this
   * instance's own included), and `onState` when listening starts or stops (PostgreSQL: a connection of
   * its own, listening again after a restart; PGlite: the one session, always listening). A stand-in
   * database (the macro dry run's) has none.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onState?: (up: boolean) => void): Promise<Listener>;
  close(): Promise<void>;
}

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; loadDataDir?: Blob };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = openPgPool(options.url, options.poolSize ?? 10);
    const db = drizzlePg(pool) as unknown as Db;
    const url = options.url;
    return {
      db,
      kind: 'postgres',
      listen: async (channel, onMessage, onState = () => {}) => listenOnPostgres(url, channel, onMessage, onState),
      close: () => pool.end(),
    };
  }
  let lock: DirLock | undefined;
  let pglite: PGlite;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    // Two processes on one PGlite directory would corrupt it, so the folder is guarded.
    lock = acquireDirLock(options.dataDir);
    try {
      pglite = await PGlite.create({ dataDir: path.join(options.dataDir, 'pg'), extensions: pgliteExtensions });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}), extensions: pgliteExtensions });
  }
  // Its one session in UTC, as the pool's connections are.
  await pglite.exec(`SET TimeZone = 'UTC'`);
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: async (channel, onMessage, onState = () => {}) => {
      const unlisten = await pglite.listen(channel, onMessage);
      let up = true;
      onState(true);
      return {
        up: () => up,
        close: async () => {
          up = false;
          if (!pglite.closed) await unlisten();
        },
      };
    },
    close: async () => {
      await pglite.close();
      lock?.release();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}

/** DATABASE_URL selects a PostgreSQL server; otherwise embedded PGlite under DATA_DIR. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): OpenOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR || './data') };
}
