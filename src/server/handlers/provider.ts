// Handlers of commands/provider.ts.
import type { providerCommands } from '../../../commands/provider';
import type { HandlersFor } from './types';

export const providerHandlers: HandlersFor<typeof providerCommands> = {};
