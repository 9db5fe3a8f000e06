// The palette's view of a command over several rows: the grouped dry run, Enter to run it on the
// server, its progress, then its results (bulk-store.ts holds where it stands).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { commandTitle } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import type { Flow } from '../palette/palette-flow';
import type { RecordKind } from '../../../commands';
import type { CommandSource } from '../state/command-history';
import { chosenCount, bulkRequestOf } from './bulk-request';
import { bulkPanel, checkBulk, leaveBulk, runBulk } from './bulk-store';
import { DryRunView } from './bulk-dry-run-view';
import { ProgressBarView, ResultsView } from './bulk-results-view';
import type { DryRun, RunView } from './bulk-api';

export function BulkPanel({ flow, kind, source, onClose }: { flow: Flow; kind: RecordKind | null; source: CommandSource; onClose: () => void }) {
  const t = useT();
  const state = useSnapshot(bulkPanel);
  const title = commandTitle(flow.command);
  useEffect(() => {
    void checkBulk(bulkRequestOf(flow), source, kind);
    return leaveBulk;
  }, []);

  return (
    <div data-testid="bulk-panel" data-phase={state.phase}>
      {state.error && (
        <div role="alert" data-testid="palette-error" className="mb-2 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">{state.error}</div>
      )}
      {state.phase === 'checking' && (
        <div className="flex items-center gap-2 px-3 py-6 text-sm text-ink-muted" data-testid="bulk-checking">
          <span className="size-4 animate-spin rounded-full border-2 border-primary border-r-transparent" aria-hidden />
          {t('bulk.checking', { title, count: chosenCount(flow).toLocaleString() })}
        </div>
      )}
      {state.phase === 'dry' && state.dry && (
        <DryRunView
          dry={state.dry as DryRun}
          title={title}
          onRun={() => void runBulk()}
          sends={Boolean(flow.command.irreversible?.sends)}
          mapped={flow.mappedFrom && { count: flow.mappedFrom.count, people: flow.via ? (state.dry as DryRun).total : flow.targets?.length ?? 0 }}
        />
      )}
      {state.phase === 'running' && <ProgressBarView run={state.run as RunView | null} />}
      {state.phase === 'done' && state.run && <ResultsView run={state.run as RunView} kind={state.kind} source={state.source} onClose={onClose} />}
    </div>
  );
}
