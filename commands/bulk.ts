// Bulk runs of a command over a selection, with a dry run and resume (issue 12).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const bulkCommands = [] as const;
