// Handlers of commands/undo.ts.
import type { undoCommands } from '../../../commands/undo';
import type { HandlersFor } from './types';

export const undoHandlers: HandlersFor<typeof undoCommands> = {};
