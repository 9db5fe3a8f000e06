// Files: list and add through the file-storage adapter.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const fileCommands = [] as const;
