// UTM summaries (spec §7 Others: utm_summary_list, add).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const utmCommands = [] as const;
