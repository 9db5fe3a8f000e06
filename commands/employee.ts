// Internal employees: list, add, edit, import, reset password, home addresses.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const employeeCommands = [] as const;
