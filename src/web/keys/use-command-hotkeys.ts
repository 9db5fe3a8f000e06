// The one place keys are bound: every catalogue command with a `kbd` gets a binding, read from the
// command itself. A key runs the command directly, or opens the palette at its arguments when it
// still needs some (e.g. `s` on a focused application opens the status step).
import { useMemo } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { registry, type AnyCommand } from '../../../commands';
import { clientHandlerFor } from '../commands/client-handlers';
import { isAvailable } from '../commands/dispatcher';
import { triggerCommand } from '../commands/trigger-command';
import { palette } from '../state/palette';
import { isTypingTarget } from './typing-target';
import { hasCommandModifier, parseKbd, toHotkeyString, type Kbd } from './kbd';

interface Binding {
  command: AnyCommand;
  kbd: Kbd;
  hotkey: string;
}

/** Enter and Space belong to the button, link or tab that has focus. */
function isActivationKey(kbd: Kbd, target: EventTarget | null): boolean {
  if (kbd.length !== 1 || !['enter', 'space', ' '].includes(kbd[0].key)) return false;
  return target instanceof HTMLElement && target.closest('button, a[href], [role="button"], [role="tab"], summary') !== null;
}

/** Whether a dialog other than the one the command itself owns is open (keys belong to it then). */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"]') !== null;
}

export function useCommandHotkeys(): void {
  const bindings = useMemo<Binding[]>(
    () =>
      registry.all
        // A client command binds only once the browser implements it (the sidebar toggle comes with the shell).
        .filter((c) => c.kbd && (c.kind !== 'client' || clientHandlerFor(c.id)))
        .map((command) => {
          const kbd = parseKbd(command.kbd!);
          return { command, kbd, hotkey: toHotkeyString(kbd) };
        }),
    [],
  );
  const byHotkey = useMemo(() => new Map(bindings.map((b) => [b.hotkey.toLowerCase(), b])), [bindings]);

  useHotkeys(
    bindings.map((b) => b.hotkey),
    (event, hotkey) => {
      const binding = byHotkey.get(hotkey.hotkey.toLowerCase());
      if (!binding) return;
      const { command, kbd } = binding;
      // Plain keys are letters while typing; only chords with a command modifier act inside fields.
      if (!hasCommandModifier(kbd) && isTypingTarget(event.target)) return;
      if (isActivationKey(kbd, event.target)) return;
      const own = command.id === 'ui.openPalette' || command.id === 'ui.cheatSheet';
      if (!own && (palette.open || palette.cheatSheetOpen || dialogOpen())) return;
      if (event.repeat && !['list.next', 'list.previous'].includes(command.id)) return;
      if (!isAvailable(command)) return;
      event.preventDefault();
      triggerCommand(command);
    },
    { enableOnFormTags: true, useKey: true, preventDefault: false },
    [byHotkey],
  );
}
