import { recordKinds } from '../../../../commands';
import { defineList } from '../generic/screen-spec';

/**
 * Job applications over application.list, the records status changes act on: the focused row is the
 * palette's record, and the toolbar offers the commands with a key for it (s, e). Enter opens the applicant.
 */
export const applicationList = defineList({
  command: 'application.list',
  kind: 'application',
  testId: 'applications',
  show: ['id', 'name', 'email', 'phone', 'job_title', 'status', 'archived', 'applied_at', 'updated_at'],
  columns: { name: { label: 'applications.column.applicant' } },
  open: (row) => recordKinds.applicant.detailPath(row.staff_id),
  actions: [
    { command: 'application.changeStatus', label: 'applicationsPage.changeStatus' },
    { command: 'application.setArchived', label: 'applicationsPage.archive' },
  ],
  search: 'applications.searchPlaceholder',
  filters: {
    status: { label: 'applications.statusFilter', all: 'applications.allStatuses' },
    archived: { label: 'applications.archivedFilter', all: 'applications.archivedAll', false: 'applications.archivedNo', true: 'applications.archivedYes' },
  },
});
