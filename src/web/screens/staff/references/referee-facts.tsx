// One referee: who they are to the applicant, how to reach them, and where their check stands.
import type { ReactNode } from 'react';
import type { RefereeRow } from '../../../../../commands/reference-check';
import { referenceCheckStates, refereeRelationships } from '../../../../domain/enums/interview';
import { formatPhoneDisplay } from '../../../../domain/format/phone-display';
import { enumLabel, useT } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { checkStateTone } from '../interviews/tones';
import { formatWhen } from '../interviews/when';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex gap-3 border-b border-line py-2 text-sm last:border-b-0">
      <dt className="w-28 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink" data-testid={testId}>{children}</dd>
    </div>
  );
}

export function RefereeFacts({ referee, withApplicant = false, testId }: { referee: RefereeRow; withApplicant?: boolean; testId: string }) {
  const t = useT();
  const sent = referee.check_sent_at && (
    <>
      {formatWhen(referee.check_sent_at)}
      {referee.check_send_count > 1 && <span className="text-ink-muted"> · {t('interviews.references.sentTimes', { count: referee.check_send_count })}</span>}
    </>
  );
  return (
    <dl data-testid={testId}>
      {withApplicant && <Fact label={t('interviews.references.applicant')} testId={`${testId}-applicant`}>{referee.applicant_name}</Fact>}
      <Fact label={t('interviews.references.column.relationship')} testId={`${testId}-relationship`}>
        {enumLabel(refereeRelationships, referee.relationship)}{referee.organisation && <span className="text-ink-muted"> · {referee.organisation}</span>}
      </Fact>
      <Fact label={t('interviews.references.form.email')} testId={`${testId}-email`}><a className="text-primary hover:text-primary-400" href={`mailto:${referee.email}`}>{referee.email}</a></Fact>
      <Fact label={t('interviews.references.form.phone')} testId={`${testId}-phone`}><span className="tabular-nums">{formatPhoneDisplay(referee.phone)}</span></Fact>
      <Fact label={t('interviews.references.column.job')} testId={`${testId}-job`}>#{referee.application_id} · {referee.job_title}</Fact>
      <Fact label={t('interviews.references.column.check')} testId={`${testId}-state`}>
        <StatusTag tone={checkStateTone(referee.check_state)}>{enumLabel(referenceCheckStates, referee.check_state)}</StatusTag>
      </Fact>
      {sent && <Fact label={t('interviews.references.sent')} testId={`${testId}-sent`}>{sent}</Fact>}
      {referee.check_answered_at && <Fact label={t('interviews.references.answered')} testId={`${testId}-answered`}>{formatWhen(referee.check_answered_at)}</Fact>}
      {referee.check_read_at && <Fact label={t('interviews.references.read')} testId={`${testId}-read`}>{formatWhen(referee.check_read_at)}</Fact>}
    </dl>
  );
}
