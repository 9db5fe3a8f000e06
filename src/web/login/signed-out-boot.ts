// The first script of the console's page (index.html), before its stylesheet and modules: without a token
// every private path would load the whole console only to be sent to /login (spec §2), so the browser goes
// there at once, to the few-KB sign-in page the server answers. Public paths and signed-in users go on.
import { HOME_PATH, LOGIN_PATH, REDIRECT_PARAM } from '../../domain/constants';
import { storedToken } from './login-storage';

/** Spec §2: the paths reachable without a token (routes/route-table.ts marks the same ones public). */
export const SIGNED_OUT_PATHS = ['/login', '/auth-redirect', '/verification-code'];

/** Where a browser without a token goes instead of `path` (null: it stays); the console's guard agrees. */
export function signedOutRedirect(path: string, search: string): string | null {
  if (SIGNED_OUT_PATHS.includes(path)) return null;
  const wanted = path === '/' ? HOME_PATH : `${path}${search}`;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

if (typeof location !== 'undefined' && !storedToken()) {
  const target = signedOutRedirect(location.pathname, location.search);
  if (target) location.replace(target);
}
