// The handler of each server command, looked up by id. handlers/index.ts builds the table and sets it
// here when it loads; the code that calls handlers (rpc/execute-command.ts, bulk targets) reads it here,
// so the handlers that run other commands (bulk, macros, undo) do not import the file that imports them.
import type { HandlerContext, Handlers } from '../handlers/types';

let table: Handlers | null = null;

/** Called once, by handlers/index.ts, with the table it built. */
export function setHandlerTable(handlers: Handlers): void {
  table = handlers;
}

/** The handler of a command id, as the rpc path calls it: parsed args and a context. */
export function handlerOf(commandId: string): (args: unknown, ctx: HandlerContext) => Promise<unknown> {
  if (!table) throw new Error('No handler table yet: handlers/index.ts sets it when it loads (run-command.ts imports it).');
  return table[commandId as keyof Handlers] as (args: unknown, ctx: HandlerContext) => Promise<unknown>;
}
