// Master board: view, QR code, template, approval, config, permission, roles, style, temp shifts.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const masterboardCommands = [] as const;
