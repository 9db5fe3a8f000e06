// What the palette's first list offers: the permitted routes (Navigate), the commands available here
// (Actions) and records (Records, see record-cache.ts). Built once per language and context, matched
// on every keystroke.
import { snapshot } from 'valtio';
import { registry, type AnyCommand, type RecordKind } from '../../../commands';
import type { RecordHit } from '../../../commands/search';
import { commandTitle, isAvailable } from '../commands/dispatcher';
import { areaLabel } from '../i18n/area-label';
import { t, tEnglish } from '../i18n/i18n';
import { accountRoutes } from '../routes/account-routes';
import { isPermitted, permittedRoutes } from '../routes/permitted-routes';
import { isNavigable, matchRoute, routeTable } from '../routes/route-table';
import type { RouteEntry } from '../routes/route-types';
import { commandContext } from '../state/command-context';
import { session } from '../state/session';
import type { Matchable } from './match';
import { NOT_LISTED } from './not-listed';

export type PaletteGroup = 'actions' | 'navigate' | 'records' | 'macros';

export interface RootItem extends Matchable {
  value: string;
  group: PaletteGroup;
  subtitle?: string;
  kbd?: string;
  danger?: boolean;
  /** Acts on the focused record or the selection: listed before general commands. */
  contextual?: boolean;
  /** The page is not built yet (it shows what will come and from where). */
  notBuilt?: boolean;
  /** The key the palette's usage memory counts choices under. */
  usageId: string;
  /** Not available for want of a record: says what to focus, and starts a search for one when chosen. */
  needs?: { kind: RecordKind; place: string };
  target: { route: string } | { command: AnyCommand; macroId?: number } | { record: RecordHit };
}

/** Commands the palette never lists: opening the palette itself. */
export const TITLE_SEPARATOR = ' › ';

/** 'Staff › Applicants': the route's ancestors and its own title, in the current language. */
export function routeTitlePath(route: RouteEntry, translate: (key: string) => string = t): string {
  return [...route.parents.map((p) => translate(p.titleKey)), translate(route.titleKey)].join(TITLE_SEPARATOR);
}

function routeItem(route: RouteEntry, path: string, kbd?: string): RootItem {
  const title = routeTitlePath(route);
  return {
    value: `route:${path}`,
    group: 'navigate',
    title,
    name: t(route.titleKey),
    subtitle: path,
    kbd,
    notBuilt: Boolean(route.pending),
    usageId: `route:${route.path}`,
    haystack: [title, routeTitlePath(route, tEnglish), path, ...(route.keywords ?? [])].join(' '),
    target: { route: path },
  };
}

/** Every permitted page without parameters, titled by its path in the tree. */
export function navigateItems(): RootItem[] {
  return accountRoutes(permittedRoutes(session.user?.roles ?? []), session.user?.account_type)
    .filter((r) => isNavigable(r) && !r.hidden)
    .map((r) => routeItem(r, r.path, r.command ? registry.byId.get(r.command)?.kbd : undefined));
}

/** A typed URL ('/staff/applicants/detail/12') as a place to go, when a permitted route matches it. */
export function urlItem(query: string): RootItem | null {
  const text = query.trim();
  if (!text.startsWith('/') || text.length < 2) return null;
  const [pathname] = text.split(/[?#]/);
  const route = matchRoute(pathname)?.route;
  if (!route || route.public || !isPermitted(route.roles, session.user?.roles ?? [])) return null;
  return { ...routeItem(route, text), value: `url:${text}`, title: text, subtitle: routeTitlePath(route), haystack: text };
}

let pageCommandIds: Set<string> | undefined;

/** Commands a page stands for (its key, or the list command that titles it): offered once, as the page. */
export function pageCommands(): Set<string> {
  // The route table is fixed once loaded: worked out on first use, not on every palette opening.
  pageCommandIds ??= new Set(routeTable.flatMap((r) => [r.command, r.titleKey.startsWith('command.') ? r.titleKey.slice('command.'.length) : undefined]).filter((id): id is string => Boolean(id)));
  return pageCommandIds;
}

export function actionItems(): RootItem[] {
  const routeCommands = pageCommands();
  const ctx = snapshot(commandContext);
  return registry.all
    .filter((c) => !c.public && !NOT_LISTED.has(c.id) && !routeCommands.has(c.id) && isAvailable(c))
    .map((command) => {
      const title = commandTitle(command);
      const contextual = Boolean(command.when && ((ctx.record && command.recordArg) || (ctx.selection && command.recordArg)));
      return {
        value: `command:${command.id}`,
        group: 'actions',
        title,
        subtitle: areaLabel(command.area),
        kbd: command.kbd,
        danger: command.danger,
        contextual,
        usageId: `command:${command.id}`,
        haystack: [title, command.title, command.id, ...(command.keywords ?? [])].join(' '),
        target: { command },
      };
    });
}

export const isHint = (item: RootItem): boolean => item.needs !== undefined;

export function recordItem(hit: RecordHit, title: string, haystack: string, value: string): RootItem {
  return {
    value,
    group: 'records',
    title,
    subtitle: hit.subtitle,
    usageId: `record:${hit.kind}:${hit.id}`,
    haystack,
    target: { record: hit },
  };
}
