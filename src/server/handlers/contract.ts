// Handlers of commands/contract.ts.
import type { contractCommands } from '../../../commands/contract';
import type { HandlersFor } from './types';

export const contractHandlers: HandlersFor<typeof contractCommands> = {};
