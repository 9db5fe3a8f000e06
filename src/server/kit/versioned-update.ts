// The one way a row people edit is written: load it → require the version the caller saw → conditional
// update (so two writers racing past the check cannot both win) → before/after images for the audit row.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import type { HandlerContext } from '../handlers/types';
import { pgTimestamp } from './pg-timestamp';

/** A table whose rows carry `id`, `version` and `updated_at` (schema.ts gives edited rows all three). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

export interface VersionedRow {
  /** The noun in messages ('Application'). */
  noun: string;
  id: number;
  /** The version the caller last saw. */
  seen: number;
  /** Reads the row as the command answers it (joins included); undefined when there is none. */
  load: (db: Queryable, id: number) => Promise<{ version: number } | undefined>;
}

export interface VersionedUpdate<Row extends { version: number }, T extends VersionedTable> extends Omit<VersionedRow, 'load'> {
  table: T;
  /** The audit row's entity ('application'). */
  entity: string;
  load: (db: Queryable, id: number) => Promise<Row | undefined>;
  /** The columns to change given the current row, or null when nothing changes (no write, no version bump). Throws to refuse. */
  change: (before: Row) => Partial<T['$inferInsert']> | null;
  /** The after image from the row as updated, saving a re-read; without it the row is loaded again. */
  after?: (before: Row, updated: T['$inferSelect']) => Row;
}

/**
 * Holds the row until the write's transaction ends, so two writes of one row run one after the other: the
 * second then reads the version the first wrote and is refused by the version check, always with the same
 * answer, instead of racing past it into whatever the command checks next.
 */
export async function lockRow(db: Queryable, table: VersionedTable, id: number): Promise<void> {
  await db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).for('update');
}

/** The row as stored, refused as a conflict when the caller saw another version. Previews use this too. */
export async function loadVersioned<Row extends { version: number }>(
  db: Queryable,
  spec: Omit<VersionedRow, 'load'> & { load: (db: Queryable, id: number) => Promise<Row | undefined> },
): Promise<Row> {
  const row = await spec.load(db, spec.id);
  if (!row) throw notFound(spec.noun, spec.id);
  if (row.version !== spec.seen) {
    throw conflict(`${spec.noun} ${spec.id} was changed by someone else (now version ${row.version}, you had ${spec.seen}). Reload and try again.`, {
      current_version: row.version,
    });
  }
  return row;
}

export async function versionedUpdate<Row extends { version: number }, T extends VersionedTable>(
  ctx: HandlerContext,
  spec: VersionedUpdate<Row, T>,
): Promise<Row> {
  await lockRow(ctx.db, spec.table, spec.id);
  const before = await loadVersioned(ctx.db, spec);
  const set = spec.change(before);
  if (!set) return before;
  const { table } = spec;
  const updated: unknown[] = await ctx.db
    .update(table)
    .set({ ...set, version: before.version + 1, updatedAt: sql`now()` } as never)
    .where(and(eq(table.id, spec.id), eq(table.version, before.version)))
    .returning() as unknown[];
  if (updated.length === 0) {
    throw conflict(`${spec.noun} ${spec.id} was changed by someone else just now. Reload and try again.`);
  }
  const after = spec.after ? spec.after(before, updated[0] as T['$inferSelect']) : (await spec.load(ctx.db, spec.id))!;
  ctx.audit({ entity: spec.entity, entityId: spec.id, before, after });
  return after;
}

export interface VersionedLastUpdate<Row extends { version: number }, T extends VersionedTable> extends Omit<VersionedUpdate<Row, T>, 'after'> {
  /** The after image from the row as read and what the update writes (it is not read back). */
  afterSet: (before: Row, set: Partial<T['$inferInsert']>, written: { version: number; updatedAt: string }) => Row;
}

/**
 * versionedUpdate for a handler whose update is its last write (kit/one-statement.ts): the row is read
 * without a lock, and the update, guarded by the version read, goes in the statement with the audit rows
 * (ctx.writeLast). A writer that got in between makes the whole statement fail, and the caller is told
 * the version that won, as a locked read would have.
 */
export async function versionedUpdateLast<Row extends { version: number }, T extends VersionedTable>(
  ctx: HandlerContext,
  spec: VersionedLastUpdate<Row, T>,
): Promise<Row> {
  const before = await loadVersioned(ctx.db, spec);
  const set = spec.change(before);
  if (!set) return before;
  // updated_at is written as text the database prints back unchanged, so the answer equals the next read.
  const written = { version: before.version + 1, updatedAt: pgTimestamp(ctx.now) };
  const { table } = spec;
  // Made only when needed: an error takes a stack trace, which costs more than the rest of this function.
  const refused = () => conflict(`${spec.noun} ${spec.id} was changed by someone else just now. Reload and try again.`);
  ctx.writeLast({
    update: ctx.db
      .update(table)
      .set({ ...set, ...written } as never)
      .where(and(eq(table.id, spec.id), eq(table.version, before.version)))
      .returning({ id: table.id }),
    refused,
    explain: async (db) => {
      await loadVersioned(db, spec);
      throw refused();
    },
  });
  const after = spec.afterSet(before, set, written);
  ctx.audit({ entity: spec.entity, entityId: spec.id, before, after });
  return after;
}
