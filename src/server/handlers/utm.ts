// Handlers of commands/utm.ts.
import type { utmCommands } from '../../../commands/utm';
import type { HandlersFor } from './types';

export const utmHandlers: HandlersFor<typeof utmCommands> = {};
