// A written interview report: the recommendation and average up top, the scores as bars of five, then
// the questions asked with what was heard, and the interviewer's summary.
import type { ReportRow } from '../../../../../commands/interview-report';
import { MAX_SCORE } from '../../../../../commands/interview-report';
import { interviewRecommendations } from '../../../../domain/enums/interview';
import { enumLabel, useT } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { recommendationTone } from './tones';
import { formatWhen } from './when';

/** The score as five bars; one image to a screen reader, named by the score ('4 out of 5'). */
export function ScoreDots({ score }: { score: number }) {
  const t = useT();
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={t('interviews.report.scoreOutOf', { score, max: MAX_SCORE })}>
      {Array.from({ length: MAX_SCORE }, (_, i) => (
        <span key={i} className={`h-2 w-5 rounded-sm ${i < score ? 'bg-primary-500' : 'bg-black/10'}`} />
      ))}
    </span>
  );
}

export function ReportView({ report }: { report: ReportRow }) {
  const t = useT();
  return (
    <div className="space-y-5" data-testid="report-view">
      <div className="flex flex-wrap items-center gap-3">
        <StatusTag tone={recommendationTone(report.recommendation)} testId="report-recommendation">{enumLabel(interviewRecommendations, report.recommendation)}</StatusTag>
        <span className="text-sm text-ink" data-testid="report-average">{t('interviews.report.average', { score: report.average_score.toFixed(1), max: MAX_SCORE })}</span>
        <span className="text-xs text-ink-muted">{t('interviews.report.by', { name: report.author_name || '—', when: formatWhen(report.updated_at) })}</span>
      </div>
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.scores')}</h3>
        <dl className="divide-y divide-line">
          {report.scores.map((s) => (
            <div key={s.criterion} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm" data-testid="report-score">
              <dt className="w-48 shrink-0 text-ink">{s.criterion}</dt>
              <dd className="flex items-center gap-3"><ScoreDots score={s.score} /><span className="tabular-nums text-ink-muted">{s.score}</span></dd>
              {s.comment && <dd className="basis-full text-ink-soft">{s.comment}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.answers')}</h3>
        <ol className="space-y-3">
          {report.answers.map((a, i) => (
            <li key={i} className="text-sm" data-testid="report-answer">
              <p className="font-medium text-ink">{i + 1}. {a.question}</p>
              <p className="mt-0.5 text-ink-soft">{a.answer || <span className="text-ink-muted">—</span>}</p>
            </li>
          ))}
        </ol>
      </section>
      {report.summary && (
        <section>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.report.summary')}</h3>
          <p className="text-sm whitespace-pre-line text-ink" data-testid="report-summary">{report.summary}</p>
        </section>
      )}
    </div>
  );
}
