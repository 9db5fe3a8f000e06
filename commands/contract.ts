// Contract templates, onboarding templates and onboarding files.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const contractCommands = [] as const;
