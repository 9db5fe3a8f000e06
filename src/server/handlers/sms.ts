// Handlers of commands/sms.ts.
import type { smsCommands } from '../../../commands/sms';
import type { HandlersFor } from './types';

export const smsHandlers: HandlersFor<typeof smsCommands> = {};
