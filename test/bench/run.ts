/**
 * `npm run bench`: the API under load on the large seed (100,000 applicants, 300,000 applications), on
 * PGlite and on PostgreSQL, next to a bare Hono + driver primary-key select measured in the same run.
 * Prints req/s and p50/p99 latency and issue 6's targets as ratios of the bare select in the same run:
 * PostgreSQL list ≥ 50% with p99 ≤ 15 ms, transition ≥ 40%; PGlite list ≥ 30%.
 */
import { spawn } from 'node:child_process';
import { CONNECTIONS, SECONDS, load, print, root, signIn, spawnServer, stop, type Figures } from './bench-kit';
import { prepareLarge } from './large-seed';

async function benchTarget(target: 'pglite' | 'postgres', port: number) {
  console.log(`\n${target}`);
  const env = await prepareLarge(target);
  const results: Figures[] = [];

  const bare = await spawnServer('test/bench/bare-server.ts', env, port);
  let n = 0;
  results.push(await load('bare Hono + driver, select by id', {
    url: `http://127.0.0.1:${port}/bare`,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: (n++ % 100_000) + 1 }) }) }],
  }, { server: bare, postgres: target === 'postgres' }));
  print(results[0]);
  await stop(bare);

  const server = await spawnServer('src/server/main.ts', env, port);
  const base = `http://127.0.0.1:${port}/api/admin`;
  const headers = await signIn(port);
  const metered = { server, postgres: target === 'postgres' };

  let page = 0;
  const list = await load('get_staff_list (page of 20, by status)', {
    url: `${base}/get_staff_list`, headers,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ page: (page++ % 50) + 1, page_size: 20, status: page % 17 }) }) }],
  }, metered);
  print(list);
  const listAll = await load('get_staff_list (first page, no filter)', { url: `${base}/get_staff_list`, headers, body: '{}' }, metered);
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
  }, metered);
  print(change);
  await stop(server);

  const ratio = (f: Figures) => (f.rps / results[0].rps) * 100;
  const goal = TARGETS[target];
  console.log(`  ours / bare throughput: list ${ratio(list).toFixed(0)}% (target ≥ ${goal.list}%), change ${ratio(change).toFixed(0)}%${goal.change ? ` (target ≥ ${goal.change}%)` : ''}`);
  if (goal.p99) console.log(`  list p99 ${list.p99.toFixed(1)} ms (target ≤ ${goal.p99} ms)`);
  // The runs keep both cores busy, so each ratio follows the CPU a request costs in all three processes.
  const total = (f: Figures) => (f.cpu ? f.cpu.server + f.cpu.postgres + f.cpu.generator : NaN);
  console.log(`  bare / ours cpu a request: list ${((total(results[0]) / total(list)) * 100).toFixed(0)}%, change ${((total(results[0]) / total(change)) * 100).toFixed(0)}%`);
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
// Keyword search at 100,000 applicants (issue 23 §1), one user and 10 at once; BENCH_SEARCH=0 leaves it out.
if (process.env.BENCH_SEARCH !== '0') await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', 'test/bench/keyword-search.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_PORT: String(port++) } }).once('exit', resolve));
// The login page in Chromium (issue 13), in its own process: its build and browser stay out of the load runs.
if (process.env.BENCH_LOGIN !== '0') await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', 'test/bench/login-bench.ts'], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
// The 5-minute soak at the large seed with memory sampled (issue 13); BENCH_SOAK_SECONDS=0 leaves it out.
if (process.env.BENCH_SOAK_SECONDS !== '0') await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', 'test/bench/soak.ts'], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
// The palette's matcher against Fuse.js, its keystroke-to-paint and a 10,000-row list scrolled in Chromium (issue 13); BENCH_PALETTE=0 leaves them out.
if (process.env.BENCH_PALETTE !== '0') for (const script of ['palette-vs-fuse.ts', 'palette-paint.ts', 'list-scroll-bench.ts']) await new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', `test/bench/${script}`], { cwd: root, stdio: 'inherit' }).once('exit', resolve));
