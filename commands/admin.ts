// Admin area: admin users, provider roles, role auth lists, auth, menu and api entries.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const adminCommands = [] as const;
