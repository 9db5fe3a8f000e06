import { proxy } from 'valtio';

/** The palette's open state; `commandId` opens it straight at that command's arguments. */
export const palette = proxy({
  open: false,
  commandId: null as string | null,
  origin: 'palette' as 'palette' | 'hotkey',
  cheatSheetOpen: false,
});

export function openPalette(commandId: string | null = null, origin: 'palette' | 'hotkey' = 'palette'): void {
  palette.commandId = commandId;
  palette.origin = origin;
  palette.open = true;
}

export function closePalette(): void {
  palette.open = false;
  palette.commandId = null;
}

export function togglePalette(): void {
  if (palette.open) closePalette();
  else openPalette();
}
