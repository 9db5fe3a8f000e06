import type { SQLWrapper } from 'drizzle-orm';
import type { AnyCommand, CommandById, ParsedArgsOf, ResultOf, ServerCommandId } from '../../../commands';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/open';
import type { AppError } from '../app-error';

export interface Account {
  id: number;
  email: string;
  name: string;
  accountType: string;
  avatar: string;
}

export interface AuditEntry {
  /** Who acted, when it is not the session's account: a sign-in names the account it signs in. */
  accountId?: number;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export interface HandlerContext {
  /** The transaction of an action, or the database for a query. */
  db: Queryable;
  account: Account | null;
  sessionTokenHash: string | null;
  clientIp: string;
  userAgent: string;
  config: Config;
  adapters: Adapters;
  now: Date;
  /** Before/after images for the audit row written in the same transaction. */
  audit(entry: AuditEntry): void;
  /**
   * An insert nobody reads back in this call (a history entry), sent in one statement with the audit row at
   * the end of the action: a round trip fewer. Only actions have one.
   */
  writeWithAudit(insert: SQLWrapper): void;
  /**
   * The action's one update, when it is its last write: sent in the statement with its audit rows, which keeps
   * nothing unless the update matched a row (kit/versioned-update.ts versionedUpdateLast). At most one a call.
   */
  writeLast(write: LastWrite): void;
  /** Work that must persist even when the command fails (failed sign-in counters); runs after rollback. */
  onRollback(work: (db: Db) => Promise<void>): void;
}

export interface LastWrite {
  /** An `update … returning` guarded by what was read (the version), so a writer in between makes it match nothing. */
  update: SQLWrapper;
  /** The answer when it matched nothing inside a caller's transaction, which cannot be read from any more. */
  refused(): AppError;
  /** Outside a transaction: reads the row afresh and throws the conflict that says what won. */
  explain(db: Queryable): Promise<never>;
}

export type Handler<Id extends ServerCommandId> = (
  args: ParsedArgsOf<CommandById<Id>>,
  ctx: HandlerContext,
) => Promise<ResultOf<CommandById<Id>>>;

export type HandlerMap<Ids extends ServerCommandId> = { [Id in Ids]: Handler<Id> };

/** The server commands of one noun's list (commands/<noun>.ts), so a handler file's ids come from there. */
export type ServerIdsOf<List extends readonly AnyCommand[]> = Extract<Exclude<List[number], { kind: 'client' }>['id'], ServerCommandId>;

/** One noun's handlers: exactly the server commands of its catalogue list. */
export type HandlersFor<List extends readonly AnyCommand[]> = HandlerMap<ServerIdsOf<List>>;

/** Every server command has exactly one handler; a missing one is a type error. */
export type Handlers = HandlerMap<ServerCommandId>;
