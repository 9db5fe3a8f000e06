// Short links: to_shortlink and the list of codes with their clicks (spec §7 SMS and links).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const shortlinkCommands = [] as const;
