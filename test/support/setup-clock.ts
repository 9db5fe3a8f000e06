// How long suites spend getting ready (a database copy, a server, a browser) rather than testing: the
// runner prints the share (test/run.ts). One counter per process; a worker reads it around each job.
let spent = 0;

export const setupMs = () => spent;

/** Runs set-up work and counts its time. */
export async function timedSetup<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    spent += performance.now() - started;
  }
}
