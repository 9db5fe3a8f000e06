// Handlers of commands/macro.ts.
import type { macroCommands } from '../../../commands/macro';
import type { HandlersFor } from './types';

export const macroHandlers: HandlersFor<typeof macroCommands> = {};
