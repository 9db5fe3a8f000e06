// Staff › Applicants › Outer candidate (/staff/applicants/candidate-detail/:id): who they are, where they
// came from, their resume and its score, the invitation, and their applications once they registered.
// The candidate is the page's record, so shift+I invites and the palette's commands act on them.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { recordKinds, type CommandContext } from '../../../../../commands';
import { outerCandidateStatus } from '../../../../domain/enums/outer-candidate';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag, type Tone } from '../../../ui/status-tag';
import { CommandList } from '../../generic/command-list';
import { outerApplicationsList } from './outer-lists';
import { ScoreEditor } from './score-editor';

const tones: Record<string, Tone> = { imported: 'grey', invited: 'blue', registered: 'green' };
export const LIST_PATH = '/staff/applicants/outer-candidates';

export default function CandidateDetailPage() {
  const t = useT();
  const route = useCurrentRoute();
  const { raw: rawId, id, valid } = useRecordParam();
  const [location] = useLocation();
  const context: CommandContext = { path: location, record: { kind: 'outerCandidate', id } };
  const { data, error } = useCommandQuery('outer.detail', { outer_candidate_id: id }, { enabled: valid, context });
  const candidate = data?.candidate.id === id ? data.candidate : undefined;
  const [sentLink, setSentLink] = useState<string | null>(null);

  useEffect(() => {
    if (candidate) setFocusedRecord({ kind: 'outerCandidate', id, fields: { ...candidate } });
  }, [candidate, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);
  useEffect(() => {
    if (candidate) setViewTitle(location, candidate.name);
  }, [candidate, location]);

  if (!valid || (error && !candidate)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="outer-candidate-missing">
        <h1 className="text-lg font-semibold text-ink">{t('outerCandidates.detail.missing', { id: rawId })}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('outerCandidates.detail.badId')}</p>
      </Card>
    );
  }

  const invite = async () => {
    if (!candidate) return;
    const answer = await run('outer.invite', { outer_candidate_id: id, version: candidate.version }, 'screen', { context }).catch(() => null);
    if (answer) setSentLink(answer.registration_link);
  };

  return (
    <div className="space-y-4" data-testid="outer-candidate-page" data-candidate-id={id}>
      <PageHeader
        testId="outer-candidate-title"
        title={candidate ? candidate.name : t('table.loading')}
        subtitle={candidate && (
          <span className="inline-flex items-center gap-2">
            <StatusTag tone={tones[candidate.status]} testId="outer-candidate-status">{enumLabel(outerCandidateStatus as never, candidate.status)}</StatusTag>
            {candidate.position}
          </span>
        )}
        actions={
          <span className="flex items-center gap-3">
            {candidate && candidate.status !== 'registered' && (
              <Button variant="primary" onClick={() => void invite()} data-testid="outer-invite">
                {t('outerCandidates.detail.invite')}
                <Kbd kbd="shift+i" tone="dark" />
              </Button>
            )}
            <Link href={LIST_PATH} className="text-sm text-primary hover:text-primary-400" data-testid="outer-candidate-back">{t('outerCandidates.detail.back')}</Link>
          </span>
        }
      />
      {sentLink && <p className="rounded bg-success-50 px-4 py-2 text-sm text-success" data-testid="outer-invite-sent">{t('outerCandidates.detail.linkSent', { link: sentLink })}</p>}
      {candidate && (
        <div className="grid items-start gap-4 xl:grid-cols-[360px_minmax(0,1fr)]">
          <div className="space-y-4">
            <Card title={t('outerCandidates.detail.contact')} data-testid="outer-candidate-facts">
              <dl className="space-y-2 text-sm">
                <Fact label={t('field.email')} value={candidate.email} />
                <Fact label={t('field.phone')} value={candidate.phone} />
                <Fact label={t('outerCandidates.detail.location')} value={[candidate.suburb, candidate.state, candidate.postcode].filter(Boolean).join(' ')} />
                <Fact label={t('outerCandidates.detail.source')} value={candidate.source} />
                <Fact label={t('outerCandidates.detail.note')} value={candidate.note} />
              </dl>
              <p className="mt-4 text-xs text-ink-muted">{t('outerCandidates.detail.imported', { when: timeAgoLong(candidate.created_at) })}</p>
              <p className="mt-1 text-xs text-ink-muted" data-testid="outer-candidate-invited">
                {candidate.invited_at ? t('outerCandidates.detail.invited', { count: candidate.invite_count, when: timeAgoLong(candidate.invited_at) }) : t('outerCandidates.detail.notInvited')}
              </p>
              {candidate.staff_id !== null && (
                <p className="mt-2 text-sm">
                  {t('outerCandidates.detail.registeredAs', { id: candidate.staff_id })}{' '}
                  <Link href={recordKinds.applicant.detailPath(candidate.staff_id)} className="text-primary underline hover:text-primary-400">{t('outerCandidates.detail.openApplicant')}</Link>
                </p>
              )}
            </Card>
          </div>
          <div className="space-y-4">
            <ScoreEditor candidate={candidate} />
            <Card title={t('outerCandidates.detail.resume')} data-testid="outer-candidate-resume">
              {candidate.resume_text
                ? <p className="whitespace-pre-wrap text-sm leading-6 text-ink">{candidate.resume_text}</p>
                : <p className="text-sm text-ink-soft">{t('outerCandidates.detail.noResume')}</p>}
            </Card>
            <Card title={t('outerCandidates.detail.applications')} bodyClassName="p-0" data-testid="outer-candidate-applications">
              {candidate.staff_id === null
                ? <p className="p-5 text-sm text-ink-soft">{t('outerCandidates.detail.notRegistered')}</p>
                : <CommandList spec={outerApplicationsList} label={t('outerCandidates.detail.applications')} fixedArgs={{ outer_candidate_id: id }} active={false} height="260px" />}
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{value || '—'}</dd>
    </div>
  );
}
