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
  /**
   * select <columns> from … with only the joins the filters and sorts need: what is paged and counted.
   * `used` holds the filters this call applies, so a join only a filter needs can be left out without it;
   * `sortBy` is the page's sort (undefined for the count), so a join only a sort needs stays out of the count.
   */
  matching: (db: Queryable, columns: SelectedFields, used: Readonly<Record<string, unknown>>, sortBy?: string) => PgSelect;
  /** The SQL of each filter argument, given its value; undefined adds nothing. */
  filters: { [K in FilterKeys<A>]-?: (value: NonNullable<A[K]>) => SQL | undefined };
  /** Columns the sort_by argument may name. */
  sorts: Record<NonNullable<A['sort_by']> & string, SQLWrapper | PgColumn>;
  /** The unique column that breaks ties, so pages never repeat or skip a row. */
  tieBreak: PgColumn;
  /**
   * Filters whose SQL text is the same whatever the value (the value is only bound), so a page using
   * only these is built once per shape and then run with placeholders (see pageStatement).
   */
  plainFilters?: readonly FilterKeys<A>[];
  /**
   * A fixed order, for a list whose command takes no sort_by (a menu's own order, the nearest first): the
   * page is taken in it. It must end with the tie-break (or another unique column), so pages never repeat
   * or skip a row. Without it, sort_by and sort_dir order the page. An order with values in it (the nearest
   * to one shift) goes with no plainFilters: a page built once keeps the order it was built with.
   */
  order?: SQL[];
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
  const statement = scope ? undefined : pageStatement(db, spec, args, used);
  if (statement) {
    const [list, total] = await Promise.all([
      statement.execute({ ...used, limit: args.page_size, offset: (args.page - 1) * args.page_size }) as Promise<Row[]>,
      listTotal(db, `${spec.name}:${JSON.stringify(used)}`, () => spec.matching(db, one, used).where(where)),
    ]);
    return { list, ...total };
  }
  const sortBy = (args.sort_by ?? 'id') as keyof typeof spec.sorts;
  const order = orderOf(spec, args);
  const pageIds = spec
    .matching(db, { id: spec.tieBreak }, used, sortBy)
    .where(where)
    .orderBy(...order)
    .limit(args.page_size)
    .offset((args.page - 1) * args.page_size);
  const [list, total] = await Promise.all([
    // = any(array(…)) rather than in (…): the page's ids become one value, planned in a fraction of the time.
    spec.rows(db).where(sql`${spec.tieBreak} = any(array(${pageIds}))`).orderBy(...order) as unknown as Promise<Row[]>,
    listTotal(db, `${spec.name}:${JSON.stringify(used)}`, () => spec.matching(db, one, used).where(where)),
  ]);
  return { list, ...total };
}

/** The page's order: the spec's fixed one, or the sort the arguments ask for with the tie-break after it. */
function orderOf<A extends ListArgs, Row>(spec: PagedListSpec<A, Row>, args: A): SQL[] {
  if (spec.order) return spec.order;
  const direction = args.sort_dir === 'asc' ? asc : desc;
  const sortColumn = spec.sorts[(args.sort_by ?? 'id') as keyof typeof spec.sorts] ?? spec.tieBreak;
  return [direction(sortColumn as PgColumn), direction(spec.tieBreak)];
}

type Statement = { execute: (values: Record<string, unknown>) => Promise<unknown> };
/** Built pages per database (or transaction: its statements run on its own connection) and shape. */
const statements = new WeakMap<object, Map<string, Statement>>();
const MAX_SHAPES = 500;

/**
 * The page query of a filter shape (which filters, sort, direction), built once with placeholders for
 * the values, page size and offset: drizzle building the SQL was a third of node's time on a list call.
 * Undefined when a used filter's SQL depends on its value (keyword, position); that call builds afresh.
 * Prepared without a name, so PostgreSQL still plans each call with its values (docs/list-path.md).
 */
function pageStatement<A extends ListArgs, Row>(db: Queryable, spec: PagedListSpec<A, Row>, args: A, used: Record<string, unknown>): Statement | undefined {
  const plain = spec.plainFilters as readonly string[] | undefined;
  const keys = Object.keys(used);
  if (!plain || !keys.every((k) => plain.includes(k))) return undefined;
  const shape = `${spec.name}|${keys.join(',')}|${args.sort_by ?? ''}|${args.sort_dir ?? ''}`;
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const cached = byShape.get(shape);
  if (cached) return cached;
  const clauses = keys.map((k) => (spec.filters as Record<string, (v: unknown) => SQL | undefined>)[k](sql.placeholder(k))!);
  const order = orderOf(spec, args);
  const pageIds = spec
    .matching(db, { id: spec.tieBreak }, used, args.sort_by ?? 'id')
    .where(clauses.length ? and(...clauses) : undefined)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // No name: an unnamed statement, planned per call with its values (named ones were slower here).
  const statement = spec.rows(db).where(sql`${spec.tieBreak} = any(array(${pageIds}))`).orderBy(...order).prepare(undefined as never) as Statement;
  if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
  byShape.set(shape, statement);
  return statement;
}

/** `select 1`, for the matching query of a spec. */
export const one = { one: sql<number>`1` };
