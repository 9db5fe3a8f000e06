// Schedule an interview for one application. From a status where the workflow's 'schedule interview' step
// applies (Shortlist, Pre-Screen, …), that step's form: the application moves to Interview pending, the
// interview goes in the diary and the applicant is emailed, after its preview. From Interview pending,
// Interviewed or Interview accepted (another round), schedule_interview's own form (date with a 15-minute
// time, duration, how, where, interviewer, message), which emails the invitation and leaves the status.
import { useSnapshot } from 'valtio';
import { canRunStep } from '../../../../domain/workflow';
import type { ApplicationRow } from '../../../../../commands/application';
import { useT } from '../../../i18n/i18n';
import { session } from '../../../state/session';
import { CommandForm } from '../../generic/command-form';

export function ScheduleInterviewForm({ application, onDone, testId = 'schedule-form' }: { application: ApplicationRow; onDone?: () => void; testId?: string }) {
  const t = useT();
  const { user } = useSnapshot(session);
  const context = { path: location.pathname, record: { kind: 'application' as const, id: application.id, fields: { ...application } } };
  if (canRunStep('scheduleInterview', application.status)) {
    return (
      <CommandForm
        key={`${application.id}:${application.version}`}
        commandId="application.scheduleInterview"
        fixed={{ application_id: application.id, version: application.version }}
        context={context}
        labels={{ interview_at: t('interviews.form.when'), location: t('interviews.form.place'), note: t('interviews.message') }}
        submitLabel={t('interviews.form.submitStep')}
        onDone={onDone}
        testId={testId}
      />
    );
  }
  return (
    <CommandForm
      key={`${application.id}:${application.version}`}
      commandId="interview.schedule"
      fixed={{ application_id: application.id }}
      defaults={{ duration_minutes: 30, interviewer: user?.name ?? '' }}
      context={context}
      labels={{
        scheduled_at: t('interviews.form.when'),
        duration_minutes: t('interviews.form.duration'),
        place: t('interviews.form.place'),
        mode: t('interviews.mode'),
        interviewer: t('interviews.column.interviewer'),
        message: t('interviews.message'),
      }}
      submitLabel={t('interviews.form.submit')}
      onDone={onDone}
      testId={testId}
    />
  );
}
