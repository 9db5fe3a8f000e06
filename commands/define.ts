import type { z } from 'zod';
import type { AccountTypeCode } from '../src/domain/enums/account';
import type { ErrKey } from '../src/domain/errors';
import type { RecordKind } from './record-kinds';

export type { RecordKind };

/** What a command knows about where it is run from: the route, the focused record, the selection. */
export interface CommandContext {
  path: string;
  record?: { kind: RecordKind; id: number; fields?: Record<string, unknown> };
  selection?: { kind: RecordKind; ids: readonly number[] };
}

/** query reads, action writes (audited, in one transaction), client runs only in the browser. */
export type CommandKind = 'query' | 'action' | 'client';

/**
 * Where the palette finds the choices for one argument: another (query) command, called with arguments
 * derived from what is already known, and a pure mapping from its result to options.
 */
export interface ArgSource {
  command: string;
  /** `ctx`: the record the command was started on (the application whose referees to offer). */
  args: (known: Record<string, unknown>, ctx?: CommandContext) => Record<string, unknown> | undefined;
  /** Where it offers the choices; elsewhere the argument is asked as usual (a record by search). */
  when?: (ctx: CommandContext) => boolean;
  options: (result: any) => ArgOption[];
  /** Why the choices are limited (an archived application offers only Restore), shown with them. */
  reason?: (result: any) => string | null | undefined;
}

/**
 * One choice for an argument. `command` hands the choice to another command (with its preview), so a
 * status that has its own command (Completed → complete_recruitment) is never set the short way.
 */
export interface ArgOption {
  value: unknown;
  label: string;
  default?: boolean;
  command?: string;
  /** Destructive choices are never preselected and ask to confirm. */
  danger?: boolean;
  /** Arguments the handed-over `command` starts with (Restore: `archived: false`). */
  args?: Record<string, unknown>;
}

/** What a call changed in one record, as its audit row has it (before/after as the command answers them). */
export interface RecordChange {
  entity: string;
  entityId: string;
  before: any;
  after: any;
}

/**
 * How to take one call back, as pure data: the command that undoes it and its args, from the call's own
 * (parsed) args and the first record it changed. `refuse` returns a reason when the call cannot be taken
 * back after all (nothing changed, or the domain forbids the way back).
 */
export interface Inverse {
  command: string;
  /** `changes` is every record the call changed (change is the first), for calls that change many. */
  args: (original: any, change: RecordChange, changes?: RecordChange[]) => Record<string, unknown>;
  refuse?: (original: any, change: RecordChange, changes?: RecordChange[]) => string | null;
}

export interface CommandSpec<
  Id extends string = string,
  Args extends z.ZodObject = z.ZodObject,
  Result extends z.ZodType = z.ZodType,
  Kind extends CommandKind = CommandKind,
> {
  id: Id;
  /** POST /api/admin/<api>; absent for client commands. */
  api?: string;
  title: string;
  /** The noun the command belongs to, used for grouping and for the cheat sheet. */
  area: string;
  kind: Kind;
  args: Args;
  result: Result;
  /** Id of a query command that shows what this one would do. */
  preview?: string;
  danger?: boolean;
  /** Key binding in one notation for matching and display, e.g. 'mod+k' or the sequence 'g a'. */
  kbd?: string;
  keywords?: readonly string[];
  /** Callable without a session (sign-in). */
  public?: boolean;
  /**
   * Spec §3 account types that may run it; absent means the rule of its area in commands/permissions.ts.
   * super_account may always run everything.
   */
  accounts?: readonly AccountTypeCode[];
  /**
   * Acts only on the caller's own data (their inbox), never on the business's records: every account type
   * may run it, in the `ownData` domain of commands/permissions.ts. The handler must scope to the caller.
   */
  ownData?: boolean;
  /** @deprecated the old name of `accounts`, still honoured. */
  roles?: readonly string[];
  /**
   * Whether the audit row's before image is enough to undo it in principle. A hint only: what the undo
   * journal runs is `inverse`; a command with neither is simply not undoable (docs/undo.md).
   */
  reversible?: boolean;
  /** How to take a call back: which command, with which args (docs/undo.md). Makes it undoable. */
  inverse?: Inverse;
  /**
   * Cannot be taken back (a sent message); the reason is shown before it runs. `sends: 'sms'`: every
   * surface shows who gets what and what it costs first (the bulk dry run, also for one record).
   */
  irreversible?: { reason: string; sends?: 'sms' };
  /**
   * Errors its handler answers beyond those its kind and arguments imply, for the OpenAPI document: a query
   * that refuses what a record's state does not allow ('conflict'), a lookup by something other than an id
   * ('notFound'). src/server/openapi/error-answers.ts says what is implied.
   */
  errors?: readonly ErrKey[];
  /** Available in this context? Guards every surface alike. */
  when?: (ctx: CommandContext) => boolean;
  /** Arguments known from context (the focused record), filled before the palette asks. */
  fill?: (ctx: CommandContext) => Partial<z.input<Args>>;
  /**
   * The command whose job this is in this context, when it is another's: `a` on an application at
   * Onboarding is complete recruitment with its preview. Keys, buttons and the palette start that one.
   */
  handsOver?: (ctx: CommandContext) => string | undefined;
  /** Which argument takes the record id when the command runs over a selection. */
  recordArg?: keyof z.input<Args> & string;
  argSources?: Partial<Record<keyof z.input<Args> & string, ArgSource>>;
}

/** Identity at runtime; keeps the literal id type so the registry can infer the id union. */
export function defineCommand<const Id extends string, Args extends z.ZodObject, Result extends z.ZodType, const Kind extends CommandKind>(
  spec: CommandSpec<Id, Args, Result, Kind>,
): CommandSpec<Id, Args, Result, Kind> {
  return Object.freeze(spec);
}

export type AnyCommand = CommandSpec<string, z.ZodObject, z.ZodType, CommandKind>;
export type ArgsOf<C> = C extends CommandSpec<string, infer A, z.ZodType, CommandKind> ? z.input<A> : never;
export type ParsedArgsOf<C> = C extends CommandSpec<string, infer A, z.ZodType, CommandKind> ? z.output<A> : never;
export type ResultOf<C> = C extends CommandSpec<string, z.ZodObject, infer R, CommandKind> ? z.output<R> : never;
