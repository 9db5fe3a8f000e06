import { useEffect } from 'react';
import { CONSOLE_TITLE } from '../../domain/constants';
import { useT } from '../i18n/i18n';
import { routeTitle } from './route-title';
import type { RouteMatch } from './route-lookup';

/**
 * Spec §1: the document title is the route title plus the console title, in the current language.
 * `keep` leaves the title as it is (a tab refreshing through /redirect).
 */
export function useDocumentTitle(match: RouteMatch | undefined, keep = false): void {
  const t = useT();
  const consoleTitle = t('app.title', undefined, CONSOLE_TITLE);
  const title = match ? routeTitle(match.route, match.params) : undefined;
  useEffect(() => {
    if (keep) return;
    document.title = title ? `${title} - ${consoleTitle}` : consoleTitle;
  }, [title, consoleTitle, keep]);
}
