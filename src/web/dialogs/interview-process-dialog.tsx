import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** Where an applicant stands in the interview process (invited, accepted, attended, report). No interview commands exist yet; recruitment brings them. */
export default function InterviewProcessDialog(props: DialogProps['interviewProcess']) {
  return <NotBuiltDialog id="interviewProcess" area="recruitment" {...props} />;
}
