// What works on a list's rows, read from the catalogue: the commands with a key that act on this kind
// of record (the toolbar's buttons), and the key hints a list shows, only for keys that do something
// here (no `s` on applicants when status changes are for applications).
import { getCommand, registry, type AnyCommand, type CommandContext, type CommandId, type RecordKind } from '../../../../commands';

/** Action commands with a key that apply to a focused record of this kind and need one. */
export function rowCommands(kind: RecordKind | undefined, fields: Record<string, unknown> = {}): AnyCommand[] {
  if (!kind) return [];
  const withRecord: CommandContext = { path: '', record: { kind, id: Number(fields.id) || 0, fields } };
  const without: CommandContext = { path: '' };
  return registry.all.filter((c) => c.kind === 'action' && c.kbd && c.when?.(withRecord) && !c.when(without));
}

/** One hint: the keys, and what they do (an i18n key, else the command's title). */
export interface KeyHint {
  kbds: readonly string[];
  labelKey?: string;
  command?: AnyCommand;
}

const kbdOf = (id: CommandId) => getCommand(id).kbd!;

/** `labels`: short i18n labels of commands, by id (the list's toolbar labels), where their titles are long. */
export function listKeyHints(
  kind: RecordKind | undefined,
  has: { open: boolean; search: boolean; filters: boolean; pages: boolean },
  { fields, labels = {} }: { fields?: Record<string, unknown>; labels?: Readonly<Record<string, string>> } = {},
): KeyHint[] {
  const hints: (KeyHint | false)[] = [
    { kbds: [kbdOf('list.next'), kbdOf('list.previous')], labelKey: 'genericList.hint.move' },
    has.open && { kbds: [kbdOf('list.open')], labelKey: 'genericList.hint.open' },
    { kbds: [kbdOf('list.toggleSelected'), kbdOf('list.selectRange')], labelKey: 'genericList.hint.select' },
    ...rowCommands(kind, fields).map((command) => ({ kbds: [command.kbd!], command, labelKey: labels[command.id] })),
    has.search && { kbds: [kbdOf('list.focusSearch')], labelKey: 'genericList.hint.search' },
    has.filters && { kbds: [kbdOf('list.focusFilters')], labelKey: 'genericList.hint.filters' },
    has.pages && { kbds: [kbdOf('list.nextPage'), kbdOf('list.previousPage')], labelKey: 'genericList.hint.pages' },
    { kbds: [kbdOf('list.selectAllMatching')], labelKey: 'genericList.hint.selectAll' },
  ];
  return hints.filter((h): h is KeyHint => h !== false);
}
