import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** Invite an applicant to an interview: date, a 15-minute time, place or video link and a message. Recruitment brings the commands. */
export default function InterviewDialog(props: DialogProps['interview']) {
  return <NotBuiltDialog id="interview" area="recruitment" {...props} />;
}
