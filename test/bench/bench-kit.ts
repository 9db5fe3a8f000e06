// What the API benches share: a server (ours or the bare baseline) as a child process on loopback, a
// bounded autocannon run, and one printed line of figures per run.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startCpuMeter, type CpuPerRequest } from './cpu-meter';

export { withDatabase, withPgClient } from '../support/pg-admin';

export const root = path.resolve(import.meta.dirname, '../..');
export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
export const PASSWORD = 'bench-password-123';
export const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';


/** Starts `script` on `port` and waits until it answers (at most a minute). */
export async function spawnServer(script: string, env: Record<string, string>, port: number): Promise<ChildProcess> {
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

export async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs the bench administrator in and returns the headers of an authorised call. */
export async function signIn(port: number): Promise<Record<string, string>> {
  const base = `http://127.0.0.1:${port}/api/admin`;
  const login = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: PASSWORD }) })).json();
  if (login.err !== 0) throw new Error(`bench sign-in: ${login.msg}`);
  return { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` };
}

export interface Figures { name: string; rps: number; p50: number; p99: number; errors: number; cpu?: CpuPerRequest }

/** Whose CPU to count per request: the server child and, on PostgreSQL, the database's processes. */
export interface Metered { server: ChildProcess; postgres: boolean }

export async function load(name: string, options: autocannon.Options, metered?: Metered): Promise<Figures> {
  const meter = metered ? startCpuMeter(metered.server.pid, metered.postgres) : undefined;
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, method: 'POST', ...options });
  const non2xx = result.non2xx + result.errors;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx, cpu: meter?.(result.requests.total) };
}

export const print = (f: Figures): void => {
  console.log(`  ${f.name.padEnd(42)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `   ${f.errors} errors` : ''}`);
  if (!f.cpu) return;
  const { server, postgres, generator } = f.cpu;
  const us = (n: number) => `${n.toFixed(0)} µs`;
  console.log(`  ${''.padEnd(42)} cpu a request: server ${us(server)}${postgres ? `, postgres ${us(postgres)}` : ''}, load generator ${us(generator)}; total ${us(server + postgres + generator)}`);
};
