// Handlers of commands/order-staff.ts.
import type { orderStaffCommands } from '../../../commands/order-staff';
import type { HandlersFor } from './types';

export const orderStaffHandlers: HandlersFor<typeof orderStaffCommands> = {};
