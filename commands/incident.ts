// Incidents: report, list, detail, download.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const incidentCommands = [] as const;
