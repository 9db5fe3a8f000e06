// Taking a step of the journal back (docs/undo.md): refuse when any of its records changed since (a later
// audit row of that record), else run each call's inverse newest first through the normal path
// (validation, account rule, handler, audit rows, journal as kind 'undo'), all in the undo's transaction.
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { registry, type AnyCommand, type ServerCommand } from '../../../commands';
import type { UndoStep } from '../../../commands/undo';
import { ERR } from '../../domain/errors';
import { AppError, conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, auditLog, commandJournal, type JournalRecord } from '../db/schema';
import type { HandlerContext } from '../handlers/types';
import type { Caller } from '../rpc/call-types';
import { executeInTransaction } from '../rpc/execute-command';
import { authorizeRow, servicesFrom } from './bulk-row-call';
import { UNDO_GROUP_PREFIX } from './journal';
import { changedFields, entityLabel, kindOfEntity, recordNameOf } from '../../../commands/journal-records';
import { recordKind } from '../../../commands/record-kinds';

type Entry = typeof commandJournal.$inferSelect;

/** How many open steps undo looks through for one it can take back (refused ones are passed by). */
const SKIP_LIMIT = 50;

const stepOf = (e: Entry) => e.runGroup ?? `call:${e.id}`;
const titleOf = (id: string) => (registry.byId.get(id as never) as AnyCommand | undefined)?.title ?? id;
const recordKey = (r: { entity: string; entityId: string }) => `${r.entity} ${r.entityId}`;
const imageOf = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
/** 'Jane Citizen', else 'Application 12'. */
const recordName = (r: JournalRecord) => recordNameOf(imageOf(r.after) ?? imageOf(r.before)) ?? `${entityLabel(r.entity)} ${r.entityId}`;
const statusLabel = (entity: string, code: unknown) => {
  const kind = kindOfEntity(entity);
  const status = kind ? recordKind(kind).status : undefined;
  const label = status && status.label(code as never);
  // The spec writes some status labels as identifiers ('OnboardingInfoReceived'); people read words.
  return label ? label.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`) : String(code);
};
/** When, to the minute, as a person reads it. */
const when = (at: string) => at.replace('T', ' ').slice(0, 16) + ' UTC';

function recordsOf(entries: Entry[]): JournalRecord[] {
  const seen = new Map<string, JournalRecord>();
  for (const e of entries) for (const r of e.records) seen.set(recordKey(r), r);
  return [...seen.values()];
}

export function summaryOf(entries: Entry[]): string {
  const newest = entries[0];
  const records = recordsOf(entries);
  if (records.length !== 1) return `${titleOf(newest.command)}: ${records.length} records${entries.length > 1 ? ' (one run)' : ''}`;
  const [status] = changedFields(imageOf(records[0].before), imageOf(records[0].after)).filter((c) => c.field === 'status');
  const move = status ? `, ${statusLabel(records[0].entity, status.from)} → ${statusLabel(records[0].entity, status.to)}` : '';
  return `${titleOf(newest.command)}: ${recordName(records[0])}${move}`;
}

/** The step's calls, newest first; only the account's own, never an undo's. */
async function stepEntries(db: Queryable, accountId: number, step: string): Promise<Entry[]> {
  const own = and(eq(commandJournal.accountId, accountId), eq(commandJournal.kind, 'command'));
  const match = step.startsWith('call:')
    ? and(own, isNull(commandJournal.runGroup), eq(commandJournal.id, Number(step.slice(5)) || 0))
    : and(own, eq(commandJournal.runGroup, step));
  return db.select().from(commandJournal).where(match).orderBy(desc(commandJournal.id));
}

/** Why no call of the step can ever be taken back by itself (no way back, or one the rules forbid), or null. */
function wayBackRefusal(entries: Entry[]): { reason: string; record: string } | null {
  for (const entry of entries) {
    const command = registry.byId.get(entry.command as never) as AnyCommand | undefined;
    const record = entry.records[0];
    const name = record ? recordName(record) : '';
    if (!command?.inverse) return { reason: command?.irreversible?.reason ?? 'it has no way back', record: name };
    const changes = entry.records.map((r) => ({ entity: r.entity, entityId: r.entityId, before: r.before as any, after: r.after as any }));
    const refused = changes.length ? command.inverse.refuse?.(entry.args, changes[0], changes) : null;
    if (refused) return { reason: refused.replace(/\.$/, ''), record: name };
  }
  return null;
}

/** Why the step cannot be taken back now, or null: undone already, no way back, or a record changed since. */
async function refusalOf(db: Queryable, entries: Entry[]): Promise<{ refusal: string; reason: string } | null> {
  const title = titleOf(entries[0].command);
  if (entries.some((e) => e.undoneBy)) return { refusal: `'${title}' was undone already.`, reason: 'it was undone already' };
  const never = wayBackRefusal(entries);
  if (never) return { refusal: `Cannot undo '${title}' on ${never.record}: ${never.reason}.`, reason: never.reason };
  // A record changed since: an audit row of it after the last one this step wrote for it.
  const lastFor = new Map<string, { record: JournalRecord; last: number }>();
  for (const e of entries) {
    for (const r of e.records) {
      const key = recordKey(r);
      const known = lastFor.get(key);
      if (!known || known.last < e.lastAuditId) lastFor.set(key, { record: r, last: e.lastAuditId });
    }
  }
  const later = [...lastFor.values()].map(({ record, last }) =>
    and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.entityId), gt(auditLog.id, last)));
  if (!later.length) return null;
  const [changed] = await db
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, command: auditLog.command, at: auditLog.at, by: accounts.name, byEmail: accounts.email })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(or(...later))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!changed) return null;
  const who = changed.by ? ` by ${changed.by}` : '';
  const record = lastFor.get(`${changed.entity} ${changed.entityId}`)?.record;
  const name = record ? `${recordName(record)} (${entityLabel(changed.entity ?? '').toLowerCase()} ${changed.entityId})` : `${changed.entity} ${changed.entityId}`;
  const reason = `${name} has changed since ('${titleOf(changed.command)}'${who} at ${when(changed.at)})`;
  return { refusal: `Cannot undo '${title}': ${reason}. Undo that first or change it by hand.`, reason };
}

export async function describeStep(db: Queryable, entries: Entry[]): Promise<UndoStep> {
  const records = recordsOf(entries);
  const refused = await refusalOf(db, entries);
  return {
    step: stepOf(entries[0]),
    command: entries[0].command,
    title: titleOf(entries[0].command),
    calls: entries.length,
    records: records.map((r) => ({ entity: r.entity, entity_id: r.entityId, kind: kindOfEntity(r.entity) ?? null, name: recordName(r) })),
    // What the step did, field by field (a run: its first records); undo puts each `from` back.
    changes: records.slice(0, 5).flatMap((r) =>
      changedFields(imageOf(r.before), imageOf(r.after)).map((c) => ({ entity_id: r.entityId, kind: kindOfEntity(r.entity) ?? null, name: recordName(r), field: c.field, from: c.from as never, to: c.to as never }))),
    at: entries[0].at,
    summary: summaryOf(entries),
    undone: entries.some((e) => e.undoneBy !== null),
    refusal: refused?.refusal ?? null,
    reason: refused?.reason ?? null,
  };
}

/** The account's newest steps (newest call first), `limit` of them, undone ones included. */
export async function recentSteps(db: Queryable, accountId: number, limit: number, onlyOpen = false): Promise<Entry[][]> {
  const rows = await db
    .select()
    .from(commandJournal)
    .where(and(eq(commandJournal.accountId, accountId), eq(commandJournal.kind, 'command'), onlyOpen ? isNull(commandJournal.undoneBy) : undefined))
    .orderBy(desc(commandJournal.id))
    .limit(limit * 20);
  const steps = new Map<string, Entry[]>();
  for (const row of rows) {
    const step = stepOf(row);
    if (!steps.has(step) && steps.size >= limit) break;
    steps.set(step, [...(steps.get(step) ?? []), row]);
  }
  return [...steps.values()];
}

/**
 * The step undo.last takes back: the account's newest open step that can be taken back. Newer ones that
 * cannot (no way back, a record changed since) are passed by and named with their reason, so one refused
 * step never blocks the older ones behind it. Passing by is safe: an older step on a record a newer one
 * changed is refused itself (its record has changed since).
 */
export async function lastUndoableStep(db: Queryable, accountId: number): Promise<{ entries: Entry[] | null; skipped: UndoStep[] }> {
  const skipped: UndoStep[] = [];
  for (const newest of await recentSteps(db, accountId, SKIP_LIMIT, true)) {
    const entries = await stepEntries(db, accountId, stepOf(newest[0]));
    const described = await describeStep(db, entries);
    if (!described.refusal) return { entries, skipped };
    skipped.push(described);
  }
  return { entries: null, skipped };
}

export async function findStep(db: Queryable, accountId: number, step: string): Promise<Entry[]> {
  const entries = await stepEntries(db, accountId, step);
  if (!entries.length) throw notFound('Undo step', step);
  return entries;
}

/** Runs the inverses of the step's calls newest first in the undo's transaction; refuses with a reason. */
export async function undoStep(ctx: HandlerContext, entries: Entry[], source: string): Promise<UndoStep> {
  const described = await describeStep(ctx.db, entries);
  if (described.refusal) throw conflict(described.refusal, { step: described.step });
  const undoGroup = `${UNDO_GROUP_PREFIX}${entries[0].id}`;
  const caller: Caller = { token: null, clientIp: ctx.clientIp, userAgent: ctx.userAgent, source, runGroup: undoGroup };
  const services = servicesFrom(ctx);
  for (const entry of entries) {
    const original = registry.byId.get(entry.command as never) as AnyCommand | undefined;
    const inverse = original?.inverse;
    const record = entry.records[0];
    const title = titleOf(entry.command);
    if (!original || !inverse) throw conflict(`Cannot undo '${title}': the command no longer says how to take it back.`);
    const changes = entry.records.map((r) => ({ entity: r.entity, entityId: r.entityId, before: r.before as any, after: r.after as any }));
    const change = changes[0];
    const refused = inverse.refuse?.(entry.args, change, changes);
    if (refused) throw conflict(`Cannot undo '${title}' on ${recordName(record)}: ${refused}`, { step: described.step });
    const command = registry.byId.get(inverse.command as never) as ServerCommand | undefined;
    if (!command || command.kind !== 'action') throw conflict(`Cannot undo '${title}': its way back is not an action.`);
    try {
      const call = authorizeRow(command, ctx, inverse.args(entry.args, change, changes));
      await executeInTransaction(services, command, call, caller, ctx.db);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The way back may be refused on its own terms (a status the transition table does not allow back).
      const err = error.err === ERR.invalidArguments ? ERR.conflict : error.err;
      throw new AppError(err, `Cannot undo '${title}' on ${recordName(record)}: ${error.message}`, { step: described.step });
    }
  }
  await ctx.db
    .update(commandJournal)
    .set({ undoneBy: undoGroup, undoneAt: sql`now()` })
    .where(inArray(commandJournal.id, entries.map((e) => e.id)));
  return { ...described, undone: true };
}
