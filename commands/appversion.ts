// App versions (spec §7 Others: appversion CRUD).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const appversionCommands = [] as const;
