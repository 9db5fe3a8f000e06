import type { SQLWrapper } from 'drizzle-orm';
import { ERR } from '../../domain/errors';
import type { ServerCommand } from '../../../commands';
import { AppError, invalidArguments, notLoggedIn } from '../app-error';
import type { Adapters } from '../adapters';
import type { OutgoingMessage } from '../adapters/messenger';
import { shownMessage } from '../adapters/message-secrets';
import { resolveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database, Db, Queryable } from '../db/open';
import { handlers } from '../handlers';
import type { AuditEntry, HandlerContext, LastWrite } from '../handlers/types';
import { runsInOneStatement } from '../kit/one-statement';
import { forgetCachedReads } from '../kit/read-caches';
import { StaleWrite, writeAuditStatement } from './audit-statement';
import { auditHandlerRefusal, checkPermission } from './permission';
import { fieldErrors } from './validation';

export interface Caller {
  token: string | null;
  clientIp: string;
  userAgent: string;
  source: string;
  /** Shared by the rows of one bulk or macro run, so the undo journal can take the run back as one step. */
  runGroup?: string;
}

export interface Services {
  database: Database;
  config: Config;
  adapters: Adapters;
}

export type Session = NonNullable<Awaited<ReturnType<typeof resolveSession>>>;

/** A call that may go ahead: who is asking (null for a public command without a session) and its parsed args. */
export interface Authorized {
  session: Session | null;
  args: unknown;
}

/** Who → may they → valid args. Refusals change nothing but the permission audit row. */
export async function authorize(services: Services, command: ServerCommand, body: unknown, caller: Caller): Promise<Authorized> {
  const db = services.database.db;
  let session: Session | null = null;
  if (caller.token) session = await resolveSession(db, services.config, caller.token);
  if (!command.public && !session) throw notLoggedIn(caller.token ? 'Your session has expired. Sign in again.' : 'Not logged in.');
  return authorizeSession(db, command, session, body, caller);
}

/**
 * May they → valid args, for a session already known (a bulk row or macro step runs under the session of
 * the call that started it). The refusal's audit row is written to `db`: in a transaction, it stays only
 * if that transaction commits.
 */
export async function authorizeSession(
  db: Queryable, command: ServerCommand, session: Session | null, body: unknown, caller: Pick<Caller, 'source' | 'clientIp'>,
): Promise<Authorized> {
  // Before validation: a refused call learns nothing about its arguments and changes nothing.
  if (session) await checkPermission(db, command, session.account, caller, body);
  const parsed = command.args.safeParse(body, { reportInput: true });
  if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error));
  return { session, args: parsed.data };
}

/** Work a failed call must still do after its rollback (failed sign-in counters). */
export type RollbackWork = ((db: Db) => Promise<void>)[];

async function runHandler(
  services: Services, command: ServerCommand, call: Authorized, caller: Caller, db: Queryable, adapters: Adapters, rollbackWork: RollbackWork,
): Promise<{ result: unknown; audits: AuditEntry[]; inserts: SQLWrapper[]; last?: LastWrite }> {
  const audits: AuditEntry[] = [];
  const inserts: SQLWrapper[] = [];
  let last: LastWrite | undefined;
  const noWrites = () => {
    if (command.kind === 'query') throw new Error(`${command.id} is a query: it has no audit row to write with.`);
  };
  const context: HandlerContext = {
    db,
    account: call.session?.account ?? null,
    sessionTokenHash: call.session?.tokenHash ?? null,
    clientIp: caller.clientIp,
    userAgent: caller.userAgent,
    config: services.config,
    adapters: caller.runGroup ? inRunGroup(adapters, caller.runGroup) : adapters,
    now: new Date(),
    audit: (entry) => audits.push(entry),
    writeWithAudit: (insert) => {
      noWrites();
      inserts.push(insert);
    },
    writeLast: (write) => {
      noWrites();
      if (last) throw new Error(`${command.id} left two last writes; a statement guards one.`);
      last = write;
    },
    onRollback: (work) => rollbackWork.push(work),
  };
  const handler = handlers[command.id] as (args: unknown, ctx: HandlerContext) => Promise<unknown>;
  const result = await handler(call.args, context);
  return { result, audits, inserts, last };
}

/**
 * An action's handler inside a transaction the caller holds, with its audit rows. Bulk runs and macro
 * dry runs call this for each row or step; runCommand calls it once in a transaction of its own.
 */
export async function executeInTransaction(
  services: Services,
  command: ServerCommand,
  call: Authorized,
  caller: Caller,
  tx: Queryable,
  options: { adapters?: Adapters; rollbackWork?: RollbackWork } = {},
): Promise<unknown> {
  const { result, audits, inserts, last } = await runHandler(services, command, call, caller, tx, options.adapters ?? services.adapters, options.rollbackWork ?? []);
  try {
    await writeAuditStatement(tx, { command, call, caller, audits, inserts, last });
  } catch (error) {
    // The transaction cannot be read from after a failed statement, so the answer is the one prepared.
    if (error instanceof StaleWrite) throw error.write.refused();
    throw error;
  }
  return result;
}

/** An action whose handler marked itself (kit/one-statement.ts): no transaction, its writes in one statement. */
async function executeInOneStatement(services: Services, command: ServerCommand, call: Authorized, caller: Caller, rollbackWork: RollbackWork): Promise<unknown> {
  const db = services.database.db;
  const { result, audits, inserts, last } = await runHandler(services, command, call, caller, db, services.adapters, rollbackWork);
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
  try {
    if (command.kind === 'query') result = (await runHandler(services, command, call, caller, db, services.adapters, rollbackWork)).result;
    else if (runsInOneStatement(handlers[command.id])) result = await executeInOneStatement(services, command, call, caller, rollbackWork);
    else result = await db.transaction((tx) => executeInTransaction(services, command, call, caller, tx, { rollbackWork }));
  } catch (error) {
    for (const work of rollbackWork) await work(db);
    // A handler's own refusal (not your note, not your account) is audited like the permission rule's.
    if (error instanceof AppError && error.err === ERR.forbidden && call.session && !command.public) {
      await auditHandlerRefusal(db, command, call.session.account, caller, body, error);
    }
    throw error;
  }
  if (command.kind === 'query') return checkResult(services, command, result);
  // A committed write may change what any list counts.
  forgetCachedReads(db);
  return checkResult(services, command, result);
}

/** Thrown inside a dry run's transaction to undo everything it did. */
class DryRunRollback extends Error {}

export type DryRunOutcome =
  | { ok: true; result: unknown; messages: OutgoingMessage[] }
  | { ok: false; err: number; msg: string; data: unknown };

/** Adapters whose messages carry the run they belong to (one text per person per run: outbox-messenger.ts). */
function inRunGroup(adapters: Adapters, runGroup: string): Adapters {
  return { ...adapters, messenger: { enqueue: (db, message) => adapters.messenger.enqueue(db, { ...message, runGroup }) } };
}

/** Adapters whose messenger also records each message it queues: what a dry run would send. */
export function capturingMessages(adapters: Adapters): { adapters: Adapters; messages: OutgoingMessage[] } {
  const messages: OutgoingMessage[] = [];
  return {
    messages,
    adapters: { ...adapters, messenger: { enqueue: async (db, message) => { messages.push(shownMessage(message)); await adapters.messenger.enqueue(db, message); } } },
  };
}

/** Runs `work` in a transaction of `db` that is always rolled back, and returns what it returned. */
export async function rolledBack<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let value: { v: T } | null = null;
  try {
    await db.transaction(async (tx) => {
      value = { v: await work(tx) };
      throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback) || !value) throw error;
  }
  return (value as unknown as { v: T }).v;
}

/**
 * What an authorised call would do, without doing it: its handler with its audit rows in a transaction
 * (of `db`, the database by default) that is then rolled back. Messages the handler would send are
 * captured (their outbox rows go with the rollback). Used by bulk dry runs for each row.
 */
export async function dryRunCommand(
  services: Services, command: ServerCommand, call: Authorized, caller: Caller, db: Queryable = services.database.db,
): Promise<DryRunOutcome> {
  const { adapters, messages } = capturingMessages(services.adapters);
  try {
    if (command.kind === 'query') {
      const { result } = await runHandler(services, command, call, caller, db, adapters, []);
      return { ok: true, result, messages };
    }
    const result = await rolledBack(db, (tx) => executeInTransaction(services, command, call, caller, tx, { adapters }));
    return { ok: true, result, messages };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, err: error.err, msg: error.message, data: error.data ?? null };
    throw error;
  }
}
