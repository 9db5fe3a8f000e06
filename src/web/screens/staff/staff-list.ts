import { defineList } from '../generic/screen-spec';

/** The applicants table (spec §3: name, age, position, experience, email, phone, status, tags), newest first. Enter opens one. */
export const applicantList = defineList({
  command: 'staff.list',
  kind: 'applicant',
  testId: 'staff',
  show: ['name', 'age', 'position', 'experience', 'email', 'phone', 'status', 'tags', 'created_at'],
  search: 'staff.searchPlaceholder',
  filters: { status: { label: 'staff.statusFilter', all: 'staff.allStatuses' } },
});
