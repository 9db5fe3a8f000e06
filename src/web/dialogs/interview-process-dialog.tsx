import * as Dialog from '@radix-ui/react-dialog';
import { navigate } from 'wouter/use-browser-location';
import type { InterviewRow } from '../../../commands/interview-fields';
import { useCommandQuery } from '../commands/use-command-query';
import { useT } from '../i18n/i18n';
import { AttendanceActions } from '../screens/staff/interviews/attendance-actions';
import { InterviewFacts } from '../screens/staff/interviews/interview-facts';
import { reportPath } from '../screens/staff/interviews/interview-workbench';
import { Button } from '../ui/button';
import { DialogFrame } from './dialog-frame';
import { closeDialog, openDialog, type DialogProps } from './dialog-store';

const INVITED = new Set(['unconfirmed', 'accepted', 'going', 'not_going', 'not_attending', 'interviewed', 'cancelled']);
const STAGES: readonly { key: string; done: (rows: readonly InterviewRow[]) => boolean }[] = [
  { key: 'invited', done: (rows) => rows.some((r) => INVITED.has(r.attendance)) },
  { key: 'answered', done: (rows) => rows.some((r) => r.attendance !== 'unconfirmed') },
  { key: 'attended', done: (rows) => rows.some((r) => r.attendance === 'interviewed') },
  { key: 'reported', done: (rows) => rows.some((r) => r.report_id !== null) },
];

/**
 * Where an application stands in the interview process: invited, answered, attended, report written; each
 * interview with its attendance moves (set_interview_confirm_status) and its report, and a way to
 * schedule another.
 */
export default function InterviewProcessDialog({ applicationId, staffId }: DialogProps['interviewProcess']) {
  const t = useT();
  const { data, error } = useCommandQuery('interview.list', { application_id: applicationId ?? 0, page_size: 50 }, { enabled: Boolean(applicationId) });
  const rows = (data?.list ?? []) as InterviewRow[];
  const toReport = (id: number) => {
    closeDialog();
    navigate(reportPath(id));
  };
  return (
    <DialogFrame
      title={t('dialogs.interviewProcess.title')}
      footer={
        <>
          {applicationId && (
            <Button variant="primary" onClick={() => openDialog('interview', { applicationId, staffId })} data-testid="interview-process-schedule">
              {t('interviews.new')}
            </Button>
          )}
          <Dialog.Close asChild>
            <Button>{t('common.close')}</Button>
          </Dialog.Close>
        </>
      }
    >
      <div className="space-y-5" data-testid="interview-process">
        {!applicationId && <p className="text-sm text-ink-muted">{t('interviews.process.noApplication')}</p>}
        {error && !data && <p className="text-sm text-danger">{error}</p>}
        {applicationId && (
          <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('interviews.process.stages')}>
            {STAGES.map((stage, i) => {
              const done = stage.done(rows);
              return (
                <li key={stage.key} className="flex items-center gap-2" data-testid={`interview-process-stage-${stage.key}`} data-done={done || undefined}>
                  {i > 0 && <span className="text-ink-muted" aria-hidden>→</span>}
                  <span className={`rounded-full px-2.5 py-0.5 ${done ? 'bg-success-50 text-success ring-1 ring-success-200' : 'bg-black/5 text-ink-muted'}`}>
                    {done ? '✓ ' : ''}{t(`interviews.process.${stage.key}`)}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {data && !rows.length && <p className="text-sm text-ink-muted" data-testid="interview-process-none">{t('interviews.process.none')}</p>}
        {rows.map((row) => (
          <section key={row.id} className="space-y-3 rounded-lg border border-line p-4" data-testid="interview-process-item" data-interview-id={row.id}>
            <InterviewFacts interview={row} testId={`interview-process-fact-${row.id}`} />
            <AttendanceActions key={`${row.id}:${row.version}`} interview={row} testId={`interview-process-attendance-${row.id}`} showKey={false} />
            <Button size="sm" onClick={() => toReport(row.id)} data-testid={`interview-process-report-${row.id}`}>
              {row.report_id ? t('interviews.openReport') : t('interviews.writeReport')}
            </Button>
          </section>
        ))}
      </div>
    </DialogFrame>
  );
}
