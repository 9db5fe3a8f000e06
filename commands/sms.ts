// SMS: single, batch from a sheet with preview, conversations, staff history, SMS notice list (spec §7 SMS and links, Staff).
// See docs/ for this area's decisions.
import { defineCommand } from './define';

void defineCommand;

export const smsCommands = [] as const;
