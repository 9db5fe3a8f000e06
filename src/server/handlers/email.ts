// Handlers of commands/email.ts.
import type { emailCommands } from '../../../commands/email';
import type { HandlersFor } from './types';

export const emailHandlers: HandlersFor<typeof emailCommands> = {};
