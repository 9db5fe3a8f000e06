// Handlers of commands/dashboard.ts.
import type { dashboardCommands } from '../../../commands/dashboard';
import type { HandlersFor } from './types';

export const dashboardHandlers: HandlersFor<typeof dashboardCommands> = {};
