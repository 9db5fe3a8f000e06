import { snapshot } from 'valtio';
import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { commandContext } from '../state/command-context';
import { openPalette } from '../state/palette';
import { argSteps, knownArgs } from './arg-walk';
import { isAvailable, run } from './dispatcher';
import { takesVersion } from '../../../commands/record-kinds';

/**
 * Runs a command from a key or a button: straight away when the context answers every argument, else
 * the palette opens at the first argument still to choose (`s` on an application: its status step).
 * A destructive command, one with a preview, or a write whose version is not known opens the palette
 * too, which asks to confirm, shows the preview or reads the version first.
 */
export function triggerCommand(command: AnyCommand, source: 'hotkey' | 'screen' = 'hotkey'): void {
  if (!isAvailable(command)) return;
  const ctx = snapshot(commandContext) as CommandContext;
  const known = knownArgs(command, ctx);
  const unknownVersion = takesVersion(command) && known.version === undefined;
  if (argSteps(command, known, ctx).length > 0 || command.danger || command.preview || unknownVersion) {
    openPalette(command.id, source === 'hotkey' ? 'hotkey' : 'palette');
    return;
  }
  run(command.id as CommandId, known, source).catch(() => {});
}
