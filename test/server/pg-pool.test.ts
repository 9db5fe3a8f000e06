// The PostgreSQL pool when connections die (src/server/db/pg-pool.ts, unreachable.ts), in-process: a
// connection lost in a transaction ends neither the process nor its pool slot, and only a lost connection
// to the database counts as "unreachable". db-restart.test.ts does the same to a whole server under load.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase, type Database } from '../../src/server/db/open';
import { isDatabaseUnreachable } from '../../src/server/db/unreachable';
import { freePort } from '../support/child-server';
import { withPgClient } from '../support/pg-admin';

/** `work`'s outcome, or a failure once `ms` have passed: a jammed pool must fail the test, not hang it. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

test('a refused connection is the database being unreachable; a fetch refused elsewhere, or a bad query, is not', async () => {
  const port = await freePort(); // nothing listens there
  const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` });
  try {
    const refused = await within(15_000, 'a connect to a closed port', failure(database.db.execute(sql`select 1`)));
    assert.ok(isDatabaseUnreachable(refused), `unreachable: ${(refused as Error).message}`);
    const inTransaction = await within(15_000, 'a transaction on a closed port', failure(database.db.transaction(async (tx) => tx.execute(sql`select 1`))));
    assert.ok(isDatabaseUnreachable(inTransaction), `unreachable in a transaction: ${(inTransaction as Error).message}`);
  } finally {
    await database.close();
  }
  const elsewhere = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: 'ECONNREFUSED' });
  assert.not.ok(isDatabaseUnreachable(new TypeError('fetch failed', { cause: elsewhere })), 'another service refusing is not the database');
  assert.not.ok(isDatabaseUnreachable(new Error('Connection terminated unexpectedly')), 'only what pg itself reported counts');
});

const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  test('a connection lost before its transaction began: the call fails as unreachable and the pool slot is free again', async () => {
    // One connection, so a slot that leaked would leave the next query waiting for good.
    const database = await openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 1 });
    const pool = poolOf(database);
    let closed = false;
    try {
      await database.db.execute(sql`select 1`);
      // The next checkout's connection dies as it is handed over, before drizzle sends `begin`.
      pool.once('acquire', (client) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy());
      const lost = await within(15_000, 'the transaction', failure(database.db.transaction(async (tx) => tx.execute(sql`select 1`))));
      assert.ok(isDatabaseUnreachable(lost), `unreachable: ${(lost as Error).message}`);
      const after = (await within(5_000, 'a query after the loss', database.db.execute(sql`select 1 as one`))) as { rows: { one: number }[] };
      assert.is(after.rows[0].one, 1);
      assert.is(pool.totalCount, 1, 'the dead client left the pool; one live one took its place');
      await within(5_000, 'closing the pool (no client left checked out)', database.close());
      closed = true;
    } finally {
      // A leaked client would hold pool.end() for ever: left behind, not awaited.
      if (!closed) void database.close().catch(() => {});
    }
  });

  test('a connection the server ends in the middle of a transaction: no uncaught error, the call fails as unreachable, the next one works', async () => {
    const uncaught: unknown[] = [];
    const collect = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', collect);
    const database = await openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 1 });
    let closed = false;
    try {
      const lost = await within(15_000, 'the transaction', failure(database.db.transaction(async (tx) => {
        const pid = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows[0].pid;
        await withPgClient(pgUrl, (admin) => admin.query('select pg_terminate_backend($1)', [pid]));
        // Idle in the transaction when the server ends it: the client hears of it between statements.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })));
      assert.ok(isDatabaseUnreachable(lost), `unreachable: ${(lost as Error).message}`);
      const after = (await within(5_000, 'a query after the loss', database.db.execute(sql`select 1 as one`))) as { rows: { one: number }[] };
      assert.is(after.rows[0].one, 1);
      assert.equal(uncaught, [], 'nothing reached the process as an uncaught error');
      await within(5_000, 'closing the pool (no client left checked out)', database.close());
      closed = true;
    } finally {
      process.off('uncaughtException', collect);
      if (!closed) void database.close().catch(() => {});
    }
  });
} else if (process.env.CI === 'true') throw new Error('pg-pool: DATABASE_URL is not set under CI');
else console.log('SKIP 2 lost connections on PostgreSQL: DATABASE_URL is not set');

test.run();
