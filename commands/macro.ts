// Macros: named, shareable lists of command steps (issue 12).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const macroCommands = [] as const;
