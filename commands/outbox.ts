// Delivery: the outbox of email and SMS, its states, retry and cancel (issue 11).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const outboxCommands = [] as const;
