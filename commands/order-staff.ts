// Workers on a shift: search, assign (with the assignment check), edit, remove, check out.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const orderStaffCommands = [] as const;
