// Staff › Applicants › interview report (/staff/applicants/interview-report-detail/:id, the interview's id):
// the interview (when, where, who, attendance and its moves) beside its report, which is read here and
// written or edited in place. Keys: c attendance (palette, default preselected), w write or edit the
// report (?edit=1 opens the editor), Ctrl/⌘+Enter save, Esc leave the editor.
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getCommand, type CommandContext } from '../../../../../commands';
import { triggerCommand } from '../../../commands/trigger-command';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { applicantDetailPath } from '../applicant-path';
import { AttendanceActions, CONFIRM_KEY } from './attendance-actions';
import { InterviewFacts } from './interview-facts';
import { REPORT_KEY } from './interview-workbench';
import { ReportEditor } from './report-editor';
import { ReportView } from './report-view';
import { useAreaKeys } from './use-area-keys';

const setAttendance = getCommand('interview.setAttendance');

export default function InterviewReportPage() {
  const t = useT();
  const route = useCurrentRoute();
  const { raw: rawId, id, valid } = useRecordParam();
  const [location, navigate] = useLocation();
  const editing = new URLSearchParams(useSearch()).get('edit') === '1';
  const setEditing = (on: boolean) => navigate(on ? `${location}?edit=1` : location, { replace: true });
  const context: CommandContext = { path: location, record: { kind: 'interview', id } };
  const { data, error } = useCommandQuery('interview.reportData', { interview_id: id }, { enabled: valid, context });
  const answer = data?.interview.id === id ? data : undefined;
  const interview = answer?.interview;

  // The interview is the record here: c, the palette and the attendance buttons act on it as shown.
  useEffect(() => {
    if (interview) setFocusedRecord({ kind: 'interview', id, fields: { ...interview } });
  }, [interview, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);
  useEffect(() => {
    if (interview) setViewTitle(location, t('interviews.report.tabTitle', { name: interview.name }));
  }, [interview, location, t]);

  useAreaKeys({
    [CONFIRM_KEY]: interview ? () => triggerCommand(setAttendance, 'hotkey') : undefined,
    [REPORT_KEY]: interview && !editing ? () => setEditing(true) : undefined,
  });

  if (!valid || (error && !answer)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="interview-missing">
        <h1 className="text-lg font-semibold text-ink">{t('interviews.report.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('interviews.report.badId')}</p>
      </Card>
    );
  }

  const report = answer?.report_data ?? null;
  const recordContext: CommandContext = { ...context, record: { kind: 'interview', id, fields: interview ? { ...interview } : undefined } };
  return (
    <div className="space-y-4" data-testid="interview-report-page" data-interview-id={id}>
      <PageHeader
        testId="interview-report-title"
        title={interview ? t('interviews.report.heading', { name: interview.name }) : t('table.loading')}
        subtitle={interview && `${interview.job_title} · ${interview.provider_name}`}
        actions={interview && (
          <Link href={`${applicantDetailPath(interview.staff_id)}?tab=interviews`} className="text-sm text-primary hover:text-primary-400" data-testid="interview-report-applicant">
            {t('interviews.report.toApplicant')}
          </Link>
        )}
      />
      <div className="grid items-start gap-4 xl:grid-cols-[360px_minmax(0,1fr)]">
        <Card title={t('interviews.report.interview', { id })} data-testid="interview-report-facts">
          {interview ? (
            <div className="space-y-4">
              <InterviewFacts interview={interview} testId="interview-report-fact" />
              <AttendanceActions key={`${interview.id}:${interview.version}`} interview={interview} testId="interview-report-attendance" />
            </div>
          ) : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        </Card>
        <Card
          title={t('interviews.report.title')}
          data-testid="interview-report-card"
          extra={interview && !editing && (
            <Button variant={report ? 'default' : 'primary'} onClick={() => setEditing(true)} data-testid="interview-report-edit">
              {report ? t('interviews.editReport') : t('interviews.writeReport')} <Kbd kbd={REPORT_KEY} tone={report ? 'light' : 'dark'} />
            </Button>
          )}
        >
          {!answer ? (
            <p className="text-sm text-ink-muted">{t('table.loading')}</p>
          ) : editing ? (
            <ReportEditor
              // Not keyed by version: a refused save re-reads the report, and the draft and its message must stay.
              key={report ? `report-${report.id}` : 'new'}
              interviewId={id}
              report={report}
              template={answer.template}
              context={recordContext}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : report ? (
            <ReportView report={report} />
          ) : (
            <p className="text-sm text-ink-muted" data-testid="interview-report-none">
              {interview?.attendance === 'interviewed' ? t('interviews.report.noneYet') : t('interviews.report.notHeld')}
            </p>
          )}
        </Card>
      </div>
      <p className="text-xs text-ink-muted">
        <Kbd kbd={CONFIRM_KEY} /> {t('interviews.hint.attendance')} · <Kbd kbd={REPORT_KEY} /> {t('interviews.hint.report')}
      </p>
    </div>
  );
}
