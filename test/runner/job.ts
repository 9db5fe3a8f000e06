// What the runner sends a worker, and what comes back (test/runner/worker.ts).

export interface Job {
  id: number;
  file: string;
  env: Record<string, string>;
  /**
   * The suite checks something about the whole process (what a module's loading does to it): it runs on
   * a worker of its own. A file says so with the line `// test-runner: own process` at its top.
   */
  ownProcess: boolean;
  /** The suite drives Chromium (test/e2e): the pool runs only so many of those at once. */
  browser: boolean;
}

export const OWN_PROCESS_MARK = '// test-runner: own process';

export interface JobResult {
  id: number;
  output: string;
  /** 0 when every test passed. */
  code: number;
  ms: number;
  /** Of `ms`: importing the file and the suites' own set-up (database copies, servers, browsers). */
  setupMs: number;
}
