// Commands that need a record nobody has focused ('shortlist' on the dashboard) are not offered as
// actions, but typing their name should not meet silence: the palette says what they need and where
// to find one ('Shortlist needs an application: focus one in Job › Applications or search it here').
// Choosing the hint starts the command with a search for that record.
import { recordKinds, registry, type AnyCommand, type RecordKind, type RecordKindSpec } from '../../../commands';
import { commandTitle, isAvailable } from '../commands/dispatcher';
import { recordKindOf } from '../../../commands/record-kinds';
import { t } from '../i18n/i18n';
import { findRoute } from '../routes/route-table';
import { pageCommands, routeTitlePath, type RootItem } from './palette-items';
import { aRecordLabel, recordLabel } from '../i18n/record-label';

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
  const routeCommands = pageCommands();
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
export function hintTitle(item: RootItem, query: string, byTitle = false): string {
  const action = byTitle ? item.title : hintAction(item, query);
  return t('paletteFlow.needsRecord', { action, record: aRecordLabel(item.needs!.kind), place: item.needs!.place });
}

/** The action a hint is named by: the keyword that was typed ('Shortlist'), else the command's title. */
function hintAction(item: RootItem, query: string): string {
  const command = 'command' in item.target ? item.target.command : undefined;
  const named = command?.keywords?.find((k) => startsWords(k, query)) ?? (startsWords(item.title, query) ? item.title : undefined);
  return named ? named.charAt(0).toUpperCase() + named.slice(1) : item.title;
}

/** The hints for what is typed, each text once. */
export function hintsFor(hints: readonly RootItem[], query: string): RootItem[] {
  const matching = hints.filter((hint) => startsWords(hint.haystack, query));
  // Two commands one typed keyword names alike ('disable provider': the request and its approval) are
  // named by their own titles, so the person can tell them apart.
  // (Alike and on the same kind of record, as complete recruitment and its preview, they stay one hint.)
  const actions = matching.map((hint) => hintAction(hint, query));
  const kindsOf = new Map<string, Set<string>>();
  matching.forEach((hint, i) => kindsOf.set(actions[i], (kindsOf.get(actions[i]) ?? new Set()).add(hint.needs!.kind)));
  const shared = new Set([...kindsOf].filter(([, kinds]) => kinds.size > 1).map(([action]) => action));
  const seen = new Set<string>();
  const out: RootItem[] = [];
  matching.forEach((hint, i) => {
    const title = hintTitle(hint, query, shared.has(actions[i]));
    if (seen.has(title)) return;
    seen.add(title);
    out.push({ ...hint, title });
  });
  return out;
}
