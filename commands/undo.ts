// The undo journal: undo the last command or bulk run (issue 12).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const undoCommands = [] as const;
