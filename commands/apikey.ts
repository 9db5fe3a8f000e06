// Provider API keys and administrators.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const apikeyCommands = [] as const;
