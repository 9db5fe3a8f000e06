import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** Send, track and confirm an applicant's contract. Recruitment brings the contract commands. */
export default function SigningContractDialog(props: DialogProps['signingContract']) {
  return <NotBuiltDialog id="signingContract" area="recruitment" {...props} />;
}
