import { WorkflowFormDialog } from '../screens/staff/profile/workflow-form-dialog';
import type { DialogProps } from './dialog-store';

/** The onboarding checklist of an applicant who signed: the onboarding form and the steps to Onboarding, Onboarding info received and Enabled (with a level). */
export default function OnboardingDialog(props: DialogProps['onboarding']) {
  return (
    <WorkflowFormDialog
      id="onboarding"
      form="onboarding"
      checklist={['mandatory_training', 'induction', 'uniform_and_badge', 'app_account']}
      targets={[9, 14, 10]}
      {...props}
    />
  );
}
