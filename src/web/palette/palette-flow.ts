// One command being asked for in the palette: the arguments known from context, the steps still to
// ask, the answers so far, and where it stands (asking → confirm or preview → running → done). Pure
// steps from one state to the next; palette.tsx and use-flow-runner.ts run the side effects.
import type { AnyCommand, CommandContext } from '../../../commands';
import { argSteps, knownArgs, type ArgStep, type ChoiceOption } from '../commands/arg-walk';
import { recordKindOf, takesVersion } from '../../../commands/record-kinds';
import type { ContextWithRows } from '../state/command-context';

/** bulk: an action over several rows, handed to the server's bulk run (src/web/bulk/: dry run, run, results). */
export type FlowStatus = 'asking' | 'confirm' | 'previewing' | 'preview' | 'running' | 'done' | 'bulk';

export interface RowOutcome {
  id: number;
  ok: boolean;
  message: string;
}

/** 'All N matching the filter' on a list: the rows are read from its list command when the run starts. */
export interface MatchingTargets {
  commandId: string;
  args: Record<string, unknown>;
  total: number;
}

export interface Flow {
  command: AnyCommand;
  known: Record<string, unknown>;
  steps: ArgStep[];
  index: number;
  answers: Record<string, unknown>;
  /** Choices fetched from a step's source command, by step index. */
  fetched: Record<number, ChoiceOption[]>;
  /** Why a step's choices are limited, as its source said (an archived application: only Restore). */
  reasons: Record<number, string>;
  status: FlowStatus;
  /** The last run's error, shown in place until the next choice. */
  error?: string;
  result?: unknown;
  /** What the command's preview query answered, shown before the confirming Enter. */
  preview?: unknown;
  /** The record it acts on, as it was when the command was chosen (or as chosen by search). */
  record?: CommandContext['record'];
  /** Selected rows it runs over, one call each (the focused record when absent). */
  targets?: readonly number[];
  /** The version each selected row showed, by id; rows without one are read before they are written. */
  targetVersions?: Readonly<Record<number, number>>;
  /** Every row matching a list's filter, read when the run starts. */
  matching?: MatchingTargets;
  /** The targets were named by other selected rows (the applicants of 20 applications): how many, of which kind. */
  mappedFrom?: { kind: string; count: number };
  /** Those rows, for the server to resolve (rows the list has not loaded name people too): the bulk target. */
  via?: { kind: 'application'; ids: readonly number[] };
  /** Steps answered with a destructive choice (Not fit), by key: confirmed before it runs. */
  dangerous?: Readonly<Record<string, boolean>>;
  /** Handed over from a destructive choice. */
  danger?: boolean;
  /** The flow this one took over from (the status step that chose Complete recruitment): Esc returns to it. */
  previous?: Flow;
  outcomes?: RowOutcome[];
  /** Rows done so far in a run over several. */
  progress?: { done: number; total: number };
  /** A date-time step's date, waiting for its time. */
  datePart?: string;
}

function selectedVersions(selection: NonNullable<ContextWithRows['selection']>): Record<number, number> {
  const versions: Record<number, number> = {};
  for (const id of selection.ids) {
    const version = selection.rows?.[id]?.version;
    if (typeof version === 'number') versions[id] = version;
  }
  return versions;
}

/**
 * The records a command over selected rows of another kind acts on, as its `fill` names them from each row
 * (a text to the applicants of selected applications), each once: two applications of one applicant are
 * one person. Undefined when the rows name none.
 */
export function mappedTargets(command: AnyCommand, context: ContextWithRows): number[] | undefined {
  const { selection } = context;
  const recordArg = command.recordArg;
  if (!selection || !recordArg || !command.fill || selection.ids.length < 2) return undefined;
  const ids = new Set<number>();
  for (const id of selection.ids) {
    const fields = selection.rows?.[id];
    const named = command.fill({ path: context.path, record: { kind: selection.kind, id, fields: fields ? { ...fields } : undefined } } as CommandContext)?.[recordArg as never];
    if (typeof named === 'number') ids.add(named);
  }
  return ids.size ? [...ids] : undefined;
}

/**
 * Starts asking for `command` in this context; over the selection when it has rows the command takes (or
 * rows naming them), over every row matching the list's filter when 'all matching' is chosen. `preset`:
 * arguments already chosen (a repeat), asked no more; the record and its version stay each target's own.
 */
export function startFlow(command: AnyCommand, context: ContextWithRows, matching?: MatchingTargets | null, preset?: Record<string, unknown> | null): Flow {
  const known = { ...knownArgs(command, context as CommandContext) };
  for (const [key, value] of Object.entries(preset ?? {})) if (key !== command.recordArg && key !== 'version' && value !== undefined) known[key] = value;
  const selection = context.selection;
  const kind = recordKindOf(command);
  const sameKind = Boolean(selection && (!kind || selection.kind === kind || (kind === 'applicant' && selection.kind === 'staff')));
  const overSelection = Boolean(command.recordArg && selection && selection.ids.length > 1 && sameKind && (!context.record || selection!.kind === context.record.kind));
  const mapped = !sameKind ? mappedTargets(command, context) : undefined;
  // Selected applications name their applicants on the server too: 'select the 20 changed' holds rows that
  // left the list, whose fields the browser never had.
  const via = !sameKind && selection && selection.ids.length > 1 && selection.kind === 'application' && command.recordArg === 'staff_id'
    ? { kind: 'application' as const, ids: selection.ids }
    : undefined;
  if (mapped || via) {
    return {
      command, known, steps: argSteps(command, known, context as CommandContext), index: 0, answers: {}, fetched: {}, reasons: {}, status: 'asking',
      record: context.record, targets: mapped ?? [], targetVersions: {}, mappedFrom: { kind: selection!.kind, count: selection!.ids.length }, via,
    };
  }
  return {
    command,
    known,
    steps: argSteps(command, known, context as CommandContext),
    index: 0,
    answers: {},
    fetched: {},
    reasons: {},
    status: 'asking',
    record: context.record,
    targets: overSelection ? selection!.ids : undefined,
    targetVersions: overSelection ? selectedVersions(selection!) : undefined,
    matching: overSelection && matching ? matching : undefined,
  };
}

export const currentStep = (flow: Flow | null): ArgStep | undefined => (flow && flow.status === 'asking' ? flow.steps[flow.index] : undefined);

/** The next state after answering the current step: the next step, or ready to confirm, preview or run. */
export function answerStep(flow: Flow, value: unknown, option?: ChoiceOption): { flow: Flow; ready: boolean } {
  const step = flow.steps[flow.index];
  const answers = { ...flow.answers, [step.key]: value };
  const dangerous = { ...flow.dangerous, [step.key]: Boolean(option?.danger) };
  // A record chosen by search is the record the command acts on (its `when`, its version).
  const record = step.kind === 'record' && step.key === flow.command.recordArg && typeof value === 'number' ? { kind: step.recordKind, id: value } : flow.record;
  if (flow.index + 1 < flow.steps.length) {
    return { flow: { ...flow, answers, dangerous, record, index: flow.index + 1, status: 'asking', error: undefined, datePart: undefined }, ready: false };
  }
  return { flow: { ...flow, answers, dangerous, record, datePart: undefined }, ready: true };
}

/**
 * A choice that names another command hands over to it: the new flow starts with what is known here
 * that it takes (the application and its version) plus the choice's own arguments, keeps the targets,
 * and steps back to this one on Esc.
 */
export function handOver(flow: Flow, option: ChoiceOption, target: AnyCommand): Flow {
  const step = flow.steps[flow.index];
  const carried: Record<string, unknown> = { ...flow.known, ...flow.answers };
  if (step) delete carried[step.key];
  const shape = target.args.shape as Record<string, unknown>;
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...carried, ...(option.args ?? {}) })) if (key in shape && value !== undefined) known[key] = value;
  const context: CommandContext = { path: '', record: flow.record };
  return {
    command: target,
    known,
    steps: argSteps(target, known, context),
    index: 0,
    answers: {},
    fetched: {},
    reasons: {},
    status: 'asking',
    record: flow.record,
    targets: flow.targets,
    targetVersions: flow.targetVersions,
    matching: flow.matching,
    danger: Boolean(flow.danger || option.danger || Object.values(flow.dangerous ?? {}).some(Boolean)),
    previous: { ...flow, status: 'asking', error: undefined },
  };
}

/** Whether Enter must be pressed once more before it runs: destructive, or over every matching row. */
export function needsConfirm(flow: Flow): boolean {
  return Boolean(flow.command.danger || flow.danger || flow.matching || Object.values(flow.dangerous ?? {}).some(Boolean));
}

/** Over several rows: a bulk run on the server for an action, one call per row for a query. */
export const runsOverRows = (flow: Flow): boolean => Boolean(flow.targets || flow.matching);

/**
 * Whether Enter first shows the bulk dry run: an action over rows, or one that texts people (for one
 * record too) and has no preview of its own, so who gets what and what it costs is seen before it goes.
 */
export const showsDryRun = (flow: Flow): boolean =>
  flow.command.kind === 'action' && (runsOverRows(flow) || Boolean(flow.command.irreversible?.sends && flow.command.recordArg && !flow.command.preview));

/** The flow as a bulk run: one record alone becomes a run over that one. */
export function asBulk(flow: Flow): Flow {
  if (runsOverRows(flow)) return { ...flow, status: 'bulk', error: undefined };
  const id = callArgs(flow)[flow.command.recordArg!];
  return { ...flow, status: 'bulk', error: undefined, targets: typeof id === 'number' ? [id] : [] };
}

/** The arguments of one call: everything known and answered, for one row of a selection if given. */
export function callArgs(flow: Flow, rowId?: number, rowVersion?: number): Record<string, unknown> {
  const args = { ...flow.known, ...flow.answers };
  const recordArg = flow.command.recordArg;
  if (!recordArg) return args;
  const id = rowId ?? args[recordArg];
  const sameRow = args[recordArg] === id;
  if (rowId !== undefined) args[recordArg] = rowId;
  if (!takesVersion(flow.command)) return args;
  // Each row is written with its own version: the one it showed, else the one read before the write.
  const version = rowVersion ?? (typeof id === 'number' ? flow.targetVersions?.[id] : undefined) ?? (sameRow ? flow.known.version : undefined);
  if (version === undefined) delete args.version;
  else args.version = version;
  return args;
}

/**
 * Esc: one step back. Returns the previous state, or null when the flow is at its start (the palette
 * then goes back to its first list, or closes when it was opened at this command). A run over several
 * rows is over once done: Esc leaves it, never back into it (running it again needs a new choice).
 */
export function stepBack(flow: Flow): Flow | null {
  if (flow.status === 'done' && flow.outcomes) return null;
  if (flow.status === 'done' || flow.status === 'preview' || flow.status === 'confirm' || flow.status === 'bulk') {
    if (flow.steps.length === 0) return flow.previous ?? null;
    return { ...flow, status: 'asking', result: undefined, preview: undefined, outcomes: undefined, index: flow.steps.length - 1 };
  }
  if (flow.datePart) return { ...flow, datePart: undefined };
  if (flow.index > 0) return { ...flow, index: flow.index - 1, status: 'asking', error: undefined };
  return flow.previous ?? null;
}

/** The text typed at the step a flow stands on (an input step's answer): Esc back to it keeps it. */
export function typedAt(flow: Flow | null): string {
  const step = currentStep(flow);
  const value = step?.kind === 'input' ? flow!.answers[step.key] : undefined;
  return value === undefined || value === null ? '' : String(value);
}
