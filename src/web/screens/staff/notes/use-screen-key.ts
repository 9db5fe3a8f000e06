// A letter a screen answers while it shows (n writes a note here, u opens the file picker). When the
// catalogue command that has the same key is available where the user is (a focused applicant row), its
// own binding acts instead, so one press never does two things.
import { useHotkeys } from 'react-hotkeys-hook';
import { getCommand, type CommandId } from '../../../../../commands';
import { isAvailable } from '../../../commands/dispatcher';
import { palette } from '../../../state/palette';

export function useScreenKey(key: string, command: CommandId | null, action: () => void, enabled = true): void {
  useHotkeys(
    key,
    (event) => {
      if (event.repeat || palette.open || palette.cheatSheetOpen) return;
      if (document.querySelector('[role="dialog"][data-state="open"]')) return;
      if (command && isAvailable(getCommand(command))) return;
      event.preventDefault();
      action();
    },
    { enabled },
    [action, command],
  );
}
