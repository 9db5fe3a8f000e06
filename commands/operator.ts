// Provider operators (v2): list, manage, status, resend login info.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const operatorCommands = [] as const;
