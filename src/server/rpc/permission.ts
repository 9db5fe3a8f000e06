// The per-command account-type check (commands/permissions.ts), made before the body is validated or
// anything is staged: a refused call changes nothing and leaves one audit row saying who was refused what.
import { accountsFor, mayRun } from '../../../commands/permissions';
import type { ServerCommand } from '../../../commands';
import { accountTypes } from '../../domain/enums/account';
import { AppError } from '../app-error';
import { ERR } from '../../domain/errors';
import type { Queryable } from '../db/open';
import { auditLog } from '../db/schema';
import type { Account } from '../handlers/types';
import { redact } from '../kit/redact';

/** The audit row's entity for a refused call; the admin audit screen filters on it. */
export const REFUSED_ENTITY = 'permission_refused';

function argsOf(body: unknown): object {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  // Uploaded files are not kept for a refused call: their names stand in for them.
  const plain = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v instanceof File ? `<file ${v.name}>` : v]));
  return (redact(plain) as object) ?? {};
}

/**
 * The audit row of a refusal a handler made itself (a note that is not yours, your own account): written
 * by runCommand after the call's rollback, so it stays. `after` holds the refusal's message.
 */
export async function auditHandlerRefusal(
  db: Queryable, command: ServerCommand, account: Account, caller: { source: string; clientIp: string }, body: unknown, error: AppError,
): Promise<void> {
  await db.insert(auditLog).values({
    accountId: account.id, command: command.id, api: command.api!, source: caller.source, args: argsOf(body),
    entity: REFUSED_ENTITY, entityId: command.id, before: null, after: { err: error.err, msg: error.message }, clientIp: caller.clientIp,
  });
}

/** Refuses (403, audited) when the signed-in account's type may not run the command. */
export async function checkPermission(
  db: Queryable,
  command: ServerCommand,
  account: Account,
  caller: { source: string; clientIp: string },
  body: unknown,
): Promise<void> {
  if (mayRun(command, account.accountType)) return;
  const allowed = accountsFor(command);
  await db.insert(auditLog).values({
    accountId: account.id,
    command: command.id,
    api: command.api!,
    source: caller.source,
    args: argsOf(body),
    entity: REFUSED_ENTITY,
    entityId: command.id,
    before: null,
    after: { err: ERR.forbidden, account_type: account.accountType, allowed },
    clientIp: caller.clientIp,
  });
  const label = accountTypes.label(account.accountType) ?? account.accountType;
  throw new AppError(ERR.forbidden, `A ${label} account may not run '${command.title}'. Ask an administrator if you need it.`, {
    account_type: account.accountType,
    allowed,
  });
}
