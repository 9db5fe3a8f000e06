// Which status a timesheet may move to from which, as data (issue 10: "status flow as data"). A new
// timesheet is pending; the coordinator approves it or queries it (a comment says what is wrong); a
// queried one goes back to pending once answered, or is approved. Approved is final here: pay runs take it
// from there (payslips), so its hours and amount no longer change.
import type { TimesheetStatusCode } from './enums/shift-work';

export const timesheetMoves: Readonly<Record<TimesheetStatusCode, readonly TimesheetStatusCode[]>> = Object.freeze({
  pending: ['approved', 'queried'],
  queried: ['pending', 'approved'],
  approved: [],
});

/** Statuses whose hours, times and amount may still change (modify, recalculate). */
export const timesheetEditable: readonly TimesheetStatusCode[] = ['pending', 'queried'];

export function canMoveTimesheet(from: TimesheetStatusCode, to: TimesheetStatusCode): boolean {
  return timesheetMoves[from].includes(to);
}
