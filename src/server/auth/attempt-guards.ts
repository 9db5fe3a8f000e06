// Commands whose attempts are counted before they run, outside their transaction (a count inside it would
// roll back with a failed guess, and parallel guesses would each see the count from before the others).
// One row per guarded command; runCommand itself stays the same for every command.
import { login, loginVerifyRequest } from '../../../commands/auth';
import type { Db } from '../db/open';
import type { Caller } from '../rpc/run-command';
import { countedCodeAttempt } from './code-attempts';
import { throttledLogin } from './login-throttle';

type Guard = (db: Db, body: unknown, caller: Caller, run: () => Promise<unknown>) => Promise<unknown>;

const guards: ReadonlyMap<string, Guard> = new Map<string, Guard>([
  [login.id, (db, body, caller, run) => throttledLogin(db, body, caller, run)],
  [loginVerifyRequest.id, (db, body, _caller, run) => countedCodeAttempt(db, body, run)],
]);

/** Runs a command call through its attempt guard, when it has one. */
export function guarded(commandId: string, db: Db, body: unknown, caller: Caller, run: () => Promise<unknown>): Promise<unknown> {
  const guard = guards.get(commandId);
  return guard ? guard(db, body, caller, run) : run();
}
