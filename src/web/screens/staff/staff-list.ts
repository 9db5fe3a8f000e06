import { defineList } from '../generic/screen-spec';
import { staffFilterText } from './lists/filter-text';

/**
 * The applicants table (spec §3: name, age, position, experience, email, phone, status, tags), newest
 * first, with every filter get_staff_list takes. Enter opens one; the selection runs the row commands.
 */
export const applicantList = defineList({
  command: 'staff.list',
  kind: 'applicant',
  testId: 'staff',
  show: ['name', 'age', 'position', 'experience', 'email', 'phone', 'status', 'tags', 'created_at'],
  search: 'staff.searchPlaceholder',
  filters: staffFilterText,
});
