import { ERR } from '../../domain/errors';
import type { ServerCommand } from '../../../commands';
import { AppError, invalidArguments, notLoggedIn } from '../app-error';
import type { Adapters } from '../adapters';
import { resolveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database, Db } from '../db/open';
import { auditLog } from '../db/schema';
import { handlers } from '../handlers';
import type { AuditEntry, HandlerContext } from '../handlers/types';
import { invalidateTotals } from '../kit/list-total';
import { redact } from '../kit/redact';
import { checkPermission } from './permission';
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

/**
 * One command call, the same for every surface: who → may they → valid args → handler (in a transaction
 * with its audit row, for actions) → checked result.
 */
export async function runCommand(services: Services, command: ServerCommand, body: unknown, caller: Caller): Promise<unknown> {
  const { database, config, adapters } = services;
  const db = database.db;

  let session: Awaited<ReturnType<typeof resolveSession>> = null;
  if (caller.token) session = await resolveSession(db, config, caller.token);
  if (!command.public && !session) throw notLoggedIn(caller.token ? 'Your session has expired. Sign in again.' : 'Not logged in.');
  // Before validation: a refused call learns nothing about its arguments and changes nothing.
  if (session) await checkPermission(db, command, session.account, caller, body);

  const parsed = command.args.safeParse(body, { reportInput: true });
  if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error));
  const args = parsed.data;

  const audits: AuditEntry[] = [];
  const rollbackWork: ((db: Db) => Promise<void>)[] = [];
  const context = (queryable: HandlerContext['db']): HandlerContext => ({
    db: queryable,
    account: session?.account ?? null,
    sessionTokenHash: session?.tokenHash ?? null,
    clientIp: caller.clientIp,
    userAgent: caller.userAgent,
    config,
    adapters,
    now: new Date(),
    audit: (entry) => audits.push(entry),
    onRollback: (work) => rollbackWork.push(work),
  });
  const handler = handlers[command.id] as (args: unknown, ctx: HandlerContext) => Promise<unknown>;

  let result: unknown;
  if (command.kind === 'query') {
    result = await handler(args, context(db));
  } else {
    try {
      result = await db.transaction(async (tx) => {
        const value = await handler(args, context(tx));
        const rows = audits.length ? audits : [null];
        await tx.insert(auditLog).values(
          rows.map((entry) => ({
            accountId: session?.account.id ?? null,
            command: command.id,
            api: command.api!,
            source: caller.source,
            args: redact(args) as object,
            entity: entry?.entity ?? null,
            entityId: entry ? String(entry.entityId) : null,
            before: entry ? (redact(entry.before) ?? null) : null,
            after: entry ? (redact(entry.after) ?? null) : null,
            clientIp: caller.clientIp,
          })),
        );
        return value;
      });
      // A committed write may change what any list counts.
      invalidateTotals(db);
    } catch (error) {
      for (const work of rollbackWork) await work(db);
      throw error;
    }
  }

  if (config.checkResults) {
    const checked = command.result.safeParse(result);
    if (!checked.success) {
      console.error(`result of ${command.id} does not match its schema:`, checked.error.issues.slice(0, 3));
      throw new AppError(ERR.internal, 'Internal error.');
    }
  }
  return result;
}
