// One field of a staff form. Values are the form's own (codes, booleans, numbers, ISO dates, lists);
// null means unanswered. Secrets show what is on file masked and take a new value typed over them.
import { tMessage, useT } from '../../../i18n/i18n';
import { SelectInput, TextInput } from '../../../ui/field';
import { codeLabel } from './code-label';
import type { ControlInfo } from './field-control-kind';
import { DateInput } from '../../../ui/date-input';

export interface ProfileFieldProps {
  name: string;
  info: ControlInfo;
  value: unknown;
  /** What the server has (the masked secret, for its hint). */
  stored: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  dirty: boolean;
}

const boxClass = 'rounded-md border px-3 py-2 text-sm';

export function ProfileField({ name, info, value, stored, onChange, error, dirty }: ProfileFieldProps) {
  const t = useT();
  const id = `profile-field-${name}`;
  const invalid = Boolean(error);
  const label = t(`profile.field.${name}`, undefined, name);
  const common = { id, 'data-testid': id, 'aria-invalid': invalid || undefined };
  let control;
  switch (info.kind) {
    case 'choice':
    case 'flag': {
      const options = info.kind === 'flag' ? [true, false] : info.codes;
      control = (
        <SelectInput {...common} className="w-full" value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : options.find((o) => String(o) === e.target.value) ?? null)}>
          <option value="">{t('profile.form.none')}</option>
          {options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {typeof o === 'boolean' ? t(o ? 'profile.form.yes' : 'profile.form.no') : codeLabel(t, info.vocabulary, o)}
            </option>
          ))}
        </SelectInput>
      );
      break;
    }
    case 'codes': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      const toggle = (code: unknown) => {
        const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : info.codes.filter((c) => c === code || chosen.includes(c));
        onChange(next.length ? next : null);
      };
      control = (
        <div role="group" aria-labelledby={`${id}-label`} data-testid={id} className="flex flex-wrap gap-1.5">
          {info.codes.map((code) => {
            const on = chosen.includes(code);
            return (
              <label key={String(code)} className={`flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs ${on ? 'border-primary bg-primary-50 text-primary' : 'border-line text-ink-soft hover:border-primary-300'}`}>
                <input type="checkbox" className="size-3.5 accent-primary" checked={on} onChange={() => toggle(code)} data-testid={`${id}-${code}`} />
                {codeLabel(t, info.vocabulary, code)}
              </label>
            );
          })}
        </div>
      );
      break;
    }
    case 'note':
      control = (
        <textarea
          {...common}
          rows={2}
          className={`${boxClass} w-full ${invalid ? 'border-danger' : 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none'}`}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      );
      break;
    case 'list':
      control = (
        <TextInput {...common} invalid={invalid} placeholder={t('profile.form.listHint')} value={Array.isArray(value) ? value.join(', ') : ''}
          onChange={(e) => {
            const items = e.target.value.split(',').map((s) => s.trim());
            onChange(items.some(Boolean) ? items.filter((s, i) => s || i === items.length - 1) : null);
          }}
        />
      );
      break;
    case 'secret':
      control = (
        <TextInput {...common} invalid={invalid} autoComplete="off" placeholder={typeof stored === 'string' ? stored : ''} value={dirty && typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? stored : e.target.value)}
        />
      );
      break;
    case 'number':
      control = (
        <TextInput {...common} invalid={invalid} type="number" step="any" value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
      break;
    default:
      control = info.kind === 'date' ? (
        <DateInput {...common} invalid={invalid} value={typeof value === 'string' ? value : ''} onChange={(iso) => onChange(iso === '' ? null : iso)} />
      ) : (
        <TextInput {...common} invalid={invalid} value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      );
  }
  return (
    <div data-field={name} data-dirty={dirty || undefined}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1 flex items-center gap-1.5 text-xs font-medium text-ink-soft">
        {label}
        {dirty && <span className="size-1.5 rounded-full bg-warning" aria-hidden />}
      </label>
      {control}
      {info.kind === 'secret' && typeof stored === 'string' && !dirty && <p className="pt-1 text-xs text-ink-muted">{t('profile.form.secretHint', { masked: stored })}</p>}
      <div role={error ? 'alert' : undefined} data-testid={`${id}-error`} className="min-h-4 pt-0.5 text-xs leading-4 text-danger">
        {error ? tMessage(error) : ''}
      </div>
    </div>
  );
}
