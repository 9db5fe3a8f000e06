import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useCommandQuery } from '../commands/use-command-query';
import { applicationStatus } from '../../domain/enums/application-status';
import { canScheduleInterview } from '../../domain/interview-schedule';
import { enumLabel, useT } from '../i18n/i18n';
import { ScheduleInterviewForm } from '../screens/staff/interviews/schedule-interview-form';
import { Button } from '../ui/button';
import { SelectInput } from '../ui/field';
import { DialogFrame } from './dialog-frame';
import { closeDialog, type DialogProps } from './dialog-store';

/**
 * Invite an applicant to an interview: date, a 15-minute time, place or video link and a message
 * (schedule_interview). Opened for an application, or for an applicant (then the application is chosen
 * here, their open applications first).
 */
export default function InterviewDialog({ applicationId, staffId }: DialogProps['interview']) {
  const t = useT();
  const { data, error } = useCommandQuery('staff.detail', { staff_id: staffId ?? 0 }, {
    enabled: Boolean(staffId),
    context: { path: location.pathname, record: { kind: 'applicant', id: staffId ?? 0 } },
  });
  // Open applications, those that take an interview first; another is offered but says why it cannot.
  const open = (data?.applications ?? []).filter((a) => !a.archived).sort((a, b) => Number(canScheduleInterview(b.status)) - Number(canScheduleInterview(a.status)));
  const [chosen, setChosen] = useState<number | null>(null);
  const preferred = open.find((a) => a.id === applicationId && canScheduleInterview(a.status)) ?? open[0];
  const application = open.find((a) => a.id === chosen) ?? preferred;
  return (
    <DialogFrame
      title={data ? t('interviews.dialog.titleFor', { name: data.staff.name }) : t('dialogs.interview.title')}
      footer={
        <Dialog.Close asChild>
          <Button>{t('common.close')}</Button>
        </Dialog.Close>
      }
    >
      <div className="space-y-4" data-testid="interview-dialog">
        {!staffId && <p className="text-sm text-ink-muted">{t('interviews.dialog.noApplicant')}</p>}
        {error && !data && <p className="text-sm text-danger">{error}</p>}
        {staffId && !data && !error && <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        {data && !open.length && <p className="text-sm text-ink-muted">{t('interviews.dialog.noOpenApplications')}</p>}
        {open.length > 0 && (
          <label className="block text-sm text-ink">
            <span className="mb-1.5 block">{t('interviews.dialog.application')}</span>
            <SelectInput className="w-full" value={application?.id ?? ''} onChange={(e) => setChosen(Number(e.target.value))} data-testid="interview-dialog-application">
              {open.map((a) => (
                <option key={a.id} value={a.id}>
                  #{a.id} · {a.job_title} · {enumLabel(applicationStatus, a.status)}{canScheduleInterview(a.status) ? '' : ` · ${t('interviews.dialog.notSchedulable')}`}
                </option>
              ))}
            </SelectInput>
          </label>
        )}
        {application && (
          <>
            <p className="text-xs text-ink-muted">{t('interviews.dialog.schedulable')}</p>
            <ScheduleInterviewForm application={application} onDone={closeDialog} testId="interview-dialog-form" />
          </>
        )}
      </div>
    </DialogFrame>
  );
}
