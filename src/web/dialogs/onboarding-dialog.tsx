import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** The onboarding checklist of an applicant who accepted. Recruitment brings the onboarding commands. */
export default function OnboardingDialog(props: DialogProps['onboarding']) {
  return <NotBuiltDialog id="onboarding" area="recruitment" {...props} />;
}
