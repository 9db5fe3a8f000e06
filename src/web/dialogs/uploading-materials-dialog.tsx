import { useState } from 'react';
import { autoFillVisa } from '../screens/staff/profile/form-side-panels';
import { WorkflowFormDialog } from '../screens/staff/profile/workflow-form-dialog';
import { useT } from '../i18n/i18n';
import { Button } from '../ui/button';
import type { DialogProps } from './dialog-store';

/**
 * The documents an applicant uploaded (identity, police and NDIS checks, visa, vaccinations) and their
 * review: the materials form, the visa auto-fill, and the step to Uploading materials or Materials under review.
 */
export default function UploadingMaterialsDialog(props: DialogProps['uploadingMaterials']) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <WorkflowFormDialog
      id="uploadingMaterials"
      form="materials"
      checklist={['identity_verified', 'police_check', 'visa_check', 'vaccinations', 'qualifications']}
      targets={[5, 6]}
      extra={(info) => (
        <Button size="sm" loading={busy} data-testid="dialog-visa-auto-fill" onClick={() => (setBusy(true), autoFillVisa(info).catch(() => {}).finally(() => setBusy(false)))}>
          {t('profile.side.autoFill')}
        </Button>
      )}
      {...props}
    />
  );
}
