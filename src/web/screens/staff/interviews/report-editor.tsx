// Writing or editing an interview report: questions and answers (a new report starts from the position's
// usual questions), a score of 1 to 5 per criterion, a recommendation and a summary. add_interview_report
// or edit_interview_report check it; every message lands on the field it names. Ctrl/⌘+Enter saves, Esc
// leaves without saving.
import { useState, type KeyboardEvent } from 'react';
import type { CommandContext } from '../../../../../commands';
import { MAX_SCORE, type ReportRow } from '../../../../../commands/interview-report';
import { interviewRecommendations } from '../../../../domain/enums/interview';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { enumLabel, tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';

interface Draft {
  answers: { question: string; answer: string }[];
  scores: { criterion: string; score: number; comment: string }[];
  recommendation: string;
  summary: string;
}

export interface ReportEditorProps {
  interviewId: number;
  report: ReportRow | null;
  template: { questions: string[]; criteria: string[] };
  context: CommandContext;
  onDone: () => void;
  onCancel: () => void;
}

const textarea = 'w-full rounded-md border border-[#d9d9d9] bg-white px-3 py-1.5 text-sm text-ink hover:border-primary-400 focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none aria-[invalid]:border-danger';

function startFrom(report: ReportRow | null, template: ReportEditorProps['template']): Draft {
  if (report) return { answers: report.answers.map((a) => ({ ...a })), scores: report.scores.map((s) => ({ ...s })), recommendation: report.recommendation, summary: report.summary };
  return {
    answers: template.questions.map((question) => ({ question, answer: '' })),
    scores: template.criteria.map((criterion) => ({ criterion, score: 0, comment: '' })),
    recommendation: '',
    summary: '',
  };
}

export function ReportEditor({ interviewId, report, template, context, onDone, onCancel }: ReportEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => startFrom(report, template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = (path: string) => errors[path];
  const update = (change: (d: Draft) => Draft) => setDraft((d) => change(structuredClone(d)));

  const save = async () => {
    setErrors({});
    setFormError(null);
    // A score or recommendation nobody chose yet is asked for here, in words that fit an untouched choice.
    const unchosen: Record<string, string> = {};
    draft.scores.forEach((s, i) => {
      if (s.criterion.trim() && !s.score) unchosen[`scores.${i}.score`] = t('interviews.report.chooseScore', { criterion: s.criterion });
    });
    if (!draft.recommendation) unchosen.recommendation = t('interviews.report.chooseRecommendation');
    if (Object.keys(unchosen).length) return setErrors(unchosen);
    setBusy(true);
    // Questions left without an answer and criteria left blank are dropped, not sent as errors.
    const body = {
      answers: draft.answers.filter((a) => a.question.trim() || a.answer.trim()),
      scores: draft.scores.filter((s) => s.criterion.trim() || s.score),
      recommendation: draft.recommendation,
      summary: draft.summary,
    };
    try {
      // Errors show on their fields here, not in a toast as well.
      if (report) await run('interview.editReport', { report_id: report.id, version: report.version, ...body }, 'screen', { context, inPlace: true });
      else await run('interview.addReport', { interview_id: interviewId, ...body }, 'screen', { context, inPlace: true });
      onDone();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path, tMessage(f.message)])));
      if (!fields.length) setFormError(tMessage(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form onSubmit={(e) => (e.preventDefault(), void save())} onKeyDown={onKeyDown} noValidate className="space-y-6" data-testid="report-editor">
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.scores')}</h3>
        {error('scores') && <p role="alert" className="mb-2 text-sm text-danger">{error('scores')}</p>}
        <div className="space-y-2">
          {draft.scores.map((s, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-[12rem_auto_minmax(0,1fr)_auto] sm:items-center" data-testid="report-editor-score">
              <TextInput value={s.criterion} aria-label={t('interviews.report.criterion')} invalid={Boolean(error(`scores.${i}.criterion`))} onChange={(e) => update((d) => ((d.scores[i].criterion = e.target.value), d))} />
              <div role="radiogroup" aria-label={t('interviews.report.scoreOf', { criterion: s.criterion })} className="flex gap-1" data-testid={`report-editor-score-${i}`}>
                {Array.from({ length: MAX_SCORE }, (_, n) => n + 1).map((n) => (
                  <button
                    key={n}
                    type="button"
                    role="radio"
                    aria-checked={s.score === n}
                    onClick={() => update((d) => ((d.scores[i].score = n), d))}
                    className={`size-8 rounded-md border text-sm tabular-nums ${s.score === n ? 'border-primary bg-primary text-white' : 'border-[#d9d9d9] bg-white text-ink hover:border-primary-400'}`}
                  >
                    {n}
                  </button>
                ))}
              </div>
              <TextInput value={s.comment} placeholder={t('interviews.report.comment')} aria-label={t('interviews.report.comment')} onChange={(e) => update((d) => ((d.scores[i].comment = e.target.value), d))} />
              <Button size="sm" variant="text" aria-label={t('interviews.report.remove')} onClick={() => update((d) => (d.scores.splice(i, 1), d))}>×</Button>
              {(error(`scores.${i}.score`) || error(`scores.${i}.criterion`)) && (
                <p role="alert" className="text-sm text-danger sm:col-span-4" data-testid={`report-editor-score-${i}-error`}>{error(`scores.${i}.criterion`) ?? error(`scores.${i}.score`)}</p>
              )}
            </div>
          ))}
        </div>
        <Button size="sm" variant="link" onClick={() => update((d) => (d.scores.push({ criterion: '', score: 0, comment: '' }), d))}>+ {t('interviews.report.addCriterion')}</Button>
      </section>

      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.answers')}</h3>
        {error('answers') && <p role="alert" className="mb-2 text-sm text-danger">{error('answers')}</p>}
        <ol className="space-y-3">
          {draft.answers.map((a, i) => (
            <li key={i} className="space-y-1.5" data-testid="report-editor-answer">
              <div className="flex gap-2">
                <TextInput value={a.question} aria-label={t('interviews.report.question')} invalid={Boolean(error(`answers.${i}.question`))} onChange={(e) => update((d) => ((d.answers[i].question = e.target.value), d))} />
                <Button size="sm" variant="text" aria-label={t('interviews.report.remove')} onClick={() => update((d) => (d.answers.splice(i, 1), d))}>×</Button>
              </div>
              <textarea rows={2} value={a.answer} aria-label={t('interviews.report.answer')} aria-invalid={Boolean(error(`answers.${i}.answer`)) || undefined} placeholder={t('interviews.report.answerPlaceholder')} className={textarea} onChange={(e) => update((d) => ((d.answers[i].answer = e.target.value), d))} />
              {(error(`answers.${i}.question`) || error(`answers.${i}.answer`)) && <p role="alert" className="text-sm text-danger">{error(`answers.${i}.question`) ?? error(`answers.${i}.answer`)}</p>}
            </li>
          ))}
        </ol>
        <Button size="sm" variant="link" onClick={() => update((d) => (d.answers.push({ question: '', answer: '' }), d))}>+ {t('interviews.report.addQuestion')}</Button>
      </section>

      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.recommendation')}</h3>
        <div role="radiogroup" aria-label={t('interviews.report.recommendation')} className="flex flex-wrap gap-2" data-testid="report-editor-recommendation">
          {interviewRecommendations.codes.map((code) => (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={draft.recommendation === code}
              onClick={() => update((d) => ((d.recommendation = code), d))}
              data-value={code}
              className={`h-8 rounded-md border px-3 text-sm ${draft.recommendation === code ? 'border-primary bg-primary text-white' : 'border-[#d9d9d9] bg-white text-ink hover:border-primary-400'}`}
            >
              {enumLabel(interviewRecommendations, code)}
            </button>
          ))}
        </div>
        {error('recommendation') && <p role="alert" className="mt-1 text-sm text-danger" data-testid="report-editor-recommendation-error">{error('recommendation')}</p>}
      </section>

      <section>
        <label className="mb-2 block text-xs font-semibold tracking-wide text-ink-muted uppercase" htmlFor="report-summary">{t('interviews.report.summary')}</label>
        <textarea id="report-summary" rows={3} value={draft.summary} className={textarea} aria-invalid={Boolean(error('summary')) || undefined} onChange={(e) => update((d) => ((d.summary = e.target.value), d))} data-testid="report-editor-summary" />
        {error('summary') && <p role="alert" className="text-sm text-danger">{error('summary')}</p>}
      </section>

      {formError && <div role="alert" className="rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink" data-testid="report-editor-error">{formError}</div>}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" loading={busy} data-testid="report-editor-save">
          {t('interviews.report.save')} <Kbd kbd="mod+enter" tone="dark" />
        </Button>
        <Button onClick={onCancel} data-testid="report-editor-cancel">{t('interviews.report.cancel')} <Kbd kbd="escape" /></Button>
      </div>
    </form>
  );
}
