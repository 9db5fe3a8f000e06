import type { CommandContext } from '../../../commands';
import { argLabel } from '../commands/arg-label';
import { commandTitle } from '../commands/dispatcher';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { matchingSelection } from '../screens/generic/matching-selection';
import { recordKindOf } from '../../../commands/record-kinds';
import { describeRecord } from './describe-record';
import { currentStep, type Flow } from './palette-flow';

export function useArgLabel() {
  const t = useT();
  return (key: string) => argLabel(t, key);
}

/** Where the palette is: Command palette › Change application status › Status, and what it acts on. */
export function PaletteHeader({ flow, record, selection }: { flow: Flow | null; record: CommandContext['record']; selection?: CommandContext['selection'] }) {
  const t = useT();
  const argLabel = useArgLabel();
  const step = currentStep(flow);
  const { current: matching } = useSnapshot(matchingSelection);
  // Commands that take a record run over the selection when it has more than one row (or every matching row).
  // Rows naming people (selected applications texted): the rows chosen, not the people the server finds.
  const targets = flow ? (flow.via?.ids ?? flow.targets) : selection && selection.ids.length > 1 ? selection.ids : undefined;
  const matchingTotal = flow ? flow.matching?.total : targets && matching ? matching.total : undefined;
  return (
    <div className="flex min-h-9 items-center gap-2 border-b border-line bg-[#fafafa] px-4 py-1.5 text-xs text-ink-muted" data-testid="palette-crumbs">
      <span className={`shrink-0 whitespace-nowrap ${flow ? '' : 'font-medium text-ink-soft'}`}>{t('palette.title')}</span>
      {flow && (
        <>
          <span aria-hidden>›</span>
          <span className={step ? '' : 'font-medium text-ink-soft'} data-testid="palette-command-title">{commandTitle(flow.command)}</span>
        </>
      )}
      {step && (
        <>
          <span aria-hidden>›</span>
          <span className="font-medium text-ink-soft" data-testid="palette-step" data-step-key={step.key}>
            {argLabel(step.key)}
            {flow?.datePart && ` · ${flow.datePart}`}
          </span>
        </>
      )}
      {(flow?.status === 'preview' || flow?.status === 'confirm') && (
        <>
          <span aria-hidden>›</span>
          <span className="font-medium text-ink-soft" data-testid="palette-step" data-step-key={flow.status}>{t(flow.status === 'preview' ? 'paletteMore.preview' : 'paletteFlow.confirm')}</span>
        </>
      )}
      {targets ? (
        <span className="ml-auto truncate rounded bg-primary-50 px-2 py-0.5 text-primary-700" data-testid="palette-targets">
          {matchingTotal !== undefined ? t('paletteFlow.allMatching', { total: matchingTotal.toLocaleString() }) : t('paletteMore.selectedRows', { count: targets.length })}
        </span>
      ) : (
        record && actsOn(flow, record) && (
          <span className="ml-auto truncate rounded bg-primary-50 px-2 py-0.5 text-primary-700" data-testid="palette-record">
            {describeRecord(record)}
          </span>
        )
      )}
    </div>
  );
}

/**
 * Whether the command in the palette acts on the focused record, so naming it beside the title is true:
 * always before a command is chosen; then only when the command is on its kind of record or takes something
 * from it (a text to the applicant of the focused application), not for a new order or an undo opened
 * over a focused row.
 */
function actsOn(flow: Flow | null, record: NonNullable<CommandContext['record']>): boolean {
  if (!flow) return true;
  if (recordKindOf(flow.command) === record.kind) return true;
  // Another kind, taken from this one (the applicant of an application), or offered from it (its referees:
  // the command is there only with such a record focused).
  const { command } = flow;
  const filled = command.fill?.({ path: '', record } as CommandContext) ?? {};
  if (Object.values(filled).some((value) => value !== undefined)) return true;
  return Boolean(command.when && command.when({ path: '', record } as CommandContext) && !command.when({ path: '' } as CommandContext));
}
