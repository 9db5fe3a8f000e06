import { Link } from 'wouter';
import { staffStatus } from '../../../../domain/enums/staff-status';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useRecordParam } from '../../../routes/use-record-param';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { toneTable } from '../../../ui/status-tones';
import { ApplicantTabsView } from '../applicant-tabs/tabs-view';

const ENABLED = 10;
const LIST_PATH = '/staff/enabled-staff';
const staffTone = toneTable('staffStatus')!;

/**
 * Staff › Enabled staff › one worker (/staff/enabled-staff/detail/:id?tab=…): the applicant page's tabs
 * (one staff table, so forms, notes, shifts and the master board are the same), 1…9 switch tabs, and the
 * way back leads to the enabled list. Someone no longer enabled still opens, with a line saying so.
 */
export default function EnabledStaffDetailPage() {
  const t = useT();
  const { raw: rawId, id, valid } = useRecordParam();
  const { data, error } = useCommandQuery('staff.detail', { staff_id: id }, { enabled: valid, context: { path: LIST_PATH, record: { kind: 'staff', id } } });
  const staff = data?.staff.id === id ? data.staff : undefined;
  const back = <Link href={LIST_PATH} className="text-sm text-primary hover:text-primary-400">{t('staffLists.enabledDetail.back')}</Link>;

  if (!valid || (error && !staff)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="enabled-staff-missing">
        <h1 className="text-lg font-semibold text-ink">{t('staffLists.enabledDetail.missing', { id: rawId })}</h1>
        <p className="mt-2 mb-4 text-sm text-ink-soft">{error ?? t('staffLists.enabledDetail.badId')}</p>
        {back}
      </Card>
    );
  }

  return (
    <div className="space-y-4" data-testid="enabled-staff-detail" data-staff-id={id}>
      <PageHeader
        testId="enabled-staff-name"
        title={staff ? staff.name : t('table.loading')}
        subtitle={
          staff && (
            <span className="flex flex-wrap items-center gap-2">
              <StatusTag tone={staffTone(staff.status)} testId="enabled-staff-status">{enumLabel(staffStatus, staff.status)}</StatusTag>
              <span>#{staff.id}</span>
              <span>·</span>
              <span>{[staff.position, staff.suburb, staff.state].filter(Boolean).join(' · ')}</span>
              {staff.status !== ENABLED && <span className="text-warning" data-testid="enabled-staff-not-enabled">{t('staffLists.enabledDetail.notEnabled', { status: enumLabel(staffStatus, staff.status) })}</span>}
            </span>
          )
        }
        actions={back}
      />
      <ApplicantTabsView enabled={valid} staffId={id} staff={staff} applications={staff ? data!.applications : []} />
    </div>
  );
}
