// Handlers of commands/incident.ts.
import type { incidentCommands } from '../../../commands/incident';
import type { HandlersFor } from './types';

export const incidentHandlers: HandlersFor<typeof incidentCommands> = {};
