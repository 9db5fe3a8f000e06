import { StaffShiftTable } from '../shifts/staff-shift-table';
import type { ApplicantTabProps } from './tab-props';

/** Applicant detail › Shifts: the worker's shifts, past and future, each opening its detail. */
export default function ShiftsTab({ staffId }: ApplicantTabProps) {
  return <StaffShiftTable staffId={staffId} />;
}
