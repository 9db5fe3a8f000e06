import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { InterviewWorkbench } from '../interviews/interview-workbench';
import { VirtualInterviewAnswers } from '../interviews/virtual-interview-answers';
import type { ApplicantTabProps } from './tab-props';

/**
 * Applicant detail › Interviews: every interview across the applicant's applications (j/k, Enter, c for
 * attendance, w for the report, b to book a new one), and the one-way interview each application recorded.
 */
export default function InterviewsTab({ staffId, applications }: ApplicantTabProps) {
  const t = useT();
  // The one-way interview shown follows the focused interview's application, until one is chosen here.
  const [chosen, setChosen] = useState<number | null>(null);
  const [focusedApplication, setFocusedApplication] = useState<number | null>(null);
  const viApplication = chosen ?? focusedApplication ?? applications[0]?.id;
  return (
    <div className="space-y-4">
      <InterviewWorkbench owner="applicant-interviews" filter={{ staff_id: staffId }} newFor={{ staffId, applicationId: applications.find((a) => !a.archived)?.id }} onFocusApplication={(id) => (setFocusedApplication(id), setChosen(null))} />
      <Card
        title={t('interviews.vi.title')}
        data-testid="applicant-vi"
        extra={
          applications.length > 1 && (
            <SelectInput value={viApplication ?? ''} onChange={(e) => setChosen(Number(e.target.value))} aria-label={t('interviews.vi.application')} data-testid="applicant-vi-application" className="max-w-[28rem]">
              {applications.map((a) => <option key={a.id} value={a.id}>#{a.id} · {a.job_title}</option>)}
            </SelectInput>
          )
        }
      >
        {viApplication ? <VirtualInterviewAnswers applicationId={viApplication} /> : <p className="text-sm text-ink-muted">{t('interviews.vi.noApplications')}</p>}
      </Card>
    </div>
  );
}
