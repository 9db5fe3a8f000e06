import { lazy, Suspense } from 'react';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { StatusTag } from '../../../ui/status-tag';
import { toneTable } from '../../../ui/status-tones';
import { useListFocus } from '../../../ui/use-list-focus';
import type { ApplicantTabProps } from './tab-props';

// The application view's own panel, so both places show one thing the same way.
const AiSummaryPanel = lazy(() => import('../../job/application-panels/ai-summary-panel'));
const tone = toneTable('applicationStatus')!;

/**
 * Applicant detail › AI summary: the applicant's applications (j/k choose one, which makes it the
 * record y and shift+y act on) and the chosen application's summary, fit and conversation.
 */
export default function AiSummaryTab({ applications, staff }: ApplicantTabProps) {
  const t = useT();
  const first = applications.find((a) => !a.archived) ?? applications[0];
  const focus = useListFocus({ owner: 'applicant-ai-applications', rows: applications, kind: 'application', active: true, initialFocusId: first?.id ?? null });
  const chosen = applications.find((a) => a.id === focus.focusedId);

  if (staff && applications.length === 0) {
    return <Card><p className="text-sm text-ink-muted" data-testid="ai-tab-empty">{t('aiExports.ai.noApplications')}</p></Card>;
  }
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[260px_minmax(0,1fr)]" data-testid="ai-tab">
      <Card title={t('aiExports.ai.chooseApplication')} bodyClassName="p-2">
        <ul role="listbox" aria-label={t('aiExports.ai.chooseApplication')} className="space-y-1" data-testid="ai-tab-applications">
          {applications.map((a) => {
            const selected = a.id === focus.focusedId;
            return (
              <li key={a.id} role="option" aria-selected={selected}>
                <button
                  type="button"
                  onClick={() => focus.setFocusedId(a.id)}
                  data-testid="ai-tab-application"
                  data-application-id={a.id}
                  className={`w-full rounded-md px-3 py-2 text-left text-sm ${selected ? 'bg-primary-50 ring-1 ring-primary-300' : 'hover:bg-black/[0.03]'}`}
                >
                  <span className="block truncate font-medium text-ink">{a.job_title}</span>
                  <span className="mt-1 flex items-center gap-2 text-xs text-ink-muted">
                    #{a.id} <StatusTag tone={tone(a.status)}>{enumLabel(applicationStatus, a.status)}</StatusTag>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className="px-2 pt-2 text-xs text-ink-muted">
          <Kbd kbd="j" /> <Kbd kbd="k" />
        </p>
      </Card>
      <Card title={chosen ? t('aiExports.ai.forApplication', { id: chosen.id, job: chosen.job_title }) : t('aiExports.ai.title')} bodyClassName="p-5">
        <Suspense fallback={<p className="text-sm text-ink-muted">{t('table.loading')}</p>}>
          {chosen ? <AiSummaryPanel key={chosen.id} applicationId={chosen.id} staffId={chosen.staff_id} /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        </Suspense>
      </Card>
    </div>
  );
}
