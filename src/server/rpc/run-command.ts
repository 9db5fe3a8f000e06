import { ERR } from '../../domain/errors';
import type { ServerCommand } from '../../../commands';
import { AppError, notLoggedIn } from '../app-error';
import { resolveSession } from '../auth/sessions';
// Imported for its effect too: loading the handlers sets the handler table (rpc/handler-table.ts).
import { handlers } from '../handlers';
import { runsInOneStatement } from '../kit/one-statement';
import { forgetCachedReads } from '../kit/read-caches';
import type { AuditEntry } from '../handlers/types';
import { changedRecordsOf } from '../live/changed-records';
import { StaleWrite, writeAuditStatement } from './audit-statement';
import type { Authorized, Caller, RollbackWork, Services, Session } from './call-types';
import { authorizeSession, executeInTransaction, runHandler } from './execute-command';
import { auditHandlerRefusal } from './permission';

/** Who → may they → valid args. Refusals change nothing but the permission audit row. */
export async function authorize(services: Services, command: ServerCommand, body: unknown, caller: Caller): Promise<Authorized> {
  const db = services.database.db;
  let session: Session | null = null;
  if (caller.token) session = await resolveSession(db, services.config, caller.token);
  if (!command.public && !session) throw notLoggedIn(caller.token ? 'Your session has expired. Sign in again.' : 'Not logged in.');
  return authorizeSession(db, command, session, body, caller);
}

/** An action whose handler marked itself (kit/one-statement.ts): no transaction, its writes in one statement. */
async function executeInOneStatement(services: Services, command: ServerCommand, call: Authorized, caller: Caller, rollbackWork: RollbackWork, audited: (audits: AuditEntry[]) => void): Promise<unknown> {
  const db = services.database.db;
  const { result, audits, inserts, last } = await runHandler(services, command, call, caller, db, services.adapters, rollbackWork);
  audited(audits);
  try {
    await writeAuditStatement(db, { command, call, caller, audits, inserts, last });
  } catch (error) {
    if (error instanceof StaleWrite) await error.write.explain(db);
    throw error;
  }
  return result;
}

function checkResult(services: Services, command: ServerCommand, result: unknown): unknown {
  if (services.config.checkResults) {
    const checked = command.result.safeParse(result);
    if (!checked.success) {
      console.error(`result of ${command.id} does not match its schema:`, checked.error.issues.slice(0, 3));
      throw new AppError(ERR.internal, 'Internal error.');
    }
  }
  return result;
}


/**
 * One command call, the same for every surface: who → may they → valid args → handler (in a transaction
 * with its audit row, for actions) → checked result.
 */
export async function runCommand(services: Services, command: ServerCommand, body: unknown, caller: Caller): Promise<unknown> {
  const call = await authorize(services, command, body, caller);
  const db = services.database.db;
  const rollbackWork: RollbackWork = [];
  let result: unknown;
  let audits: AuditEntry[] = [];
  const audited = (written: AuditEntry[]) => void (audits = written);
  try {
    if (command.kind === 'query') result = (await runHandler(services, command, call, caller, db, services.adapters, rollbackWork)).result;
    else if (runsInOneStatement(handlers[command.id])) result = await executeInOneStatement(services, command, call, caller, rollbackWork, audited);
    else result = await db.transaction((tx) => executeInTransaction(services, command, call, caller, tx, { rollbackWork, audited }));
  } catch (error) {
    for (const work of rollbackWork) await work(db);
    // A handler's own refusal (not your note, not your account) is audited like the permission rule's.
    if (error instanceof AppError && error.err === ERR.forbidden && call.session && !command.public) {
      await auditHandlerRefusal(db, command, call.session.account, caller, body, error);
    }
    throw error;
  }
  if (command.kind === 'query') return checkResult(services, command, result);
  // A committed write may change what any list counts; the consoles hear which records it changed.
  forgetCachedReads(db, changedRecordsOf(command, call.args, result, audits, call.session?.account.id, call.session?.tokenHash));
  return checkResult(services, command, result);
}
