// Issue 24: what the live stream said changed, by record, and which versions this console's own writes
// left, so a key on a record someone else changed since it was shown can say so before it is sent
// (live/changed-record-check.ts). Only kinds, ids, versions and the writer's name are kept.
import { recordKeyOf, type ChangedRecord } from '../../domain/live-writes';

export interface HeardChange {
  version?: number;
  byName?: string;
  at: number;
}

/** How long a heard change is kept: a key pressed later acts on a screen that has long shown it. */
const KEEP_MS = 60_000;
const heard = new Map<string, HeardChange>();
const own = new Map<string, number>();

/** From a `writes` event of the live stream. */
export function noteHeard(records: readonly (ChangedRecord & { by_name?: string; mine?: boolean })[]): void {
  const now = Date.now();
  for (const [key, change] of heard) if (now - change.at > KEEP_MS) heard.delete(key);
  for (const record of records) {
    // This console's own write (whichever surface sent it): nothing to warn about.
    if (record.mine) {
      if (record.version !== undefined) noteOwnVersion(record.kind, record.id, record.version);
      continue;
    }
    const key = recordKeyOf(record);
    const known = heard.get(key);
    if (known && (known.version ?? -1) > (record.version ?? -1)) continue;
    heard.set(key, { version: record.version, byName: record.by_name, at: now });
  }
}

/** This console wrote the record and left it at `version` (the write's own answer). */
export function noteOwnVersion(kind: string, id: number, version: number): void {
  const key = recordKeyOf({ kind, id });
  if ((own.get(key) ?? -1) < version) own.set(key, version);
}

/**
 * A change that reached the screen this recently is not yet "seen": its row is still marked as changed
 * (ui/use-changed-rows.ts fades the mark in 2 s), and a key pressed now was most likely meant for what
 * the row showed a moment ago.
 */
export const JUST_CHANGED_MS = 3_000;

/**
 * Someone else's change to the record that the person has not seen: newer than `shownVersion`, or the
 * very version shown but only just arrived (within JUST_CHANGED_MS, unless `justChanged` is false: the
 * palette's choices were read from the record as it is), if the stream told of one.
 */
export function changedByOthers(kind: string, id: number, shownVersion: number, justChanged = true): HeardChange | undefined {
  const key = recordKeyOf({ kind, id });
  const change = heard.get(key);
  if (!change || change.version === undefined) return undefined;
  const unseen = change.version > shownVersion || (justChanged && change.version === shownVersion && Date.now() - change.at < JUST_CHANGED_MS);
  if (!unseen || (own.get(key) ?? -1) >= change.version) return undefined;
  return change;
}

/** The person was told of the record's change (they chose): a next key on it acts without asking. */
export function acknowledgeChange(kind: string, id: number): void {
  const change = heard.get(recordKeyOf({ kind, id }));
  if (change) change.at = 0;
  const version = change?.version;
  if (version !== undefined) noteOwnVersion(kind, id, version);
}

/** What the stream last said of the record (its writer's name, for the notice after a refusal). */
export function heardOf(kind: string, id: number): HeardChange | undefined {
  return heard.get(recordKeyOf({ kind, id }));
}
