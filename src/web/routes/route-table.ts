// The console's routes as data: the router, guard, document title, sidebar, breadcrumb, tags, header search
// and the palette's Navigate group all read this table. The tree is written in tree/*.ts (spec §2) and
// flattened here into pages (`routeTable`), group redirects and the sidebar's menu. Its rows load every
// screen, so screens and what they import look pages up through route-lookup.ts, which this file fills.
import { lazy } from 'react';
import type { RouteTitleKey } from '../i18n/route-titles-en';
import { paramNames } from './match-path';
import { paths } from './paths';
import { setRoutes } from './route-lookup';
import type { Crumb, MenuNode, RoadmapArea, RouteEntry, RouteNode, Screen } from './route-types';
import { staffRoutes } from './tree/staff-routes';
import { providerRoutes } from './tree/provider-routes';
import { incidentRoutes, jobRoutes, orderRoutes, timeSheetRoutes } from './tree/work-routes';
import { accountRoutes, adminRoutes, devOpsRoutes, fileRoutes, toolRoutes } from './tree/office-routes';

export type { RouteEntry } from './route-types';

const notBuilt = lazy(() => import('../screens/not-built/not-built-page'));

/** A row naming kit specs (list, detail, form) gets the kit's screen for them; no page file. */
function kitScreen(node: RouteNode): Screen | undefined {
  if (!node.list && !node.detail && !node.form) return undefined;
  return lazy(() => import('../screens/generic/route-screen').then((m) => ({ default: m.routeScreen(node) })));
}

const dashboardRoute: RouteNode = {
  path: paths.dashboard, titleKey: 'route.dashboard', icon: 'dashboard', affix: true, command: 'nav.dashboard', keywords: ['home'],
  screen: lazy(() => import('../screens/dashboard/dashboard-page')),
};

/** The signed-in tree in sidebar order. */
export const routeTree: readonly RouteNode[] = [
  dashboardRoute, staffRoutes, providerRoutes, jobRoutes, orderRoutes, timeSheetRoutes, incidentRoutes, accountRoutes, fileRoutes,
  toolRoutes, devOpsRoutes, adminRoutes,
];

const page = (path: string, titleKey: RouteTitleKey, screen: Screen, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path, titleKey, screen, hidden: true, noTag: true, roles: [], parents: [], showBreadcrumb: true, activeMenu: path, params: paramNames(path), ...extra,
});

/** Spec §2 public routes (reachable without a token) and the system pages every session has. */
const standaloneRoutes: RouteEntry[] = [
  page(paths.login, 'route.login', lazy(() => import('../screens/login/login-page')), { public: true }),
  page(paths.verificationCode, 'route.verificationCode', lazy(() => import('../screens/login/verification-code-page')), { public: true }),
  page(paths.authRedirect, 'route.authRedirect', lazy(() => import('../screens/login/auth-redirect-page')), { public: true }),
  page(paths.notFound, 'route.notFound', lazy(() => import('../screens/not-found/not-found-page'))),
  page(paths.unauthorized, 'route.unauthorized', lazy(() => import('../screens/not-found/unauthorized-page'))),
  page(`${paths.redirect}/*`, 'route.redirect', lazy(() => import('./redirect-page')), { showBreadcrumb: false }),
];

const join = (base: string, path: string) => (path.startsWith('/') ? path : path ? `${base === '/' ? '' : base}/${path}` : base);

interface Walk {
  pages: RouteEntry[];
  redirects: Map<string, string>;
}

/** Depth first: pages inherit roles and the pending area; a hidden page highlights its group's first visible page. */
function flatten(nodes: readonly RouteNode[], base: string, parents: Crumb[], roles: RouteEntry['roles'], pending: RoadmapArea | undefined, out: Walk): MenuNode[] {
  return nodes.map((node) => {
    const path = join(base, node.path);
    const nodeRoles = node.roles ? [...roles, node.roles] : roles;
    const nodePending = node.pending ?? pending;
    if (node.children) {
      if (node.redirect) out.redirects.set(path, node.redirect);
      const ownPage = node.children.some((c) => c.path === '' && !c.children);
      const crumb: Crumb = { titleKey: node.titleKey, path: node.redirect ?? (ownPage ? path : null) };
      const before = out.pages.length;
      const children = flatten(node.children, path, [...parents, crumb], nodeRoles, nodePending, out);
      const firstVisible = out.pages.slice(before).find((p) => !p.hidden);
      for (const p of out.pages.slice(before)) if (p.hidden && p.activeMenu === p.path && firstVisible) p.activeMenu = firstVisible.path;
      return { key: path, titleKey: node.titleKey, icon: node.icon, hidden: Boolean(node.hidden), roles: nodeRoles, children };
    }
    const screen = node.screen ?? kitScreen(node);
    const reads = node.reads ?? node.list?.command ?? node.detail?.command ?? node.form?.command;
    // A group's own page ('' child, or a page titled like its group) does not repeat the group in its breadcrumb.
    const ownParents = (node.path === '' ? parents.slice(0, -1) : parents).filter((c) => c.titleKey !== node.titleKey);
    out.pages.push({
      path, titleKey: node.titleKey, screen: screen ?? notBuilt, hidden: node.hidden, affix: node.affix, keywords: node.keywords,
      command: node.command, reads, icon: node.icon, roles: nodeRoles, parents: ownParents, showBreadcrumb: node.breadcrumb !== false,
      pending: screen ? undefined : nodePending ?? 'recruitment', activeMenu: path, params: paramNames(path),
    });
    return { key: path, path, titleKey: node.titleKey, icon: node.icon, hidden: Boolean(node.hidden), roles: nodeRoles, reads };
  });
}

const walk: Walk = { pages: [], redirects: new Map() };
/** The sidebar's tree, every node (filter with permitted-routes.ts). */
export const menuTree: readonly MenuNode[] = flatten(routeTree, '/', [], [], undefined, walk);

/** Every page: public, system and the signed-in tree. */
export const routeTable: readonly RouteEntry[] = [...standaloneRoutes, ...walk.pages];

/** Group paths that open a page (spec §2: /staff → /staff/applicants, /provider → …/enable, /account → payslip). */
export const groupRedirects: ReadonlyMap<string, string> = walk.redirects;

// Looked up through route-lookup.ts (screens must not import this file); the tests read it here too.
setRoutes({ table: routeTable, menu: menuTree, redirects: groupRedirects });

export { findGroupRedirect, findRoute, isNavigable, matchRoute, type RouteMatch } from './route-lookup';
