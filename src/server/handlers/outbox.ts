// Handlers of commands/outbox.ts.
import type { outboxCommands } from '../../../commands/outbox';
import type { HandlersFor } from './types';

export const outboxHandlers: HandlersFor<typeof outboxCommands> = {};
