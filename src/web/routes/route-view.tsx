import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, useLocation, useSearch } from 'wouter';
import { setContextPath } from '../state/command-context';
import { session } from '../state/session';
import { ProgressBar } from '../ui/progress-bar';
import { guard } from './guard';
import { loadUser } from './load-user';
import { normalisePath } from './match-path';
import { paths } from './paths';
import { isPermitted } from './permitted-routes';
import { matchRoute } from './route-table';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { useDocumentTitle } from './use-document-title';

// The signed-in shell (sidebar, navbar, tags, palette, hotkeys) loads after sign-in, never on the login page.
const AppShell = lazy(() => import('../shell/app-shell'));

function UserLoader() {
  useEffect(() => {
    void loadUser();
  }, []);
  return <ProgressBar />;
}

/** Applies the guard to the current location and renders the route's screen, in the shell when private. */
export function RouteView() {
  const [path] = useLocation();
  const search = useSearch();
  const { token, user } = useSnapshot(session);
  const roles = user?.roles;
  const decision = guard(path, search, token !== null, roles && ((route) => isPermitted(route.roles, roles)));
  const match = 'redirect' in decision ? undefined : matchRoute(path);
  const refreshing = match?.route.path === `${paths.redirect}/*`;
  useDocumentTitle(refreshing ? undefined : match, refreshing);
  useEffect(() => setContextPath(path), [path]);

  // Keyed: a redirect that lands on another redirect must mount again to navigate again.
  if ('redirect' in decision) return <Redirect key={decision.redirect} to={decision.redirect} replace />;
  const { route } = match!;
  const Screen = route.screen;
  if (decision.render === 'public') {
    return (
      <ScreenErrorBoundary key={normalisePath(path)}>
        <Suspense fallback={<ProgressBar />}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  if (!user) return <UserLoader />;
  return (
    <Suspense fallback={<ProgressBar />}>
      <AppShell>
        <ScreenErrorBoundary key={normalisePath(path)}>
          <Suspense fallback={<ProgressBar />}>
            {/* wouter's Route gives the screen its parameters (useParams); each record mounts its own screen. */}
            <Route path={route.path}>
              <Screen />
            </Route>
          </Suspense>
        </ScreenErrorBoundary>
      </AppShell>
    </Suspense>
  );
}
