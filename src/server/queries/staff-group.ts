// A group of staff chosen by get_group_staff_list's filters (commands/notice-fields.ts). The list, the
// group notice send and the group email read the same SQL, so the people counted are the people reached.
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { StaffGroup } from '../../../commands/notice-fields';
import { staff } from '../db/schema';
import { containing, staffKeywordFilter } from './staff-keyword';

/** The SQL of each filter; undefined adds nothing. */
export const groupFilterSql = {
  status: (codes: readonly number[]) => (codes.length ? inArray(staff.status, [...codes]) : undefined),
  position: (text: string) => (text ? ilike(staff.position, containing(text)) : undefined),
  state: (state: string) => eq(staff.state, state),
  keyword: (text: string) => (text ? staffKeywordFilter(text) : undefined),
};

/** Where a group's people are; every filter narrows, none means every staff row. */
export function staffGroupWhere(group: Partial<StaffGroup>): SQL {
  const clauses: (SQL | undefined)[] = [];
  if (group.status) clauses.push(groupFilterSql.status(group.status));
  if (group.position) clauses.push(groupFilterSql.position(group.position));
  if (group.state) clauses.push(groupFilterSql.state(group.state));
  if (group.keyword) clauses.push(groupFilterSql.keyword(group.keyword));
  return and(sql`true`, ...clauses)!;
}

/** Only the filters that were given, as stored with a send and shown in its history. */
export function groupFilters(group: Partial<StaffGroup>): Partial<StaffGroup> {
  return Object.fromEntries(Object.entries(group).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)));
}
