// Staff › Applicants (or Enabled staff) › reference check (/…/reference-check-detail/:id, the referee's
// id): who the referee is, where the check stands, and their answers once they have given them. The
// referee is the page's record, so m (mark read) and shift+R (send) act on it as shown.
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { CommandContext } from '../../../../../commands';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { applicantDetailPath } from '../applicant-path';
import { CheckResultView } from './check-result-view';
import { RefereeActions, markRead, sendCheck } from './referee-actions';
import { RefereeFacts } from './referee-facts';

export default function ReferenceCheckPage() {
  const t = useT();
  const route = useCurrentRoute();
  const { raw: rawId, id, valid } = useRecordParam();
  const [location] = useLocation();
  const enabledStaff = location.startsWith('/staff/enabled-staff/');
  const context: CommandContext = { path: location, record: { kind: 'referee', id } };
  const { data, error } = useCommandQuery('referee.checkResult', { referee_id: id }, { enabled: valid, context });
  const answer = data?.referee.id === id ? data : undefined;
  const referee = answer?.referee;

  useEffect(() => {
    if (referee) setFocusedRecord({ kind: 'referee', id, fields: { ...referee } });
  }, [referee, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);
  useEffect(() => {
    if (referee) setViewTitle(location, t('interviews.references.page.tabTitle', { name: referee.name }));
  }, [referee, location, t]);

  if (!valid || (error && !answer)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="reference-check-missing">
        <h1 className="text-lg font-semibold text-ink">{t('interviews.references.page.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('interviews.references.page.badId')}</p>
      </Card>
    );
  }

  const back = referee && `${enabledStaff ? `/staff/enabled-staff/detail/${referee.staff_id}` : applicantDetailPath(referee.staff_id)}?tab=references`;
  return (
    <div className="space-y-4" data-testid="reference-check-page" data-referee-id={id}>
      <PageHeader
        testId="reference-check-title"
        title={referee ? t('interviews.references.page.heading', { name: referee.name, applicant: referee.applicant_name }) : t('table.loading')}
        subtitle={referee?.job_title}
        actions={back && <Link href={back} className="text-sm text-primary hover:text-primary-400" data-testid="reference-check-back">{t('interviews.references.page.back')}</Link>}
      />
      <div className="grid items-start gap-4 xl:grid-cols-[360px_minmax(0,1fr)]">
        <Card title={t('interviews.references.page.referee')} data-testid="reference-check-referee">
          {referee ? (
            <div className="space-y-4">
              <RefereeFacts referee={referee} withApplicant testId="reference-check-fact" />
              <RefereeActions referee={referee} testId="reference-check-actions" />
            </div>
          ) : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        </Card>
        <Card title={t('interviews.references.answers')} data-testid="reference-check-answers">
          {!answer ? (
            <p className="text-sm text-ink-muted">{t('table.loading')}</p>
          ) : answer.check_result ? (
            <CheckResultView result={answer.check_result} />
          ) : (
            <p className="text-sm text-ink-muted" data-testid="reference-check-waiting">
              {referee?.check_sent_at ? t('interviews.references.page.waiting') : t('interviews.references.page.notSent')}
            </p>
          )}
        </Card>
      </div>
      <p className="text-xs text-ink-muted">
        <Kbd kbd={markRead.kbd!} /> {t('interviews.references.hint.read')} · <Kbd kbd={sendCheck.kbd!} /> {t('interviews.references.hint.send')}
      </p>
    </div>
  );
}
