/**
 * A long-lived test worker (issue 25): runs many suite files, one after another, in one process, so the
 * app, the test support and tsx's compiled modules load once per worker instead of once per file. Each
 * job names a file and the environment it runs under (which database); the file is imported afresh (a
 * query string makes it a new module), its uvu suites run, and what uvu printed goes back to the runner.
 * Each suite still makes its own server and database copy: suites share code, never state.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupMs } from '../support/setup-clock';
import type { Job, JobResult } from './job';

type UvuGlobals = { UVU_DEFER?: number; UVU_QUEUE: unknown[][]; UVU_INDEX?: number };
const uvuGlobals = globalThis as unknown as UvuGlobals;
// Before uvu loads: suites queue themselves and wait for exec(), as under uvu's own CLI.
uvuGlobals.UVU_DEFER = 1;
const uvu = await import('uvu');

let imports = 0;
/** A promise rejected with nobody to catch it fails the suite, as it would end a process of its own. */
let unhandled = false;

async function runJob(job: Job): Promise<JobResult> {
  const started = Date.now();
  const setupBefore = setupMs();
  Object.assign(process.env, job.env);
  process.exitCode = 0;
  unhandled = false;
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  // What the suite and uvu print is the job's output; the runner shows it when the suite fails.
  const capture = (chunk: unknown, ...rest: unknown[]) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  let importMs = 0;
  try {
    uvuGlobals.UVU_QUEUE.length = 0;
    uvuGlobals.UVU_QUEUE.push([null]);
    uvuGlobals.UVU_INDEX = 0;
    const importStarted = Date.now();
    await import(`${pathToFileURL(path.resolve(job.file)).href}?job=${++imports}`);
    importMs = Date.now() - importStarted;
    await uvu.exec();
  } catch (error) {
    output += `\n${(error as Error)?.stack ?? String(error)}\n`;
    process.exitCode = 1;
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
  const code = unhandled ? 1 : Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { id: job.id, output, code, ms: Date.now() - started, setupMs: importMs + (setupMs() - setupBefore) };
}

// A failure outside any test (a rejected promise nobody awaited) is reported with the job that was running.
let current: Job | null = null;
process.on('unhandledRejection', (reason) => {
  process.stderr.write(`unhandled rejection${current ? ` in ${current.file}` : ''}: ${(reason as Error)?.stack ?? String(reason)}\n`);
  unhandled = true;
});

process.on('message', async (job: Job) => {
  current = job;
  const result = await runJob(job);
  current = null;
  process.send!({ ...result, rss: process.memoryUsage().rss });
});
// The runner is done with this worker: a server a suite forgot to close must not keep it alive.
process.on('disconnect', () => process.exit(0));
// And if the runner itself was killed (its channel may not say so while a suite keeps this process busy),
// the worker goes too rather than run on with its browser and servers.
const runner = process.ppid;
setInterval(() => process.ppid !== runner && process.exit(1), 2_000).unref();
process.send!({ ready: true });
