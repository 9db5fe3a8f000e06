/**
 * `npm run bench`: the API under load on the large seed (100,000 applicants, 300,000 applications), on
 * PGlite and on PostgreSQL, next to a bare Hono + driver primary-key select measured in the same run.
 * Prints req/s and p50/p99 latency and issue 6's targets as ratios of the bare select in the same run:
 * PostgreSQL list ≥ 50% with p99 ≤ 15 ms, transition ≥ 40%; PGlite list ≥ 30%.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/open';
import { seedIfEmpty, ensureAdmin } from '../../src/server/bootstrap';
import { configFromEnv } from '../../src/server/config';

const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PASSWORD = 'bench-password-123';
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function prepare(target: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const env = { ADMIN_PASSWORD: PASSWORD, SEED_SCALE: 'large' } as NodeJS.ProcessEnv;
  const started = Date.now();
  let database;
  let serverEnv: Record<string, string>;
  if (target === 'postgres') {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'cc_bench'`);
    if (!exists.rowCount) await admin.query('create database cc_bench');
    await admin.end();
    const url = withDatabase(pgUrl, 'cc_bench');
    database = await openDatabase({ kind: 'postgres', url });
    serverEnv = { DATABASE_URL: url };
  } else {
    const dataDir = path.join(root, '.tmp/bench-pglite');
    database = await openDatabase({ kind: 'pglite', dataDir });
    serverEnv = { DATA_DIR: dataDir };
  }
  // Seeded once and kept between runs: the large world takes a minute to make.
  await migrateDatabase(database);
  const config = configFromEnv(env);
  await ensureAdmin(database.db, config, () => {});
  await seedIfEmpty(database.db, config, (line) => console.log(`  ${line}`));
  await database.close();
  console.log(`  ${target} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return serverEnv;
}

async function spawnServer(script: string, env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SEED_SCALE: 'none', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      try {
        await fetch(`http://127.0.0.1:${port}/bare`, { method: 'POST', body: '{"id":1}' });
        return child;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface Figures { name: string; rps: number; p50: number; p99: number; errors: number }

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, method: 'POST', ...options });
  const non2xx = result.non2xx + result.errors;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

const print = (f: Figures) =>
  console.log(`  ${f.name.padEnd(42)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `   ${f.errors} errors` : ''}`);

async function benchTarget(target: 'pglite' | 'postgres', port: number) {
  console.log(`\n${target}`);
  const env = await prepare(target);
  const results: Figures[] = [];

  const bare = await spawnServer('test/bench/bare-server.ts', env, port);
  let n = 0;
  results.push(await load('bare Hono + driver, select by id', {
    url: `http://127.0.0.1:${port}/bare`,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: (n++ % 100_000) + 1 }) }) }],
  }));
  print(results[0]);
  await stop(bare);

  const server = await spawnServer('src/server/main.ts', env, port);
  const base = `http://127.0.0.1:${port}/api/admin`;
  const login = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: PASSWORD }) })).json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` };

  let page = 0;
  const list = await load('get_staff_list (page of 20, by status)', {
    url: `${base}/get_staff_list`, headers,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ page: (page++ % 50) + 1, page_size: 20, status: page % 17 }) }) }],
  });
  print(list);
  const listAll = await load('get_staff_list (first page, no filter)', { url: `${base}/get_staff_list`, headers, body: '{}' });
  print(listAll);

  // Applications 2 ↔ 4 (Shortlist ↔ Not fit) is a cycle the transition table allows; each id is used
  // by one request at a time because the pool is far larger than the connection count.
  const rows = (await (await fetch(`${base}/job_applicant_list_v2`, { method: 'POST', headers, body: JSON.stringify({ status: 2, archived: false, page_size: 200 }) })).json()).data.list as { id: number; version: number }[];
  const ids = rows.map((r) => r.id);
  // Each write carries the version its row has now, as a screen that just read the row would.
  const state = new Map<number, { status: number; version: number }>(rows.map((r) => [r.id, { status: 2, version: r.version }]));
  let cursor = 0;
  const change = await load('change_progress_status (2 ↔ 4)', {
    url: `${base}/change_progress_status`, headers,
    requests: [{
      setupRequest: (req, context) => {
        const id = ids[cursor++ % ids.length];
        const row = state.get(id)!;
        const to = row.status === 2 ? 4 : 2;
        (context as Record<string, number>).id = id;
        (context as Record<string, number>).to = to;
        return { ...req, body: JSON.stringify({ application_id: id, status: to, version: row.version }) };
      },
      onResponse: (status, body, context) => {
        const c = context as Record<string, number>;
        if (status === 200) state.set(c.id, { status: c.to, version: JSON.parse(body).data.version });
      },
    }],
  });
  print(change);
  await stop(server);

  const ratio = (f: Figures) => (f.rps / results[0].rps) * 100;
  const goal = TARGETS[target];
  console.log(`  ours / bare throughput: list ${ratio(list).toFixed(0)}% (target ≥ ${goal.list}%), change ${ratio(change).toFixed(0)}%${goal.change ? ` (target ≥ ${goal.change}%)` : ''}`);
  if (goal.p99) console.log(`  list p99 ${list.p99.toFixed(1)} ms (target ≤ ${goal.p99} ms)`);
}

/** Issue 6's targets for the list path, as ratios of the bare select measured in the same run. */
const TARGETS: Record<'pglite' | 'postgres', { list: number; change?: number; p99?: number }> = {
  postgres: { list: 50, change: 40, p99: 15 },
  pglite: { list: 30 },
};

console.log(`Care Console API benchmark: ${SECONDS} s per run, ${CONNECTIONS} connections, loopback only`);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
let port = Number(process.env.BENCH_PORT || 18_500);
for (const target of targets) await benchTarget(target, port++);
// The login page in Chromium (issue 13), in its own process: its build and browser stay out of the load runs.
if (process.env.BENCH_LOGIN !== '0') await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', 'test/bench/login-bench.ts'], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
// The 5-minute soak at the large seed with memory sampled (issue 13); BENCH_SOAK_SECONDS=0 leaves it out.
if (process.env.BENCH_SOAK_SECONDS !== '0') await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', 'test/bench/soak.ts'], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
// The palette's matcher against Fuse.js, and a 10,000-row list scrolled in Chromium (issue 13); BENCH_PALETTE=0 leaves them out.
if (process.env.BENCH_PALETTE !== '0') for (const script of ['palette-vs-fuse.ts', 'list-scroll-bench.ts']) await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', `test/bench/${script}`], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
