// Workers on a shift, timesheets and incidents (issue 10): the codes of their statuses and kinds. The
// spec names none of these values ("further status values: not shown"); docs/shift-work.md says why.
import { defineEnum, type EnumCode } from './define-enum';

/** A worker's timesheet for one completed shift: made at check-out, then approved or queried. */
export const timesheetStatus = defineEnum('timesheetStatus', [
  ['pending', 'Pending'],
  ['queried', 'Queried'],
  ['approved', 'Approved'],
]);
export type TimesheetStatusCode = EnumCode<typeof timesheetStatus>;

/** Why an assignment is refused or needs confirming (src/domain/assignment-rules.ts has the rule of each). */
export const assignmentConflicts = defineEnum('assignmentConflicts', [
  ['not_enabled', 'Not enabled staff'],
  ['overlap', 'Overlapping shift'],
  ['short_rest', 'Less than 10 hours between shifts'],
  ['blocked', 'Blocked by the provider'],
  ['credential_missing', 'Missing credential'],
  ['credential_expired', 'Expired credential'],
  ['credential_unverified', 'Credential not verified'],
  ['training_missing', 'Mandatory training missing or expired'],
  ['position_mismatch', 'Different position'],
]);
export type AssignmentConflictCode = EnumCode<typeof assignmentConflicts>;

export const incidentCategories = defineEnum('incidentCategories', [
  ['fall', 'Fall'],
  ['medication', 'Medication error'],
  ['behaviour', 'Behaviour of concern'],
  ['worker_injury', 'Worker injury'],
  ['abuse_neglect', 'Alleged abuse or neglect'],
  ['property', 'Property damage or loss'],
  ['complaint', 'Complaint'],
  ['other', 'Other'],
]);
export type IncidentCategoryCode = EnumCode<typeof incidentCategories>;

export const incidentSeverities = defineEnum('incidentSeverities', [
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
  ['critical', 'Critical'],
]);
export type IncidentSeverityCode = EnumCode<typeof incidentSeverities>;

export const incidentStatus = defineEnum('incidentStatus', [
  ['open', 'Open'],
  ['investigating', 'Investigating'],
  ['closed', 'Closed'],
]);
export type IncidentStatusCode = EnumCode<typeof incidentStatus>;

/** Where a worker on a shift stands, derived from the shift's times and the check-out. */
export const shiftWorkerStatus = defineEnum('shiftWorkerStatus', [
  ['assigned', 'Assigned'],
  ['on_shift', 'On shift'],
  ['awaiting_check_out', 'Awaiting check-out'],
  ['checked_out', 'Checked out'],
]);
export type ShiftWorkerStatusCode = EnumCode<typeof shiftWorkerStatus>;
