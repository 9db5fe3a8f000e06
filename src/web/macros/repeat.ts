// `.` (macro.repeat), as Vim's dot: the last command again with the same arguments, on the selected
// records, or else the focused one. It takes the same road the command took the first time: the palette
// opens at it with those arguments chosen, so its preview, its confirm, and over several rows (or for a
// text) the bulk panel's dry run come first, exactly as they would when typed. Nothing is sent blind.
import { registry, type AnyCommand } from '../../../commands';
import type { CommandRunner } from '../commands/client-handler';
import { t } from '../i18n/i18n';
import { commandHistory, type HistoryEntry } from '../state/command-history';
import { openPalette } from '../state/palette';
import { toast } from '../state/toasts';

/** The last successful server action that is worth repeating (not a macro command, not an undo, not a read). */
export function lastRepeatable(entries: readonly HistoryEntry[]): HistoryEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    const command = registry.byId.get(entry.id) as AnyCommand | undefined;
    if (entry.ok && command?.kind === 'action' && !command.id.startsWith('macro.') && !command.id.startsWith('undo.')) return entry;
  }
  return undefined;
}

/** `commands` is the dispatcher, handed in by it (it imports this file through the client handlers). */
export async function repeatLastCommand({ run, isAvailable }: CommandRunner): Promise<void> {
  const entry = lastRepeatable(commandHistory.entries);
  if (!entry) {
    toast(t('macros.nothingToRepeat'), 'info');
    return;
  }
  const command = registry.byId.get(entry.id) as AnyCommand;
  if (!command.recordArg) {
    // Nothing to re-target: the same call, through the palette when it asks anything first.
    if (command.preview || command.danger || command.irreversible) openPalette(command.id, 'hotkey', entry.args);
    else await run(command.id as never, { ...entry.args }, 'hotkey');
    return;
  }
  if (!isAvailable(command)) {
    toast(t('macros.repeatNeedsRecord', { title: t(`command.${command.id}`, undefined, command.title) }), 'info');
    return;
  }
  // The palette takes the record from the focus or the selection (each row with its own version).
  openPalette(command.id, 'hotkey', entry.args);
}
