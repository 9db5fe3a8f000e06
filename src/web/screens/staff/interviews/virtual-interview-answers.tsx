// An application's one-way (virtual) interview: each question as it was asked, the applicant's answer as
// a transcript, and how long they spoke.
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { formatWhen } from './when';

export const seconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function VirtualInterviewAnswers({ applicationId, testId = 'vi-answers' }: { applicationId: number; testId?: string }) {
  const t = useT();
  const { data, error } = useCommandQuery('interview.virtualRecord', { application_id: applicationId }, {
    context: { path: location.pathname, record: { kind: 'application', id: applicationId } },
  });
  const record = data?.application_id === applicationId ? data : undefined;
  if (error && !record) return <p className="text-sm text-danger">{error}</p>;
  if (!record) return <p className="text-sm text-ink-muted">{t('table.loading')}</p>;
  if (!record.answers.length) return <p className="text-sm text-ink-muted" data-testid={`${testId}-none`}>{t('interviews.vi.none', { position: record.position })}</p>;
  return (
    <div data-testid={testId}>
      <p className="mb-3 text-sm text-ink-muted">
        {t('interviews.vi.summary', { count: record.answers.length, position: record.position, total: seconds(record.total_seconds) })}
        {record.completed_at && ` · ${formatWhen(record.completed_at)}`}
      </p>
      <ol className="space-y-3">
        {record.answers.map((a) => (
          <li key={a.position} className="rounded-md border border-line p-3" data-testid={`${testId}-item`}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm font-medium text-ink">{a.position}. {a.question}</p>
              <span className="shrink-0 text-xs text-ink-muted tabular-nums" title={t('interviews.vi.duration')}>{seconds(a.duration_seconds)}</span>
            </div>
            <p className="mt-1.5 text-sm text-ink-soft">“{a.answer_text}”</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
