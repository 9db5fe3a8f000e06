import { RefereeWorkbench } from '../references/referee-workbench';
import type { ApplicantTabProps } from './tab-props';

/**
 * Applicant detail › References: the referees of every application with where each check stands (j/k,
 * Enter opens the answers, shift+R sends the check email, m marks the answers read, c/u/Delete add,
 * edit and remove a referee).
 */
export default function ReferencesTab({ staffId, staff, applications }: ApplicantTabProps) {
  return <RefereeWorkbench owner="applicant-referees" filter={{ staff_id: staffId }} applications={applications} enabledStaff={staff?.status === 10} />;
}
