// The node-postgres pool, made to outlive its server: PostgreSQL restarting, crashing or being killed must
// fail the calls of the moment (answered 503, see unreachable.ts), never end the process or jam the pool.
//
// - A pg client emits 'error' when its connection dies, also while a transaction holds it. pg-pool listens
//   only while a client is idle, so a connection dropped mid-transaction was an unhandled 'error' event,
//   which ends Node. Every client gets a listener of its own when it connects.
// - A client checked out for a transaction whose connection dies is released to the pool at once, so its
//   slot is free again: drizzle never releases a client whose `begin` failed, and enough such leaks would
//   leave every later call waiting for a slot that never frees up.
// - What pg rejects with is marked as pg's, so a lost connection can be told from other failures.
import pg from 'pg';
import { rethrowFromPostgres } from './unreachable';

/**
 * How long a call waits to connect, or for a free connection, before it is answered 503: a host that drops
 * packets would otherwise hold every call for the kernel's TCP timeout (about two minutes).
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** A restart drops every connection at once: one line about it, not one per connection. */
const LOG_EVERY_MS = 5_000;

/** Releases `client` (removing it from the pool) as soon as its connection is lost; a later release is a no-op. */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let lost = false;
  const onLost = (error: Error) => {
    lost = true;
    release(error);
  };
  client.once('error', onLost);
  client.release = (error?: Error | boolean) => {
    client.removeListener('error', onLost);
    // After a loss the holder still releases it (drizzle does, in `finally`); a true double release still throws.
    if (!lost) release(error);
  };
  return client;
}

/** A query function whose promise, when it gives one, rejects with errors marked as pg's. */
function marked<F extends (...args: never[]) => unknown>(query: F): F {
  return ((...args: Parameters<F>) => {
    const answer = query(...args);
    return answer instanceof Promise ? answer.catch(rethrowFromPostgres) : answer;
  }) as F;
}

export function openPgPool(url: string, max: number, log: (line: string) => void = (line) => console.error(line)): pg.Pool {
  // UTC on every connection: timestamps read as text (mode 'string') then print the same whatever the
  // server's zone, which kit/pg-timestamp.ts relies on.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC', connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  let loggedAt = 0;
  let unlogged = 0;
  const lostConnection = (error: Error) => {
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) {
      unlogged++;
      return;
    }
    const more = unlogged ? ` (and ${unlogged} more since the last report)` : '';
    log(`PostgreSQL connection lost: ${error.message}${more}. Calls are answered 503 until the database is back.`);
    loggedAt = now;
    unlogged = 0;
  };
  pool.on('connect', (client) => {
    client.on('error', lostConnection);
    client.query = marked(client.query.bind(client)) as typeof client.query;
  });
  // An idle client's loss is reported to the pool as well; its own listener has logged it.
  pool.on('error', () => {});
  pool.query = marked(pool.query.bind(pool)) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (callback?: Parameters<pg.Pool['connect']>[0]) => Promise<pg.PoolClient> | void;
  // The callback form is pool.query's own, which already releases a client whose connection is lost.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : (connect() as Promise<pg.PoolClient>).then(releasedWhenLost, rethrowFromPostgres)) as pg.Pool['connect'];
  return pool;
}
