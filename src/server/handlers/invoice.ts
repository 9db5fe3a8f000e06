// Handlers of commands/invoice.ts.
import type { invoiceCommands } from '../../../commands/invoice';
import type { HandlersFor } from './types';

export const invoiceHandlers: HandlersFor<typeof invoiceCommands> = {};
