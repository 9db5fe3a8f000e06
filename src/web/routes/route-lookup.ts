// The flattened routes, for everything that looks a page up while the console runs: screens, the shell,
// the palette, the guard. route-table.ts builds them from the tree, whose rows load every screen lazily,
// and hands them here when it loads (main.tsx loads it first); a screen that imported route-table.ts
// would import every other screen, itself included.
import { matchPath, normalisePath, type RouteParams } from './match-path';
import type { MenuNode, RouteEntry } from './route-types';

interface Built {
  table: readonly RouteEntry[];
  menu: readonly MenuNode[];
  redirects: ReadonlyMap<string, string>;
  byPath: ReadonlyMap<string, RouteEntry>;
  withParams: readonly RouteEntry[];
}

let built: Built | null = null;
const waiting: (() => void)[] = [];

/** Called once, by route-table.ts, with what it flattened from the tree. */
export function setRoutes(routes: { table: readonly RouteEntry[]; menu: readonly MenuNode[]; redirects: ReadonlyMap<string, string> }): void {
  built = {
    ...routes,
    byPath: new Map(routes.table.filter((r) => r.params.length === 0).map((r) => [r.path, r])),
    withParams: routes.table.filter((r) => r.params.length > 0),
  };
  for (const work of waiting.splice(0)) work();
}

/**
 * Runs `work` once the routes are loaded: now if they are. For state made when a module loads (the tabs'
 * fixed views), which may load before route-table.ts does in a test that imports modules one by one.
 */
export function whenRoutesLoaded(work: () => void): void {
  if (built) work();
  else waiting.push(work);
}

function routes(): Built {
  if (!built) throw new Error('The routes are not loaded: main.tsx imports routes/route-table.ts before anything looks a page up.');
  return built;
}

/** Every page: public, system and the signed-in tree. */
export function allRoutes(): readonly RouteEntry[] {
  return routes().table;
}

/** The sidebar's tree, every node (filter with permitted-routes.ts). */
export function allMenuNodes(): readonly MenuNode[] {
  return routes().menu;
}

export interface RouteMatch {
  route: RouteEntry;
  params: RouteParams;
}

/** The page at `path` and its parameters (a page without parameters wins over a pattern). */
export function matchRoute(path: string): RouteMatch | undefined {
  const normalised = normalisePath(path);
  const { byPath, withParams } = routes();
  const exact = byPath.get(normalised);
  if (exact) return { route: exact, params: {} };
  for (const route of withParams) {
    const params = matchPath(route.path, normalised);
    if (params) return { route, params };
  }
  return undefined;
}

export function findRoute(path: string): RouteEntry | undefined {
  return matchRoute(path)?.route;
}

/** Where a group path redirects to, if it is one. */
export function findGroupRedirect(path: string): string | undefined {
  return routes().redirects.get(normalisePath(path));
}

/** Pages a person can go to by name: signed-in, no parameters to fill, not a system page. */
export function isNavigable(route: RouteEntry): boolean {
  return !route.public && !route.noTag && route.params.length === 0;
}
