// One paged list for every list command: filters from the command's own arguments (each filter argument
// must have its SQL, or the handler does not compile), sort with an id tie-break, page, and the shared
// count strategy of list-total.ts.
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/open';
import { listTotal, type ListTotal } from './list-total';

/** The arguments every list command has (commands/fields.ts); the rest are its filters. */
interface ListArgs {
  page: number;
  page_size: number;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

type FilterKeys<A> = Exclude<keyof A, keyof ListArgs>;

export interface PagedListSpec<A extends ListArgs, Row> {
  /** Names the list in the total cache (the api name). */
  name: string;
  /** select <row columns> from … (joins), without where/order/limit. */
  rows: (db: Queryable) => PgSelect;
  /** select 1 from … with the joins the filters need: what the total counts. */
  matching: (db: Queryable) => PgSelect;
  /** The SQL of each filter argument, given its value; undefined adds nothing. */
  filters: { [K in FilterKeys<A>]-?: (value: NonNullable<A[K]>) => SQL | undefined };
  /** Columns the sort_by argument may name. */
  sorts: Record<NonNullable<A['sort_by']> & string, SQLWrapper | PgColumn>;
  /** The unique column that breaks ties, so pages never repeat or skip a row. */
  tieBreak: PgColumn;
  /** Arguments the page gives that are not filters (read elsewhere by the handler). */
  ignore?: readonly FilterKeys<A>[];
  _row?: Row;
}

export type PagedAnswer<Row> = { list: Row[] } & ListTotal;

export async function pagedList<A extends ListArgs, Row>(db: Queryable, spec: PagedListSpec<A, Row>, args: A): Promise<PagedAnswer<Row>> {
  const clauses: SQL[] = [];
  const used: Record<string, unknown> = {};
  for (const [key, toSql] of Object.entries(spec.filters) as [string, (v: unknown) => SQL | undefined][]) {
    const value = (args as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    const clause = toSql(value);
    if (clause) {
      clauses.push(clause);
      used[key] = value;
    }
  }
  const where = clauses.length ? and(...clauses) : undefined;
  const direction = args.sort_dir === 'asc' ? asc : desc;
  const sortBy = (args.sort_by ?? 'id') as keyof typeof spec.sorts;
  const sortColumn = spec.sorts[sortBy] ?? spec.tieBreak;
  const page = spec
    .rows(db)
    .where(where)
    .orderBy(direction(sortColumn as PgColumn), direction(spec.tieBreak))
    .limit(args.page_size)
    .offset((args.page - 1) * args.page_size);
  const [list, total] = await Promise.all([
    page as unknown as Promise<Row[]>,
    listTotal(db, `${spec.name}:${JSON.stringify(used)}`, spec.matching(db).where(where)),
  ]);
  return { list, ...total };
}

/** `select 1`, for the matching query of a spec. */
export const one = { one: sql<number>`1` };
