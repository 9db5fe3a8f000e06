// Handlers of commands/timesheet.ts.
import type { timesheetCommands } from '../../../commands/timesheet';
import type { HandlersFor } from './types';

export const timesheetHandlers: HandlersFor<typeof timesheetCommands> = {};
