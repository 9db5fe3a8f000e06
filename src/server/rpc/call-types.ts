// The shapes of one command call: who calls (Caller), with what (Services), and a call allowed to go
// ahead (Authorized). Their own file so the handlers that run other commands (bulk, macros, undo) and
// the routes that need Services import them without importing run-command.ts, which imports every handler.
import type { Adapters } from '../adapters';
import type { resolveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database, Db } from '../db/open';

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

/** Work a failed call must still do after its rollback (failed sign-in counters). */
export type RollbackWork = ((db: Db) => Promise<void>)[];
