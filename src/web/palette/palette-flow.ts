// One command being asked for in the palette: the arguments known from context, the steps still to
// ask, the answers so far, and where it stands (asking → preview → running → done). Pure steps from one
// state to the next; palette.tsx runs the side effects.
import type { AnyCommand, CommandContext } from '../../../commands';
import { argSteps, knownArgs, type ArgStep, type ChoiceOption } from '../commands/arg-walk';

export type FlowStatus = 'asking' | 'previewing' | 'preview' | 'running' | 'done';

export interface RowOutcome {
  id: number;
  ok: boolean;
  message: string;
}

export interface Flow {
  command: AnyCommand;
  known: Record<string, unknown>;
  steps: ArgStep[];
  index: number;
  answers: Record<string, unknown>;
  /** Choices fetched from a step's source command, by step index. */
  fetched: Record<number, ChoiceOption[]>;
  status: FlowStatus;
  /** The last run's error, shown in place until the next choice. */
  error?: string;
  result?: unknown;
  /** What the command's preview query answered, shown before the confirming Enter. */
  preview?: unknown;
  /** The record it acts on, as it was when the command was chosen. */
  record?: CommandContext['record'];
  /** Selected rows it runs over, one call each (the focused record when absent). */
  targets?: readonly number[];
  outcomes?: RowOutcome[];
  /** A date-time step's date, waiting for its time. */
  datePart?: string;
}

/** Starts asking for `command` in this context; over the selection when it has rows the command takes. */
export function startFlow(command: AnyCommand, context: CommandContext): Flow {
  const known = knownArgs(command, context);
  const selection = context.selection;
  const overSelection = Boolean(command.recordArg && selection && selection.ids.length > 1 && (!context.record || selection.kind === context.record.kind));
  return {
    command,
    known,
    steps: argSteps(command, known, context),
    index: 0,
    answers: {},
    fetched: {},
    status: 'asking',
    record: context.record,
    targets: overSelection ? selection!.ids : undefined,
  };
}

export const currentStep = (flow: Flow | null): ArgStep | undefined => (flow && flow.status === 'asking' ? flow.steps[flow.index] : undefined);

/** The next state after answering the current step: the next step, or ready to preview or run. */
export function answerStep(flow: Flow, value: unknown): { flow: Flow; ready: boolean } {
  const step = flow.steps[flow.index];
  const answers = { ...flow.answers, [step.key]: value };
  if (flow.index + 1 < flow.steps.length) {
    return { flow: { ...flow, answers, index: flow.index + 1, status: 'asking', error: undefined, datePart: undefined }, ready: false };
  }
  return { flow: { ...flow, answers, datePart: undefined }, ready: true };
}

/** The arguments of one call: everything known and answered, for one row of a selection if given. */
export function callArgs(flow: Flow, rowId?: number): Record<string, unknown> {
  const args = { ...flow.known, ...flow.answers };
  const recordArg = flow.command.recordArg;
  if (rowId !== undefined && recordArg && args[recordArg] !== rowId) {
    args[recordArg] = rowId;
    // The version the user saw belongs to the focused row only; other rows are written as they are.
    delete args.version;
  }
  return args;
}

/**
 * Esc: one step back. Returns the previous state, or null when the flow is at its start (the palette
 * then goes back to its first list, or closes when it was opened at this command).
 */
export function stepBack(flow: Flow): Flow | null {
  if (flow.status === 'done' || flow.status === 'preview') {
    if (flow.steps.length === 0) return null;
    return { ...flow, status: 'asking', result: undefined, preview: undefined, outcomes: undefined, index: flow.steps.length - 1 };
  }
  if (flow.datePart) return { ...flow, datePart: undefined };
  if (flow.index > 0) return { ...flow, index: flow.index - 1, status: 'asking', error: undefined };
  return null;
}
