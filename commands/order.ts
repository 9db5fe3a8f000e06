// Shift orders: list, detail, create on behalf, review, edit, cancel, notifications.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const orderCommands = [] as const;
