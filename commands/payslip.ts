// Payslips, payroll periods and auditing.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const payslipCommands = [] as const;
