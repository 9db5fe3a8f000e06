import { Link } from 'wouter';
import { staffDetail } from '../../../../commands/staff';
import { experienceBands } from '../../../domain/enums/candidate';
import { profileGender } from '../../../domain/enums/identity';
import { staffStatus } from '../../../domain/enums/staff-status';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { useCommandQuery } from '../../commands/use-command-query';
import { openDialog } from '../../dialogs/dialog-store';
import { enumLabel, useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { useCurrentRoute } from '../../routes/use-current-route';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { StatusTag } from '../../ui/status-tag';
import { DetailView, type DetailSection } from '../generic/detail-view';
import { ApplicantApplications } from './applicant-applications';
import { toneTable } from '../../ui/status-tones';

const staffTone = toneTable('staffStatus')!;

const SECTIONS: DetailSection[] = [
  { titleKey: 'applicantDetail.section.profile', fields: ['name', 'gender', 'birth_date', 'age', 'position', 'experience', 'tags'] },
  { titleKey: 'applicantDetail.section.contact', fields: ['email', 'phone', 'suburb', 'state', 'postcode'] },
  { titleKey: 'applicantDetail.section.record', fields: ['id', 'status', 'created_at', 'updated_at', 'version'] },
];
const FORMATS = { status: staffStatus, gender: profileGender, experience: experienceBands, phone: (v: unknown) => formatPhoneDisplay(String(v)) };

/** Staff › Applicants › one applicant (/staff/applicants/detail/:id) over staff.detail: profile and applications. */
export default function ApplicantDetailPage() {
  const t = useT();
  const rawId = useCurrentRoute()?.params.id ?? '';
  const id = Number(rawId);
  const valid = /^\d{1,9}$/.test(rawId) && id > 0;
  const { data, loading, error } = useCommandQuery('staff.detail', { staff_id: id }, { enabled: valid, context: { path: paths.applicantDetail, record: { kind: 'applicant', id } } });
  const staff = data?.staff.id === id ? data.staff : undefined;

  if (!valid || (error && !staff)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="applicant-missing">
        <h1 className="text-lg font-semibold text-ink">{t('applicantDetail.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('applicantDetail.badId')}</p>
        <Link href={paths.applicants} className="mt-4 inline-block text-sm text-primary hover:text-primary-400">{t('applicantDetail.back')}</Link>
      </Card>
    );
  }

  return (
    <div className="space-y-4" data-testid="applicant-detail" data-staff-id={id}>
      <PageHeader
        testId="applicant-name"
        title={staff ? staff.name : t('table.loading')}
        subtitle={
          staff && (
            <span className="flex flex-wrap items-center gap-2">
              <StatusTag tone={staffTone(staff.status)} testId="applicant-status">{enumLabel(staffStatus, staff.status)}</StatusTag>
              <span>#{staff.id}</span>
              <span>·</span>
              <span>{staff.email}</span>
            </span>
          )
        }
        actions={
          <>
            {staff && (
              <Button size="md" onClick={() => openDialog('map', { address: [staff.suburb, staff.state, staff.postcode].filter(Boolean).join(' ') })} data-testid="open-dialog-map">
                {t('dialogs.map.title')}
              </Button>
            )}
            <Link href={paths.applicants} className="text-sm text-primary hover:text-primary-400">{t('applicantDetail.back')}</Link>
          </>
        }
      />
      <Card bodyClassName="p-5">
        {staff ? <DetailView schema={staffDetail.result.shape.staff} data={staff} sections={SECTIONS} formats={FORMATS} testId="applicant-field" /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
      </Card>
      <ApplicantApplications staffId={id} applications={data?.staff.id === id ? data.applications : []} loading={loading} />
    </div>
  );
}
