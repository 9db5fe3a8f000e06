// Commands the palette's root never lists (the keyboard suites read the same set): opening the palette
// from itself, and change_reach, which the confirms read for the record they act on (typed, it would ask
// for a kind by its code).
export const NOT_LISTED: ReadonlySet<string> = new Set(['ui.openPalette', 'provider.changeReach']);
