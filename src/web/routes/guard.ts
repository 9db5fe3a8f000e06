// Spec §2 guard rules as one pure decision, so they can be tested without a browser.
import { HOME_PATH, LOGIN_PATH, REDIRECT_PARAM } from '../../domain/constants';
import { findGroupRedirect, findRoute } from './route-lookup';
import type { RouteEntry } from './route-types';
import { paths } from './paths';

export type GuardDecision = { redirect: string } | { render: 'public' } | { render: 'private' };

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(fullPath)}`;
}

/**
 * No token: only public routes; anything else goes to /login with the full original path.
 * With a token: /login goes to /; the root goes to /dashboard; a group goes to its page; unknown paths go
 * to /404; a page the user's roles do not permit goes to /401 (`permitted` is known once roles are loaded).
 */
export function guard(path: string, search: string, hasToken: boolean, permitted?: (route: RouteEntry) => boolean): GuardDecision {
  if (path === '/') return { redirect: HOME_PATH };
  const route = findRoute(path);
  if (!hasToken) {
    if (route?.public) return { render: 'public' };
    return { redirect: loginRedirect(`${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`) };
  }
  if (path === LOGIN_PATH) return { redirect: '/' };
  const group = findGroupRedirect(path);
  if (group) return { redirect: group };
  if (!route) return { redirect: paths.notFound };
  if (route.public) return { render: 'public' };
  if (permitted && !permitted(route)) return { redirect: paths.unauthorized };
  return { render: 'private' };
}

// The login page's own check (its script loads before, and without, this table).
export { safeRedirect } from '../login/redirect-target';
