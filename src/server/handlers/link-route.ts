// Handlers of commands/link-route.ts.
import type { linkRouteCommands } from '../../../commands/link-route';
import type { HandlersFor } from './types';

export const linkRouteHandlers: HandlersFor<typeof linkRouteCommands> = {};
