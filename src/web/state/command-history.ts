import { proxy } from 'valtio';
import type { BrowserCommandSource } from '../../domain/command-source';

/** A surface of the browser console; src/domain/command-source.ts lists every source the server accepts. */
export type CommandSource = BrowserCommandSource;

/** One dispatched command, as macros will replay it. */
export interface HistoryEntry {
  id: string;
  args: Record<string, unknown>;
  source: CommandSource;
  at: number;
  ok: boolean;
}

const LIMIT = 200;

export const commandHistory = proxy({ entries: [] as HistoryEntry[] });

export function recordCommand(entry: HistoryEntry): void {
  commandHistory.entries.push(entry);
  if (commandHistory.entries.length > LIMIT) commandHistory.entries.splice(0, commandHistory.entries.length - LIMIT);
}

/** Last time each command ran successfully from `source`, for "recently used first" ordering. */
export function lastUsed(source: CommandSource = 'palette'): Map<string, number> {
  const map = new Map<string, number>();
  for (const e of commandHistory.entries) if (e.ok && e.source === source) map.set(e.id, e.at);
  return map;
}
