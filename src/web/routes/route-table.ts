// The console's routes as data: the router, the guard, document titles and the palette's Navigate group
// all read this table. The shell issue adds the rest of spec §2's tree (icons, roles, breadcrumbs).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from './paths';

export interface RouteEntry {
  path: string;
  /** i18n key of the title (document title, palette, later the sidebar and tabs). */
  titleKey: string;
  screen: LazyExoticComponent<ComponentType>;
  /** Reachable without a token (spec §2: /login, /auth-redirect, /verification-code). */
  public?: boolean;
  /** Not offered in navigation (the palette, later the sidebar). */
  hidden?: boolean;
  /** A tab that cannot be closed (spec §2: the dashboard). */
  affix?: boolean;
  /** Extra words the palette matches. */
  keywords?: readonly string[];
  /** The catalogue command whose kbd goes here, shown next to the route. */
  command?: string;
}

export const routeTable: readonly RouteEntry[] = [
  { path: paths.login, titleKey: 'route.login', public: true, hidden: true, screen: lazy(() => import('../screens/login/login-page')) },
  { path: paths.verificationCode, titleKey: 'route.verificationCode', public: true, hidden: true, screen: lazy(() => import('../screens/login/verification-code-page')) },
  { path: paths.dashboard, titleKey: 'route.dashboard', affix: true, command: 'nav.dashboard', keywords: ['home'], screen: lazy(() => import('../screens/dashboard/dashboard-page')) },
  { path: paths.applicants, titleKey: 'route.applicants', command: 'nav.applicants', keywords: ['staff', 'applications', 'candidates', 'recruitment'], screen: lazy(() => import('../screens/staff/applicants-page')) },
  { path: paths.notFound, titleKey: 'route.notFound', hidden: true, screen: lazy(() => import('../screens/not-found/not-found-page')) },
];

export function findRoute(path: string): RouteEntry | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routeTable.find((r) => r.path === normalised);
}
