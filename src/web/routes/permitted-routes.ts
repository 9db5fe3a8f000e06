// Spec §6: admin gets every route; other roles get routes whose role lists they satisfy (no list = open).
// The sidebar and header search show only what this lets through.
import { ADMIN_ROLE } from '../../domain/constants';
import type { RouteTitleKey } from '../i18n/route-titles-en';
import { menuTree, routeTable } from './route-table';
import type { MenuNode, RouteEntry, RouteIconName } from './route-types';

export function isPermitted(roles: RouteEntry['roles'], userRoles: readonly string[]): boolean {
  if (userRoles.includes(ADMIN_ROLE)) return true;
  return roles.every((allowed) => allowed.some((role) => userRoles.includes(role)));
}

/** The pages this user may open (built once per role set: loading roles builds the routes). */
export function permittedRoutes(userRoles: readonly string[]): readonly RouteEntry[] {
  const key = [...userRoles].sort().join(',');
  let routes = cache.get(key);
  if (!routes) cache.set(key, (routes = routeTable.filter((r) => r.public || isPermitted(r.roles, userRoles))));
  return routes;
}
const cache = new Map<string, readonly RouteEntry[]>();

/** One sidebar item: a page (path) or a group (children). */
export interface MenuItem {
  key: string;
  titleKey: RouteTitleKey;
  icon?: RouteIconName;
  path?: string;
  children?: readonly MenuItem[];
}

/**
 * The visible, permitted menu. A group with nothing visible disappears; a group with one visible child
 * shows as that child (keeping the group's icon when the child has none).
 */
export function permittedMenu(
  userRoles: readonly string[],
  nodes: readonly MenuNode[] = menuTree,
  /** Whether the signed-in account type may run a page's command (routes/account-routes.ts). */
  shows: (reads: string | undefined) => boolean = () => true,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of nodes) {
    if (node.hidden || !isPermitted(node.roles, userRoles) || (!node.children && !shows(node.reads))) continue;
    if (!node.children) {
      items.push({ key: node.key, titleKey: node.titleKey, icon: node.icon, path: node.path });
      continue;
    }
    const children = permittedMenu(userRoles, node.children, shows);
    if (children.length === 0) continue;
    if (children.length === 1) items.push({ ...children[0], icon: children[0].icon ?? node.icon });
    else items.push({ key: node.key, titleKey: node.titleKey, icon: node.icon, children });
  }
  return items;
}

/** Keys of the groups on the way to `path` (which groups the sidebar opens). */
export function menuTrail(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [item.key];
    if (item.children) {
      const inner = menuTrail(item.children, path);
      if (inner.length) return [item.key, ...inner];
    }
  }
  return [];
}
