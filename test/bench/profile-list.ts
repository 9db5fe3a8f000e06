/**
 * Where a list call's time goes, in-process (no sockets, no load generator): the whole HTTP path through
 * Hono, runCommand, the handler alone, argument validation alone and the bare select, each averaged over
 * many calls on the large seed. `npx tsx test/bench/profile-list.ts` after `npm run bench` has seeded;
 * PROFILE_DB=pglite uses .tmp/bench-pglite. Prints microseconds per call: wall, node CPU and (PostgreSQL)
 * the backends' CPU, read from /proc (on a shared machine the wall clock counts others' work too).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { getCommand } from '../../commands';
import { defaultAdapters } from '../../src/server/adapters';
import { createApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { handlers } from '../../src/server/handlers';
import { runCommand } from '../../src/server/rpc/run-command';

const root = path.resolve(import.meta.dirname, '../..');
const target = process.env.PROFILE_DB === 'pglite' ? 'pglite' : 'postgres';
const url = new URL(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/cc_bench';
const database = await openDatabase(target === 'postgres' ? { kind: 'postgres', url: url.toString() } : { kind: 'pglite', dataDir: path.join(root, '.tmp/bench-pglite') });
const config = { ...configFromEnv({ NODE_ENV: 'production' } as NodeJS.ProcessEnv), adminPassword: 'bench-password-123' };
const services = { database, config, adapters: defaultAdapters() };
const app = createApp(services);
const ROUNDS = Number(process.env.PROFILE_ROUNDS || 2000);

const login = await (await app.request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: 'bench-password-123' }) })).json();
const token = login.data.token as string;
const command = getCommand('staff.list');
const body = (i: number) => ({ page: (i % 50) + 1, page_size: 20, status: i % 17 });

// CPU time, not only wall time: on a shared machine the wall clock counts other people's work, while the
// CPU this process and the database's backends spent per call is what our code costs.
const admin = target === 'postgres' ? new pg.Client({ connectionString: url.toString().replace(/\/cc_bench$/, '/postgres') }) : undefined;
await admin?.connect();
async function pgCpuTicks(): Promise<number> {
  if (!admin) return 0;
  const { rows } = await admin.query(`select pid from pg_stat_activity where datname = 'cc_bench'`);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (clock ticks, 100 a second)
    } catch { /* the backend ended */ }
  }
  return ticks;
}

async function time(name: string, work: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 200; i++) await work(i); // warm caches and the JIT
  const cpu = process.cpuUsage();
  const ticks = await pgCpuTicks();
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) await work(i);
  const us = Number(process.hrtime.bigint() - started) / 1000 / ROUNDS;
  const used = process.cpuUsage(cpu);
  const nodeUs = (used.user + used.system) / ROUNDS;
  const pgUs = admin ? `${((((await pgCpuTicks()) - ticks) * 10_000) / ROUNDS).toFixed(0).padStart(6)} µs postgres cpu` : '';
  console.log(`  ${name.padEnd(44)} ${us.toFixed(0).padStart(6)} µs wall ${nodeUs.toFixed(0).padStart(6)} µs node cpu ${pgUs}`);
}

console.log(`get_staff_list by status, ${target}, ${ROUNDS} calls each`);
await time('HTTP path (Hono app.request)', (i) =>
  Promise.resolve(app.request('/api/admin/get_staff_list', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body(i)) })).then((r) => r.text()));
await time('runCommand (session, validate, handler)', (i) => runCommand(services, command, body(i), { token, clientIp: '', userAgent: '', source: 'api' }));
const ctx = { db: database.db } as Parameters<(typeof handlers)['staff.list']>[1];
await time('handler alone (page + cached total)', (i) => handlers['staff.list'](command.args.parse(body(i)) as never, ctx));
await time('argument validation alone', (i) => command.args.parse(body(i)));
// Shortlist ↔ Not fit on applications that are Shortlisted, each with its current version.
const rows = (await runCommand(services, getCommand('application.list'), { status: 2, archived: false, page_size: 200 }, { token, clientIp: '', userAgent: '', source: 'api' })) as { list: { id: number; version: number }[] };
const state = new Map(rows.list.map((r) => [r.id, { status: 2, version: r.version }]));
const change = getCommand('application.changeStatus');
await time('change_progress_status via runCommand', async (i) => {
  const { id } = rows.list[i % rows.list.length];
  const row = state.get(id)!;
  const to = row.status === 2 ? 4 : 2;
  const after = (await runCommand(services, change, { application_id: id, status: to, version: row.version }, { token, clientIp: '', userAgent: '', source: 'api' })) as { version: number };
  state.set(id, { status: to, version: after.version });
});
await time('bare select by id', (i) => database.db.execute(`select id, first_name, surname, email, phone, status from staff where id = ${(i % 100_000) + 1}`));
await database.close();
await admin?.end();
