// The rows of the list the keys drive, as the place the keyboard's focus goes back to: after a palette
// command (the palette was opened from the list or from nowhere in particular, so not the page's body)
// and on Esc from the list's search or filters.

let region: HTMLElement | null = null;
let opener: Element | null = null;

/** The active list's rows region; returns the release. */
export function registerListRegion(element: HTMLElement): () => void {
  region = element;
  return () => {
    if (region === element) region = null;
  };
}

/** Puts the focus on the active list's rows; false where there is none. */
export function focusListRegion(): boolean {
  if (!region?.isConnected) return false;
  region.focus({ preventScroll: true });
  return true;
}

/** What had the focus as the palette opened. */
export function notePaletteOpener(): void {
  opener = document.activeElement;
}

/**
 * As the palette closes: back to the list, unless the palette was opened from a control elsewhere
 * that is still on the page (a button keeps its focus). True when the list took it.
 */
export function returnFocusAfterPalette(): boolean {
  const from = opener;
  opener = null;
  const fromControl = from && from !== document.body && from.isConnected && !region?.contains(from);
  return fromControl ? false : focusListRegion();
}
