// Running a macro over the selection (one run per row; {{row.field}} from the row as the list showed it),
// or the focused record, or once without rows. A selection of another record kind than the macro's
// {{row.id}} names is refused before anything runs. A dry run comes first (nothing changes; per row per
// step); then Run, in the chosen mode: stop at the first failure, continue with the next row, or confirm
// each row. Every call of one run carries the same X-Run-Group, so undo takes the whole run back as one
// step. By keyboard: the dry run button has the focus, Enter; then Run has it, Enter.
import { useEffect, useMemo, useRef, useState } from 'react';
import { snapshot } from 'valtio';
import type { RecordKind } from '../../../commands';
import type { Macro } from '../../../commands/macro-format';
import { paramsToAsk } from '../../../commands/macro-format';
import { newRunGroup, runMacro, type RunMode } from '../../../commands/macro-runner';
import { ApiError, errorMessage } from '../api/api-error';
import { call } from '../api/call';
import { run } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';
import { clearSelection, commandContext } from '../state/command-context';
import { bumpRefresh } from '../state/refresh';
import { Button } from '../ui/button';
import { kindMismatch } from './macro-kinds';
import { MacroRunResults, type MacroMessages, type RowResult } from './macro-run-results';

/** The undo journal's header for one run (until src/domain/command-source.ts exports its name). */
export const RUN_GROUP_HEADER = 'x-run-group';

/** The rows a run goes over, from what is selected (or focused) now, and their kind. */
function currentRows(): { kind: RecordKind | null; rows: Record<string, unknown>[] } {
  const ctx = snapshot(commandContext);
  if (ctx.selection?.ids.length) return { kind: ctx.selection.kind, rows: ctx.selection.ids.map((id) => ({ ...(ctx.selection!.rows?.[id] ?? {}), id })) };
  if (ctx.record) return { kind: ctx.record.kind, rows: [{ ...(ctx.record.fields ?? {}), id: ctx.record.id }] };
  return { kind: null, rows: [] };
}

export function MacroRunPanel({ macro, text, focus }: { macro: Macro; text: string; focus?: boolean }) {
  const t = useT();
  const { kind, rows } = useMemo(currentRows, []);
  const mismatch = kindMismatch(macro, kind);
  const asked = paramsToAsk(macro);
  const declared = macro.params.map((p) => p.name);
  const names = [...new Set([...declared, ...asked])];
  const [params, setParams] = useState<Record<string, string>>(() => Object.fromEntries(macro.params.map((p) => [p.name, p.default === undefined ? '' : String(p.default)])));
  const [mode, setMode] = useState<RunMode>('stop');
  const [results, setResults] = useState<{ dry: boolean; rows: RowResult[]; messages?: MacroMessages } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ rowId: number; answer: (yes: boolean) => void } | null>(null);
  const panel = useRef<HTMLElement>(null);
  const focusButton = (testId: string) => panel.current?.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)?.focus();
  const missing = asked.filter((n) => !params[n]?.trim());
  const blocked = busy || missing.length > 0 || mismatch !== null;
  /** Typed as the @param default is (a number stays a number); otherwise text. */
  const typedParams = () => Object.fromEntries(Object.entries(params).map(([name, value]) => {
    const declared = macro.params.find((p) => p.name === name)?.default;
    if (declared === undefined || typeof declared === 'string') return [name, value];
    try { return [name, JSON.parse(value)]; } catch { return [name, value]; }
  }));

  useEffect(() => {
    if (focus) focusButton('macro-dry-run');
  }, []);
  // A dry run done: Run is the next thing to press.
  useEffect(() => {
    if (results?.dry && !busy) focusButton('macro-run-button');
  }, [results?.dry, busy]);

  async function dryRun() {
    if (blocked) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await run('macro.dryRun', { text, params: typedParams(), rows, mode: mode === 'continue' ? 'continue' : 'stop' }, 'macro', { inPlace: true, quiet: true, record: false });
      setResults({ dry: true, rows: answer.rows, messages: answer.messages });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function runForReal() {
    if (blocked || !results?.dry) return;
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
      // Done with these rows, as after a bulk run: a second run needs a new choice.
      if (kind && rows.length) clearSelection();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      bumpRefresh();
    }
  }

  const what = kind ? t('macros.rowsOfKind', { count: rows.length, kind: recordLabel(kind) }) : t('macros.rowsCount', { count: rows.length });
  return (
    <section ref={panel} className="mt-4 rounded-lg border border-line bg-[#fafafa] p-3" data-testid="macro-run" data-kind={kind ?? undefined} data-rows={rows.length}>
      <h3 className="text-sm font-semibold text-ink">{t('macros.runTitle', { what })}</h3>
      <p className="mt-1 text-xs text-ink-muted">
        {rows.length ? t('macros.runRows', { ids: rows.slice(0, 12).map((r) => `#${r.id}`).join(', ') + (rows.length > 12 ? '…' : '') }) : t('macros.runNoRows', { r: '{{row.…}}' })}
      </p>
      {mismatch && kind && (
        <p className="mt-2 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink" role="alert" data-testid="macro-kind-refused" data-expected={mismatch.kind} data-selected={kind}>
          {t('macros.kindRefused', { line: mismatch.line, command: mismatch.command, expected: recordLabel(mismatch.kind), selected: recordLabel(kind), arg: mismatch.arg })}
        </p>
      )}
      {names.length > 0 && (
        <div className="mt-2 grid grid-cols-[auto_1fr] items-center gap-2 text-sm">
          {names.map((name) => (
            <label key={name} className="contents">
              <span className="font-mono text-xs text-ink-muted">{`{{${name}}}`}</span>
              <input className="rounded border border-line bg-white px-2 py-1 focus:border-primary focus:outline-none" data-param={name} value={params[name] ?? ''}
                onChange={(e) => { setParams({ ...params, [name]: e.target.value }); setResults(null); }} />
            </label>
          ))}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="text-sm text-ink-muted">
          {t('macros.mode')}{' '}
          <select className="rounded border border-line bg-white px-1 py-1 text-sm text-ink" value={mode} onChange={(e) => { setMode(e.target.value as RunMode); setResults(null); }} data-testid="macro-mode">
            <option value="stop">{t('macros.modeStop')}</option>
            <option value="continue">{t('macros.modeContinue')}</option>
            <option value="confirm">{t('macros.modeConfirm')}</option>
          </select>
        </label>
        <Button onClick={dryRun} disabled={blocked} loading={busy && !results} data-testid="macro-dry-run">{t('macros.dryRun')}</Button>
        <Button variant="primary" onClick={runForReal} disabled={blocked || !results?.dry} data-testid="macro-run-button" title={results?.dry ? undefined : t('macros.dryRunFirst')}>
          {t('macros.run')}
        </Button>
        {missing.length > 0 && <span className="text-xs text-danger">{t('macros.needParams', { names: missing.join(', ') })}</span>}
        {!results && !mismatch && !missing.length && <span className="text-xs text-ink-muted">{t('macros.dryRunFirst')}</span>}
      </div>
      {asking && (
        <div className="mt-2 flex items-center gap-2 rounded bg-primary-50 p-2 text-sm" data-testid="macro-confirm-row">
          {t('macros.confirmRow', { id: asking.rowId })}
          <Button variant="primary" size="sm" autoFocus onClick={() => asking.answer(true)}>{t('macros.yes')}</Button>
          <Button size="sm" onClick={() => asking.answer(false)}>{t('macros.skip')}</Button>
        </div>
      )}
      {error && <p className="mt-2 text-sm text-danger" role="alert">{error}</p>}
      {results && <MacroRunResults dry={results.dry} rows={results.rows} running={busy} messages={results.messages} />}
    </section>
  );
}
