// Commands whose attempts are counted before they run, outside their transaction (a count inside it would
// roll back with a failed guess, and parallel guesses would each see the count from before the others).
// One row per guarded command; runCommand itself stays the same for every command.
import { login, loginVerifyRequest, sendLoginVerificationCode } from '../../../commands/auth';
import type { Db } from '../db/open';
import type { Caller } from '../rpc/call-types';
import { countedCodeAttempt } from './code-attempts';
import { CodeSendLimitError } from './code-sends';
import { auditCodeSendRefusal } from './sign-in-audit';
import { throttledLogin } from './login-throttle';

type Guard = (db: Db, body: unknown, caller: Caller, run: () => Promise<unknown>) => Promise<unknown>;

const guards: ReadonlyMap<string, Guard> = new Map<string, Guard>([
  [login.id, (db, body, caller, run) => throttledLogin(db, body, caller, run)],
  [loginVerifyRequest.id, (db, body, _caller, run) => countedCodeAttempt(db, body, run)],
  // Not counted here (auth/code-sends.ts counts in the sending transaction), but a refusal is audited.
  [sendLoginVerificationCode.id, async (db, _body, caller, run) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof CodeSendLimitError) {
        await auditCodeSendRefusal(db, { accountId: error.accountId, command: sendLoginVerificationCode, clientIp: caller.clientIp, source: caller.source, err: error.err, reason: error.message });
      }
      throw error;
    }
  }],
]);

/** Runs a command call through its attempt guard, when it has one. */
export function guarded(commandId: string, db: Db, body: unknown, caller: Caller, run: () => Promise<unknown>): Promise<unknown> {
  const guard = guards.get(commandId);
  return guard ? guard(db, body, caller, run) : run();
}
