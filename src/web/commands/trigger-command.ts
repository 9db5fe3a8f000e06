import { snapshot } from 'valtio';
import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { commandContext } from '../state/command-context';
import { openPalette } from '../state/palette';
import { argSteps, knownArgs } from './arg-walk';
import { commandInContext } from './command-in-context';
import { isAvailable, run } from './dispatcher';
import { recordKindOf, takesVersion } from '../../../commands/record-kinds';

/**
 * A key pressed on a record whose last write has not answered yet waits for that answer: `a a` moves an
 * application two steps, with the version the first write returned, instead of the second press sending
 * the version the first one replaced and being refused as changed by someone else.
 */
const writesInFlight = new Map<string, Promise<unknown>>();

/**
 * Runs a command from a key or a button: straight away when the context answers every argument, else
 * the palette opens at the first argument still to choose (`s` on an application: its status step).
 * A destructive command, one with a preview, a write whose version is not known, or one over several
 * selected rows opens the palette too, which asks to confirm, shows the preview, reads the version
 * first, or runs it row by row.
 */
export function triggerCommand(chosen: AnyCommand, source: 'hotkey' | 'screen' = 'hotkey'): void {
  const command = commandInContext(chosen, snapshot(commandContext) as CommandContext);
  const recordKey = recordKeyOf(command, snapshot(commandContext) as CommandContext);
  const pending = recordKey ? writesInFlight.get(recordKey) : undefined;
  if (pending) {
    void pending.finally(() => triggerCommand(command, source));
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
  const running = run(command.id as CommandId, known, source).catch(() => {});
  if (recordKey && command.kind === 'action') {
    writesInFlight.set(recordKey, running);
    void running.finally(() => {
      if (writesInFlight.get(recordKey) === running) writesInFlight.delete(recordKey);
    });
  }
}

/** `application:8` for a command on the focused application 8; undefined when it names no record. */
function recordKeyOf(command: AnyCommand, ctx: CommandContext): string | undefined {
  const kind = recordKindOf(command);
  if (!kind || !command.recordArg) return undefined;
  const id = knownArgs(command, ctx)[command.recordArg];
  return typeof id === 'number' ? `${kind}:${id}` : undefined;
}
