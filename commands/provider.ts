// Providers: lists, info, enable/disable with approval, organisation info, attachments, block list, referral page config, custom positions, queued SMS, style.
// Spec §7 calls of this area as catalogue commands (see docs/ for this area's decisions).
import { defineCommand } from './define';

void defineCommand;

export const providerCommands = [] as const;
