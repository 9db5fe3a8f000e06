import { useState } from 'react';
import type { z } from 'zod';
import { getCommand, type CommandContext } from '../../../../../commands';
import type { generateAiRecommendation, savedRecommendation } from '../../../../../commands/ai-summary';
import { aiFits } from '../../../../domain/enums/ai-exports';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';
import { StatusTag, type Tone } from '../../../ui/status-tag';

type Saved = z.infer<typeof savedRecommendation>;
type Generated = z.infer<typeof generateAiRecommendation.result>;

export const fitTone: Record<string, Tone> = { strong_fit: 'green', possible_fit: 'gold', weak_fit: 'red' };
const saveCommand = getCommand('ai.saveRecommendation');

function Verdict({ fit, score, reasons, testId }: { fit: string; score: number; reasons: readonly { kind: string; text: string }[]; testId: string }) {
  const t = useT();
  return (
    <div data-testid={testId} data-fit={fit} data-score={score}>
      <div className="mb-2 flex items-center gap-3">
        <StatusTag tone={fitTone[fit] ?? 'grey'}>{enumLabel(aiFits, fit)}</StatusTag>
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-black/5" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={t('aiExports.ai.recommendation')}>
          <div className={`h-full rounded-full ${fit === 'strong_fit' ? 'bg-success-500' : fit === 'possible_fit' ? 'bg-warning-500' : 'bg-danger-500'}`} style={{ width: `${score}%` }} />
        </div>
        <span className="text-sm tabular-nums text-ink-soft">{t('aiExports.ai.score', { score })}</span>
      </div>
      <ul className="space-y-1 text-sm">
        {reasons.map((r, i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden className={`w-3 shrink-0 font-semibold ${r.kind === 'strength' ? 'text-success' : 'text-danger'}`}>{r.kind === 'strength' ? '+' : '−'}</span>
            <span className="text-ink">{r.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The application's fit for the job: the saved recommendation, or a fresh assessment to save. */
export function AiSummaryRecommendation({ applicationId, context }: { applicationId: number; context: CommandContext }) {
  const t = useT();
  const { data } = useCommandQuery('ai.recommendations', { application_id: applicationId }, { context });
  const [fresh, setFresh] = useState<Generated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current: Saved | undefined = data?.application_id === applicationId ? data.list[0] : undefined;

  const assess = async () => {
    setBusy(true);
    setError(null);
    try {
      setFresh(await run('ai.recommend', { application_id: applicationId }, 'screen', { context, record: false }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!fresh) return;
    await run('ai.saveRecommendation', { application_id: applicationId, recommendation: { fit: fresh.fit, score: fresh.score, reasons: fresh.reasons, model: fresh.model } }, 'screen', { context }).catch(() => {});
    setFresh(null);
  };

  return (
    <section data-testid="ai-recommendation-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('aiExports.ai.recommendation')}</h3>
        <Button size="sm" onClick={assess} loading={busy} data-testid="ai-assess">
          {busy ? t('aiExports.ai.assessing') : t('aiExports.ai.assess')} <Kbd kbd={saveCommand.kbd!} />
        </Button>
      </div>
      {error && <p className="mb-2 text-sm text-danger" role="alert">{error}</p>}
      {fresh ? (
        <div className="rounded-md border border-dashed border-primary-300 p-3">
          <p className="mb-2 text-xs text-ink-muted">{t('aiExports.ai.unsaved')} · {fresh.model}</p>
          <Verdict fit={fresh.fit} score={fresh.score} reasons={fresh.reasons} testId="ai-fresh-recommendation" />
          <div className="mt-3 flex gap-2">
            <Button variant="primary" size="sm" onClick={save} data-testid="ai-save-recommendation">{t('aiExports.ai.saveRecommendation')}</Button>
            <Button size="sm" onClick={() => setFresh(null)}>{t('aiExports.ai.discard')}</Button>
          </div>
        </div>
      ) : current ? (
        <>
          <Verdict fit={current.fit} score={current.score} reasons={current.reasons} testId="ai-recommendation" />
          <p className="mt-2 text-xs text-ink-muted">
            {t('aiExports.ai.savedAt', { when: timeAgoLong(current.created_at) })}
            {current.created_by && ` · ${t('aiExports.ai.by', { name: current.created_by })}`} · {current.model}
            {data && data.list.length > 1 && ` · ${t('aiExports.ai.history', { count: data.list.length - 1 })}`}
          </p>
        </>
      ) : (
        <p className="text-sm text-ink-muted" data-testid="ai-no-recommendation">{t('aiExports.ai.noRecommendation')}</p>
      )}
    </section>
  );
}
