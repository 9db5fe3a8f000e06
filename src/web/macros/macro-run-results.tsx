// A macro run's results: a line of totals, then one line per row (its id, how many steps went, the first
// failure's reason) with its steps beneath. Dry run and real run look alike; the heading says which.
import { registry, type AnyCommand } from '../../../commands';
import type { StepOutcome } from '../../../commands/macro';
import { commandTitle } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';

export interface RowResult {
  row_id: number;
  ok: boolean;
  skipped?: boolean;
  steps: StepOutcome[];
}

/** What a dry run would send, in all (the server's sum over its rows). */
export interface MacroMessages {
  sms: { count: number; people: number; segments: number; cost_cents: number };
  email: { count: number };
}

/** A step as a person names it: the command's title, not its id. */
const stepTitle = (id: string) => {
  const command = registry.byId.get(id as never) as AnyCommand | undefined;
  return command ? commandTitle(command) : id;
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Who gets what and what it costs, before the run: the totals, then the first few texts as they would go. */
function WouldSend({ messages, rows }: { messages: MacroMessages; rows: RowResult[] }) {
  const t = useT();
  const { sms, email } = messages;
  const samples = rows.flatMap((r) => r.steps.flatMap((s) => (s.ok ? s.messages ?? [] : []))).slice(0, 3);
  return (
    <div className="mt-1 text-xs text-ink-soft" data-testid="macro-would-send" data-sms={sms.count} data-email={email.count}>
      {sms.count + email.count === 0 ? t('macros.sendsNothing') : (
        <>
          {sms.count > 0 && <div>{t('macros.wouldText', { count: sms.count, people: sms.people, segments: sms.segments, cost: money(sms.cost_cents) })}</div>}
          {email.count > 0 && <div>{t('macros.wouldEmail', { count: email.count })}</div>}
          <ul className="mt-0.5 text-ink-muted">
            {samples.map((m, i) => <li key={i} className="truncate" title={m.body}>{m.recipient}{m.body ? ` · “${m.body}”` : ''}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}

export function MacroRunResults({ dry, rows, running, messages }: { dry: boolean; rows: RowResult[]; running: boolean; messages?: MacroMessages }) {
  const t = useT();
  const ok = rows.filter((r) => r.ok && !r.skipped).length;
  const failed = rows.filter((r) => !r.ok && !r.skipped).length;
  const skipped = rows.filter((r) => r.skipped).length;
  return (
    <div className="mt-3" data-testid={dry ? 'macro-dry-results' : 'macro-results'} data-ok-rows={ok} data-failed-rows={failed} data-skipped-rows={skipped} data-running={running || undefined}>
      <p className={`text-sm font-medium ${failed ? 'text-danger' : 'text-ink'}`} role="status" tabIndex={-1}>
        {dry ? t('macros.dryRunSummary', { ok, failed }) : t('macros.runSummary', { ok, failed })}
        {skipped > 0 && ` · ${t('macros.skippedRows', { count: skipped })}`}
      </p>
      {dry && messages && <WouldSend messages={messages} rows={rows} />}
      <ul className="mt-1.5 max-h-60 overflow-y-auto rounded-md border border-line text-xs">
        {rows.map((r) => {
          const failure = r.steps.find((s) => !s.ok);
          const done = r.steps.filter((s) => s.ok).length;
          return (
            <li key={r.row_id} data-testid="macro-row" data-row-id={r.row_id} data-ok={String(r.ok)} data-steps-ok={done} data-steps={r.steps.length} className="border-t border-line px-2 py-1.5 first:border-t-0">
              <div className="flex items-baseline gap-3">
                <span className="w-12 shrink-0 font-medium text-ink">{r.row_id ? `#${r.row_id}` : '—'}</span>
                <span className={`w-20 shrink-0 ${r.skipped ? 'text-ink-muted' : r.ok ? 'text-success' : 'text-danger'}`}>
                  {r.skipped ? t('macros.skipped') : t('macros.stepsOk', { done, count: r.steps.length })}
                </span>
                <span className="flex min-w-0 flex-1 flex-wrap gap-1">
                  {r.steps.map((s, i) => (
                    <span key={i} data-testid="macro-step" data-command={s.command} className={`rounded px-1.5 text-[11px] ${s.ok ? 'bg-black/[0.04] text-ink-soft' : 'bg-danger-50 text-danger'}`}>
                      {stepTitle(s.command)} {s.ok ? '✓' : '✗'}
                    </span>
                  ))}
                </span>
              </div>
              {failure && <div className="mt-0.5 ml-[8.75rem] break-words text-danger">{t('macros.lineN', { line: failure.line })} · {failure.msg ?? failure.err}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
