// A bulk run's results, kept on the server and read back by outcome: all, changed, failed, skipped.
// 'Select the N that failed' selects those rows in the list, so the next command can act on them.
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import type { RecordKind } from '../../../commands';
import { errorMessage } from '../api/api-error';
import { tMessage, useT } from '../i18n/i18n';
import { requestSelection } from '../state/command-context';
import { Kbd } from '../ui/kbd';
import { runRows, type RowOutcomeFilter, type RowPage, type RunView } from './bulk-api';
import type { CommandSource } from '../state/command-history';

type Filter = RowOutcomeFilter | 'all';

export function ProgressBarView({ run }: { run: RunView | null }) {
  const t = useT();
  const total = run?.total ?? 0;
  const done = run ? run.total - run.pending : 0;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="px-3 pt-2 pb-4 text-sm text-ink-muted" data-testid="bulk-progress" data-done={done} data-total={total}>
      <div className="mb-2 h-2 overflow-hidden rounded-full bg-black/[0.06]" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div className="h-full rounded-full bg-primary-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {t('bulk.running', { done: done.toLocaleString(), total: total.toLocaleString() })} · {t('bulk.escStops')}
    </div>
  );
}

export function ResultsView({ run, kind, source, onClose }: { run: RunView; kind: RecordKind | null; source: CommandSource; onClose: () => void }) {
  const t = useT();
  const [filter, setFilter] = useState<Filter>(run.refused > 0 ? 'refused' : 'all');
  const [rows, setRows] = useState<RowPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRows(null);
    runRows(run.id, filter === 'all' ? undefined : filter, source)
      .then((page) => live && setRows(page))
      .catch((e: unknown) => live && setError(tMessage(errorMessage(e))));
    return () => {
      live = false;
    };
  }, [run.id, filter]);

  const filters: { value: Filter; label: string; count: number }[] = [
    { value: 'all', label: t('bulk.filterAll', { count: run.total }), count: run.total },
    { value: 'ok', label: t('bulk.filterOk', { count: run.ok }), count: run.ok },
    { value: 'refused', label: t('bulk.filterRefused', { count: run.refused }), count: run.refused },
    { value: 'skipped', label: t('bulk.filterSkipped', { count: run.skipped }), count: run.skipped },
  ];
  // The follow-up is two keys away: select the changed (or the failed) rows in the list, then the next command.
  const selectOutcome = async (outcome: 'ok' | 'refused') => {
    const rows = await runRows(run.id, outcome, source);
    if (kind) requestSelection(kind, rows.list.map((r) => r.record_id));
    onClose();
  };

  return (
    <>
      <div className="p-3 text-sm" data-testid="bulk-results" data-run-id={run.id} data-status={run.status}>
        <div className={`mb-2 font-medium ${run.refused ? 'text-danger' : 'text-ink'}`} data-testid="bulk-summary">
          {run.status === 'stopped' && `${t('bulk.stopped')} · `}
          {t('bulk.summary', { ok: run.ok, refused: run.refused, skipped: run.skipped })}
        </div>
        <div className="mb-2 flex flex-wrap gap-1.5" role="tablist">
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              role="tab"
              aria-selected={filter === f.value}
              data-testid={`bulk-filter-${f.value}`}
              disabled={f.count === 0 && f.value !== 'all'}
              onClick={() => setFilter(f.value)}
              className={`rounded-full border px-2.5 py-0.5 text-xs disabled:opacity-40 ${filter === f.value ? 'border-primary bg-primary-50 text-primary' : 'border-line text-ink-soft hover:border-primary'}`}
            >
              {f.label}
            </button>
          ))}
        </div>
        {error && <div className="text-danger">{error}</div>}
        <ul className="max-h-56 overflow-y-auto rounded-md border border-line" data-testid="bulk-rows" data-filter={filter} aria-busy={!rows}>
          {rows?.list.map((row) => (
            <li key={row.position} data-testid="bulk-row" data-row-id={row.record_id} data-outcome={row.outcome} className="flex gap-3 border-t border-line px-2 py-1.5 first:border-t-0">
              <span className="w-44 shrink-0 truncate" title={row.name ?? undefined} data-testid="bulk-row-name">
                {row.name && <span className="text-ink">{row.name} </span>}
                <span className="text-ink-muted">#{row.record_id}</span>
              </span>
              <span className={`w-20 shrink-0 ${row.outcome === 'ok' ? 'text-success' : row.outcome === 'refused' ? 'text-danger' : 'text-ink-muted'}`}>{t(`bulk.outcome.${row.outcome}`)}</span>
              <span className="min-w-0 flex-1 break-words text-ink-soft">{row.msg ?? ''}</span>
            </li>
          ))}
        </ul>
      </div>
      {run.ok > 0 && kind && (
        <Command.Item value="select-changed" onSelect={() => void selectOutcome('ok')} data-testid="palette-item" data-select-changed className="palette-item">
          <span className="flex-1">{t('bulk.selectChanged', { count: run.ok })}</span>
        </Command.Item>
      )}
      {run.refused > 0 && kind && (
        <Command.Item value="select-failed" onSelect={() => void selectOutcome('refused')} data-testid="palette-item" data-select-failed className="palette-item">
          <span className="flex-1">{t('bulk.selectFailed', { count: run.refused })}</span>
        </Command.Item>
      )}
      {run.refused > 0 && (
        <Command.Item value="show-failed" onSelect={() => setFilter('refused')} data-testid="palette-item" data-show-failed className="palette-item">
          <span className="flex-1">{t('bulk.filterRefused', { count: run.refused })}</span>
        </Command.Item>
      )}
      <Command.Item value="close" onSelect={onClose} data-testid="palette-item" data-close className="palette-item">
        <span className="flex-1">{t('bulk.close')}</span>
        <Kbd kbd="enter" />
      </Command.Item>
    </>
  );
}
