// One generated form control for one command argument, by the kind field-kind.ts reads from its schema.
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { quarterHourSteps } from '../../../domain/format/time-steps';
import { argLabel } from '../../commands/arg-label';
import type { FieldInfo } from '../../commands/field-kind';
import { tMessage, useT } from '../../i18n/i18n';
import { FormField, SelectInput, TextInput } from '../../ui/field';
import { DateInput } from '../../ui/date-input';
import { isoDate, toIsoDateTime } from '../../ui/date-time';
import { DateTimeInput } from '../../ui/date-time-input';
import { defaultDate, defaultTime, isDeadlineKey } from '../../ui/when-defaults';

type Values = Record<string, unknown>;

const TIMES = quarterHourSteps();

/** A stored ISO instant as the local date and quarter hour the pickers show. */
function splitIso(value: unknown): { date: string; time: string } {
  if (typeof value !== 'string' || !value) return { date: '', time: '' };
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return { date: '', time: '' };
  return { date: isoDate(d), time: `${String(d.getHours()).padStart(2, '0')}:${String(Math.floor(d.getMinutes() / 15) * 15).padStart(2, '0')}` };
}

export function FormControl({ field, form, idPrefix, label, loading, disabled }: { field: FieldInfo; form: UseFormReturn<Values>; idPrefix: string; label?: string; loading?: boolean; disabled?: boolean }) {
  const t = useT();
  const { register, control, formState } = form;
  const id = `${idPrefix}-${field.key}`;
  const error = formState.errors[field.key]?.message;
  const text = label ?? argLabel(t, field.key);
  const optionLabel = (o: { label: string; labelKey?: string }) => (o.labelKey ? t(o.labelKey, undefined, tMessage(o.label)) : tMessage(o.label));
  const invalid = Boolean(error);
  const empty = (v: unknown) => (v === '' || v === null ? undefined : v);

  // A required time starts at working hours (an end after its start), a deadline's date at the next
  // working day (ui/when-defaults.ts); never an empty picker that reads as midnight.
  useEffect(() => {
    if (field.optional || field.hasDefault || form.getValues(field.key) !== undefined) return;
    if (field.control === 'time') form.setValue(field.key, defaultTime(field.key, form.getValues()));
    else if (field.control === 'date' && isDeadlineKey(field.key)) form.setValue(field.key, defaultDate(field.key));
  }, [field.key, field.control]);

  let input;
  switch (field.control) {
    case 'boolean':
      return (
        <div className="mb-5">
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" id={id} {...register(field.key)} className="size-4 accent-primary" data-testid={id} />
            {text}
          </label>
          {error && <div role="alert" className="pt-1 text-sm text-danger" data-testid={`${id}-error`}>{tMessage(String(error))}</div>}
        </div>
      );
    case 'choice':
      input = (
        <Controller
          control={control}
          name={field.key}
          render={({ field: f }) => (
            <SelectInput
              id={id}
              className="w-full"
              disabled={loading || disabled}
              value={f.value === undefined ? '' : String(f.value)}
              onChange={(e) => f.onChange(field.options?.find((o) => String(o.value) === e.target.value)?.value)}
              onBlur={f.onBlur}
              aria-invalid={invalid || undefined}
              data-testid={id}
            >
              <option value="">{loading ? t('table.loading') : t('genericForm.choose')}</option>
              {field.options?.map((o) => (
                <option key={String(o.value)} value={String(o.value)} data-danger={o.danger || undefined}>
                  {optionLabel(o)}
                  {/* Destructive choices are never marked as the default. */}
                  {o.default && !o.danger ? ` · ${t('palette.default')}` : ''}
                </option>
              ))}
            </SelectInput>
          )}
        />
      );
      break;
    case 'number':
    case 'record':
      input = <TextInput id={id} type="number" inputMode="numeric" invalid={invalid} {...register(field.key, { setValueAs: (v) => (v === '' ? undefined : Number(v)) })} data-testid={id} />;
      break;
    case 'date':
      input = <Controller control={control} name={field.key} render={({ field: f }) => <DateInput id={id} invalid={invalid} value={typeof f.value === 'string' ? f.value : ''} onChange={(d) => f.onChange(d || undefined)} onBlur={f.onBlur} data-testid={id} />} />;
      break;
    case 'time':
      input = (
        <SelectInput id={id} className="w-full" {...register(field.key, { setValueAs: empty })} data-testid={id}>
          <option value="">{t('genericForm.choose')}</option>
          {TIMES.map((time) => <option key={time} value={time}>{time}</option>)}
        </SelectInput>
      );
      break;
    case 'datetime':
      input = (
        <Controller
          control={control}
          name={field.key}
          render={({ field: f }) => {
            const { date, time } = splitIso(f.value);
            const update = (d: string, tm: string) => f.onChange(d && tm ? toIsoDateTime(d, tm) : undefined);
            // A day chosen first gets a working-hours time, never an empty one read as midnight.
            return <DateTimeInput id={id} testId={id} invalid={invalid} date={date} time={time} onChange={(d, tm) => update(d, tm || defaultTime(field.key, form.getValues()))} />;
          }}
        />
      );
      break;
    default:
      // A password argument (operators' passwords) is never shown on screen as it is typed.
      input = <TextInput id={id} type={/(^|_)password$/.test(field.key) ? 'password' : undefined} autoComplete={/(^|_)password$/.test(field.key) ? 'new-password' : undefined} invalid={invalid} {...register(field.key, { setValueAs: (v) => (field.optional ? empty(v) : v) })} data-testid={id} />;
  }
  return (
    <FormField id={id} label={<>{text}{field.optional && <span className="ml-1 text-ink-muted">({t('genericForm.optional')})</span>}</>} error={error ? tMessage(String(error)) : undefined}>
      {input}
    </FormField>
  );
}
