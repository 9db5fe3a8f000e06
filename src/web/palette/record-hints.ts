// Commands that need a record nobody has focused ('shortlist' on the dashboard) are not offered as
// actions, but typing their name should not meet silence: the palette says what they need and where
// to find one ('Shortlist needs an application: focus one in Job › Applications or search it here').
// Choosing the hint starts the command with a search for that record.
import { recordKinds, registry, type AnyCommand, type RecordKind, type RecordKindSpec } from '../../../commands';
import { commandTitle, isAvailable } from '../commands/dispatcher';
import { recordKindOf } from '../../../commands/record-kinds';
import { t } from '../i18n/i18n';
import { findRoute, routeTable } from '../routes/route-table';
import { routeTitlePath, type RootItem } from './palette-items';
import { recordLabel } from '../i18n/record-label';

/** Where records of a kind are listed: the page its detail page highlights in the sidebar. */
function listPlace(kind: RecordKind): string {
  const detail = (recordKinds[kind] as RecordKindSpec).detailPath(0).split(/[?#]/)[0];
  const page = findRoute(detail);
  const list = page && (page.hidden ? findRoute(page.activeMenu) : page);
  if (!list) return recordLabel(kind);
  const kbd = list.command ? registry.byId.get(list.command)?.kbd : undefined;
  return kbd ? `${routeTitlePath(list)} (${kbd})` : routeTitlePath(list);
}

/** Server commands that act on one record of a kind and are unavailable only for want of it. */
export function recordHintItems(): RootItem[] {
  const routeCommands = new Set(routeTable.map((r) => r.command).filter(Boolean));
  const items: RootItem[] = [];
  for (const command of registry.all as readonly AnyCommand[]) {
    const kind = recordKindOf(command);
    if (!kind || command.public || !command.api || command.kind !== 'action' || routeCommands.has(command.id)) continue;
    if (isAvailable(command)) continue;
    // Would it be available with such a record focused? Then a record is all it needs.
    if (command.when && !command.when({ path: '', record: { kind, id: 0 } })) continue;
    const title = commandTitle(command);
    items.push({
      value: `needs:${command.id}`,
      group: 'actions',
      title,
      haystack: [title, command.title, ...(command.keywords ?? [])].join(' '),
      usageId: `command:${command.id}`,
      needs: { kind, place: listPlace(kind) },
      target: { command },
    });
  }
  return items;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\d]+/u).filter(Boolean);

/** Whether every typed word starts a word of the text ('short' → 'Shortlist'): hints answer clear intent only. */
export function startsWords(text: string, query: string): boolean {
  const have = words(text);
  const typed = words(query);
  return typed.length > 0 && typed.every((w) => have.some((h) => h.startsWith(w)));
}

/** The hint's text: named by the keyword that was typed ('Shortlist'), else by its title. */
export function hintTitle(item: RootItem, query: string): string {
  const command = 'command' in item.target ? item.target.command : undefined;
  const named = command?.keywords?.find((k) => startsWords(k, query)) ?? (startsWords(item.title, query) ? item.title : undefined);
  const action = named ? named.charAt(0).toUpperCase() + named.slice(1) : item.title;
  const kind = item.needs!.kind;
  return t('paletteFlow.needsRecord', { action, record: t(`paletteFlow.aRecord.${kind}`, undefined, kind), place: item.needs!.place });
}

/** The hints for what is typed, each text once. */
export function hintsFor(hints: readonly RootItem[], query: string): RootItem[] {
  const seen = new Set<string>();
  const out: RootItem[] = [];
  for (const hint of hints) {
    if (!startsWords(hint.haystack, query)) continue;
    const title = hintTitle(hint, query);
    if (seen.has(title)) continue;
    seen.add(title);
    out.push({ ...hint, title });
  }
  return out;
}
