import { openDialog } from '../../dialogs/dialog-store';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Button } from '../../ui/button';
import { StaffStatusAction } from './profile/staff-status-action';
import { StaffDetailFrame } from './staff-detail-frame';

/** Staff › Applicants › one applicant (/staff/applicants/detail/:id?tab=…): a header and one tab per concern. */
export default function ApplicantDetailPage() {
  const t = useT();
  return (
    <StaffDetailFrame
      kind="applicant"
      path={paths.applicantDetail}
      testId="applicant"
      missingKey="applicantDetail.missing"
      badIdKey="applicantDetail.badId"
      back={{ href: paths.applicants, label: 'applicantDetail.back' }}
      line={(staff) => <span>{staff.email}</span>}
      actions={(staff) => (
        <>
          <StaffStatusAction staff={staff} />
          {staff && (
            <Button size="md" onClick={() => openDialog('map', { address: [staff.suburb, staff.state, staff.postcode].filter(Boolean).join(' ') })} data-testid="open-dialog-map">
              {t('dialogs.map.title')}
            </Button>
          )}
        </>
      )}
    />
  );
}
