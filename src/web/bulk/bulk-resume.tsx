// After a reload (or a closed tab) a bulk run may be left half done: the server keeps it `running` with
// its rows not yet run pending. When the console opens, this asks for such runs and offers the newest:
// Resume (focused, so Enter resumes) steps it to the end as the palette would, with progress; Stop marks
// the rows left as skipped; Esc puts the offer away for this page. The server claims each row, so resuming never does a row twice.
import { useEffect, useRef, useState } from 'react';
import { registry, type AnyCommand } from '../../../commands';
import { errorMessage } from '../api/api-error';
import { commandTitle } from '../commands/dispatcher';
import { tMessage, useT } from '../i18n/i18n';
import { bumpRefresh } from '../state/refresh';
import { Button } from '../ui/button';
import { stepRun, stopRun, unfinishedRuns, type RunView } from './bulk-api';
import { bulkPanel } from './bulk-store';

type Phase = 'offer' | 'running' | 'done';

export function BulkResumeOffer() {
  const t = useT();
  const [run, setRun] = useState<RunView | null>(null);
  const [phase, setPhase] = useState<Phase>('offer');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    unfinishedRuns('hotkey')
      // This tab's own run (started since it loaded) is the palette's to show.
      .then(({ list }) => live && setRun(list.find((r) => r.id !== bulkPanel.run?.id) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  // Offered: Resume takes the focus unless the user is typing somewhere, so Enter resumes.
  useEffect(() => {
    const active = document.activeElement;
    if (run && phase === 'offer' && (!active || active === document.body)) box.current?.querySelector<HTMLButtonElement>('[data-testid="bulk-resume"]')?.focus();
  }, [run, phase]);

  if (!run) return null;
  const command = registry.byId.get(run.command_id as never) as AnyCommand | undefined;
  const title = command ? commandTitle(command) : run.command_id;
  const done = run.total - run.pending;

  async function drive(stop: boolean) {
    setPhase('running');
    setError(null);
    try {
      let now = run!;
      if (stop) now = await stopRun(now.id, 'hotkey');
      while (now.status === 'running') {
        now = await stepRun(now.id, 'hotkey');
        setRun(now);
      }
      setRun(now);
      setPhase('done');
      bumpRefresh();
    } catch (e) {
      setError(tMessage(errorMessage(e)));
      setPhase('offer');
    }
  }

  return (
    <div ref={box} role="region" onKeyDown={(e) => e.key === 'Escape' && phase !== 'running' && setRun(null)} aria-label={t('bulk.resumeTitle')} data-testid="bulk-resume-offer" data-run-id={run.id} data-phase={phase} data-done={done} data-total={run.total}
      className="fixed right-4 bottom-4 z-30 w-[min(420px,calc(100vw-2rem))] rounded-lg border border-line bg-white p-3 text-sm shadow-pop">
      <div className="font-medium text-ink">{phase === 'done' ? t('bulk.resumeDone', { title }) : t('bulk.resumeTitle')}</div>
      <div className="mt-0.5 text-ink-soft">
        {phase === 'done'
          ? t('bulk.summary', { ok: run.ok, refused: run.refused, skipped: run.skipped })
          : t('bulk.resumeText', { title, done: done.toLocaleString(), total: run.total.toLocaleString() })}
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-black/[0.06]" role="progressbar" aria-valuemin={0} aria-valuemax={run.total} aria-valuenow={done}>
        <div className="h-full rounded-full bg-primary-500 transition-[width]" style={{ width: `${run.total ? Math.round((done / run.total) * 100) : 0}%` }} />
      </div>
      {error && <div className="mt-2 text-danger" role="alert">{error}</div>}
      <div className="mt-2.5 flex items-center justify-end gap-2">
        {phase === 'done' ? (
          <Button size="sm" autoFocus onClick={() => setRun(null)} data-testid="bulk-resume-close">{t('bulk.close')}</Button>
        ) : (
          <>
            <span className="mr-auto text-xs text-ink-muted">{t('bulk.resumeSafe')}</span>
            <Button size="sm" onClick={() => void drive(true)} disabled={phase === 'running'} data-testid="bulk-resume-stop">{t('bulk.resumeStop')}</Button>
            <Button size="sm" variant="primary" onClick={() => void drive(false)} loading={phase === 'running'} data-testid="bulk-resume">{t('bulk.resume')}</Button>
          </>
        )}
      </div>
    </div>
  );
}
