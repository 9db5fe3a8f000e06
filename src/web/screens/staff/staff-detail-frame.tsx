// What the applicant page and the enabled worker's page share (one staff table, so one record): the
// detail read by the path's id, the card when it cannot be shown, a header (name, status, id and a line
// of the page's own) and the applicant tabs. Each page says what its header adds and where back leads.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResultOf } from '../../../../commands';
import type { staffDetail } from '../../../../commands/staff';
import { staffStatus } from '../../../domain/enums/staff-status';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { useRecordParam } from '../../routes/use-record-param';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { StatusTag } from '../../ui/status-tag';
import { toneTable } from '../../ui/status-tones';
import { ApplicantTabsView } from './applicant-tabs/tabs-view';

const staffTone = toneTable('staffStatus')!;

type Staff = ResultOf<typeof staffDetail>['staff'];

interface Props {
  /** The record kind the page acts on (the palette's context). */
  kind: 'applicant' | 'staff';
  /** The context's path (commands decide by it what applies). */
  path: string;
  /** Prefix of the test hooks: `<testId>-detail`, `-missing`, `-name`, `-status`. */
  testId: string;
  /** i18n keys of the 'cannot be shown' card. */
  missingKey: string;
  badIdKey: string;
  back: { href: string; label: string };
  /** The end of the line under the name (after the status and id). */
  line: (staff: Staff) => ReactNode;
  /** Buttons beside the back link (the staff may still be loading). */
  actions?: (staff: Staff | undefined) => ReactNode;
}

export function StaffDetailFrame({ kind, path, testId, missingKey, badIdKey, back, line, actions }: Props) {
  const t = useT();
  const { raw: rawId, id, valid } = useRecordParam();
  const { data, error } = useCommandQuery('staff.detail', { staff_id: id }, { enabled: valid, context: { path, record: { kind, id } } });
  const staff = data?.staff.id === id ? data.staff : undefined;
  const backLink = <Link href={back.href} className="text-sm text-primary hover:text-primary-400">{t(back.label)}</Link>;

  if (!valid || (error && !staff)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid={`${testId}-missing`}>
        <h1 className="text-lg font-semibold text-ink">{t(missingKey, { id: rawId })}</h1>
        <p className="mt-2 mb-4 text-sm text-ink-soft">{error ?? t(badIdKey)}</p>
        {backLink}
      </Card>
    );
  }

  return (
    <div className="space-y-4" data-testid={`${testId}-detail`} data-staff-id={id}>
      <PageHeader
        testId={`${testId}-name`}
        title={staff ? staff.name : t('table.loading')}
        subtitle={
          staff && (
            <span className="flex flex-wrap items-center gap-2">
              <StatusTag tone={staffTone(staff.status)} testId={`${testId}-status`}>{enumLabel(staffStatus, staff.status)}</StatusTag>
              <span>#{staff.id}</span>
              <span>·</span>
              {line(staff)}
            </span>
          )
        }
        actions={<>{actions?.(staff)}{backLink}</>}
      />
      <ApplicantTabsView enabled={valid} staffId={id} staff={staff} applications={staff ? data!.applications : []} />
    </div>
  );
}
