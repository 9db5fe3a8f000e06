// Handlers of commands/appversion.ts.
import type { appversionCommands } from '../../../commands/appversion';
import type { HandlersFor } from './types';

export const appversionHandlers: HandlersFor<typeof appversionCommands> = {};
