// The resume score of an outer candidate: shown large, changed in place (update_outer_candidate_resume_score
// against the version on screen). Enter in either box saves; a refused value shows under its box.
import { useEffect, useState } from 'react';
import type { OuterCandidateRow } from '../../../../../commands/outer-candidate';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextInput } from '../../../ui/field';

const band = (score: number) => (score >= 70 ? 'text-success' : score >= 50 ? 'text-warning' : 'text-danger');

export function ScoreEditor({ candidate }: { candidate: OuterCandidateRow }) {
  const t = useT();
  const [score, setScore] = useState(candidate.resume_score === null ? '' : String(candidate.resume_score));
  const [note, setNote] = useState(candidate.score_note);
  const [problem, setProblem] = useState<{ path: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setScore(candidate.resume_score === null ? '' : String(candidate.resume_score));
    setNote(candidate.score_note);
  }, [candidate.resume_score, candidate.score_note]);

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await run('outer.score', {
        outer_candidate_id: candidate.id, version: candidate.version, resume_score: score.trim() === '' ? undefined : Number(score), score_note: note,
      }, 'screen', { inPlace: true, context: { path: location.pathname, record: { kind: 'outerCandidate', id: candidate.id } } });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields[0] : undefined;
      setProblem({ path: field?.path ?? '', message: tMessage(field?.message ?? errorMessage(error)) });
    } finally {
      setSaving(false);
    }
  };
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') (e.preventDefault(), void save());
  };

  return (
    <Card title={t('outerCandidates.detail.score')} data-testid="outer-score-card">
      <div className="flex items-baseline gap-3">
        {candidate.resume_score === null ? (
          <span className="text-sm text-ink-soft" data-testid="outer-score-value">{t('outerCandidates.detail.notScored')}</span>
        ) : (
          <span className={`text-4xl font-semibold tabular-nums ${band(candidate.resume_score)}`} data-testid="outer-score-value">{candidate.resume_score}</span>
        )}
        {candidate.score_note && <span className="text-sm text-ink-soft">{candidate.score_note}</span>}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-end">
        <label className="text-sm text-ink-soft">
          {t('outerCandidates.detail.scoreLabel')}
          <TextInput className="mt-1 w-full tabular-nums" inputMode="numeric" placeholder={t('outerCandidates.detail.byRules')} value={score} invalid={problem?.path === 'resume_score'} onChange={(e) => setScore(e.target.value)} onKeyDown={onEnter} data-testid="outer-score-input" />
        </label>
        <label className="text-sm text-ink-soft">
          {t('outerCandidates.detail.noteLabel')}
          <TextInput className="mt-1 w-full" value={note} maxLength={500} invalid={problem?.path === 'score_note'} onChange={(e) => setNote(e.target.value)} onKeyDown={onEnter} data-testid="outer-score-note" />
        </label>
        <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="outer-score-save">{t('outerCandidates.detail.save')}</Button>
      </div>
      {problem && <p role="alert" className="mt-2 text-sm text-danger" data-testid="outer-score-error">{problem.message}</p>}
    </Card>
  );
}
