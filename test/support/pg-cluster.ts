// A throwaway PostgreSQL cluster of a suite's own (initdb into a temp folder, a free port), for tests that
// stop, restart or kill the database under a running server. Never the shared development server.
//
// The postmaster is started as a child of this process rather than by `pg_ctl start`: pg_ctl leaves it to
// init, and where init does not reap (as in some containers) a postmaster killed with -9 stays a zombie
// whose pid in postmaster.pid refuses the next start. As our child it is reaped and can be killed cleanly.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './child-server';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`, then the postmaster again: what `pg_ctl restart -m fast` does. */
  restartFast(): Promise<void>;
  /** kill -9 of the postmaster, then waits until its backends have noticed and gone. */
  killPostmaster(): Promise<void>;
  /** Starts the postmaster (after a kill it runs crash recovery) and waits until it accepts connections. */
  start(): Promise<void>;
  /** The postmaster's log so far, for a failing test's message. */
  log(): string;
  /** Stops the postmaster at once and removes the folder; safe to call in any state. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions[versions.length - 1], 'bin') : null;
}

/** Who runs the cluster: PostgreSQL refuses root, so as root it is the postgres account. */
function clusterUser(): { uid: number; gid: number } | undefined | null {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Why a cluster cannot be made here (no binaries, root without a postgres account), or null. */
export function clusterUnavailable(): string | null {
  if (!postgresBinDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin';
  if (clusterUser() === null) return 'running as root and there is no postgres account to run the cluster';
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process counts as gone once it has exited, even if nobody has reaped it yet. */
function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').startsWith('Z');
  } catch {
    return true;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return found;
}

async function until(what: string, ready: () => boolean | Promise<boolean>, timeoutMs: number, detail: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s. ${detail()}`);
    await sleep(50);
  }
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  const user = clusterUser();
  if (!bin || user === null) throw new Error(clusterUnavailable()!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-console-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let postmaster: ChildProcess | undefined;
  let output = '';

  const run = (tool: string, args: string[]) => {
    // cwd '/': the checkout may sit where the postgres account cannot enter.
    const result = spawnSync(path.join(bin, tool), args, { cwd: '/', uid: user?.uid, gid: user?.gid, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.error?.message ?? ''}${result.stdout}${result.stderr}`);
  };
  const accepts = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

  const cluster: PgCluster = {
    url,
    log: () => output.slice(-4_000),
    async start() {
      if (postmaster && !exited(postmaster)) throw new Error('the postmaster is already running');
      // fsync off: the kill here is of processes, not of the machine, so the page cache survives it and a
      // write acknowledged before it is on disk all the same; it only spares the shared machine the syncs.
      const child = spawn(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=100'], {
        cwd: '/', uid: user?.uid, gid: user?.gid, stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      postmaster = child;
      await until('PostgreSQL did not accept connections', async () => {
        if (exited(child)) throw new Error(`the postmaster ended: ${output.slice(-2_000)}`);
        return accepts();
      }, 60_000, () => output.slice(-2_000));
    },
    async restartFast() {
      const child = postmaster;
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      if (child) await until('the stopped postmaster did not exit', () => exited(child), 10_000, () => output.slice(-2_000));
      await cluster.start();
    },
    async killPostmaster() {
      const child = postmaster;
      if (!child?.pid || exited(child)) throw new Error('no postmaster to kill');
      const backends = childrenOf(child.pid);
      child.kill('SIGKILL');
      await until('the killed postmaster did not exit', () => exited(child), 10_000, () => '');
      // A new postmaster refuses to start while an old backend still holds the shared memory.
      await until('the backends of the killed postmaster did not end', () => backends.every(gone), 30_000, () => `still there: ${backends.filter((p) => !gone(p)).join(', ')}`);
    },
    async remove() {
      const child = postmaster;
      if (child?.pid && !exited(child)) {
        const backends = childrenOf(child.pid);
        child.kill('SIGQUIT'); // immediate shutdown: nothing here is worth a checkpoint
        await until('the postmaster did not stop', () => exited(child), 10_000, () => '').catch(() => child.kill('SIGKILL'));
        await until('the backends did not end', () => backends.every(gone), 10_000, () => '').catch(() => {});
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test process that ends abruptly must not leave a postmaster behind (its backends follow it out).
  const orphanGuard = () => postmaster?.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const removeOnce = cluster.remove;
  cluster.remove = async () => {
    process.off('exit', orphanGuard);
    await removeOnce();
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
