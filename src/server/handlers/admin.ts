// Handlers of commands/admin.ts.
import type { adminCommands } from '../../../commands/admin';
import type { HandlersFor } from './types';

export const adminHandlers: HandlersFor<typeof adminCommands> = {};
