// Timesheets: list, comments, modify, recalculate.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const timesheetCommands = [] as const;
