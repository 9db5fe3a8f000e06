// Handlers of commands/employee.ts.
import type { employeeCommands } from '../../../commands/employee';
import type { HandlersFor } from './types';

export const employeeHandlers: HandlersFor<typeof employeeCommands> = {};
