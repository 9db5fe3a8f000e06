// The server as its own process (src/server/main.ts), for the suites that kill it, stop it with a signal or
// run two of it: a free port on 127.0.0.1, its output kept, started once it says it is serving. Started
// with node directly, or as people start it, through `npm start` (then `child` is npm, which passes on the
// signals it gets; the build, npm's prestart step, is left out: the runner has built STATIC_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './constants';

const root = path.resolve(import.meta.dirname, '../..');

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** stdout and stderr as they came. */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  /** The exit code once the process ends (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGKILL to the server and, through npm, to what npm started: for clean-up, whatever state it is in. */
  killAll: () => void;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts main.ts with the test administrator and `env` (DATA_DIR or DATABASE_URL, SEED_SCALE …). */
export async function startChildServer(env: Record<string, string>, timeoutMs = 120_000, via: 'node' | 'npm start' = 'node'): Promise<ChildServer> {
  const port = await freePort();
  const [command, args] = via === 'node' ? [process.execPath, ['--import', 'tsx', 'src/server/main.ts']] : ['npm', ['start', '--ignore-scripts']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: TEST_ADMIN_EMAIL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // npm's own group, so a clean-up can reach the server npm started even after npm is gone.
    detached: via !== 'node',
  });
  const killAll = () => {
    try {
      if (via === 'node') child.kill('SIGKILL');
      else process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => ((output += d), (stdout += d)));
  child.stderr!.on('data', (d) => ((output += d), (stderr += d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (!/is serving/.test(stdout)) {
    if (Date.now() > deadline || child.exitCode !== null) {
      killAll();
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, stdout: () => stdout, stderr: () => stderr, exited, killAll };
}

/** Sends the signal and waits for the process to end (at once if it already has). */
export async function stopChildServer(server: ChildServer | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}
