// Handlers of commands/operator.ts.
import type { operatorCommands } from '../../../commands/operator';
import type { HandlersFor } from './types';

export const operatorHandlers: HandlersFor<typeof operatorCommands> = {};
