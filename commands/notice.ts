// Station notices and announcements to providers (spec §7 Notices).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const noticeCommands = [] as const;
