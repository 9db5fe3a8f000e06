import { staffDetail } from '../../../../../commands/staff';
import { experienceBands } from '../../../../domain/enums/candidate';
import { profileGender } from '../../../../domain/enums/identity';
import { staffStatus } from '../../../../domain/enums/staff-status';
import { formatPhoneDisplay } from '../../../../domain/format/phone-display';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { DetailView, type DetailSection } from '../../generic/detail-view';
import { ApplicantApplications } from '../applicant-applications';
import { StandingPanels } from '../masterboard/standing-panels';
import type { ApplicantTabProps } from './tab-props';

const SECTIONS: DetailSection[] = [
  { titleKey: 'applicantDetail.section.profile', fields: ['name', 'gender', 'birth_date', 'age', 'position', 'experience', 'tags'] },
  { titleKey: 'applicantDetail.section.contact', fields: ['email', 'phone', 'suburb', 'state', 'postcode'] },
  { titleKey: 'applicantDetail.section.record', fields: ['id', 'status', 'created_at', 'updated_at', 'version'] },
];
const FORMATS = { status: staffStatus, gender: profileGender, experience: experienceBands, phone: (v: unknown) => formatPhoneDisplay(String(v)) };

/** Applicant detail › Overview: the profile and the applications (j/k, s, e). */
export default function OverviewTab({ staffId, staff, applications }: ApplicantTabProps) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Card bodyClassName="p-5">
        {staff ? <DetailView schema={staffDetail.result.shape.staff} data={staff} sections={SECTIONS} formats={FORMATS} testId="applicant-field" /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
      </Card>
      <ApplicantApplications staffId={staffId} applications={applications} loading={!staff} />
      <StandingPanels staffId={staffId} />
    </div>
  );
}
