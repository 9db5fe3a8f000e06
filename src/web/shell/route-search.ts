// The header search's index (spec §9: Fuse, threshold 0.4): permitted pages by their title path in the
// current language, in English, and by URL.
import Fuse from 'fuse.js';
import { HEADER_SEARCH_THRESHOLD } from '../../domain/constants';
import { t, tEnglish } from '../i18n/i18n';
import type { RouteEntry } from '../routes/route-table';
import { isNavigable } from '../routes/route-table';

export interface RouteHit {
  path: string;
  /** 'Staff › Applicants' in the current language. */
  title: string;
  english: string;
  keywords: string;
}

function titlePath(route: RouteEntry, translate: (key: string) => string): string {
  const parts = [...route.parents.map((c) => translate(c.titleKey)), translate(route.titleKey)];
  return parts.filter((part, i) => part !== parts[i - 1]).join(' › ');
}

/** Builds the index for these routes in the current language (rebuild when the language changes). */
export function routeSearchIndex(routes: readonly RouteEntry[]): Fuse<RouteHit> {
  const hits = routes.filter(isNavigable).map((route) => ({
    path: route.path,
    title: titlePath(route, (key) => t(key)),
    english: titlePath(route, tEnglish),
    keywords: (route.keywords ?? []).join(' '),
  }));
  return new Fuse(hits, {
    threshold: HEADER_SEARCH_THRESHOLD,
    ignoreLocation: true,
    keys: [
      { name: 'title', weight: 0.45 },
      { name: 'english', weight: 0.3 },
      { name: 'path', weight: 0.2 },
      { name: 'keywords', weight: 0.05 },
    ],
  });
}
