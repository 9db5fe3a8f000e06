// The dashboard numbers (issue 11).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const dashboardCommands = [] as const;
