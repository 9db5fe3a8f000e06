import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { matchRoute, type RouteMatch } from './route-lookup';

/** The page the location shows and its parameters (undefined on an unknown path). */
export function useCurrentRoute(): RouteMatch | undefined {
  const [path] = useLocation();
  return useMemo(() => matchRoute(path), [path]);
}
