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
import { changedSinceShown, shownRecordOf, tellChanged, type ShownRecord } from '../live/changed-record-check';

/** Keys waiting their turn, in the order they were pressed. */
let waiting = 0;
let line: Promise<void> = Promise.resolve();

/** Whether a key acts on data a re-read may change: it calls the server, or replays a call (`.`). */
function needsFreshData(command: AnyCommand): boolean {
  return command.kind !== 'client' || command.area === 'macro';
}

/** What the key must wait for before it acts, if anything: a re-read after a write, or a write on its record. */
function blockedBy(chosen: AnyCommand): Promise<unknown> | undefined {
  if (needsFreshData(chosen) && isRefreshing()) return whenFresh();
  const ctx = snapshot(commandContext) as CommandContext;
  const command = commandInContext(chosen, ctx);
  const recordKey = command.recordArg ? writeKey(command, knownArgs(command, ctx)) : undefined;
  return recordKey ? writeInFlight(recordKey)?.catch(() => {}) : undefined;
}

/**
 * Runs a command from a key or a button: straight away when the context answers every argument, else
 * the palette opens at the first argument still to choose (`s` on an application: its status step).
 * A destructive command, one with a preview, a write whose version is not known, or one over several
 * selected rows opens the palette too, which asks to confirm, shows the preview, reads the version
 * first, or runs it row by row.
 *
 * A key that calls the server while the list re-reads after a write, or while a write on its record is
 * still on its way, is for the record as that write left it (`a` right after scheduling an interview
 * marks it interviewed): it waits, and which command it means is decided after the wait. A key that
 * only moves about the console (Ctrl+K, `j`, `g o`) acts at once: a palette opened seconds late is a
 * surprise, and Ctrl+K pressed again meanwhile closed it. But keys keep their order: behind a waiting
 * key every key waits its turn, so `a j` never moves first and advances the next row.
 */
export function triggerCommand(chosen: AnyCommand, source: 'hotkey' | 'screen' = 'hotkey'): void {
  const shown = shownAtPress(chosen);
  if (waiting === 0 && !blockedBy(chosen)) return act(chosen, source, shown);
  waiting += 1;
  line = line
    .then(async () => {
      for (let wait = blockedBy(chosen); wait; wait = blockedBy(chosen)) await wait;
    })
    .then(() => {
      waiting -= 1;
      act(chosen, source, shown);
    });
}

/** The record the key acts on as the screen shows it when pressed (issue 24: changed since, it says so). */
function shownAtPress(chosen: AnyCommand): ShownRecord | undefined {
  const ctx = snapshot(commandContext) as CommandContext;
  const command = commandInContext(chosen, ctx);
  return command.kind === 'action' ? shownRecordOf(command, ctx, knownArgs(command, ctx)) : undefined;
}

function act(chosen: AnyCommand, source: 'hotkey' | 'screen', shown?: ShownRecord): void {
  const command = commandInContext(chosen, snapshot(commandContext) as CommandContext);
  if (!isAvailable(command)) return;
  const ctx = snapshot(commandContext) as CommandContext;
  const known = knownArgs(command, ctx);
  // Someone else changed it since it was shown: say so, with its new state, before anything is sent.
  const again = () => act(chosen, source);
  if (shown && changedSinceShown(shown)) return void tellChanged(shown, again);
  const unknownVersion = takesVersion(command) && known.version === undefined;
  // Selected rows of the command's kind: the palette runs it once per row, with a result each.
  const overSelection = Boolean(command.recordArg && ctx.selection && ctx.selection.ids.length > 1 && ctx.selection.kind === recordKindOf(command));
  if (argSteps(command, known, ctx).length > 0 || command.danger || command.preview || unknownVersion || overSelection) {
    openPalette(command.id, source === 'hotkey' ? 'hotkey' : 'palette');
    return;
  }
  void run(command.id as CommandId, known, source, shown ? { onConflict: () => void tellChanged(shown, again) } : {}).catch(() => {});
}
