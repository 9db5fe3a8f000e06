import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** The documents an applicant has uploaded (identity, checks, certificates) and their review. Recruitment brings the file commands. */
export default function UploadingMaterialsDialog(props: DialogProps['uploadingMaterials']) {
  return <NotBuiltDialog id="uploadingMaterials" area="recruitment" {...props} />;
}
