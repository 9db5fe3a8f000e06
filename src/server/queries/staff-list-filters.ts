// The SQL of the staff lists' filters (get_staff_list, get_enabled_staff_list). Each is one indexable
// condition on the staff table, so a filtered page stays an index walk (docs/list-path.md).
import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { staff, tags } from '../db/schema';
import { staffKeywordFilter } from './staff-keyword';

/** Dates are whole days: 'to' includes that day (created_at < the next day). */
const dayAfter = (date: string) => sql`(${date}::date + 1)`;

/** One builder per filter argument both lists take. */
export const staffListFilters = {
  keyword: staffKeywordFilter,
  level_id: (levelId: number): SQL => eq(staff.levelId, levelId),
  // Positions are typed by people: 'registered nurse' finds 'Registered Nurse'.
  position: (position: string): SQL => eq(sql`lower(${staff.position})`, position.toLowerCase()),
  state: (state: string): SQL => eq(staff.state, state),
  experience: (experience: string): SQL => eq(staff.experience, experience),
  // The pool has one spelling per tag whatever the case it is typed in ('ndis' finds 'NDIS'); the
  // spelling is looked up once, and `@>` is what the GIN index on staff.tags serves.
  tag: (tag: string): SQL =>
    sql`${staff.tags} @> array[coalesce((select ${tags.name} from ${tags} where lower(${tags.name}) = lower(${tag})), ${tag})]::text[]`,
  created_from: (from: string): SQL => gte(staff.createdAt, sql`${from}::date`),
  created_to: (to: string): SQL => lt(staff.createdAt, dayAfter(to)),
};
