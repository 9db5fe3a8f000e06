import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { closeMobileSidebar, watchViewport } from '../state/layout';
import { session } from '../state/session';
import { bindTags, openView, tags } from '../state/tags';

/**
 * Keeps the frame in step with the location and the session: the tabs belong to this user's sign-in,
 * each page visited gets its tab, and in mobile mode navigating closes the overlay sidebar.
 */
export function useShellSync(): void {
  const [path] = useLocation();
  const search = useSearch();
  const { user, token } = useSnapshot(session);
  const { owner } = useSnapshot(tags);

  useEffect(() => watchViewport(), []);

  useEffect(() => {
    if (user && token) bindTags(user.id, token);
  }, [user, token]);

  useEffect(() => {
    if (owner !== null) openView(path, search);
  }, [path, search, owner]);

  useEffect(() => {
    closeMobileSidebar();
  }, [path]);
}
