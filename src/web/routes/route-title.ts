import { t } from '../i18n/i18n';
import type { RouteParams } from './match-path';
import type { RouteEntry } from './route-types';

/** A page's title in the current language; a page of one record adds its id (`Applicant #42`). */
export function routeTitle(route: RouteEntry, params: RouteParams = {}): string {
  const title = t(route.titleKey);
  const id = route.params.length && !route.params.includes('*') ? params[route.params[route.params.length - 1]] : undefined;
  return id ? `${title} #${id}` : title;
}
