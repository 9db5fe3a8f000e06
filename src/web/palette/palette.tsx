// ⌘K / Ctrl+K: one list of places to go and commands to run here. Choosing a command walks its
// arguments one step at a time (known ones are skipped, choices come preselected), runs it through the
// dispatcher, and shows the answer or the error in place. Esc steps back; at the top it closes.
import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { registry, type AnyCommand, type CommandContext, type CommandId } from '../../../commands';
import { ApiError, errorMessage, isAbort } from '../api/api-error';
import { ERR } from '../../domain/errors';
import { argSteps, knownArgs, readInput, type ArgStep, type ChoiceOption } from '../commands/arg-walk';
import { commandTitle, run } from '../commands/dispatcher';
import { t as translate, tMessage, useT } from '../i18n/i18n';
import { commandContext } from '../state/command-context';
import { lastUsed } from '../state/command-history';
import { closePalette, palette } from '../state/palette';
import { Kbd } from '../ui/kbd';
import { describeRecord } from './describe-record';
import { rankItems } from './match';
import { rootItems, type RootItem } from './palette-items';
import { ResultView } from './result-view';

const MAX_ROOT_ITEMS = 50;

interface Flow {
  command: AnyCommand;
  known: Record<string, unknown>;
  steps: ArgStep[];
  index: number;
  answers: Record<string, unknown>;
  /** Choices fetched from a step's source command, by step index. */
  fetched: Record<number, ChoiceOption[]>;
  status: 'asking' | 'running' | 'done';
  /** The last run's error, shown in place until the next choice. */
  error?: string;
  result?: unknown;
  record?: CommandContext['record'];
}

interface ChoiceItem {
  value: string;
  title: string;
  haystack: string;
  option: ChoiceOption;
}

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const argLabel = (key: string) => translate(`arg.${key}`, undefined, humanise(key));

export function Palette() {
  const { open, commandId, origin } = useSnapshot(palette);
  const escape = useRef<() => boolean>(() => false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closePalette()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="palette"
          className="palette-in fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-pop focus:outline-none"
          onEscapeKeyDown={(event) => {
            if (escape.current()) event.preventDefault();
          }}
        >
          <Dialog.Title className="sr-only">{translate('palette.title')}</Dialog.Title>
          {open && <PaletteBody startCommandId={commandId} origin={origin} escape={escape} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ startCommandId, origin, escape }: { startCommandId: string | null; origin: 'palette' | 'hotkey'; escape: { current: () => boolean } }) {
  const t = useT();
  const ctx = useSnapshot(commandContext);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const [flow, setFlow] = useState<Flow | null>(null);
  const source = origin === 'hotkey' ? 'hotkey' : 'palette';
  const step = flow && flow.status !== 'done' ? flow.steps[flow.index] : undefined;

  const execute = (f: Flow, answers: Record<string, unknown>) => {
    setFlow({ ...f, answers, status: 'running', error: undefined });
    run(f.command.id as CommandId, { ...f.known, ...answers }, source)
      .then((result) => {
        if (f.command.kind === 'query') setFlow((cur) => cur && { ...cur, status: 'done', result });
        else closePalette();
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // A stale version: the server says which version is current, so take it and re-read the
        // choices; the next Enter then acts on the record as it is now, after the user has seen why.
        const current = error instanceof ApiError && error.err === ERR.conflict ? (error.data as { current_version?: unknown } | null)?.current_version : undefined;
        setFlow((cur) => {
          if (!cur) return cur;
          const next = { ...cur, status: 'asking' as const, error: tMessage(errorMessage(error)) };
          return typeof current === 'number' ? { ...next, known: { ...cur.known, version: current }, fetched: {} } : next;
        });
      });
  };

  const begin = (command: AnyCommand) => {
    const context = snapshot(commandContext) as CommandContext;
    const known = knownArgs(command, context);
    const f: Flow = { command, known, steps: argSteps(command, known, context), index: 0, answers: {}, fetched: {}, status: 'asking', record: context.record };
    setQuery('');
    if (f.steps.length === 0) execute(f, {});
    else setFlow(f);
  };

  useEffect(() => {
    const command = startCommandId ? registry.byId.get(startCommandId) : undefined;
    if (command) begin(command);
    // Opened once per mount; the palette remounts its body on every open.
  }, []);

  const answer = (value: unknown) => {
    if (!flow || !step) return;
    const answers = { ...flow.answers, [step.key]: value };
    setQuery('');
    if (flow.index + 1 < flow.steps.length) setFlow({ ...flow, answers, index: flow.index + 1, status: 'asking', error: undefined });
    else execute(flow, answers);
  };

  /** Esc: one step back; false when at the top, so the dialog closes. */
  escape.current = () => {
    if (!flow) return false;
    if (flow.status === 'running') return true;
    setQuery('');
    if (flow.status === 'done' && flow.steps.length > 0) {
      setFlow({ ...flow, status: 'asking', result: undefined });
      return true;
    }
    if (flow.index > 0) {
      setFlow({ ...flow, index: flow.index - 1, status: 'asking', error: undefined });
      return true;
    }
    if (startCommandId) return false;
    setFlow(null);
    return true;
  };

  // Choices that come from another command (the allowed status changes of this application).
  const stepIndex = flow?.index ?? -1;
  const needsFetch = step?.kind === 'source' && flow && !flow.fetched[flow.index] && flow.status === 'asking';

  useEffect(() => {
    if (!needsFetch || !flow || step?.kind !== 'source') return;
    const args = step.source.args({ ...flow.known, ...flow.answers });
    if (!args) {
      setFlow({ ...flow, fetched: { ...flow.fetched, [stepIndex]: [] }, error: t('palette.noSourceArgs', { label: argLabel(step.key) }) });
      return;
    }
    const controller = new AbortController();
    run(step.source.command as CommandId, args, source, { signal: controller.signal, quiet: true, record: false })
      .then((result) => {
        const options = step.source.options(result);
        setFlow((cur) => cur && { ...cur, fetched: { ...cur.fetched, [stepIndex]: options } });
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setFlow((cur) => cur && { ...cur, fetched: { ...cur.fetched, [stepIndex]: [] }, error: tMessage(errorMessage(error)) });
      });
    return () => controller.abort();
  }, [needsFetch, stepIndex]);

  // The visible list for the current step.
  const rootList = useMemo(() => {
    if (flow) return [];
    const used = lastUsed();
    // What acts on the focused record first, then what was used from the palette most recently.
    const boost = (item: RootItem) => (item.contextual ? ('command' in item.target && item.target.command.kind === 'action' ? 2e13 : 1e13) : 0) + ('command' in item.target ? (used.get(item.target.command.id) ?? 0) : 0);
    return rankItems(rootItems(), query, boost).slice(0, MAX_ROOT_ITEMS);
    // ctx: availability depends on the focused record.
  }, [flow, query, ctx, t]);

  const choiceList = useMemo<ChoiceItem[]>(() => {
    if (!flow || !step || step.kind === 'input') return [];
    const options = step.kind === 'choice' ? step.options : flow.fetched[flow.index];
    if (!options) return [];
    const items = options.map((option, i) => {
      const title = option.labelKey ? t(option.labelKey, undefined, tMessage(option.label)) : tMessage(option.label);
      return { value: `option:${i}`, title, haystack: `${title} ${option.label} ${String(option.value)}`, option };
    });
    return rankItems(items, query);
  }, [flow, step, query, t]);

  // Preselect: the default choice when nothing is typed, else the best match.
  const listKey = flow ? choiceList.map((c) => c.value).join('|') : rootList.map((r) => r.value).join('|');
  useLayoutEffect(() => {
    if (flow) {
      const preferred = query.trim() === '' ? choiceList.find((c) => c.option.default) : undefined;
      setSelected((preferred ?? choiceList[0])?.value ?? (step?.kind === 'input' ? 'input:submit' : ''));
    } else {
      setSelected(rootList[0]?.value ?? '');
    }
  }, [listKey, step?.key]);

  const chooseRoot = (item: RootItem) => {
    if ('route' in item.target) {
      run('nav.go', { path: item.target.route }, source).catch(() => {});
      closePalette();
    } else {
      begin(item.target.command);
    }
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
    ? t('palette.placeholder')
    : step?.kind === 'input'
      ? t('palette.typeValue', { label: argLabel(step.key) })
      : step
        ? t('palette.chooseValue', { label: argLabel(step.key) })
        : commandTitle(flow.command);

  const record = flow?.record && ctx.record?.id === flow.record.id && ctx.record.kind === flow.record.kind ? ctx.record : (flow?.record ?? ctx.record);

  return (
    <Command shouldFilter={false} value={selected} onValueChange={setSelected} loop label={t('palette.title')} className="flex flex-col">
      <div className="flex min-h-9 items-center gap-2 border-b border-line bg-[#fafafa] px-4 py-1.5 text-xs text-ink-muted" data-testid="palette-crumbs">
        <span className={flow ? '' : 'font-medium text-ink-soft'}>{t('palette.title')}</span>
        {flow && (
          <>
            <span aria-hidden>›</span>
            <span className={step ? '' : 'font-medium text-ink-soft'} data-testid="palette-command-title">{commandTitle(flow.command)}</span>
          </>
        )}
        {step && (
          <>
            <span aria-hidden>›</span>
            <span className="font-medium text-ink-soft" data-testid="palette-step" data-step-key={step.key}>{argLabel(step.key)}</span>
          </>
        )}
        {record && (
          <span className="ml-auto truncate rounded bg-primary-50 px-2 py-0.5 text-primary-700" data-testid="palette-record">
            {describeRecord(record as NonNullable<CommandContext['record']>)}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2.5 border-b border-line px-4">
        <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-ink-muted" aria-hidden>
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <Command.Input
          data-testid="palette-input"
          value={query}
          onValueChange={setQuery}
          onKeyDown={onInputKeyDown}
          placeholder={placeholder}
          inputMode={step?.kind === 'input' && step.inputType === 'number' ? 'numeric' : undefined}
          readOnly={flow?.status === 'running'}
          autoFocus
          className="h-12 flex-1 bg-transparent text-[15px] text-ink outline-none placeholder:text-black/30"
        />
      </div>
      {flow?.error && flow.status !== 'running' && (
        <div role="alert" data-testid="palette-error" className="mx-3 mt-3 flex gap-2 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-danger text-[10px] font-bold text-white" aria-hidden>!</span>
          <span>{flow.error}</span>
        </div>
      )}
      <Command.List className="max-h-[min(420px,55vh)] overflow-y-auto overscroll-contain p-2" data-testid="palette-list">
        {!flow && <RootList items={rootList} onChoose={chooseRoot} />}
        {flow?.status === 'running' && (
          <div className="flex items-center gap-2 px-3 py-6 text-sm text-ink-muted" data-testid="palette-running">
            <span className="size-4 animate-spin rounded-full border-2 border-primary border-r-transparent" aria-hidden />
            {t('palette.running', { title: commandTitle(flow.command) })}
          </div>
        )}
        {flow?.status === 'done' && <ResultView result={flow.result} />}
        {flow && step && flow.status !== 'running' && step.kind !== 'input' && (
          <>
            {!choiceList.length && step.kind === 'source' && !flow.fetched[flow.index] && (
              <div className="px-3 py-6 text-sm text-ink-muted">{t('palette.loadingChoices')}</div>
            )}
            {flow.fetched[flow.index]?.length === 0 && !flow.error && <div className="px-3 py-6 text-sm text-ink-muted" data-testid="palette-no-choices">{t('palette.noChoices')}</div>}
            {choiceList.map((item) => (
              <Command.Item key={item.value} value={item.value} onSelect={() => answer(item.option.value)} data-testid="palette-item" data-option-value={String(item.option.value)} data-default={item.option.default || undefined} className="palette-item">
                <span className="flex-1 truncate">{item.title}</span>
                {item.option.default && <span className="rounded bg-primary-50 px-1.5 py-0.5 text-[11px] text-primary-700">{t('palette.default')}</span>}
              </Command.Item>
            ))}
          </>
        )}
        {flow && step?.kind === 'input' && flow.status !== 'running' && (
          <Command.Item value="input:submit" onSelect={() => inputCheck?.success && answer(inputCheck.data)} data-testid="palette-item" className="palette-item">
            <span className="flex-1 truncate">
              {inputCheck?.success ? t('palette.useValue', { value: query }) : inputError || t('palette.typeValue', { label: argLabel(step.key) })}
            </span>
          </Command.Item>
        )}
        {!flow && query && rootList.length === 0 && <div className="px-3 py-8 text-center text-sm text-ink-muted" data-testid="palette-empty">{t('palette.noResults')}</div>}
      </Command.List>
      {inputError && <div className="px-4 pb-2 text-sm text-danger" role="alert" data-testid="palette-input-error">{inputError}</div>}
      <footer className="flex items-center gap-4 border-t border-line bg-[#fafafa] px-4 py-2 text-xs text-ink-muted">
        <span className="flex items-center gap-1"><Kbd kbd="up" /><Kbd kbd="down" /> {t('palette.hintMove')}</span>
        <span className="flex items-center gap-1"><Kbd kbd="enter" /> {t('palette.hintChoose')}</span>
        <span className="flex items-center gap-1"><Kbd kbd="escape" /> {flow ? t('palette.hintBack') : t('palette.hintClose')}</span>
      </footer>
    </Command>
  );
}

function RootList({ items, onChoose }: { items: RootItem[]; onChoose: (item: RootItem) => void }) {
  const t = useT();
  const groups: { id: 'actions' | 'navigate'; items: RootItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.id === item.group) last.items.push(item);
    else groups.push({ id: item.group, items: [item] });
  }
  return (
    <>
      {groups.map((group, i) => (
        <Command.Group key={`${group.id}-${i}`} heading={t(`palette.group.${group.id}`)} className="palette-group">
          {group.items.map((item) => (
            <Command.Item
              key={item.value}
              value={item.value}
              onSelect={() => onChoose(item)}
              data-testid="palette-item"
              data-command-id={'command' in item.target ? item.target.command.id : undefined}
              data-route={'route' in item.target ? item.target.route : undefined}
              className="palette-item"
            >
              <span className={`flex size-6 shrink-0 items-center justify-center rounded text-xs ${item.group === 'navigate' ? 'bg-[#f0f5ff] text-[#2f54eb]' : 'bg-primary-50 text-primary'}`} aria-hidden>
                {item.group === 'navigate' ? '→' : '⚡'}
              </span>
              <span className="min-w-0 flex-1">
                <span className={`block truncate ${item.danger ? 'text-danger' : ''}`}>{item.title}</span>
              </span>
              {item.subtitle && <span className="hidden shrink-0 text-xs text-ink-muted sm:inline">{item.subtitle}</span>}
              {item.kbd && <Kbd kbd={item.kbd} />}
            </Command.Item>
          ))}
        </Command.Group>
      ))}
    </>
  );
}
