// Handlers of commands/apikey.ts.
import type { apikeyCommands } from '../../../commands/apikey';
import type { HandlersFor } from './types';

export const apikeyHandlers: HandlersFor<typeof apikeyCommands> = {};
