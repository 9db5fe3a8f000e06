// /tools/undo-history: the journal of your own changes, newest first, each with its state (can be undone,
// undone, or cannot be undone and why). mod+z takes back the newest one that can be; Undo on a row takes
// back that step alone (undo.entry), through the dispatcher like any command.
import { useState } from 'react';
import { run } from '../commands/dispatcher';
import { useCommandQuery } from '../commands/use-command-query';
import { tMessage, useT } from '../i18n/i18n';
import { timeAgoLong } from '../i18n/time-ago';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import { ScrollRegion } from '../ui/scroll-region';
import { stepLine, type UndoStepView } from './step-words';

type State = 'open' | 'undone' | 'refused';
const stateOf = (s: UndoStepView): State => (s.undone ? 'undone' : s.refusal ? 'refused' : 'open');
const TONE: Record<State, string> = { open: 'text-success', undone: 'text-ink-muted', refused: 'text-danger' };

export default function UndoJournalPage() {
  const t = useT();
  const { data, loading, error } = useCommandQuery('undo.history', { limit: 50 });
  const [busy, setBusy] = useState<string | null>(null);
  const steps = (data?.steps ?? []) as UndoStepView[];
  const undo = (step: string) => {
    setBusy(step);
    run('undo.entry', { step }, 'screen').catch(() => undefined).finally(() => setBusy(null));
  };
  return (
    <div className="space-y-4">
      <PageHeader title={t('route.undoHistory')} count={loading && !data ? null : String(steps.length)} subtitle={t('undo.journalIntro')} testId="undo-journal-title" />
      <Card title={t('undo.steps')} bodyClassName="p-0">
        {/* A named Tab stop that scrolls the steps (arrows, Page Up/Down), there even while it is empty. */}
        <ScrollRegion label={t('undo.steps')} className="max-h-[calc(100vh-260px)]">
          {error && <div className="p-4 text-danger" role="alert">{tMessage(error)}</div>}
          {!loading && !error && steps.length === 0 && <div className="p-6 text-center text-sm text-ink-muted">{t('undo.empty')}</div>}
          <ol className="divide-y divide-line" data-testid="undo-journal" aria-busy={loading}>
            {steps.map((s) => {
              const state = stateOf(s);
              return (
                <li key={s.step} className="flex items-center gap-4 px-5 py-2.5 text-sm" data-testid="undo-journal-row" data-step={s.step} data-state={state}>
                  <span className="w-36 shrink-0 text-ink-muted" title={s.at}>{timeAgoLong(s.at)}</span>
                  <span className="min-w-0 flex-1 text-ink">{stepLine(s)}</span>
                  <span className={`max-w-[40%] shrink-0 text-right ${TONE[state]}`} data-testid="undo-journal-state">
                    {state === 'refused' ? t('undo.stateRefused', { reason: tMessage(s.reason ?? s.refusal ?? '') }) : t(state === 'open' ? 'undo.stateOpen' : 'undo.stateUndone')}
                  </span>
                  {state === 'open' && (
                    <Button size="sm" onClick={() => undo(s.step)} loading={busy === s.step} disabled={busy !== null} data-testid="undo-journal-undo" aria-label={`${t('undo.undoThis')}: ${stepLine(s)}`}>
                      {t('undo.undoThis')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        </ScrollRegion>
      </Card>
    </div>
  );
}
