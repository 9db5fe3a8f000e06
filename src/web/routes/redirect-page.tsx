import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { paths } from './paths';

/**
 * `/redirect/<path>` replaces itself with `/<path>` (query kept): the page at `<path>` mounts afresh, which
 * is how a tab refreshes without reloading the console.
 */
export default function RedirectPage() {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const target = path.slice(paths.redirect.length) || '/';
    navigate(`${target}${search ? `?${search}` : ''}`, { replace: true });
  }, [path, search]);
  return null;
}
