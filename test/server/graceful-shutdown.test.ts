// Stopping under load: the server stops accepting, finishes every request it has received (even one whose
// client already left, as a load generator's do when it stops) and only then closes the database. No
// handler fails on a closed database and nothing is answered with a 500: a client either gets its 200 or
// finds the door closed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { like, sum } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rateLimits } from '../../src/server/db/schema';
import { startServer } from '../../src/server/start';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { openTestDatabase, testConfig } from '../support/template';

const root = path.resolve(import.meta.dirname, '../..');
const SIGN_IN = { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD };

type Outcome = { status: number } | { refused: string } | { aborted: true };

/** What became of one call: its HTTP status, or how the connection failed without an answer. */
function call(url: string, api: string, body: unknown, options: { token?: string; signal?: AbortSignal } = {}): Promise<Outcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${url}/api/admin/${api}`, { method: 'POST', headers, body: JSON.stringify(body), signal: options.signal }).then(
    async (response) => {
      await response.arrayBuffer();
      return { status: response.status };
    },
    (error: Error & { cause?: { code?: string } }) => (error.name === 'AbortError' ? { aborted: true } : { refused: error.cause?.code ?? error.message }),
  );
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SIGN_IN) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Each read uses a session not yet in the server's memory, so it is several queries apart. */
const reads = (url: string, tokens: string[]) => tokens.map((token) => call(url, 'get_staff_list', { keyword: 'a', page_size: 50 }, { token }));

function assertClean(outcomes: Outcome[]) {
  for (const outcome of outcomes) {
    if ('status' in outcome) assert.is(outcome.status, 200, 'every answer is a 200');
    // Refused, or reset while still waiting to be accepted: the request never reached the server.
    else if ('refused' in outcome) assert.ok(['ECONNREFUSED', 'ECONNRESET'].includes(outcome.refused), `a clean refusal, not ${outcome.refused}`);
  }
}

test('close() mid-burst: requests already received finish, then the database closes; no handler fails', async () => {
  const database = await openTestDatabase();
  const server = await startServer(testConfig(), { database, log: () => {} });
  const tokens: string[] = [];
  for (let i = 0; i < 12; i++) tokens.push(await signIn(server.url));
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
  try {
    // Sign-ins whose clients leave once the server is working on all of them (each has taken its place in
    // the throttle): their handlers run on with nobody connected.
    const quitters = new AbortController();
    const abandoned = Array.from({ length: 4 }, () => call(server.url, 'login', SIGN_IN, { signal: quitters.signal }));
    for (let counted = 0, until = Date.now() + 3_000; counted < 4 && Date.now() < until; ) {
      const [row] = await database.db.select({ n: sum(rateLimits.count) }).from(rateLimits).where(like(rateLimits.key, 'login:pair:%'));
      counted = Number(row?.n ?? 0);
    }
    const waited = reads(server.url, tokens);
    quitters.abort();
    // As main.ts does with the database it opened: close it once the server says it has stopped.
    await server.close();
    await database.close();
    const outcomes = await Promise.all([...abandoned, ...waited]);
    assertClean(outcomes);
    // Anything still running would meet the closed database and say so.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(logged, [], 'no handler failed');
    const after = await call(server.url, 'get_user_info', {});
    assert.equal(after, { refused: 'ECONNREFUSED' }, 'a stopped server accepts nothing');
  } finally {
    console.error = consoleError;
  }
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('SIGTERM mid-burst: the process drains, closes its database and exits 0 without an error', async () => {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, '.tmp', 'graceful-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SCALE: 'none', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 60_000;
    while (!/is serving/.test(stdout)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start: ${stdout} ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push(await signIn(url));
    const quitters = new AbortController();
    const abandoned = Array.from({ length: 4 }, () => call(url, 'login', SIGN_IN, { signal: quitters.signal }));
    // Answered only once the server has taken the sign-ins sent before it.
    const first = await call(url, 'get_staff_list', {}, { token: tokens[0] });
    const waited = reads(url, tokens.slice(1));
    quitters.abort();
    child.kill('SIGTERM');
    const outcomes = await Promise.all([...abandoned, ...waited]);
    assert.is(await exited, 0, `exit code; stderr: ${stderr}`);
    assert.is(stderr.trim(), '', 'nothing went wrong on the way out');
    assertClean([first, ...outcomes]);
    assert.match(stdout, /SIGTERM: finishing the requests in progress/);
    assert.match(stdout, /Care Console stopped\./);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
