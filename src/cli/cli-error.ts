/** Exit codes: 0 done, 1 the server refused or a step failed, 2 the command line itself is wrong (usage, local validation). */
export const EXIT = Object.freeze({ ok: 0, failed: 1, usage: 2 });

/** An error the CLI reports as its message (no stack) with its exit code. */
export class CliError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}
