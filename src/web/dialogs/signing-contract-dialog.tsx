import { WorkflowFormDialog } from '../screens/staff/profile/workflow-form-dialog';
import type { DialogProps } from './dialog-store';

/** Send, track and confirm an applicant's contract: the contract form (pay, tax, bank, super, emergency contact) and the step to Signing contract or Contract signed. */
export default function SigningContractDialog(props: DialogProps['signingContract']) {
  return <WorkflowFormDialog id="signingContract" form="contract" checklist={['contract_signed', 'payroll_details', 'emergency_contact']} targets={[7, 8]} {...props} />;
}
