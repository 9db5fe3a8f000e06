// What an interview is, at a glance: when and for how long, how and where, with whom, for which job, and
// the words sent with the invitation.
import type { ReactNode } from 'react';
import type { InterviewRow } from '../../../../../commands/interview-fields';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { interviewAttendance } from '../../../../domain/enums/candidate';
import { interviewModes } from '../../../../domain/enums/interview';
import { enumLabel, useT } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { attendanceTone } from './tones';
import { formatWhen } from './when';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex gap-3 border-b border-line py-2 text-sm last:border-b-0">
      <dt className="w-28 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink" data-testid={testId}>{children}</dd>
    </div>
  );
}

export function InterviewFacts({ interview, withApplicant = false, testId = 'interview-fact' }: { interview: InterviewRow; withApplicant?: boolean; testId?: string }) {
  const t = useT();
  const where =
    interview.mode === 'video' ? (
      <a href={interview.video_link} target="_blank" rel="noreferrer noopener" className="text-primary hover:text-primary-400 break-all">{interview.video_link}</a>
    ) : interview.mode === 'in_person' ? interview.location : interview.location || t('interviews.byPhone');
  return (
    <dl data-testid={testId}>
      {withApplicant && <Fact label={t('interviews.column.applicant')} testId={`${testId}-applicant`}>{interview.name}</Fact>}
      <Fact label={t('interviews.column.when')} testId={`${testId}-when`}>
        {formatWhen(interview.scheduled_at)} · {t('interviews.minutes', { minutes: interview.duration_minutes })}
      </Fact>
      <Fact label={t('interviews.column.attendance')} testId={`${testId}-attendance`}>
        <StatusTag tone={attendanceTone(interview.attendance)}>{enumLabel(interviewAttendance, interview.attendance)}</StatusTag>
      </Fact>
      <Fact label={t('interviews.mode')} testId={`${testId}-mode`}>{enumLabel(interviewModes, interview.mode)}</Fact>
      <Fact label={t('interviews.column.where')} testId={`${testId}-where`}>{where}</Fact>
      <Fact label={t('interviews.column.interviewer')} testId={`${testId}-interviewer`}>{interview.interviewer}</Fact>
      <Fact label={t('interviews.column.job')} testId={`${testId}-job`}>
        {interview.job_title} <span className="text-ink-muted">· {interview.provider_name}</span>
      </Fact>
      <Fact label={t('interviews.applicationStatus')} testId={`${testId}-application`}>
        #{interview.application_id} · {enumLabel(applicationStatus, interview.application_status)}
      </Fact>
      {interview.message && <Fact label={t('interviews.message')} testId={`${testId}-message`}><span className="whitespace-pre-line">{interview.message}</span></Fact>}
    </dl>
  );
}
