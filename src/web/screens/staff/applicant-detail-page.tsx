import { Link } from 'wouter';
import { staffStatus } from '../../../domain/enums/staff-status';
import { useCommandQuery } from '../../commands/use-command-query';
import { openDialog } from '../../dialogs/dialog-store';
import { enumLabel, useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { useRecordParam } from '../../routes/use-record-param';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { StatusTag } from '../../ui/status-tag';
import { toneTable } from '../../ui/status-tones';
import { ApplicantTabsView } from './applicant-tabs/tabs-view';
import { StaffStatusAction } from './profile/staff-status-action';

const staffTone = toneTable('staffStatus')!;

/** Staff › Applicants › one applicant (/staff/applicants/detail/:id?tab=…): a header and one tab per concern. */
export default function ApplicantDetailPage() {
  const t = useT();
  const { raw: rawId, id, valid } = useRecordParam();
  const { data, error } = useCommandQuery('staff.detail', { staff_id: id }, { enabled: valid, context: { path: paths.applicantDetail, record: { kind: 'applicant', id } } });
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
            <StaffStatusAction staff={staff} />
            {staff && (
              <Button size="md" onClick={() => openDialog('map', { address: [staff.suburb, staff.state, staff.postcode].filter(Boolean).join(' ') })} data-testid="open-dialog-map">
                {t('dialogs.map.title')}
              </Button>
            )}
            <Link href={paths.applicants} className="text-sm text-primary hover:text-primary-400">{t('applicantDetail.back')}</Link>
          </>
        }
      />
      <ApplicantTabsView enabled={valid} staffId={id} staff={staff} applications={staff ? data!.applications : []} />
    </div>
  );
}
