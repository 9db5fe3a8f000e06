// ⌘K / Ctrl+K: one list of places to go, commands to run here and records to open. Choosing a command
// walks its arguments one step at a time (known ones are skipped, the default choice preselected but
// never a destructive one), asks to confirm what is destructive, shows its preview if it has one, runs
// it through the dispatcher, and shows the answer or the error in place. Esc steps back; at the top it
// closes. Filtering happens here, not in cmdk (shouldFilter={false}).
import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { registry, type AnyCommand, type CommandContext } from '../../../commands';
import { readInput, type ChoiceOption } from '../commands/arg-walk';
import { commandTitle, run } from '../commands/dispatcher';
import { commandInContext } from '../commands/command-in-context';
import { t as translate, tMessage, useT } from '../i18n/i18n';
import { DialogHost } from '../dialogs/dialog-host';
import { matchingSelection } from '../screens/generic/matching-selection';
import { commandContext } from '../state/command-context';
import { closePalette, palette } from '../state/palette';
import { returnFocusAfterPalette } from '../ui/list-region';
import { BulkPanel } from '../bulk/bulk-panel';
import { BulkResumeOffer } from '../bulk/bulk-resume';
import { chooseMacro, isMacroItem } from '../macros/macro-palette-items';
import { bulkPanel, stopBulk } from '../bulk/bulk-store';
import { recordKindOf } from '../../../commands/record-kinds';
import { ConfirmView, OutcomesView, PreviewStep, ProgressView } from './flow-views';
import { answerStep, currentStep, handOver, runsOverRows, startFlow, stepBack, typedAt, type Flow } from './palette-flow';
import { PaletteFooter } from './palette-footer';
import { PaletteHeader, useArgLabel } from './palette-header';
import { isHint, type RootItem } from './palette-items';
import { recordUse, usageContext } from './palette-usage';
import { recordDestination } from './record-destination';
import { ResultView } from './result-view';
import { RootList } from './root-list';
import { StepList } from './step-list';
import { installPaletteTestHooks } from './test-hooks';
import { useFlowRunner } from './use-flow-runner';
import { useRootResults } from './use-root-results';
import { useStepOptions } from './use-step-options';
import { toIsoDateTime } from './when-options';
import { inSentence } from '../i18n/in-sentence';
import { undoPreviewAllows } from '../undo/undo-preview';

// build.mjs makes this a constant: a production build drops the hooks and their strings.
if (process.env.CONSOLE_TEST_HOOKS === '1') installPaletteTestHooks();

/** Drawn once, not on every keystroke. */
const SEARCH_ICON = (
  <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-ink-muted" aria-hidden>
    <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** The crumbs change with the flow and the context, not with each keystroke. */
const Crumbs = memo(PaletteHeader);

/** A value no item has: nothing is highlighted, so Enter does nothing until the user chooses. */
const NOTHING = 'nothing:';

export function Palette() {
  const { open, commandId, origin } = useSnapshot(palette);
  const escape = useRef<() => boolean>(() => false);
  return (
    <>
      {/* The shell's dialogs mount with the palette (app-shell mounts the palette; one host for both). */}
      <DialogHost />
      <BulkResumeOffer />
      <Dialog.Root open={open} onOpenChange={(next) => !next && closePalette()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
          <Dialog.Content
            aria-describedby={undefined}
            data-testid="palette"
            className="palette-in fixed top-[12vh] left-1/2 z-50 w-[min(680px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-pop focus:outline-none"
            onEscapeKeyDown={(event) => {
              if (escape.current()) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              if (returnFocusAfterPalette()) event.preventDefault();
            }}
          >
            <Dialog.Title className="sr-only">{translate('palette.title')}</Dialog.Title>
            {open && <PaletteBody startCommandId={commandId} origin={origin} escape={escape} />}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function PaletteBody({ startCommandId, origin, escape }: { startCommandId: string | null; origin: 'palette' | 'hotkey'; escape: { current: () => boolean } }) {
  const t = useT();
  const argLabel = useArgLabel();
  const ctx = useSnapshot(commandContext);
  const bulk = useSnapshot(bulkPanel);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState({ value: '', listKey: '' });
  const [flow, setFlowState] = useState<Flow | null>(null);
  const setFlow = useCallback((update: (f: Flow | null) => Flow | null) => setFlowState(update), []);
  const source = origin === 'hotkey' ? 'hotkey' : 'palette';
  const step = currentStep(flow);

  const { groups } = useRootResults(query, flow === null);
  const { items: choices, searching } = useStepOptions(flow, query, setFlow, source);
  const { execute, stop } = useFlowRunner(setFlow, source);

  const proceed = (f: Flow) => {
    setQuery('');
    if (f.steps.length === 0) execute(f);
    else setFlowState(f);
  };

  const begin = (command: AnyCommand, preset?: Record<string, unknown> | null) => {
    const matching = matchingSelection.current;
    const context = snapshot(commandContext);
    proceed(startFlow(commandInContext(command, context as CommandContext), context, matching && { commandId: matching.commandId, args: matching.args, total: matching.total }, preset));
  };

  useEffect(() => {
    const command = startCommandId ? registry.byId.get(startCommandId) : undefined;
    if (command) begin(command, palette.preset);
    // Opened once per mount; the palette remounts its body on every open.
  }, []);

  const answer = (value: unknown, option?: ChoiceOption) => {
    if (!flow || !step) return;
    const next = answerStep(flow, value, option);
    // A step answered before (Esc went back past it) shows what was typed there again.
    setQuery(next.ready ? '' : typedAt(next.flow));
    if (next.ready) execute(next.flow);
    else setFlowState(next.flow);
  };

  const chooseOption = (option: ChoiceOption) => {
    const value = option.value;
    // A choice with its own command (Completed → complete recruitment and its preview; Restore) hands over.
    const target = option.command && option.command !== flow?.command.id ? registry.byId.get(option.command) : undefined;
    if (flow && target) return proceed(handOver(flow, option, target));
    if (!flow || step?.kind !== 'when') return answer(value, option);
    // A date-time asks the date, then the quarter hour.
    if (step.part === 'datetime' && !flow.datePart) {
      setQuery('');
      setFlowState({ ...flow, datePart: String(value) });
      return;
    }
    const composed = step.part === 'datetime' ? toIsoDateTime(flow.datePart!, String(value)) : value;
    const check = step.schema.safeParse(composed);
    if (!check.success) setFlowState({ ...flow, error: tMessage(check.error.issues[0]?.message ?? '') });
    else answer(composed);
  };

  escape.current = () => {
    if (!flow) return false;
    // A bulk run: Esc stops it while it runs, closes its results, and steps back from its dry run.
    if (flow.status === 'bulk' && bulk.phase === 'running') {
      stopBulk();
      return true;
    }
    if (flow.status === 'bulk' && bulk.phase === 'done') return false;
    if (flow.status === 'running' && runsOverRows(flow)) stop();
    if (flow.status === 'running' || flow.status === 'previewing') return true;
    const previous = stepBack(flow);
    // One step back keeps what was typed there.
    setQuery(typedAt(previous));
    if (previous) setFlowState(previous);
    else if (startCommandId) return false;
    else setFlowState(null);
    return true;
  };

  const chooseRootRef = useRef<(item: RootItem) => void>(() => {});
  // Stable for the memoised rows; always the latest closure.
  const onChooseRoot = useCallback((item: RootItem) => chooseRootRef.current(item), []);
  chooseRootRef.current = (item: RootItem) => {
    if (!isHint(item)) recordUse(usageContext(ctx.path, ctx.record?.kind), item.usageId);
    if (isMacroItem(item)) return chooseMacro(item);
    if ('command' in item.target) return begin(item.target.command);
    const path = 'route' in item.target ? item.target.route : recordDestination(item.target.record.path);
    run('nav.go', { path }, source).catch(() => {});
    closePalette();
  };

  // Preselect: when nothing is typed, the default choice (never a destructive one; none where the
  // source marks none), else the best match. Worked out while rendering (no second render per
  // keystroke); a choice made with the arrows holds until the list changes.
  const listKey = `${step?.key ?? ''}|${flow?.status === 'bulk' ? bulk.phase : ''}|${flow ? `${flow.status}|${choices.map((c) => c.value).join('|')}` : groups.map((g) => g.items.map((i) => i.value).join('|')).join('|')}`;
  const typed = query.trim() !== '';
  const preselected = (() => {
    if (!flow) return (typed ? groups[0]?.items[0] : groups.flatMap((g) => g.items).find((i) => !i.danger && !isHint(i)))?.value ?? NOTHING;
    if (flow.status === 'bulk') return bulk.phase === 'done' ? 'close' : 'confirm';
    if (flow.status === 'preview' || flow.status === 'confirm') return 'confirm';
    if (flow.status === 'done' && flow.outcomes) return 'close';
    if (flow.status === 'asking' && !step) return 'retry';
    if (step?.kind === 'input') return 'input:submit';
    if (typed) return choices[0]?.value ?? NOTHING;
    // Stepped back to: what was chosen there. A lone choice marked default (Request disable) is
    // preselected even when destructive: there is nothing else to mean, and its confirm still follows.
    const answered = flow && step && step.key in flow.answers ? choices.find((c) => Object.is(c.option.value, flow.answers[step.key]) && !c.option.danger) : undefined;
    const preferred = answered ?? choices.find((c) => c.option.default && (!c.option.danger || choices.length === 1));
    // The transition table marks what to preselect; where it marks nothing, the user chooses.
    const fallback = step?.kind === 'source' ? undefined : choices.find((c) => !c.option.danger);
    return (preferred ?? fallback)?.value ?? NOTHING;
  })();
  // cmdk moves the highlight to the first row by itself when the highlighted row goes away (each new
  // step): only a move the person made (a key, the pointer) may override the preselected choice, so a
  // time step stays on 09:00 instead of 00:00 (issue 22 §5). cmdk re-reads a controlled value only when
  // it changes, and trims it: a trailing space, toggled, makes it take ours back after its own move.
  const movedIn = useRef('');
  const personMoved = () => {
    movedIn.current = listKey;
  };
  const [nudge, setNudge] = useState(false);
  const selectedValue = (selected.listKey === listKey ? selected.value : preselected) + (nudge ? ' ' : '');
  const onValueChange = (value: string) => {
    if (movedIn.current === listKey) setSelected({ value, listKey });
    else setNudge((n) => !n);
  };

  const inputCheck = step?.kind === 'input' ? step.schema.safeParse(readInput(step, query)) : null;
  const inputError = inputCheck && !inputCheck.success && query !== '' ? tMessage(inputCheck.error.issues[0]?.message ?? '') : '';

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Backspace on an empty field steps back, as Esc does.
    if (event.key === 'Backspace' && query === '' && flow && flow.status !== 'running') {
      event.preventDefault();
      if (!escape.current()) closePalette();
    }
  };

  const placeholder = !flow
    ? t('paletteMore.placeholder')
    : step?.kind === 'input'
      ? t('palette.typeValue', { label: inSentence(argLabel(step.key)) })
      : step?.kind === 'record'
        ? t('paletteMore.searchRecord', { label: inSentence(argLabel(step.key)) })
        : step
          ? t('palette.chooseValue', { label: inSentence(argLabel(step.key)) })
          : commandTitle(flow.command);

  const record = (flow ? flow.record : ctx.record) as CommandContext['record'];
  const busy = flow?.status === 'running' || flow?.status === 'previewing';

  return (
    <Command
      shouldFilter={false}
      value={selectedValue}
      onValueChange={onValueChange}
      onKeyDownCapture={personMoved}
      loop
      label={t('palette.title')}
      className="flex flex-col"
    >
      <Crumbs flow={flow} record={record} selection={ctx.selection as CommandContext['selection']} />
      <div className="flex items-center gap-2.5 border-b border-line px-4">
        {SEARCH_ICON}
        <Command.Input
          data-testid="palette-input"
          value={query}
          onValueChange={setQuery}
          onKeyDown={onInputKeyDown}
          placeholder={placeholder}
          inputMode={step?.kind === 'input' && step.inputType === 'number' ? 'numeric' : undefined}
          readOnly={busy}
          autoFocus
          className="h-12 flex-1 bg-transparent text-[15px] text-ink outline-none placeholder:text-black/30"
        />
        {searching && <span className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-primary border-r-transparent" aria-label={t('paletteMore.searching')} />}
      </div>
      {flow?.error && !busy && (
        <div role="alert" data-testid="palette-error" className="mx-3 mt-3 flex gap-2 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-danger text-[10px] font-bold text-white" aria-hidden>!</span>
          <span>{flow.error}</span>
        </div>
      )}
      {/* contain: a keystroke's new rows are laid out and painted within the list, not the dialog around it. */}
      <Command.List className="max-h-[min(440px,56vh)] overflow-y-auto overscroll-contain p-2 [contain:content]" data-testid="palette-list" data-query={query} onPointerMoveCapture={personMoved}>
        {!flow && <RootList groups={groups} onChoose={onChooseRoot} />}
        {!flow && query && groups.length === 0 && <div className="px-3 py-8 text-center text-sm text-ink-muted" data-testid="palette-empty">{t('palette.noResults')}</div>}
        {busy && (
          <div className="flex items-center gap-2 px-3 py-6 text-sm text-ink-muted" data-testid="palette-running">
            <span className="size-4 animate-spin rounded-full border-2 border-primary border-r-transparent" aria-hidden />
            {t(flow?.status === 'previewing' ? 'paletteMore.previewing' : 'palette.running', { title: commandTitle(flow!.command) })}
          </div>
        )}
        {flow?.status === 'running' && <ProgressView flow={flow} />}
        {flow?.status === 'bulk' && (
          // Rows named by other selected rows (applicants of applications) are not that list's rows to select.
          <BulkPanel flow={flow} kind={flow.mappedFrom ? null : (ctx.selection?.kind ?? recordKindOf(flow.command) ?? null)} source={source} onClose={closePalette} />
        )}
        {flow?.status === 'confirm' && <ConfirmView flow={flow} onConfirm={() => execute(flow, { confirmed: true })} />}
        {flow?.status === 'preview' && <PreviewStep flow={flow} onConfirm={() => execute(flow, { confirmed: true })} onClose={closePalette} />}
        {flow?.status === 'done' && (flow.outcomes ? <OutcomesView flow={flow} onClose={closePalette} /> : <ResultView result={flow.result} commandId={flow.command.id} />)}
        {flow?.status === 'asking' && !step && flow.error && (
          <Command.Item value="retry" onSelect={() => execute(flow)} data-testid="palette-item" data-retry className="palette-item">
            <span className="flex-1">{t('paletteMore.retry', { title: commandTitle(flow.command) })}</span>
          </Command.Item>
        )}
        {flow && step && step.kind !== 'input' && (
          <StepList flow={flow} step={step} items={choices} searching={searching} query={query} onChoose={chooseOption} />
        )}
        {flow && step?.kind === 'input' && (
          <Command.Item value="input:submit" onSelect={() => inputCheck?.success && answer(inputCheck.data)} data-testid="palette-item" className="palette-item">
            <span className="flex-1 truncate">
              {inputCheck?.success ? t('palette.useValue', { value: query }) : inputError || t('palette.typeValue', { label: inSentence(argLabel(step.key)) })}
            </span>
          </Command.Item>
        )}
      </Command.List>
      {inputError && <div className="px-4 pb-2 text-sm text-danger" role="alert" data-testid="palette-input-error">{inputError}</div>}
      <PaletteFooter inFlow={flow !== null} preview={flow?.status === 'preview' && (flow.command.id !== 'undo.last' || undoPreviewAllows(flow.preview))} />
    </Command>
  );
}
