import { defineList } from '../../generic/screen-spec';
import { staffFilterText } from './filter-text';

/** Enabled staff (status 10): who can be rostered, with the same filters as applicants but the status. */
export const enabledStaffList = defineList({
  command: 'staff.enabledList',
  kind: 'staff',
  show: ['name', 'age', 'position', 'experience', 'phone', 'email', 'suburb', 'state', 'tags', 'created_at'],
  // 'NSW' reads faster than 'New South Wales' in a column and leaves room for the rest.
  columns: { state: { format: 'text' } },
  search: 'staff.searchPlaceholder',
  filters: staffFilterText,
});
