import { applicationList } from '../staff/application-list';
import { defineList } from '../generic/screen-spec';

/**
 * /job/applications' list: the applications list (same columns, filters and test hooks), its toolbar led
 * by the default transition (a) and every op (o), then the §4 status change (s) and archive (e). Email
 * and the last update move to the panel beside it, which needs their width.
 */
export const jobApplicationsList = defineList({
  ...applicationList,
  command: 'application.list',
  show: ['id', 'name', 'phone', 'job_title', 'status', 'archived', 'applied_at'],
  actions: [
    { command: 'application.advance', label: 'workflow.action.advance' },
    { command: 'application.workflowAction', label: 'workflow.action.ops' },
    { command: 'application.changeStatus', label: 'workflow.action.status' },
    { command: 'application.setArchived', label: 'workflow.action.archive' },
  ],
});
