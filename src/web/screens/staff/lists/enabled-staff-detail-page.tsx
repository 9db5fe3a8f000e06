import { staffStatus } from '../../../../domain/enums/staff-status';
import { enumLabel, useT } from '../../../i18n/i18n';
import { StaffDetailFrame } from '../staff-detail-frame';

const ENABLED = 10;
const LIST_PATH = '/staff/enabled-staff';

/**
 * Staff › Enabled staff › one worker (/staff/enabled-staff/detail/:id?tab=…): the applicant page's tabs
 * (one staff table, so forms, notes, shifts and the master board are the same), 1…9 switch tabs, and the
 * way back leads to the enabled list. Someone no longer enabled still opens, with a line saying so.
 */
export default function EnabledStaffDetailPage() {
  const t = useT();
  return (
    <StaffDetailFrame
      kind="staff"
      path={LIST_PATH}
      testId="enabled-staff"
      missingKey="staffLists.enabledDetail.missing"
      badIdKey="staffLists.enabledDetail.badId"
      back={{ href: LIST_PATH, label: 'staffLists.enabledDetail.back' }}
      line={(staff) => (
        <>
          <span>{[staff.position, staff.suburb, staff.state].filter(Boolean).join(' · ')}</span>
          {staff.status !== ENABLED && <span className="text-warning" data-testid="enabled-staff-not-enabled">{t('staffLists.enabledDetail.notEnabled', { status: enumLabel(staffStatus, staff.status) })}</span>}
        </>
      )}
    />
  );
}
