/**
 * The soak (issue 13): the server at the large seed under a mixed load for BENCH_SOAK_SECONDS (300), its
 * memory sampled every BENCH_SOAK_SAMPLE_SECONDS (5) through a test-only probe loaded into the process (heap
 * after a full collection, and RSS). Prints req/s, errors and memory at start, middle and end with the
 * slope after the warm-up, and says whether memory stayed flat. Run alone: `npx tsx test/bench/soak.ts`;
 * `npm run bench` runs it last. BENCH_SOAK_TARGET=postgres soaks on PostgreSQL (cc_bench, as run.ts makes it).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { ensureAdmin, seedIfEmpty } from '../../src/server/bootstrap';
import { configFromEnv } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/open';
import { freePort } from '../support/child-server';

const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 300);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGET = process.env.BENCH_SOAK_TARGET === 'postgres' ? 'postgres' : 'pglite';
/** The large world run.ts seeds and keeps (a minute or more to make), unless told otherwise. */
const DATA_DIR = path.resolve(root, process.env.BENCH_SOAK_DATA_DIR || '.tmp/bench-pglite');
/** The admin password the bench seeds with (another for a database seeded elsewhere). */
const PASSWORD = process.env.BENCH_SOAK_PASSWORD || 'bench-password-123';
const ADMIN = 'admin@example.com';
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The first part of the run the slope leaves out: caches, pools and JIT settle in it. */
const WARM_UP = 0.2;

interface Sample { t: number; rss: number; heap: number; answers: number }

async function prepare(): Promise<Record<string, string>> {
  const started = Date.now();
  let serverEnv: Record<string, string>;
  let database;
  if (TARGET === 'postgres') {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    if (!(await admin.query(`select 1 from pg_database where datname = 'cc_bench'`)).rowCount) await admin.query('create database cc_bench');
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = '/cc_bench';
    database = await openDatabase({ kind: 'postgres', url: u.toString() });
    serverEnv = { DATABASE_URL: u.toString() };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: DATA_DIR });
    serverEnv = { DATA_DIR, DATABASE_URL: '' };
  }
  await migrateDatabase(database);
  const config = configFromEnv({ ADMIN_PASSWORD: PASSWORD, SEED_SCALE: 'large' } as NodeJS.ProcessEnv);
  await ensureAdmin(database.db, config, () => {});
  await seedIfEmpty(database.db, config, (line) => console.log(`  ${line}`));
  await database.close();
  console.log(`  ${TARGET} large seed ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return serverEnv;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', './test/bench/soak-probe.ts', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SEED_SCALE: 'none', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout!.resume();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

function memoryOf(child: ChildProcess): Promise<{ rss: number; heapUsed: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as { rss: number; heapUsed: number });
    });
    child.send('memory');
  });
}

const MB = 1024 * 1024;

/** Least-squares slope of `value` in MB per minute over the samples after the warm-up. */
function slope(samples: Sample[], value: (s: Sample) => number): number {
  const xs = samples.map((s) => s.t / 60_000);
  const ys = samples.map((s) => value(s) / MB);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((n, x, i) => n + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((n, x) => n + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

async function json(url: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return response.json();
}

console.log(`\nsoak: ${SECONDS} s of mixed load on ${TARGET} at the large seed, ${CONNECTIONS} connections, memory every ${SAMPLE_SECONDS} s`);
const env = await prepare();
const port = await freePort();
const server = await startServer(env, port);
const base = `http://127.0.0.1:${port}/api/admin`;
try {
  const token = (await json(`${base}/login`, { username: ADMIN, password: PASSWORD })).data.token as string;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  // Writes spread over many rows: applications cycling 2 ↔ 4 with their versions, notes on many staff.
  const apps = new Map<number, { status: number; version: number }>();
  for (let page = 1; page <= 5; page++) {
    for (const r of (await json(`${base}/job_applicant_list_v2`, { status: 2, archived: false, page, page_size: 200 }, token)).data.list) apps.set(r.id, { status: 2, version: r.version });
  }
  const appIds = [...apps.keys()];
  const world = (await json(`${base}/get_staff_list`, { page: 1, page_size: 1 }, token)).data;
  console.log(`  ${world.total_estimated ? 'over 10,000 (estimated)' : world.total} staff; writes over ${appIds.length} applications`);
  const staffIds = ((await json(`${base}/get_staff_list`, { page: 1, page_size: 200 }, token)).data.list as { id: number }[]).map((s) => s.id);
  const words = ['a', 'an', 'li', 'sm', 'jo', 'care', 'nurse', 'ma', 'ch', 'wi', 'ro', 'el', 'sa', 'th', 'mi'];
  const tally = { ok: 0, conflicts: 0, other: 0, firstOther: '' };

  let n = 0;
  const requests = [{
    setupRequest: (req: any, context: any) => {
      const k = n++;
      const pick = k % 10;
      if (pick < 5) {
        // Many distinct filters: the list-total cache sees new keys all the time and must stay bounded.
        const keyword = `${words[k % words.length]}${k % 7 ? '' : String.fromCharCode(97 + (k % 26))}`;
        return { ...req, path: '/api/admin/get_staff_list', body: JSON.stringify({ keyword, page: (k % 20) + 1, page_size: 20, status: k % 3 ? undefined : k % 17 }) };
      }
      if (pick < 7) return { ...req, path: '/api/admin/job_applicant_list_v2', body: JSON.stringify({ status: [2, 4, 7, 9][k % 4], page: (k % 50) + 1, page_size: 20 }) };
      if (pick < 9) {
        const id = appIds[k % appIds.length];
        const row = apps.get(id)!;
        const to = row.status === 2 ? 4 : 2;
        Object.assign(context, { id, to });
        return { ...req, path: '/api/admin/change_progress_status', body: JSON.stringify({ application_id: id, status: to, version: row.version }) };
      }
      return { ...req, path: '/api/admin/comment_for_applicant', body: JSON.stringify({ staff_id: staffIds[k % staffIds.length], note: `soak note ${k}` }) };
    },
    onResponse: (status: number, raw: string, context: any) => {
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch { /* counted as other */ }
      if (status === 200 && body?.err === 0) {
        tally.ok++;
        if (context.id) apps.set(context.id, { status: context.to, version: body.data.version });
      } else if (status === 409 || body?.err === 409) tally.conflicts++;
      else {
        tally.other++;
        tally.firstOther ||= `${status} ${raw.slice(0, 160)}`;
      }
      context.id = undefined;
    },
  }];

  // Alongside: a new session every half second (the session cache and the sessions table grow with it).
  let signIns = 0;
  let signInFailures = 0;
  let soaking = true;
  const signInLoop = (async () => {
    while (soaking) {
      const answer = await json(`${base}/login`, { username: ADMIN, password: PASSWORD }).catch(() => null);
      const info = answer?.err === 0 ? await json(`${base}/get_user_info`, {}, answer.data.token).catch(() => null) : null;
      if (info?.err === 0) signIns++;
      else signInFailures++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();

  const samples: Sample[] = [];
  const started = Date.now();
  const sample = async () => {
    const m = await memoryOf(server);
    samples.push({ t: Date.now() - started, rss: m.rss, heap: m.heapUsed, answers: tally.ok + tally.conflicts + tally.other });
  };
  await sample();
  const sampler = setInterval(() => void sample().catch(() => {}), SAMPLE_SECONDS * 1000);
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, method: 'POST', headers, connections: CONNECTIONS, duration: SECONDS, requests } as autocannon.Options);
  clearInterval(sampler);
  soaking = false;
  await signInLoop;
  await sample();

  const at = (f: number) => samples[Math.min(samples.length - 1, Math.round(f * (samples.length - 1)))];
  const [first, middle, last] = [at(0), at(0.5), at(1)];
  const settled = samples.filter((s) => s.t >= WARM_UP * SECONDS * 1000);
  const heapSlope = slope(settled, (s) => s.heap);
  const rssSlope = slope(settled, (s) => s.rss);
  const minutes = (settled.at(-1)!.t - settled[0].t) / 60_000;
  // Two samples taken in the same millisecond would divide by zero.
  const rates = samples.slice(1).map((s, i) => (s.answers - samples[i].answers) / ((s.t - samples[i].t) / 1000)).filter(Number.isFinite);
  if (!rates.length) rates.push(0);
  const fmt = (b: number) => (b / MB).toFixed(1).padStart(7);
  console.log(`  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s (per sample: min ${Math.min(...rates).toFixed(0)}, max ${Math.max(...rates).toFixed(0)}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`  answers: ${tally.ok} ok, ${tally.conflicts} conflicts, ${tally.other} other${tally.firstOther ? ` (first: ${tally.firstOther})` : ''}; ${result.errors} connection errors, ${result.timeouts} timeouts; ${signIns} sign-ins (${signInFailures} failed)`);
  console.log(`  memory (MB)    start  middle     end   slope after ${WARM_UP * 100}% warm-up`);
  console.log(`  heap (post-gc)${fmt(first.heap)} ${fmt(middle.heap)} ${fmt(last.heap)}   ${heapSlope.toFixed(2)} MB/min`);
  console.log(`  rss           ${fmt(first.rss)} ${fmt(middle.rss)} ${fmt(last.rss)}   ${rssSlope.toFixed(2)} MB/min`);
  // Flat: what the slope would add over the measured window stays within noise (5 MB or 5% of the heap).
  const heapDrift = heapSlope * minutes;
  // A run that got no answers (every call timed out) measured nothing: it is not flat, it failed.
  const flat = tally.ok > 0 && heapDrift <= Math.max(5, (0.05 * settled[0].heap) / MB);
  console.log(`  memory ${flat ? 'flat' : 'GROWING'}: heap ${heapDrift >= 0 ? '+' : ''}${heapDrift.toFixed(1)} MB over the ${minutes.toFixed(1)} min after warm-up; ${samples.length} samples`);
  if (!flat || tally.other || result.errors || result.timeouts) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
