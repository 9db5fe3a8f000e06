/**
 * Issue 24, "no window": what it costs the list path to look the session's row up on every call, so that a
 * sign-out or a disable on another instance is refused at the very next call. Three ways, interleaved in
 * rounds (a shared machine's load falls on all three alike), each call the whole HTTP path in-process
 * (Hono app.request, no sockets) of get_staff_list on the seeded test template:
 *   cache only       the resolved session kept 3 s (before: the live channel's notice is the window);
 *   cache + row      the account kept, the session's row looked up each call (now);
 *   no cache         the session joined to its account on every call.
 * `DATABASE_URL=postgres://… npx tsx test/bench/session-check.ts` (a database of its own, seeded with the
 * demo data, dropped after), or SESSION_BENCH_DB=pglite for an in-memory PGlite. Prints µs per call: wall, node CPU
 * and (PostgreSQL) the backends' CPU, read from /proc.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { defaultAdapters } from '../../src/server/adapters';
import { createApp } from '../../src/server/app';
import { forgetSession } from '../../src/server/auth/session-cache';
import { setStrictSessions } from '../../src/server/auth/sessions';
import { hashSecret } from '../../src/server/auth/tokens';
import { ensureAdmin, seedIfEmpty } from '../../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../../src/server/db/open';
import { withDatabase, withPgClient } from '../support/pg-admin';
import { testConfig } from '../support/template';

const ROUNDS = Number(process.env.SESSION_BENCH_ROUNDS || 5);
const CALLS = Number(process.env.SESSION_BENCH_CALLS || 400);
const pgUrl = process.env.SESSION_BENCH_DB === 'pglite' ? undefined : process.env.DATABASE_URL;
const dbName = `cc_bench_session_${process.pid}`;

const config = testConfig();
if (pgUrl) {
  await withPgClient(pgUrl, async (c) => {
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.query(`create database ${dbName}`);
  });
}
// Its own database, migrated and seeded here: the test runner's template may be rebuilt meanwhile.
const database = pgUrl ? await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, dbName) }) : await openDatabase({ kind: 'memory' });
await migrateDatabase(database);
await ensureAdmin(database.db, config, () => {});
await seedIfEmpty(database.db, testConfig({ seedScale: 'demo' }), () => {});
const app = createApp({ database, config, adapters: defaultAdapters(config) });
const login = await (await app.request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: config.adminEmail, password: config.adminPassword }) })).json();
if (!login.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
const token = login.data.token as string;
const tokenHash = hashSecret(token);

const admin = pgUrl ? new pg.Client({ connectionString: pgUrl }) : undefined;
await admin?.connect();
async function pgCpuTicks(): Promise<number> {
  if (!admin) return 0;
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [dbName]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (clock ticks, 100 a second)
    } catch { /* the backend ended, or it is not on this machine */ }
  }
  return ticks;
}

const list = (i: number) =>
  Promise.resolve(app.request('/api/admin/get_staff_list', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ page: (i % 5) + 1, page_size: 20 }) })).then(async (r) => {
    const answer = (await r.json()) as { err: number; msg: string };
    if (answer.err !== 0) throw new Error(`get_staff_list: ${answer.msg}`);
  });

const ways: Record<string, { setup: () => void; beforeCall: () => void }> = {
  'cache only (before)': { setup: () => setStrictSessions(false), beforeCall: () => {} },
  'cache + row lookup (now)': { setup: () => setStrictSessions(true), beforeCall: () => {} },
  'no cache': { setup: () => setStrictSessions(true), beforeCall: () => forgetSession(tokenHash) },
};
const totals = new Map<string, { wall: number[]; node: number; pg: number }>(Object.keys(ways).map((k) => [k, { wall: [], node: 0, pg: 0 }]));

for (let i = 0; i < 300; i++) await list(i); // warm the JIT and the database's caches
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, way] of Object.entries(ways)) {
    way.setup();
    const total = totals.get(name)!;
    const cpu = process.cpuUsage();
    const ticks = await pgCpuTicks();
    for (let i = 0; i < CALLS; i++) {
      way.beforeCall();
      const started = process.hrtime.bigint();
      await list(i);
      total.wall.push(Number(process.hrtime.bigint() - started) / 1000);
    }
    const used = process.cpuUsage(cpu);
    total.node += used.user + used.system;
    total.pg += ((await pgCpuTicks()) - ticks) * 10_000;
  }
}
setStrictSessions(true);

const calls = ROUNDS * CALLS;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
console.log(`get_staff_list through Hono in-process, ${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${calls} calls each (${ROUNDS} interleaved rounds)`);
for (const [name, total] of totals) {
  const sorted = [...total.wall].sort((x, y) => x - y);
  const pgCpu = admin ? `${(total.pg / calls).toFixed(0).padStart(5)} µs postgres cpu` : '';
  console.log(`  ${name.padEnd(26)} p50 ${pct(sorted, 50).toFixed(0).padStart(5)} µs  p95 ${pct(sorted, 95).toFixed(0).padStart(5)} µs  ${(total.node / calls).toFixed(0).padStart(5)} µs node cpu ${pgCpu}`);
}
await database.close();
await admin?.end();
if (pgUrl) await withPgClient(pgUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`));
