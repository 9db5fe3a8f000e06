// Handlers of commands/facility.ts.
import type { facilityCommands } from '../../../commands/facility';
import type { HandlersFor } from './types';

export const facilityHandlers: HandlersFor<typeof facilityCommands> = {};
