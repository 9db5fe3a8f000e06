// Fast multi-row inserts for the seed: one array parameter per column, unpacked by unnest(). Keeps a
// 5,000-row insert at a dozen parameters (a VALUES list would need 80,000) and parses far less SQL.
import { getTableColumns, getTableName, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/open';

/** The SQL type to cast a column's array parameter to; serial ids are plain integers once given. */
function sqlType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
}

/** A text[] cell as an array literal: unnest() of a 2-D array would flatten it, so it travels as text. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Inserts rows (keyed by the drizzle property names) with `INSERT … SELECT FROM unnest(…)`.
 * Every row must carry the same keys as the first; values go in as the driver sends them.
 */
export async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]);
  const names: SQLChunk[] = [];
  const params: SQL[] = [];
  const selects: SQLChunk[] = [];
  keys.forEach((key, index) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRows: ${getTableName(table)} has no column ${key}`);
    const type = sqlType(column);
    const isArray = type.endsWith('[]');
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return isArray && Array.isArray(value) ? arrayLiteral(value as string[]) : value;
    });
    const alias = sql.identifier(`c${index}`);
    names.push(sql.identifier(column.name));
    // Array columns arrive as text literals and are cast per row after unnest.
    params.push(sql`${sql.param(values)}::${sql.raw(isArray ? 'text' : type)}[]`);
    selects.push(isArray ? sql`${alias}::${sql.raw(type)}` : alias);
  });
  await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(selects, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.join(keys.map((_, i) => sql.identifier(`c${i}`)), sql`, `)})`);
}

/** After explicit ids, moves the serial sequence past them so the console's own inserts do not collide. */
export async function resetSequence(db: Queryable, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${table}`);
}

/** Highest id in a table (0 when empty): seeded ids continue after it. */
export async function maxId(db: Queryable, table: PgTable & { id: PgColumn }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table as PgTable);
  return Number(row.n);
}
