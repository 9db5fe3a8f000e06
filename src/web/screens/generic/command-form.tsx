// A form generated from a command's zod arguments: react-hook-form with zodResolver(command.args), one
// control per argument (enums and argument sources as selects with labels, flags as checkboxes,
// numbers, text, dates with 15-minute times). Submitting runs the command through the dispatcher;
// the server's field errors land on the fields they name. Nothing destructive is preselected; a
// destructive choice asks to confirm; a choice with its own command (Completed → complete recruitment,
// Restore → the archived flag) runs that command, through its preview when it has one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { registry, type AnyCommand, type ArgSource, type CommandContext, type CommandId } from '../../../../commands';
import { reachFor } from '../../../../commands/confirm-reach';
import { ApiError, errorMessage, isAbort } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { describeFields, preselectedOption, type ChoiceOption, type FieldInfo } from '../../commands/field-kind';
import { tMessage, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import type { Reach } from '../../preview/confirm-reach';
import { FormConfirm } from './form-confirm';
import { FormControl } from './form-control';

type Values = Record<string, unknown>;

/** A submission waiting for its Confirm: a destructive choice, or a command whose preview is shown. */
interface Pending {
  command: AnyCommand;
  args: Values;
  choice: string;
  danger: boolean;
  preview?: unknown;
  /** A change that reaches beyond its record (a facility's shifts): the confirm names what. */
  reach?: Reach;
}

export interface CommandFormProps {
  commandId: CommandId;
  /** Arguments the page already knows (the record's id and version): sent, not shown. */
  fixed?: Values;
  defaults?: Values;
  /** Arguments not to show (sent only if fixed or defaulted). */
  hidden?: readonly string[];
  submitLabel?: string;
  testId?: string;
  onDone?: (result: unknown) => void;
  /** Labels per argument, where the page knows better than `arg.<key>`. */
  labels?: Record<string, string>;
  /** The record the form acts on, for commands whose `when` asks for one (the page knows it before the focus does). */
  context?: CommandContext;
}

/** Choices of fields that come from another command (the allowed status changes), fetched once, and why they are limited. */
function useSourceOptions(command: AnyCommand, fixed: Values, context?: CommandContext) {
  const sources = (command.argSources ?? {}) as Record<string, ArgSource | undefined>;
  const fixedKey = JSON.stringify(fixed);
  const [options, setOptions] = useState<Record<string, ChoiceOption[]>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  useEffect(() => {
    const controller = new AbortController();
    for (const [key, source] of Object.entries(sources)) {
      const args = source?.args(fixed);
      if (!source || !args) continue;
      run(source.command as CommandId, args, 'screen', { signal: controller.signal, quiet: true, record: false, context })
        .then((result) => {
          setOptions((o) => ({ ...o, [key]: source.options(result) }));
          const reason = source.reason?.(result);
          setReasons((r) => ({ ...r, [key]: reason ?? '' }));
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setOptions((o) => ({ ...o, [key]: [] }));
        });
    }
    return () => controller.abort();
  }, [command, fixedKey]);
  return { options, reasons };
}

export function CommandForm({ commandId, fixed = {}, defaults = {}, hidden = [], submitLabel, testId = 'command-form', onDone, labels = {}, context }: CommandFormProps) {
  const t = useT();
  const command = registry.byId.get(commandId) as AnyCommand;
  const { options: sourceOptions, reasons } = useSourceOptions(command, fixed, context);
  const fields = useMemo<FieldInfo[]>(
    () => describeFields(command.args).filter((f) => !(f.key in fixed) && !hidden.includes(f.key)).map((f) => (sourceOptions[f.key] ? { ...f, control: 'choice', options: sourceOptions[f.key] } : f)),
    [command, sourceOptions, hidden.join(','), Object.keys(fixed).join(',')],
  );
  const form = useForm<Values>({
    resolver: zodResolver(command.args as never) as unknown as Resolver<Values>,
    // The fixed arguments are part of the values zodResolver checks, though no control shows them.
    defaultValues: { ...defaults, ...fixed },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, setValue, getValues, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  // A source's default (the transition table's next step) is preselected once its choices arrive; never
  // a destructive one, and where the table marks no default nothing is: the user chooses.
  useEffect(() => {
    for (const [key, options] of Object.entries(sourceOptions)) {
      const preferred = preselectedOption(options);
      if (preferred && getValues(key) === undefined) setValue(key, preferred.value);
    }
  }, [sourceOptions]);

  const shownKeys = new Set(fields.map((f) => f.key));
  const showError = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? error.fields : [];
    for (const f of fieldErrors) if (shownKeys.has(f.path.split('.')[0])) setError(f.path.split('.')[0], { type: 'server', message: tMessage(f.message) });
    const unplaced = fieldErrors.filter((f) => !shownKeys.has(f.path.split('.')[0]));
    if (!fieldErrors.length || unplaced.length) setFormError(unplaced.map((f) => tMessage(f.message)).join(' ') || tMessage(errorMessage(error)));
  };
  /** The source choices the values hold (the one status option chosen), with their labels. */
  const chosen = (values: Values) =>
    Object.entries(sourceOptions).flatMap(([key, options]) => options.filter((o) => o.value === values[key]).map((option) => ({ key, option })));
  const choiceLabel = (option?: ChoiceOption) => (option ? (option.labelKey ? t(option.labelKey, undefined, tMessage(option.label)) : tMessage(option.label)) : t(`command.${command.id}`, undefined, command.title));

  const perform = async (target: AnyCommand, args: Values) => {
    setBusy(true);
    try {
      const result = await run(target.id as CommandId, args, 'screen', { context });
      setPending(null);
      onDone?.(result);
    } catch (error) {
      setPending(null);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  /** Runs it, or first shows its preview or asks to confirm a destructive choice. */
  const prepare = async (target: AnyCommand, args: Values, option?: ChoiceOption) => {
    setFormError(null);
    const danger = Boolean(option?.danger || target.danger);
    if (target.preview) {
      setBusy(true);
      try {
        const preview = await run(target.preview as CommandId, args, 'screen', { quiet: true, record: false, context });
        setPending({ command: target, args, choice: choiceLabel(option), danger, preview });
      } catch (error) {
        showError(error);
      } finally {
        setBusy(false);
      }
      return;
    }
    const reach = reachFor(target.id, args);
    if (danger || reach) return setPending({ command: target, args, choice: choiceLabel(option), danger: danger || Boolean(reach), reach });
    await perform(target, args);
  };

  const onValid = handleSubmit(async (values) => {
    const args = { ...values, ...fixed };
    await prepare(command, args, chosen(args)[0]?.option);
  }, (invalid) => {
    // A problem with an argument no control shows (the page's own) would otherwise be silent.
    const hiddenProblems = Object.entries(invalid).filter(([key]) => !shownKeys.has(key)).map(([key, e]) => `${key}: ${tMessage(String(e?.message ?? ''))}`);
    setFormError(hiddenProblems.length ? hiddenProblems.join(' ') : null);
  });

  // A choice with its own command hands over before this command's schema is checked (Restore is no status).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = { ...getValues(), ...fixed };
    const handover = chosen(values).find(({ option }) => option.command && option.command !== command.id);
    const target = handover && registry.byId.get(handover.option.command!);
    if (!handover || !target) return onValid(event);
    event.preventDefault();
    const shape = target.args.shape as Record<string, unknown>;
    const args = Object.fromEntries(Object.entries({ ...values, ...handover.option.args }).filter(([key, value]) => key in shape && key !== handover.key && value !== undefined));
    void prepare(target, args, handover.option);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId} className="space-y-1">
      {Object.entries(reasons).map(([key, reason]) =>
        reason ? (
          <p key={key} data-testid={`${testId}-reason`} className="mb-3 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm text-ink">
            {reason}
          </p>
        ) : null,
      )}
      {fields.map((field) => (
        <FormControl key={field.key} field={field} form={form} idPrefix={testId} label={labels[field.key]} loading={field.key in (command.argSources ?? {}) && !sourceOptions[field.key]} disabled={pending !== null} />
      ))}
      {formError && (
        <div role="alert" data-testid={`${testId}-error`} className="mb-3 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">
          {formError}
        </div>
      )}
      {pending ? (
        <FormConfirm
          testId={testId}
          choice={pending.choice}
          danger={pending.danger}
          preview={pending.preview}
          previewCommand={pending.command.preview}
          reach={pending.reach}
          busy={busy}
          onConfirm={() => void perform(pending.command, pending.args)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <Button type="submit" variant="primary" loading={formState.isSubmitting || busy} data-testid={`${testId}-submit`} className={command.danger ? 'bg-danger border-danger' : ''}>
          {submitLabel ?? t(`command.${command.id}`, undefined, command.title)}
        </Button>
      )}
    </form>
  );
}
