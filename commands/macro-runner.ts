// Runs a macro for real, one call at a time, for the browser and the CLI alike: each row's steps in
// order, placeholders filled from the run's params and the row's fields. The caller's `call` sends every
// call of one run with the same X-Run-Group header (the undo journal takes the run back as one step).
// Modes: stop (the first failing step ends the whole run), continue (a failing step ends its row; the
// next row goes on), confirm (ask before each row; then as continue). No I/O of its own.
import { registry, versionQueryOf, type AnyCommand } from './index';
import type { StepOutcome } from './macro';
import { paramValues, substitute, type Macro } from './macro-format';

export type RunMode = 'stop' | 'continue' | 'confirm';
export const RUN_MODES: readonly RunMode[] = ['stop', 'continue', 'confirm'];

export interface CallAnswer {
  err: number;
  msg: string;
  data: unknown;
}

export interface RowOutcome {
  row_id: number;
  ok: boolean;
  /** Skipped: the user said no (confirm), or the run had stopped before it. */
  skipped: boolean;
  steps: StepOutcome[];
}

export interface MacroRunOptions {
  macro: Macro;
  params: Record<string, unknown>;
  /** One run per row; none: one run with no row fields. */
  rows: readonly Record<string, unknown>[];
  mode: RunMode;
  /** One API call (`api` of the command) with the run's headers. */
  call: (api: string, body: Record<string, unknown>) => Promise<CallAnswer>;
  /** confirm mode: whether to run this row. */
  confirmRow?: (row: Record<string, unknown>, index: number) => Promise<boolean>;
  onStep?: (rowId: number, outcome: StepOutcome) => void;
  signal?: AbortSignal;
}

export interface MacroRunResult {
  rows: RowOutcome[];
  ok_rows: number;
  failed_rows: number;
  skipped_rows: number;
  /** The run ended early (stop mode after a failure, or cancelled). */
  stopped: boolean;
}

/** A new id for one run: every call of the run carries it. */
export function newRunGroup(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `macro-${random}`;
}

const fieldsText = (answer: CallAnswer) => {
  const fields = (answer.data as { fields?: { path: string; message: string }[] } | null)?.fields;
  return fields?.length ? fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join(' ') : answer.msg;
};

async function runStep(step: Macro['steps'][number], inputs: { params: Record<string, unknown>; row: Record<string, unknown> }, call: MacroRunOptions['call']): Promise<StepOutcome> {
  const command = registry.byId.get(step.command) as AnyCommand | undefined;
  const { args, missing } = substitute(step, inputs);
  const outcome: StepOutcome = { line: step.line, command: step.command, ok: false, args };
  if (!command || command.kind === 'client') return { ...outcome, err: 404, msg: `No server command '${step.command}'.` };
  if (missing.length) return { ...outcome, err: 400, msg: `No value for ${missing.map((m) => `{{${m}}}`).join(', ')}.` };
  // A write without a version acts on the version the record has now, read just before (as the CLI does).
  const query = versionQueryOf(command);
  const id = query && args[query.idArg];
  if (query && args.version === undefined && typeof id === 'number' && 'version' in command.args.shape) {
    const read = await call(registry.byId.get(query.commandId)!.api!, { [query.idArg]: id });
    if (read.err !== 0) return { ...outcome, err: read.err, msg: fieldsText(read) };
    args.version = (read.data as { version?: number }).version;
  }
  const checked = command.args.safeParse(args);
  if (!checked.success) return { ...outcome, err: 400, msg: checked.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join(' ') };
  const answer = await call(command.api!, args);
  return answer.err === 0 ? { ...outcome, ok: true, result: answer.data } : { ...outcome, err: answer.err, msg: fieldsText(answer) };
}

export async function runMacro(options: MacroRunOptions): Promise<MacroRunResult> {
  const params = paramValues(options.macro, options.params);
  const rows = options.rows.length ? options.rows : [{ id: 0 }];
  const out: RowOutcome[] = [];
  let stopped = false;
  for (const [index, row] of rows.entries()) {
    const rowId = Number(row.id) || 0;
    if (stopped || options.signal?.aborted) {
      stopped = true;
      out.push({ row_id: rowId, ok: false, skipped: true, steps: [] });
      continue;
    }
    if (options.mode === 'confirm' && options.confirmRow && !(await options.confirmRow(row, index))) {
      out.push({ row_id: rowId, ok: false, skipped: true, steps: [] });
      continue;
    }
    const steps: StepOutcome[] = [];
    for (const step of options.macro.steps) {
      const outcome = await runStep(step, { params, row }, options.call);
      steps.push(outcome);
      options.onStep?.(rowId, outcome);
      if (!outcome.ok) break;
    }
    const ok = steps.length === options.macro.steps.length && steps.every((s) => s.ok);
    out.push({ row_id: rowId, ok, skipped: false, steps });
    if (!ok && options.mode === 'stop') stopped = true;
  }
  const ok = out.filter((r) => r.ok).length;
  const skipped = out.filter((r) => r.skipped).length;
  return { rows: out, ok_rows: ok, failed_rows: out.length - ok - skipped, skipped_rows: skipped, stopped };
}
