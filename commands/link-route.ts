// Link routes: paths routed to targets (spec §7 link_route_list, add, edit, delete).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const linkRouteCommands = [] as const;
