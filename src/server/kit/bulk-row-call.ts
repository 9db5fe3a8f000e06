// One row of a bulk run as a call of its command: the body (shared args + the row's id and version), the
// same validation and permission rule as any call, the refusal's reason in one word, and the services
// executeInTransaction needs. A bulk handler already holds the signed-in session, so it authorises each
// row itself (rpc's authorize resolves a session from a token, which a handler never sees).
import { mayRun } from '../../../commands/permissions';
import { registry, takesVersion, type AnyCommand, type ServerCommand } from '../../../commands';
import { ERR } from '../../domain/errors';
import { AppError, invalidArguments, notFound } from '../app-error';
import type { Db } from '../db/open';
import type { HandlerContext } from '../handlers/types';
import type { Authorized, Caller, Session } from '../rpc/call-types';
import type { CallServices } from '../rpc/execute-command';
import { fieldErrors } from '../rpc/validation';
import type { bulkReason } from '../../../commands/bulk';
import type { z } from 'zod';

export type BulkReason = z.infer<typeof bulkReason>;

export interface RowTarget {
  id: number;
  version?: number | null;
}

/** The command a bulk run may run: an action that takes a record id. */
export function bulkableCommand(id: string): ServerCommand & { recordArg: string } {
  const command = registry.byId.get(id as never) as AnyCommand | undefined;
  if (!command || command.kind === 'client') throw invalidArguments([{ path: 'command_id', message: `No command ${id}.` }]);
  if (command.kind !== 'action' || !command.recordArg || command.area === 'bulk') {
    throw invalidArguments([{ path: 'command_id', message: `${command.title} does not act on one record at a time, so it cannot run over a selection.` }]);
  }
  return command as unknown as ServerCommand & { recordArg: string };
}

export function rowBody(command: ServerCommand & { recordArg: string }, shared: Record<string, unknown>, row: RowTarget): Record<string, unknown> {
  const body: Record<string, unknown> = { ...shared, [command.recordArg]: row.id };
  if (takesVersion(command) && row.version !== null && row.version !== undefined) body.version = row.version;
  return body;
}

/** The session of the call that runs the bulk handler, which each row runs under. */
export function rowSession(ctx: HandlerContext): Session {
  if (!ctx.account || !ctx.sessionTokenHash) throw new AppError(ERR.notLoggedIn, 'Not logged in.');
  return { account: ctx.account, tokenHash: ctx.sessionTokenHash };
}

/**
 * Validation and the account-type rule for one row of a dry run, the refusal thrown as the wire would
 * answer it. A preview writes no audit row; the run itself authorises each row with authorizeSession.
 */
export function authorizeRow(command: ServerCommand, ctx: HandlerContext, body: unknown): Authorized {
  const { account } = rowSession(ctx);
  if (!mayRun(command, account.accountType)) {
    throw new AppError(ERR.forbidden, `Your account may not run '${command.title}'. Ask an administrator if you need it.`);
  }
  const parsed = command.args.safeParse(body, { reportInput: true });
  if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error));
  return { session: rowSession(ctx), args: parsed.data };
}

/** A refusal in one word the dry run and the results group by. */
export function reasonOf(error: AppError): BulkReason {
  if (error.err === ERR.forbidden) return 'permission';
  if (error.err === ERR.invalidArguments) return 'validation';
  if (error.err === ERR.notFound) return 'not_found';
  if (error.err === ERR.conflict && error.data?.already_texted) return 'duplicate';
  if (error.err === ERR.conflict) return typeof error.data?.current_version === 'number' ? 'stale' : 'transition';
  return 'other';
}

/**
 * A refusal's message with its own record left out, so identical reasons group across rows: the first
 * mention of the row's id becomes '#', and a stale version (whose numbers differ per row) reads as one.
 */
export function groupMessage(reason: BulkReason, message: string, id: number): string {
  if (reason === 'stale') return 'Changed by someone else since it was read: reload and try again.';
  return message.replace(new RegExp(`\\b${id}\\b`), '#');
}

/** What executeInTransaction reads of the services: config and adapters (the transaction is passed in). */
export function servicesFrom(ctx: HandlerContext): CallServices {
  return { config: ctx.config, adapters: ctx.adapters };
}

/** Every row of one run shares its runGroup, so the undo journal takes the run back as one step. */
export function rowCaller(ctx: HandlerContext, runGroup: string, source: string): Caller {
  return { token: null, clientIp: ctx.clientIp, userAgent: ctx.userAgent, source, runGroup };
}

/** A query's handler gets the database itself (not a transaction), so it can open one per row. */
export function databaseOf(ctx: HandlerContext): Db {
  return ctx.db as Db;
}

export const runNotFound = (id: number) => notFound('Bulk run', id);
