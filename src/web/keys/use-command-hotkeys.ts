// The one place keys are bound: every catalogue command with a `kbd` gets a binding, read from the
// command itself. A key runs the command directly, or opens the palette at its arguments when it
// still needs some (e.g. `s` on a focused application opens the status step). Sequences ('g o') are
// matched here, not by react-hotkeys-hook: a sequence consumes its keys (key-sequence.ts), so the `o`
// of 'g o' never also runs the command bound to `o`.
import { useEffect, useMemo } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { registry, type AnyCommand } from '../../../commands';
import { clientHandlerFor } from '../commands/client-handlers';
import { isAvailable } from '../commands/dispatcher';
import { triggerCommand } from '../commands/trigger-command';
import { palette } from '../state/palette';
import { isTypingTarget } from './typing-target';
import { hasCommandModifier, parseKbd, toHotkeyString, type Kbd } from './kbd';
import { sequenceTracker } from './key-sequence';

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

/** Whether the page's keys are the command's now: not typing, no palette or dialog in front of them. */
function keysAreOurs(command: AnyCommand | null, kbd: Kbd | null, event: KeyboardEvent): boolean {
  // Plain keys are letters while typing; only chords with a command modifier act inside fields.
  if (!(kbd && hasCommandModifier(kbd)) && isTypingTarget(event.target)) return false;
  if (kbd && isActivationKey(kbd, event.target)) return false;
  const own = command?.id === 'ui.openPalette' || command?.id === 'ui.cheatSheet';
  return own || !(palette.open || palette.cheatSheetOpen || dialogOpen());
}

const MODIFIER_KEYS = new Set(['shift', 'control', 'alt', 'meta', 'os', 'capslock']);

/** The pressed key in kbd notation for sequences: 'o', or 'shift+o' (another key, which ends a sequence). */
function sequenceKey(event: KeyboardEvent): string | null {
  const key = event.key.toLowerCase();
  if (MODIFIER_KEYS.has(key)) return null;
  const mods = [event.ctrlKey && 'ctrl', event.metaKey && 'meta', event.altKey && 'alt', event.shiftKey && key.length === 1 && /[a-z]/.test(key) && 'shift'];
  return [...mods.filter(Boolean), key].join('+');
}

function runBinding({ command }: Binding, event: KeyboardEvent): void {
  if (!isAvailable(command)) return;
  event.preventDefault();
  triggerCommand(command);
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
  const chords = useMemo(() => bindings.filter((b) => b.kbd.length === 1), [bindings]);
  const byHotkey = useMemo(() => new Map(chords.map((b) => [b.hotkey.toLowerCase(), b])), [chords]);

  // Before any other listener (capture on window): a key that starts, continues or ends a sequence
  // goes no further, so no single-key binding or screen key also acts on it.
  useEffect(() => {
    const tracker = sequenceTracker(bindings.filter((b) => b.kbd.length > 1).map((b) => ({ kbd: b.kbd, binding: b })));
    const onKey = (event: KeyboardEvent) => {
      const key = sequenceKey(event);
      if (key === null) return;
      if (!keysAreOurs(null, null, event)) {
        tracker.reset();
        return;
      }
      const step = tracker.press(key, event.timeStamp);
      if (step.kind === 'pass') return;
      event.stopImmediatePropagation();
      if (step.kind === 'complete' && !event.repeat) runBinding(step.binding, event);
      else event.preventDefault();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [bindings]);

  useHotkeys(
    chords.map((b) => b.hotkey),
    (event, hotkey) => {
      const binding = byHotkey.get(hotkey.hotkey.toLowerCase());
      if (!binding) return;
      if (!keysAreOurs(binding.command, binding.kbd, event)) return;
      if (event.repeat && !['list.next', 'list.previous'].includes(binding.command.id)) return;
      runBinding(binding, event);
    },
    { enableOnFormTags: true, useKey: true, preventDefault: false },
    [byHotkey],
  );
}
