// Issue 24's scale bench: one instance (PGlite, a child process) with 100 and then 500 consoles connected
// to its live stream; for a run of writes, how long from the write's commit (its answer) to each console
// receiving the `writes` event, p50/p95, and the instance's memory (RSS) before and after the consoles
// connected. Prints its figures; no pass or fail. Run: npx tsx test/bench/live-fanout.ts
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChildServer, stopChildServer } from '../support/child-server';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';

const LEVELS = [100, 500];
const WRITES = Number(process.env.BENCH_WRITES || 20);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataDir = await mkdtemp(path.join(tmpdir(), 'cc-fanout-'));
const server = await startChildServer({ DATA_DIR: dataDir, SEED_SCALE: 'none' }, 180_000);
const call = async (api: string, body: unknown, token?: string) =>
  (await (await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json()) as { err: number; msg: string; data: any };

try {
  const token = (await call('login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })).data.token as string;
  const pid = server.child.pid!;
  // Warm the instance (its first writes and reads) before measuring memory.
  for (let i = 0; i < 3; i++) await call('admin_user_list', { page: 1, page_size: 5 }, token);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idle = await rssMb(pid);
  console.log(`instance RSS with no console connected: ${idle.toFixed(0)} MB`);

  /** Each console: when it received each write's event, by the write's number. */
  const consoles: { heard: Map<number, number>; abort: AbortController }[] = [];
  let writing = 0;
  async function connect(): Promise<void> {
    const abort = new AbortController();
    const heard = new Map<number, number>();
    consoles.push({ heard, abort });
    const response = await fetch(`${server.url}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let ready!: () => void;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    void (async () => {
      for (;;) {
        const next = await reader.read().catch(() => ({ done: true as const, value: '' }));
        if (next.done) return;
        if (next.value.includes('event: ready')) ready();
        if (next.value.includes('event: writes') && !heard.has(writing)) heard.set(writing, performance.now());
      }
    })();
    await isReady;
  }

  for (const level of LEVELS) {
    while (consoles.length < level) await Promise.all(Array.from({ length: Math.min(50, level - consoles.length) }, connect));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const connected = await rssMb(pid);
    const latencies: number[] = [];
    for (let i = 1; i <= WRITES; i++) {
      writing = 1000 * level + i;
      const made = await call('add_admin_user', { name: `Fan Out ${level}-${i}`, email: `fanout-${level}-${i}-${Date.now()}@example.org`, account_type: 'hr_officer', password: 'correct-horse-battery-9' }, token);
      if (made.err !== 0) throw new Error(made.msg);
      const committed = performance.now();
      const deadline = committed + 5_000;
      while (consoles.some((c) => !c.heard.has(writing)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      for (const c of consoles) if (c.heard.has(writing)) latencies.push(c.heard.get(writing)! - committed);
      const missed = consoles.filter((c) => !c.heard.has(writing)).length;
      if (missed) console.log(`  write ${i}: ${missed} of ${consoles.length} consoles did not hear it within 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    latencies.sort((x, y) => x - y);
    const after = await rssMb(pid);
    console.log(
      `${level} consoles: commit → event p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms ` +
        `(${latencies.length} deliveries of ${WRITES} writes; each write the first after a quiet spell, so announced at once); ` +
        `instance RSS ${connected.toFixed(0)} MB connected, ${after.toFixed(0)} MB after the writes (${(connected - idle).toFixed(0)} MB against none connected)`,
    );
  }
  for (const c of consoles) c.abort.abort();
} finally {
  await stopChildServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
