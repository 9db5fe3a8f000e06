// Keyboard only, first half of the route table: every page reached by Ctrl+K and its title, then Tab.
import { routeShare, routeSuite } from './keyboard-routes';

await routeSuite('keyboard-only routes (a)', routeShare(0, 2));
