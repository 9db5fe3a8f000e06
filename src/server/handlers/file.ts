// Handlers of commands/file.ts.
import type { fileCommands } from '../../../commands/file';
import type { HandlersFor } from './types';

export const fileHandlers: HandlersFor<typeof fileCommands> = {};
