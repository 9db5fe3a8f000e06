// Handlers of commands/bulk.ts.
import type { bulkCommands } from '../../../commands/bulk';
import type { HandlersFor } from './types';

export const bulkHandlers: HandlersFor<typeof bulkCommands> = {};
