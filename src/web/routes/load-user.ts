import { navigate } from 'wouter/use-browser-location';
import { ERR, GUARD_ERROR_MESSAGE } from '../../domain/errors';
import { setBusinessTimeZone } from '../../domain/format/business-time';
import { ApiError } from '../api/api-error';
import { runLazily as run } from '../commands/run-lazily';
import { t } from '../i18n/i18n';
import { session, signOut } from '../state/session';
import { toast } from '../state/toasts';
import { loginRedirect } from './guard';
import { permittedRoutes } from './permitted-routes';

let loading: Promise<void> | null = null;

/**
 * Spec §2: a private route first loads the user's roles and builds the permitted routes, then renders.
 * If that fails the token is cleared, the error (or 'Has Error') is shown, and the user goes to /login
 * with the redirect.
 */
export function loadUser(): Promise<void> {
  loading ??= run('auth.userInfo', {}, 'screen')
    .then((user) => {
      permittedRoutes(user.roles);
      // Previews and summaries give times on the server's business clock, not only the default one.
      setBusinessTimeZone(user.business_time_zone.name);
      session.user = user;
    })
    .catch((error: unknown) => {
      // err 3 was handled by the call itself (signed out, sent to /login).
      if (error instanceof ApiError && error.err === ERR.notLoggedIn) return;
      const here = `${location.pathname}${location.search}`;
      signOut();
      if (!(error instanceof ApiError && error.shown)) {
        toast((error instanceof Error && error.message) || t('error.guard', undefined, GUARD_ERROR_MESSAGE), 'error');
      }
      navigate(loginRedirect(here), { replace: true });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
