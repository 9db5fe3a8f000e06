// Invoices: list, approve, withdraw, replace.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const invoiceCommands = [] as const;
