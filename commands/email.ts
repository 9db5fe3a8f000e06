// Email: notification templates, group sends, email notice list (spec §7 Staff, Others).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const emailCommands = [] as const;
