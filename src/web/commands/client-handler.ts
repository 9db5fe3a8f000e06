// What a browser implementation of a client command is. Its own file so the handlers' files and
// client-handlers.ts, which gathers them, import it rather than each other.
import type { AnyCommand, CommandId } from '../../../commands';
import type { CommandSource } from '../state/command-history';

/**
 * The dispatcher as a handler sees it: handed to each handler's run, so a handler that runs commands
 * itself (macro.repeat) does not import the dispatcher, which imports every handler.
 */
export interface CommandRunner {
  run(id: CommandId, args: Record<string, unknown>, source: CommandSource): Promise<unknown>;
  isAvailable(command: AnyCommand): boolean;
}

export interface ClientHandler<Args> {
  run(args: Args, commands: CommandRunner): void | Promise<void>;
  /** Whether the command can do anything right now (a list to move in, say). */
  available?(): boolean;
}
