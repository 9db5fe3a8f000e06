import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { setContextPath } from '../state/command-context';
import { session } from '../state/session';
import { ProgressBar } from '../ui/progress-bar';
import { guard } from './guard';
import { loadUser } from './load-user';
import { findRoute } from './route-table';
import { useDocumentTitle } from './use-document-title';

// The signed-in shell (top bar, palette, hotkeys) loads after sign-in, never on the login page.
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
  const decision = guard(path, search, token !== null);
  const route = findRoute(path);
  useDocumentTitle('redirect' in decision ? undefined : route?.titleKey);
  useEffect(() => setContextPath(path), [path]);

  // Keyed: a redirect that lands on another redirect must mount again to navigate again.
  if ('redirect' in decision) return <Redirect key={decision.redirect} to={decision.redirect} replace />;
  const Screen = route!.screen;
  if (decision.render === 'public') {
    return (
      <Suspense fallback={<ProgressBar />}>
        <Screen />
      </Suspense>
    );
  }
  if (!user) return <UserLoader />;
  return (
    <Suspense fallback={<ProgressBar />}>
      <AppShell>
        <Suspense fallback={<ProgressBar />}>
          <Screen />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
