// A form generated from a command's zod arguments: react-hook-form with zodResolver(command.args), one
// control per argument (enums and argument sources as selects with labels, flags as checkboxes,
// numbers, text, dates with 15-minute times). Submitting runs the command through the dispatcher;
// the server's field errors land on the fields they name.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { registry, type AnyCommand, type ArgSource, type CommandContext, type CommandId } from '../../../../commands';
import { ApiError, errorMessage, isAbort } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { describeFields, type ChoiceOption, type FieldInfo } from '../../commands/field-kind';
import { tMessage, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { FormControl } from './form-control';

type Values = Record<string, unknown>;

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

/** Choices of fields that come from another command (the allowed status changes), fetched once. */
function useSourceOptions(command: AnyCommand, fixed: Values, context?: CommandContext) {
  const sources = (command.argSources ?? {}) as Record<string, ArgSource | undefined>;
  const fixedKey = JSON.stringify(fixed);
  const [options, setOptions] = useState<Record<string, ChoiceOption[]>>({});
  useEffect(() => {
    const controller = new AbortController();
    for (const [key, source] of Object.entries(sources)) {
      const args = source?.args(fixed);
      if (!source || !args) continue;
      run(source.command as CommandId, args, 'screen', { signal: controller.signal, quiet: true, record: false, context })
        .then((result) => setOptions((o) => ({ ...o, [key]: source.options(result) })))
        .catch((error: unknown) => {
          if (!isAbort(error)) setOptions((o) => ({ ...o, [key]: [] }));
        });
    }
    return () => controller.abort();
  }, [command, fixedKey]);
  return options;
}

export function CommandForm({ commandId, fixed = {}, defaults = {}, hidden = [], submitLabel, testId = 'command-form', onDone, labels = {}, context }: CommandFormProps) {
  const t = useT();
  const command = registry.byId.get(commandId) as AnyCommand;
  const sourceOptions = useSourceOptions(command, fixed, context);
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

  // A source's default (the transition table's next step) is preselected once its choices arrive.
  useEffect(() => {
    for (const [key, options] of Object.entries(sourceOptions)) {
      const preferred = options.find((o) => o.default) ?? options[0];
      if (preferred && getValues(key) === undefined) setValue(key, preferred.value);
    }
  }, [sourceOptions]);

  const shownKeys = new Set(fields.map((f) => f.key));
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await run(commandId, { ...values, ...fixed }, 'screen', { context });
      onDone?.(result);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fields : [];
      for (const f of fieldErrors) if (shownKeys.has(f.path.split('.')[0])) setError(f.path.split('.')[0], { type: 'server', message: tMessage(f.message) });
      const unplaced = fieldErrors.filter((f) => !shownKeys.has(f.path.split('.')[0]));
      if (!fieldErrors.length || unplaced.length) setFormError(unplaced.map((f) => tMessage(f.message)).join(' ') || tMessage(errorMessage(error)));
    }
  }, (invalid) => {
    // A problem with an argument no control shows (the page's own) would otherwise be silent.
    const hiddenProblems = Object.entries(invalid).filter(([key]) => !shownKeys.has(key)).map(([key, e]) => `${key}: ${tMessage(String(e?.message ?? ''))}`);
    setFormError(hiddenProblems.length ? hiddenProblems.join(' ') : null);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId} className="space-y-1">
      {fields.map((field) => (
        <FormControl key={field.key} field={field} form={form} idPrefix={testId} label={labels[field.key]} loading={field.key in (command.argSources ?? {}) && !sourceOptions[field.key]} />
      ))}
      {formError && (
        <div role="alert" data-testid={`${testId}-error`} className="mb-3 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">
          {formError}
        </div>
      )}
      <Button type="submit" variant="primary" loading={formState.isSubmitting} data-testid={`${testId}-submit`} className={command.danger ? 'bg-danger border-danger' : ''}>
        {submitLabel ?? t(`command.${command.id}`, undefined, command.title)}
      </Button>
    </form>
  );
}
