import { useMemo, useState } from 'react';
import { getCommand, type CommandContext } from '../../../../../commands';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';
import { AiSummaryConversation } from './ai-summary-conversation';
import { AiSummaryRecommendation } from './ai-summary-recommendation';
import { AiSummaryVersions } from './ai-summary-versions';
import type { ApplicationPanelProps } from './panel-props';

const insert = getCommand('ai.insertSummary');

interface Draft {
  original: string;
  text: string;
  model: string;
  count: number;
}

const textareaClass = 'h-40 w-full rounded-md border border-[#d9d9d9] bg-white p-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none';

/**
 * One application › AI summary: draft a summary from the screening conversation (y keeps the draft
 * through the palette; the button shows it here to edit first), the versions with the saved one marked,
 * the fit for the job (shift+y), and the conversation itself.
 */
export default function AiSummaryPanel({ applicationId }: ApplicationPanelProps) {
  const t = useT();
  const context = useMemo<CommandContext>(() => ({ path: location.pathname, record: { kind: 'application', id: applicationId } }), [applicationId]);
  const history = useCommandQuery('ai.summaryHistory', { application_id: applicationId }, { context });
  const conversation = useCommandQuery('ai.messages', { application_id: applicationId }, { context });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = history.data?.application_id === applicationId ? history.data.list : [];
  const messages = conversation.data?.application_id === applicationId ? conversation.data.messages : undefined;

  const makeDraft = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await run('ai.generateSummary', { application_id: applicationId }, 'screen', { context, record: false });
      setDraft({ original: answer.summary, text: answer.summary, model: answer.model, count: answer.message_count });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  // A draft changed before keeping is kept as generated, then edited: the history says both.
  const keepDraft = async () => {
    if (!draft) return;
    try {
      const kept = await run('ai.insertSummary', { application_id: applicationId, summary: draft.original }, 'screen', { context, quiet: draft.text.trim() !== draft.original });
      if (draft.text.trim() !== draft.original) {
        await run('ai.editSummary', { application_id: applicationId, summary_id: kept.id, summary: draft.text, version: kept.version }, 'screen', { context });
      }
      setDraft(null);
    } catch {
      // The dispatcher showed why.
    }
  };

  const keepWritten = async () => {
    if (written === null) return;
    await run('ai.insertSummary', { application_id: applicationId, summary: written, origin: 'written' }, 'screen', { context }).then(() => setWritten(null), () => {});
  };

  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="ai-panel" data-application-id={applicationId}>
      <section className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">{t('aiExports.ai.versions', { count: rows.length })}</h3>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setWritten(written === null ? '' : null)} data-testid="ai-write">{t('aiExports.ai.write')}</Button>
            <Button size="sm" variant="primary" onClick={makeDraft} loading={busy} disabled={messages?.length === 0} data-testid="ai-draft">
              {busy ? t('aiExports.ai.drafting') : t('aiExports.ai.draft')} <Kbd kbd={insert.kbd!} tone="dark" />
            </Button>
          </div>
        </div>
        {error && <p className="text-sm text-danger" role="alert" data-testid="ai-error">{error}</p>}
        {draft && (
          <div className="rounded-md border border-dashed border-primary-300 bg-primary-50/40 p-3" data-testid="ai-draft-box">
            <p className="mb-2 text-xs text-ink-muted">{t('aiExports.ai.draftTitle', { model: draft.model, count: draft.count })}</p>
            <textarea className={textareaClass} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} aria-label={t('aiExports.ai.draft')} data-testid="ai-draft-text" />
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="primary" onClick={keepDraft} disabled={!draft.text.trim()} data-testid="ai-keep">{t('aiExports.ai.keep')}</Button>
              <Button size="sm" onClick={() => setDraft(null)}>{t('aiExports.ai.discard')}</Button>
            </div>
          </div>
        )}
        {written !== null && (
          <div className="rounded-md border border-line p-3" data-testid="ai-write-box">
            <textarea className={textareaClass} value={written} onChange={(e) => setWritten(e.target.value)} placeholder={t('aiExports.ai.writePlaceholder')} aria-label={t('aiExports.ai.write')} data-testid="ai-write-text" autoFocus />
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="primary" onClick={keepWritten} disabled={!written.trim()} data-testid="ai-keep-written">{t('aiExports.ai.keepWritten')}</Button>
              <Button size="sm" onClick={() => setWritten(null)}>{t('aiExports.ai.cancel')}</Button>
            </div>
          </div>
        )}
        {history.data || !history.loading ? <AiSummaryVersions rows={rows} context={context} /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        <p className="text-xs text-ink-muted">{t('aiExports.ai.keysHint')}</p>
      </section>
      <aside className="min-w-0 space-y-5">
        <AiSummaryRecommendation applicationId={applicationId} context={context} />
        <section>
          <h3 className="mb-3 text-sm font-semibold text-ink">{t('aiExports.ai.conversation')}</h3>
          <AiSummaryConversation messages={messages} loading={conversation.loading} />
        </section>
      </aside>
    </div>
  );
}
