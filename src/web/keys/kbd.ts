// The one reader of the catalogue's `kbd` strings: 'mod+k' (⌘ on macOS, Ctrl elsewhere), 'shift+?',
// 's', and sequences such as 'g a' (press g, then a). Matching (through react-hotkeys-hook) and
// display both start from `parseKbd`, so a key is written once, on the command.

export interface Chord {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** A binding is one chord, or several pressed one after another. */
export type Kbd = readonly Chord[];

const MODIFIERS = new Set(['mod', 'ctrl', 'meta', 'alt', 'shift']);
const ALIASES: Record<string, string> = { esc: 'escape', return: 'enter', cmd: 'meta', command: 'meta', control: 'ctrl', option: 'alt', up: 'arrowup', down: 'arrowdown', left: 'arrowleft', right: 'arrowright' };

function parseChord(text: string, source: string): Chord {
  const parts = text.toLowerCase().split('+').map((p) => ALIASES[p] ?? p);
  const key = parts.pop();
  if (!key || MODIFIERS.has(key)) throw new Error(`kbd '${source}': '${text}' has no key after its modifiers.`);
  const chord: Chord = { key, mod: false, ctrl: false, meta: false, alt: false, shift: false };
  for (const part of parts) {
    if (!MODIFIERS.has(part)) throw new Error(`kbd '${source}': unknown modifier '${part}'.`);
    chord[part as 'mod' | 'ctrl' | 'meta' | 'alt' | 'shift'] = true;
  }
  return chord;
}

export function parseKbd(kbd: string): Kbd {
  const steps = kbd.trim().split(/\s+/).filter(Boolean);
  if (steps.length === 0) throw new Error('kbd is empty.');
  const chords = steps.map((s) => parseChord(s, kbd));
  if (chords.length > 1 && chords.some((c) => c.mod || c.ctrl || c.meta || c.alt)) {
    throw new Error(`kbd '${kbd}': a sequence is plain keys only.`);
  }
  return chords;
}

/** Whether the binding includes a command modifier, so it may fire while the user types in a field. */
export function hasCommandModifier(kbd: Kbd): boolean {
  return kbd.some((c) => c.mod || c.ctrl || c.meta || c.alt);
}

/** react-hotkeys-hook's notation: '+' joins a chord, '>' joins a sequence. */
export function toHotkeyString(kbd: Kbd): string {
  if (kbd.length > 1) return kbd.map((c) => c.key).join('>');
  const c = kbd[0];
  return [c.mod && 'mod', c.ctrl && 'ctrl', c.meta && 'meta', c.alt && 'alt', c.shift && 'shift', c.key].filter(Boolean).join('+');
}

let apple: boolean | undefined;
/** Read once: the platform does not change, and every keycap on screen asks. */
export function isApplePlatform(): boolean {
  if (apple !== undefined) return apple;
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || navigator.userAgent;
  return (apple = /mac|iphone|ipad|ipod/i.test(platform));
}

const KEY_NAMES: Record<string, [apple: string, other: string]> = {
  enter: ['↵', 'Enter'],
  escape: ['Esc', 'Esc'],
  arrowup: ['↑', '↑'],
  arrowdown: ['↓', '↓'],
  arrowleft: ['←', '←'],
  arrowright: ['→', '→'],
  space: ['Space', 'Space'],
  backspace: ['⌫', 'Backspace'],
  tab: ['⇥', 'Tab'],
};

/** Each chord as the keycaps to draw, e.g. [['⌘', 'K']] or [['Ctrl', 'K']] or [['G'], ['A']]. */
export function kbdKeycaps(kbd: Kbd, apple = isApplePlatform()): string[][] {
  return kbd.map((c) => {
    const caps: string[] = [];
    if (c.mod) caps.push(apple ? '⌘' : 'Ctrl');
    if (c.ctrl) caps.push(apple ? '⌃' : 'Ctrl');
    if (c.meta) caps.push(apple ? '⌘' : 'Win');
    if (c.alt) caps.push(apple ? '⌥' : 'Alt');
    // '?' already implies shift; showing both reads as a different key.
    if (c.shift && /^[a-z0-9]$/.test(c.key)) caps.push(apple ? '⇧' : 'Shift');
    const named = KEY_NAMES[c.key];
    caps.push(named ? named[apple ? 0 : 1] : c.key.length === 1 ? c.key.toUpperCase() : c.key[0].toUpperCase() + c.key.slice(1));
    return caps;
  });
}

/** One line of text: '⌘K', 'Ctrl+K', 'G then A' style becomes 'G A'. */
export function formatKbd(kbd: string | Kbd, apple = isApplePlatform()): string {
  const parsed = typeof kbd === 'string' ? parseKbd(kbd) : kbd;
  return kbdKeycaps(parsed, apple)
    .map((caps) => caps.join(apple ? '' : '+'))
    .join(' ');
}
