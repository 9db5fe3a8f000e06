// Running a macro over the selection (one run per row; {{row.field}} from the row as the list showed it),
// or the focused record, or once without rows. A dry run comes first (nothing changes; per row per step);
// then Run, in the chosen mode: stop at the first failure, continue with the next row, or confirm each
// row. Every call of one run carries the same X-Run-Group, so undo takes the whole run back as one step.
import { useMemo, useState } from 'react';
import { snapshot } from 'valtio';
import type { StepOutcome } from '../../../commands/macro';
import type { Macro } from '../../../commands/macro-format';
import { paramsToAsk } from '../../../commands/macro-format';
import { newRunGroup, runMacro, type RunMode } from '../../../commands/macro-runner';
import { ApiError, errorMessage } from '../api/api-error';
import { call } from '../api/call';
import { run } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import { commandContext } from '../state/command-context';
import { bumpRefresh } from '../state/refresh';
import { Button } from '../ui/button';

/** The undo journal's header for one run (until src/domain/command-source.ts exports its name). */
export const RUN_GROUP_HEADER = 'x-run-group';

interface RowResult {
  row_id: number;
  ok: boolean;
  skipped?: boolean;
  steps: StepOutcome[];
}

/** The rows a run goes over, from what is selected (or focused) now. */
function currentRows(): Record<string, unknown>[] {
  const ctx = snapshot(commandContext);
  if (ctx.selection?.ids.length) return ctx.selection.ids.map((id) => ({ ...(ctx.selection!.rows?.[id] ?? {}), id }));
  if (ctx.record) return [{ ...(ctx.record.fields ?? {}), id: ctx.record.id }];
  return [];
}

export function MacroRunPanel({ macro, text }: { macro: Macro; text: string }) {
  const t = useT();
  const rows = useMemo(currentRows, []);
  const asked = paramsToAsk(macro);
  const declared = macro.params.map((p) => p.name);
  const names = [...new Set([...declared, ...asked])];
  const [params, setParams] = useState<Record<string, string>>(() => Object.fromEntries(macro.params.map((p) => [p.name, p.default === undefined ? '' : String(p.default)])));
  const [mode, setMode] = useState<RunMode>('stop');
  const [results, setResults] = useState<{ dry: boolean; rows: RowResult[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ rowId: number; answer: (yes: boolean) => void } | null>(null);
  const missing = asked.filter((n) => !params[n]?.trim());
  /** Typed as the @param default is (a number stays a number); otherwise text. */
  const typedParams = () => Object.fromEntries(Object.entries(params).map(([name, value]) => {
    const declared = macro.params.find((p) => p.name === name)?.default;
    if (declared === undefined || typeof declared === 'string') return [name, value];
    try { return [name, JSON.parse(value)]; } catch { return [name, value]; }
  }));

  async function dryRun() {
    setBusy(true);
    setError(null);
    try {
      const answer = await run('macro.dryRun', { text, params: typedParams(), rows, mode: mode === 'continue' ? 'continue' : 'stop' }, 'macro', { inPlace: true, quiet: true, record: false });
      setResults({ dry: true, rows: answer.rows });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function runForReal() {
    setBusy(true);
    setError(null);
    const group = newRunGroup();
    const live: RowResult[] = [];
    try {
      const result = await runMacro({
        macro, params: typedParams(), rows, mode,
        call: async (api, body) => {
          try {
            return { err: 0, msg: '', data: await call(api, body, { source: 'macro', toastErrors: false, headers: { [RUN_GROUP_HEADER]: group } }) };
          } catch (e) {
            if (e instanceof ApiError) return { err: e.err, msg: e.message, data: { fields: e.fields } };
            throw e;
          }
        },
        confirmRow: (row) => new Promise<boolean>((resolve) => setAsking({ rowId: Number(row.id), answer: (yes) => { setAsking(null); resolve(yes); } })),
        onStep: (rowId, outcome) => {
          let row = live.find((r) => r.row_id === rowId);
          if (!row) live.push((row = { row_id: rowId, ok: true, steps: [] }));
          row.steps.push(outcome);
          row.ok &&= outcome.ok;
          setResults({ dry: false, rows: live.map((r) => ({ ...r })) });
        },
      });
      setResults({ dry: false, rows: result.rows });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      bumpRefresh();
    }
  }

  const okRows = results?.rows.filter((r) => r.ok).length ?? 0;
  return (
    <section className="mt-4 rounded-lg border border-line p-3" data-testid="macro-run">
      <h3 className="text-sm font-semibold text-ink">{t('macros.runTitle', { count: rows.length })}</h3>
      <p className="mt-1 text-xs text-ink-muted">{rows.length ? t('macros.runRows', { ids: rows.slice(0, 12).map((r) => r.id).join(', ') + (rows.length > 12 ? '…' : '') }) : t('macros.runNoRows', { r: '{{row.…}}' })}</p>
      {names.length > 0 && (
        <div className="mt-2 grid grid-cols-[auto_1fr] items-center gap-2 text-sm">
          {names.map((name) => (
            <label key={name} className="contents">
              <span className="font-mono text-xs text-ink-muted">{`{{${name}}}`}</span>
              <input className="rounded border border-line px-2 py-1" data-param={name} value={params[name] ?? ''} onChange={(e) => setParams({ ...params, [name]: e.target.value })} />
            </label>
          ))}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="text-sm text-ink-muted">
          {t('macros.mode')}{' '}
          <select className="rounded border border-line px-1 py-1 text-sm text-ink" value={mode} onChange={(e) => setMode(e.target.value as RunMode)} data-testid="macro-mode">
            <option value="stop">{t('macros.modeStop')}</option>
            <option value="continue">{t('macros.modeContinue')}</option>
            <option value="confirm">{t('macros.modeConfirm')}</option>
          </select>
        </label>
        <Button onClick={dryRun} disabled={busy || missing.length > 0} data-testid="macro-dry-run">{t('macros.dryRun')}</Button>
        <Button variant="primary" onClick={runForReal} disabled={busy || missing.length > 0 || !results?.dry} data-testid="macro-run-button" title={results?.dry ? undefined : t('macros.dryRunFirst')}>
          {t('macros.run')}
        </Button>
        {missing.length > 0 && <span className="text-xs text-danger">{t('macros.needParams', { names: missing.join(', ') })}</span>}
      </div>
      {asking && (
        <div className="mt-2 flex items-center gap-2 rounded bg-primary-50 p-2 text-sm" data-testid="macro-confirm-row">
          {t('macros.confirmRow', { id: asking.rowId })}
          <Button variant="primary" size="sm" autoFocus onClick={() => asking.answer(true)}>{t('macros.yes')}</Button>
          <Button size="sm" onClick={() => asking.answer(false)}>{t('macros.skip')}</Button>
        </div>
      )}
      {error && <p className="mt-2 text-sm text-danger" role="alert">{error}</p>}
      {results && (
        <div className="mt-3" data-testid={results.dry ? 'macro-dry-results' : 'macro-results'}>
          <p className="text-sm font-medium text-ink">
            {results.dry ? t('macros.dryRunSummary', { ok: okRows, failed: results.rows.length - okRows }) : t('macros.runSummary', { ok: okRows, failed: results.rows.filter((r) => !r.ok && !r.skipped).length })}
          </p>
          <table className="mt-1 w-full text-left text-xs">
            <thead className="text-ink-muted"><tr><th className="py-1">{t('macros.row')}</th><th>{t('macros.line')}</th><th>{t('macros.command')}</th><th>{t('macros.outcome')}</th></tr></thead>
            <tbody>
              {results.rows.flatMap((r) => (r.skipped ? [<tr key={`${r.row_id}-skip`}><td className="py-0.5">{r.row_id}</td><td /><td /><td className="text-ink-muted">{t('macros.skipped')}</td></tr>] : r.steps.map((s, i) => (
                <tr key={`${r.row_id}-${i}`} className={s.ok ? '' : 'text-danger'}>
                  <td className="py-0.5">{r.row_id || '—'}</td><td>{s.line}</td><td className="font-mono">{s.command}</td><td>{s.ok ? t('macros.ok') : `${s.err}: ${s.msg}`}</td>
                </tr>
              ))))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
