import { proxy } from 'valtio';
import { notePaletteOpener } from '../ui/list-region';

/** The palette's open state; `commandId` opens it straight at that command's arguments. */
export const palette = proxy({
  open: false,
  commandId: null as string | null,
  origin: 'palette' as 'palette' | 'hotkey',
  /** Arguments already chosen (a repeat with '.'): the flow starts with them and asks only the rest. */
  preset: null as Record<string, unknown> | null,
  cheatSheetOpen: false,
});

export function openPalette(commandId: string | null = null, origin: 'palette' | 'hotkey' = 'palette', preset: Record<string, unknown> | null = null): void {
  palette.commandId = commandId;
  palette.origin = origin;
  palette.preset = preset;
  if (!palette.open) notePaletteOpener();
  palette.open = true;
}

export function closePalette(): void {
  palette.open = false;
  palette.commandId = null;
  palette.preset = null;
}

export function togglePalette(): void {
  if (palette.open) closePalette();
  else openPalette();
}
