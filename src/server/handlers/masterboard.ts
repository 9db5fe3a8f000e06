// Handlers of commands/masterboard.ts.
import type { masterboardCommands } from '../../../commands/masterboard';
import type { HandlersFor } from './types';

export const masterboardHandlers: HandlersFor<typeof masterboardCommands> = {};
