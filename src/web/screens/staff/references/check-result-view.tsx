// A referee's answers: the ratings as bars of five, whether they would employ the applicant again, each
// question with its answer, and anything else they wrote.
import type { CheckResult } from '../../../../../commands/reference-check';
import { useT } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { ScoreDots } from '../interviews/report-view';

export function CheckResultView({ result }: { result: CheckResult }) {
  const t = useT();
  const rehire = result.would_rehire;
  return (
    <div className="space-y-5" data-testid="check-result">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-ink-muted">{t('interviews.references.wouldRehire')}</span>
        <StatusTag tone={rehire === true ? 'green' : rehire === false ? 'red' : 'grey'} testId="check-result-rehire">
          {rehire === true ? t('interviews.references.yes') : rehire === false ? t('interviews.references.no') : t('interviews.references.notSaid')}
        </StatusTag>
      </div>
      {result.ratings.length > 0 && (
        <section>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.references.ratings')}</h3>
          <dl className="divide-y divide-line">
            {result.ratings.map((r) => (
              <div key={r.criterion} className="flex items-center gap-4 py-2 text-sm" data-testid="check-result-rating">
                <dt className="w-48 shrink-0 text-ink">{r.criterion}</dt>
                <dd className="flex items-center gap-3"><ScoreDots score={r.score} /><span className="tabular-nums text-ink-muted">{r.score}</span></dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.references.answers')}</h3>
        <ol className="space-y-3">
          {result.answers.map((a, i) => (
            <li key={i} className="text-sm" data-testid="check-result-answer">
              <p className="font-medium text-ink">{i + 1}. {a.question}</p>
              <p className="mt-0.5 text-ink-soft">“{a.answer}”</p>
            </li>
          ))}
        </ol>
      </section>
      {result.comments && (
        <section>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.references.comments')}</h3>
          <p className="text-sm text-ink" data-testid="check-result-comments">{result.comments}</p>
        </section>
      )}
    </div>
  );
}
