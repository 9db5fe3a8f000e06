import { snapshot } from 'valtio';
import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { commandContext } from '../state/command-context';
import { openPalette } from '../state/palette';
import { isRefreshing, whenFresh } from '../state/refresh';
import { writeInFlight } from '../state/writes-in-flight';
import { argSteps, knownArgs } from './arg-walk';
import { commandInContext } from './command-in-context';
import { isAvailable, run, writeKey } from './dispatcher';
import { recordKindOf, takesVersion } from '../../../commands/record-kinds';

/**
 * Runs a command from a key or a button: straight away when the context answers every argument, else
 * the palette opens at the first argument still to choose (`s` on an application: its status step).
 * A destructive command, one with a preview, a write whose version is not known, or one over several
 * selected rows opens the palette too, which asks to confirm, shows the preview, reads the version
 * first, or runs it row by row.
 */
export function triggerCommand(chosen: AnyCommand, source: 'hotkey' | 'screen' = 'hotkey'): void {
  // The list is re-reading after a write: a key that calls the server (or replays a call, `.`) is for
  // the record as that write left it (`a` right after scheduling an interview marks it interviewed), so
  // it waits for the fresh row, and which command the key means is decided after the wait, from the
  // fresh status. A key that only moves about the console (Ctrl+K, `j`, `g o`, the cheat sheet) acts at
  // once: a palette opened seconds late is a surprise, and Ctrl+K pressed again meanwhile closed it.
  if ((chosen.kind !== 'client' || chosen.area === 'macro') && isRefreshing()) {
    void whenFresh().then(() => triggerCommand(chosen, source));
    return;
  }
  const command = commandInContext(chosen, snapshot(commandContext) as CommandContext);
  const recordKey = recordKeyOf(command, snapshot(commandContext) as CommandContext);
  const pending = recordKey ? writeInFlight(recordKey) : undefined;
  if (pending) {
    void pending.finally(() => triggerCommand(chosen, source));
    return;
  }
  if (!isAvailable(command)) return;
  const ctx = snapshot(commandContext) as CommandContext;
  const known = knownArgs(command, ctx);
  const unknownVersion = takesVersion(command) && known.version === undefined;
  // Selected rows of the command's kind: the palette runs it once per row, with a result each.
  const overSelection = Boolean(command.recordArg && ctx.selection && ctx.selection.ids.length > 1 && ctx.selection.kind === recordKindOf(command));
  if (argSteps(command, known, ctx).length > 0 || command.danger || command.preview || unknownVersion || overSelection) {
    openPalette(command.id, source === 'hotkey' ? 'hotkey' : 'palette');
    return;
  }
  void run(command.id as CommandId, known, source).catch(() => {});
}

/** `application:8` for a command on the focused application 8; undefined when it names no record. */
function recordKeyOf(command: AnyCommand, ctx: CommandContext): string | undefined {
  return command.recordArg ? writeKey(command, knownArgs(command, ctx)) : undefined;
}
