// Which pages the signed-in account type is offered (commands/permissions.ts): the sidebar, header search
// and palette hide a page whose command it may not run. The front-end role still gets every route (spec
// §6), so an address typed in still opens; the server refuses what the page would read.
// Kept apart from permitted-routes.ts so the login bundle does not carry the catalogue.
import { registry } from '../../../commands';
import { mayRun } from '../../../commands/permissions';
import type { RouteEntry } from './route-types';

/** A page without a command, or with one this account type may run. */
export function accountShows(reads: string | undefined, accountType: string | null | undefined): boolean {
  if (!reads || !accountType) return true;
  const command = registry.byId.get(reads);
  return !command || mayRun(command, accountType);
}

/** The routes of `routes` this account type is offered. */
export function accountRoutes(routes: readonly RouteEntry[], accountType: string | null | undefined): readonly RouteEntry[] {
  return accountType ? routes.filter((r) => accountShows(r.reads, accountType)) : routes;
}
