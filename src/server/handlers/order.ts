// Handlers of commands/order.ts.
import type { orderCommands } from '../../../commands/order';
import type { HandlersFor } from './types';

export const orderHandlers: HandlersFor<typeof orderCommands> = {};
