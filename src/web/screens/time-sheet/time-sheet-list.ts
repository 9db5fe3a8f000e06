// The kit list of /time-sheet (its route row's page): one row per worker per checked-out shift (j/k, /
// search, status filter; approve alt+y, recalculate alt+l, comment alt+k on the focused row), and beside it
// the focused one's cost lines and comments. ?timesheet=<id> focuses one, ?status= starts the filter.
import { lazy } from 'react';
import { timesheetStatus } from '../../../domain/enums/shift-work';
import type { Tone } from '../../ui/status-tag';
import { defineList } from '../generic/screen-spec';

const tone: Record<string, Tone> = { pending: 'gold', queried: 'red', approved: 'green' };

export const timesheetList = defineList({
  command: 'timesheet.list',
  kind: 'timesheet',
  testId: 'timesheets',
  show: ['id', 'name', 'facility_name', 'starts_at', 'hours', 'amount', 'status', 'comment_count'],
  columns: {
    name: { label: 'shiftWork.timesheet.column.name' },
    facility_name: { label: 'shiftWork.timesheet.column.facility_name' },
    provider_name: { label: 'shiftWork.timesheet.column.provider_name' },
    position: { label: 'shiftWork.timesheet.column.position' },
    starts_at: { label: 'shiftWork.timesheet.column.starts_at' },
    hours: { label: 'shiftWork.timesheet.column.hours' },
    amount: { label: 'shiftWork.timesheet.column.amount_cents', format: 'number' },
    comment_count: { label: 'shiftWork.timesheet.column.comment_count' },
    status: { enum: timesheetStatus, tone: (code) => tone[String(code)] ?? 'grey' },
  },
  open: null,
  actions: [
    { command: 'timesheet.approve', label: 'shiftWork.timesheet.approve' },
    { command: 'timesheet.recalculate', label: 'shiftWork.timesheet.recalculate' },
    { command: 'timesheet.comment', label: 'shiftWork.timesheet.addComment' },
  ],
  search: 'shiftWork.timesheet.search',
  page: {
    hint: 'shiftWork.timesheet.hint',
    testId: 'time-sheet-page',
    aside: lazy(() => import('./timesheet-side').then((m) => ({ default: m.TimesheetSide }))),
  },
});
