// One paged list for every list command: filters from the command's own arguments (each filter argument
// must have its SQL, or the handler does not compile), sort with an id tie-break, page, and the shared
// count strategy of list-total.ts. The page is found on the narrow matching query first (an index-only
// walk, however deep the offset) and only its rows are then read whole.
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
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

/** How one list command reads its rows; `Row` names what its handler answers. */
export interface PagedListSpec<A extends ListArgs, Row> {
  /** Names the list in the total cache (the api name). */
  name: string;
  /** select <row columns> from … (joins), without where/order/limit. */
  rows: (db: Queryable) => PgSelect;
  /** select <columns> from … with only the joins the filters and sorts need: what is paged and counted. */
  matching: (db: Queryable, columns: SelectedFields) => PgSelect;
  /** The SQL of each filter argument, given its value; undefined adds nothing. */
  filters: { [K in FilterKeys<A>]-?: (value: NonNullable<A[K]>) => SQL | undefined };
  /** Columns the sort_by argument may name. */
  sorts: Record<NonNullable<A['sort_by']> & string, SQLWrapper | PgColumn>;
  /** The unique column that breaks ties, so pages never repeat or skip a row. */
  tieBreak: PgColumn;
}

export type PagedAnswer<Row> = { list: Row[] } & ListTotal;

/** `scope` is a condition the command always applies (enabled staff are status 10), outside the arguments. */
export async function pagedList<A extends ListArgs, Row>(db: Queryable, spec: PagedListSpec<A, Row>, args: A, scope?: SQL): Promise<PagedAnswer<Row>> {
  const clauses: SQL[] = scope ? [scope] : [];
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
  const order = [direction(sortColumn as PgColumn), direction(spec.tieBreak)];
  const pageIds = spec
    .matching(db, { id: spec.tieBreak })
    .where(where)
    .orderBy(...order)
    .limit(args.page_size)
    .offset((args.page - 1) * args.page_size);
  const [list, total] = await Promise.all([
    // = any(array(…)) rather than in (…): the page's ids become one value, planned in a fraction of the time.
    spec.rows(db).where(sql`${spec.tieBreak} = any(array(${pageIds}))`).orderBy(...order) as unknown as Promise<Row[]>,
    listTotal(db, `${spec.name}:${JSON.stringify(used)}`, () => spec.matching(db, one).where(where)),
  ]);
  return { list, ...total };
}

/** `select 1`, for the matching query of a spec. */
export const one = { one: sql<number>`1` };
