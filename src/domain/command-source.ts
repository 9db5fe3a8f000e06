// Where a command call came from, as the audit row records it: the browser's surfaces, the CLI, and a
// plain API call (no header). The server refuses any other value, so the audit only holds these.

export const COMMAND_SOURCES = Object.freeze(['palette', 'hotkey', 'screen', 'macro', 'cli', 'api'] as const);
export type CommandSource = (typeof COMMAND_SOURCES)[number];

/** The surfaces of the browser console's dispatcher. */
export const BROWSER_COMMAND_SOURCES = Object.freeze(['palette', 'hotkey', 'screen', 'macro'] as const satisfies readonly CommandSource[]);
export type BrowserCommandSource = (typeof BROWSER_COMMAND_SOURCES)[number];

/** The header a client names its surface in; without it a call is recorded as `api`. */
export const COMMAND_SOURCE_HEADER = 'x-command-source';
export const DEFAULT_COMMAND_SOURCE: CommandSource = 'api';

export function isCommandSource(value: string): value is CommandSource {
  return (COMMAND_SOURCES as readonly string[]).includes(value);
}

/**
 * The header that groups calls into one run (a macro run, a script's batch), so one undo takes them all
 * back (docs/undo.md). A short token: letters, digits, '_', '-', '.'; no ':' (the server's own groups
 * such as `bulk:12` and `undo:7` use one, so a client cannot join them).
 */
export const RUN_GROUP_HEADER = 'x-run-group';
export const RUN_GROUP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
