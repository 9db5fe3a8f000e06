// Handlers of commands/shortlink.ts.
import type { shortlinkCommands } from '../../../commands/shortlink';
import type { HandlersFor } from './types';

export const shortlinkHandlers: HandlersFor<typeof shortlinkCommands> = {};
