// A command's handler run the way every call runs it (permission → args → handler with its audit rows),
// for the code that runs commands from inside another call: run-command.ts for one call, bulk rows,
// macro steps and undo. It finds handlers through rpc/handler-table.ts, never by importing
// handlers/index.ts, so the handlers that call it do not import the file that imports them.
import type { SQLWrapper } from 'drizzle-orm';
import type { ServerCommand } from '../../../commands';
import type { Adapters } from '../adapters';
import { shownMessage } from '../adapters/message-secrets';
import type { OutgoingMessage } from '../adapters/messenger';
import { AppError, invalidArguments } from '../app-error';
import type { Queryable } from '../db/open';
import type { AuditEntry, HandlerContext, LastWrite } from '../handlers/types';
import { StaleWrite, writeAuditStatement } from './audit-statement';
import type { Authorized, Caller, RollbackWork, Services, Session } from './call-types';
import { handlerOf } from './handler-table';
import { checkPermission } from './permission';
import { fieldErrors } from './validation';

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

/** What running a handler reads of the services: config and adapters (the database or transaction is passed in). */
export type CallServices = Pick<Services, 'config' | 'adapters'>;

export async function runHandler(
  services: CallServices, command: ServerCommand, call: Authorized, caller: Caller, db: Queryable, adapters: Adapters, rollbackWork: RollbackWork,
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
  const result = await handlerOf(command.id)(call.args, context);
  return { result, audits, inserts, last };
}

/**
 * An action's handler inside a transaction the caller holds, with its audit rows. Bulk runs and macro
 * dry runs call this for each row or step; runCommand calls it once in a transaction of its own.
 */
export async function executeInTransaction(
  services: CallServices,
  command: ServerCommand,
  call: Authorized,
  caller: Caller,
  tx: Queryable,
  options: { adapters?: Adapters; rollbackWork?: RollbackWork; audited?: (audits: AuditEntry[]) => void } = {},
): Promise<unknown> {
  const { result, audits, inserts, last } = await runHandler(services, command, call, caller, tx, options.adapters ?? services.adapters, options.rollbackWork ?? []);
  // The caller learns which records the call wrote (the live channel names them once it commits).
  options.audited?.(audits);
  try {
    await writeAuditStatement(tx, { command, call, caller, audits, inserts, last });
  } catch (error) {
    // The transaction cannot be read from after a failed statement, so the answer is the one prepared.
    if (error instanceof StaleWrite) throw error.write.refused();
    throw error;
  }
  return result;
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
function capturingMessages(adapters: Adapters): { adapters: Adapters; messages: OutgoingMessage[] } {
  const messages: OutgoingMessage[] = [];
  return {
    messages,
    adapters: { ...adapters, messenger: { enqueue: async (db, message) => { messages.push(shownMessage(message)); await adapters.messenger.enqueue(db, message); } } },
  };
}

/** Runs `work` in a transaction of `db` that is always rolled back, and returns what it returned. */
async function rolledBack<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
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

/** Calls made inside one dry run; see dryRun. */
export interface DryRun {
  /**
   * One call in a savepoint of its own: kept when it succeeds, so later calls of the run see what it did;
   * undone alone (with the messages it would have sent) when it fails. `authorize` may be a function of the
   * savepoint, for a permission check whose refusal row belongs to the run. Errors other than AppError are
   * thrown, after the savepoint is undone.
   */
  call(command: ServerCommand, caller: Caller, authorize: Authorized | ((tx: Queryable) => Promise<Authorized>)): Promise<DryRunOutcome>;
}

/**
 * The one dry-run path: `work` makes its calls inside ONE transaction of `db` that is rolled back at the
 * end, each through the same path as any call (handler with its audit rows). Nothing stays changed and
 * nothing is sent: the messages a call would send are captured, their outbox rows go with the rollback.
 * Bulk previews (one call per row, through dryRunCommand), macro dry runs (every step of every row, one
 * after another) and tempshift.import's dry_run all go through it.
 */
export async function dryRun<T>(services: CallServices, db: Queryable, work: (run: DryRun) => Promise<T>): Promise<T> {
  const { adapters, messages } = capturingMessages(services.adapters);
  return rolledBack(db, (tx) => work({
    async call(command, caller, authorize) {
      const sent = messages.length;
      try {
        const result = await tx.transaction(async (savepoint) => {
          const call = typeof authorize === 'function' ? await authorize(savepoint) : authorize;
          return executeInTransaction(services, command, call, caller, savepoint, { adapters });
        });
        return { ok: true, result, messages: messages.slice(sent) };
      } catch (error) {
        messages.length = sent;
        if (error instanceof AppError) return { ok: false, err: error.err, msg: error.message, data: error.data ?? null };
        throw error;
      }
    },
  }));
}

/** What one authorised call would do, without doing it: a dry run of that call alone. Bulk previews use it for each row. */
export async function dryRunCommand(
  services: CallServices, command: ServerCommand, call: Authorized, caller: Caller, db: Queryable,
): Promise<DryRunOutcome> {
  return dryRun(services, db, (run) => run.call(command, caller, call));
}
