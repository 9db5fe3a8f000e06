/**
 * The runner's workers (issue 25): `size` long-lived processes (test/runner/worker.ts), each taking the
 * next job when it finishes one. A worker that dies, or runs one job past the time limit, fails that job
 * and is replaced; one whose memory has grown past a limit is replaced between jobs, so a suite that leaks
 * cannot slow or break the suites after it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Job, JobResult } from './job';

export interface PoolOptions {
  size: number;
  /**
   * At most this many jobs that drive Chromium run at once (`job.browser`); the other workers take the
   * rest. Browser suites mostly wait on the page, API suites keep a core busy: two of the first beside
   * one of the second keep this 2-core machine busy without starving a page of the CPU its waits assume.
   */
  browserLimit: number;
  root: string;
  env: NodeJS.ProcessEnv;
  /** A job still running after this long is failed and its worker killed. */
  jobTimeoutMs: number;
  /** A worker whose resident memory passes this after a job is retired. */
  maxRssBytes: number;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  /** Printed by the worker between jobs: shown with the next failure. */
  stray: string;
}

const WORKER = path.join(import.meta.dirname, 'worker.ts');

function startWorker(options: PoolOptions): Slot {
  const child = fork(WORKER, [], {
    cwd: options.root,
    execArgv: ['--import', 'tsx'],
    // TEST_WORKER: suites on a worker share one Chromium (test/support/browser.ts).
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', TEST_WORKER: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const slot: Slot = { child, stray: '', ready: Promise.resolve() };
  child.stdout!.on('data', (d) => (slot.stray += d));
  child.stderr!.on('data', (d) => (slot.stray += d));
  slot.ready = new Promise((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (!message?.ready) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a test worker exited with code ${code} before it was ready:\n${slot.stray}`)));
  });
  return slot;
}

/** Runs one job on a worker: its result, or a failure when the worker dies or overruns. */
function runOn(slot: Slot, job: Job, timeoutMs: number): Promise<JobResult & { rss: number; lost: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const finish = (result: JobResult & { rss: number; lost: boolean }) => {
      clearTimeout(timer);
      slot.child.off('message', onMessage);
      slot.child.off('exit', onExit);
      resolve(result);
    };
    const lost = (why: string) =>
      finish({ id: job.id, code: 1, output: `${slot.stray}\n(${why})`, ms: Date.now() - started, setupMs: 0, rss: 0, lost: true });
    const onMessage = (message: JobResult & { rss?: number }) => {
      if (message?.id !== job.id) return;
      finish({ ...message, rss: message.rss ?? 0, lost: false });
    };
    const onExit = (code: number | null, signal: string | null) => lost(`the worker ended with ${signal ?? `code ${code}`} during this suite`);
    const timer = setTimeout(() => {
      slot.child.kill('SIGKILL');
      lost(`still running after ${timeoutMs / 1000} s: stopped`);
    }, timeoutMs);
    slot.child.on('message', onMessage);
    slot.child.once('exit', onExit);
    slot.stray = '';
    slot.child.send(job);
  });
}

/** Lets a worker go: it exits once its channel closes (worker.ts). */
function retire(slot: Slot): Promise<unknown> {
  if (slot.child.exitCode !== null || slot.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => slot.child.once('exit', resolve));
  if (slot.child.connected) slot.child.disconnect();
  else slot.child.kill();
  return exited;
}

/** Runs every job on `size` workers, calling `report` as each finishes; resolves when all have. */
export async function runJobs(jobs: readonly Job[], options: PoolOptions, report: (job: Job, result: JobResult) => void): Promise<void> {
  const waiting = [...jobs];
  let browsersRunning = 0;
  /** Wakes lanes that found only browser jobs left while the limit was reached. */
  let wake: () => void = () => {};
  let finished = new Promise<void>((resolve) => (wake = resolve));
  const jobDone = () => {
    wake();
    finished = new Promise<void>((resolve) => (wake = resolve));
  };
  /** The next job in order this lane may run now, taken off the queue; null when it must wait. */
  const take = (): Job | null => {
    const index = waiting.findIndex((job) => !job.browser || browsersRunning < options.browserLimit);
    return index < 0 ? null : waiting.splice(index, 1)[0];
  };
  const lane = async () => {
    let slot: Slot | null = null;
    while (waiting.length) {
      const job = take();
      if (!job) {
        await finished;
        continue;
      }
      if (job.browser) browsersRunning++;
      try {
        if (job.ownProcess && slot) {
          retire(slot);
          slot = null;
        }
        if (!slot) {
          slot = startWorker(options);
          try {
            await slot.ready;
          } catch (error) {
            report(job, { id: job.id, code: 1, output: String(error), ms: 0, setupMs: 0 });
            slot = null;
            continue;
          }
        }
        const result = await runOn(slot, job, options.jobTimeoutMs);
        report(job, result);
        if (result.lost || job.ownProcess || result.rss > options.maxRssBytes) {
          if (!result.lost) retire(slot);
          slot = null;
        }
      } finally {
        if (job.browser) browsersRunning--;
        jobDone();
      }
    }
    if (slot) await retire(slot);
  };
  await Promise.all(Array.from({ length: Math.min(options.size, jobs.length) }, lane));
}
