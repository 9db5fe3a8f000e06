// Issue 24, presence: which records are open in which consoles. A console says what it has open (POST
// /api/live/open, renewed every PRESENCE_RENEW_MS); the instance announces it on the live channel, so
// every instance keeps the same small table in memory (NOTIFY on PostgreSQL, PGlite's own session). Only
// the session's tag, the record's kind and id and the account's id travel; names are read where shown.
// An entry ends when its console says so, when its stream closes, or PRESENCE_TTL_MS after its last renewal.
import type { Database } from '../db/open';

/** How often a console renews what it has open. */
export const PRESENCE_RENEW_MS = 10_000;
/** An entry not renewed for this long is gone (a console that vanished without a word). */
export const PRESENCE_TTL_MS = 30_000;

interface Entry {
  record: string;
  by: number;
  until: number;
}

const tables = new WeakMap<Database, Map<string, Entry>>();

function tableOf(database: Database): Map<string, Entry> {
  let table = tables.get(database);
  if (!table) tables.set(database, (table = new Map()));
  return table;
}

/** A presence notice heard on the channel: `record` open in `session`'s console, or nothing open. */
export function notePresence(database: Database, session: string, record: string | undefined, by: number | undefined): void {
  const table = tableOf(database);
  if (!record || by === undefined) table.delete(session);
  else table.set(session, { record, by, until: Date.now() + PRESENCE_TTL_MS });
}

/** The record `session`'s console has open, if any. */
export function openIn(database: Database, session: string): string | undefined {
  const entry = tableOf(database).get(session);
  return entry && entry.until > Date.now() ? entry.record : undefined;
}

/** The accounts that have `record` open in another console than `session`'s. */
export function othersOn(database: Database, record: string, session: string): number[] {
  const now = Date.now();
  const table = tableOf(database);
  const by = new Set<number>();
  for (const [other, entry] of table) {
    if (entry.until <= now) table.delete(other);
    else if (other !== session && entry.record === record) by.add(entry.by);
  }
  return [...by];
}
