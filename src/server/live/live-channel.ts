// Issue 24, instances agree at once: what one instance must not keep serving from memory after another
// changed it (a signed-out session, a disabled or re-typed account) is announced with NOTIFY inside the
// transaction that changes it, so it is heard on every instance exactly when it commits, and never when
// it rolls back. Each instance LISTENs (PostgreSQL: a connection of its own; PGlite: its one session) and
// forgets what it held. Committed writes are announced too (coalesced, after commit), so the list totals
// and dashboard answers another instance remembers are forgotten. Only ids and kinds travel. When the
// channel is down, the caches' own few seconds (5 s for list totals) are the bound again, and /healthz
// says so; sessions are not at stake (each call looks its session's row up, auth/sessions.ts).
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/open';
import type { Listener } from '../db/pg-listener';
import { forgetAccount, forgetSession } from '../auth/session-cache';
import { notePresence } from './presence';
import { CHANGED_RECORDS_CAP, decodeChanged, encodeChanged, recordKeyOf, type ChangedRecord } from '../../domain/live-writes';

export const LIVE_CHANNEL = 'cc_live';

export type LiveEvent =
  /** A session ended (signed out, or ended by an administrator). */
  | { kind: 'session'; token_hash: string }
  /** Every session of an account ended (disabled, dates now exclude today, new password or account type). */
  | { kind: 'account'; id: number }
  /**
   * Writes committed on some instance: what others remember of reads (list totals, the dashboard) is stale.
   * `records` names what changed (domain/live-writes.ts, encoded); `many` when there were too many to name.
   */
  | { kind: 'writes'; records?: string[]; many?: boolean }
  /** A console's open record (`application:12`), or none (closed, stream ended); `session` is a session tag. */
  | { kind: 'presence'; session: string; record?: string; by?: number };

/** Queues the event on the caller's transaction: it is delivered to every instance when that commits. */
export async function publishLive(db: Queryable, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

const listeners = new WeakMap<Database, Listener>();

// Sign-outs and disables do not depend on the channel (auth/sessions.ts reads the session's row each call).
export const LIVE_DOWN_MESSAGE = 'Not hearing other instances: their writes reach list totals and the dashboard here within 5 s, and open consoles here do not see them live.';

/**
 * Writes are announced after they commit (a write in one statement has no transaction to carry it): the
 * first after a quiet spell at once, then at most once per this window per instance. The other instances'
 * cached reads are stale for at most this long plus the notice's trip, instead of the caches' own time to
 * live (5 s for totals).
 */
export const WRITES_COALESCE_MS = 50;

const NOTICE_BYTES = 7_500;

interface Announcer {
  database: Database;
  timer: ReturnType<typeof setTimeout> | null;
  /** The records written since the last notice, by kind and id (the latest version wins). */
  pending: Map<string, ChangedRecord>;
  many: boolean;
}

const announcers = new WeakMap<object, Announcer>();

/**
 * After a committed write on `db`: tells every instance (this one too) that its cached reads are stale,
 * and which records changed. Writes within WRITES_COALESCE_MS of a notice are one more notice naming all
 * their records.
 */
export function announceWrites(db: object, records: readonly ChangedRecord[] = []): void {
  const announcer = announcers.get(db);
  if (!announcer) return;
  for (const record of records) {
    if (announcer.many) break;
    const key = recordKeyOf(record);
    const known = announcer.pending.get(key);
    if (!known || (record.version ?? -1) >= (known.version ?? -1)) announcer.pending.set(key, record);
    if (announcer.pending.size > CHANGED_RECORDS_CAP) {
      announcer.many = true;
      announcer.pending.clear();
    }
  }
  // A window is open: what came meanwhile goes at its end. After a quiet spell, at once (next tick, so
  // the rest of this call's records join it), and a window opens for what follows.
  if (announcer.timer) return;
  announcer.timer = setTimeout(() => {
    publishPending(announcer);
    announcer.timer = setTimeout(function windowEnd() {
      announcer.timer = null;
      if (!announcer.many && announcer.pending.size === 0) return;
      publishPending(announcer);
      announcer.timer = setTimeout(windowEnd, WRITES_COALESCE_MS);
      announcer.timer.unref();
    }, WRITES_COALESCE_MS);
    announcer.timer.unref();
  }, 0);
  announcer.timer.unref();
}

/** One `writes` notice for what the announcer holds, which it then forgets. */
function publishPending(announcer: Announcer): void {
  let event: LiveEvent = announcer.many ? { kind: 'writes', many: true } : { kind: 'writes', records: [...announcer.pending.values()].map(encodeChanged) };
  // A notice's payload must stay under PostgreSQL's 8000 bytes (long ids could pass it under the cap).
  if (JSON.stringify(event).length > NOTICE_BYTES) event = { kind: 'writes', many: true };
  announcer.pending = new Map();
  announcer.many = false;
  // Lost only if the database is gone too; the caches' own time to live still bounds staleness.
  publishLive(announcer.database.db, event).catch(() => {});
}

/** The records a `writes` event names, or 'many' (too many to name); [] when it names none. */
export function changedRecordsIn(event: LiveEvent & { kind: 'writes' }): ChangedRecord[] | 'many' {
  if (event.many) return 'many';
  return (Array.isArray(event.records) ? event.records : []).map(decodeChanged).filter((r): r is ChangedRecord => r !== null);
}

/**
 * Starts listening for this instance; the returned listener stops it. `forgetReads` is called when some
 * instance announced writes (this one's own announcements included: harmless, its caches are clear).
 */
export async function startLiveChannel(database: Database, log: (line: string) => void, forgetReads: () => void): Promise<Listener | null> {
  if (!database.listen) return null;
  let lost = false;
  const announcer: Announcer = { database, timer: null, pending: new Map(), many: false };
  announcers.set(database.db, announcer);
  const listener = await database.listen(LIVE_CHANNEL, (payload) => apply(database, payload, log, forgetReads, subscribersOf(database)), (up) => {
    if (!up && !closing.has(database)) {
      lost = true;
      log(`live channel down. ${LIVE_DOWN_MESSAGE}`);
    } else if (up && lost) {
      lost = false;
      log('live channel listening again');
    }
  });
  listeners.set(database, listener);
  return {
    up: listener.up,
    close: async () => {
      closing.add(database);
      endSubscribers(database);
      if (announcer.timer) clearTimeout(announcer.timer);
      announcers.delete(database.db);
      await listener.close();
    },
  };
}

const closing = new WeakSet<Database>();

/** 'up', 'down' (listening failed or was lost: short expiry is the bound), or 'none' (nothing to listen on). */
export function liveChannelState(database: Database): 'up' | 'down' | 'none' {
  const listener = listeners.get(database);
  if (!listener) return 'none';
  return listener.up() ? 'up' : 'down';
}

/** Someone on this instance hearing the channel (a console's live stream): each event, then `end` at shutdown. */
export interface LiveSubscriber {
  event(event: LiveEvent): void;
  end(): void;
}

const subscriberSets = new WeakMap<Database, Set<LiveSubscriber>>();

function subscribersOf(database: Database): Set<LiveSubscriber> {
  let set = subscriberSets.get(database);
  if (!set) subscriberSets.set(database, (set = new Set()));
  return set;
}

/** Hears every event this instance hears, until the returned function is called. */
export function subscribeLive(database: Database, subscriber: LiveSubscriber): () => void {
  const set = subscribersOf(database);
  set.add(subscriber);
  return () => set.delete(subscriber);
}

/** Ends every subscriber (the instance is shutting down: open streams must not hold it for its grace). */
export function endSubscribers(database: Database): void {
  const set = subscribersOf(database);
  for (const subscriber of [...set]) subscriber.end();
  set.clear();
}

function apply(database: Database, payload: string, log: (line: string) => void, forgetReads: () => void, subscribers: Set<LiveSubscriber>): void {
  let event: LiveEvent;
  try {
    event = JSON.parse(payload) as LiveEvent;
  } catch {
    log('live channel: a message that is not JSON was ignored');
    return;
  }
  if (event.kind === 'session' && typeof event.token_hash === 'string') forgetSession(event.token_hash);
  else if (event.kind === 'account' && typeof event.id === 'number') forgetAccount(event.id);
  else if (event.kind === 'writes') forgetReads();
  else if (event.kind === 'presence' && typeof event.session === 'string') notePresence(database, event.session, event.record, event.by);
  else return;
  for (const subscriber of subscribers) subscriber.event(event);
}
