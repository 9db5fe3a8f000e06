import { argLabel } from '../../commands/arg-label';
import type { FieldInfo } from '../../commands/field-kind';
import { tMessage, useT } from '../../i18n/i18n';
import { SelectInput, TextInput } from '../../ui/field';
import { SearchInput } from '../../ui/search-input';
import { DateInput } from '../../ui/date-input';

export interface FilterText {
  label?: string;
  /** The 'any value' entry. */
  all?: string;
  true?: string;
  false?: string;
}

/**
 * Keyword search, a small text box per other text filter, a date box per date filter, and one select
 * per enum or flag of the list command with an 'any' entry.
 */
export function ListFilterBar({ fields, values, keyword, onKeyword, onChange, testId, text = {}, keywordPlaceholder }: {
  fields: FieldInfo[];
  values: Record<string, string>;
  keyword: string;
  onKeyword: (value: string) => void;
  onChange: (key: string, value: string) => void;
  testId: string;
  text?: Record<string, FilterText>;
  keywordPlaceholder?: string;
}) {
  const t = useT();
  const labelOf = (key: string) => text[key]?.label ?? argLabel(t, key);
  return (
    <>
      {fields.map((field) => {
        if (field.key === 'keyword') {
          const placeholder = keywordPlaceholder ?? t('genericList.search');
          return <SearchInput key={field.key} value={keyword} onValueChange={onKeyword} placeholder={placeholder} aria-label={placeholder} data-testid={`${testId}-search`} />;
        }
        const own = text[field.key] ?? {};
        if (field.control === 'text' || field.control === 'date') {
          // A date box shows no placeholder, so dates carry their label beside them.
          const label = labelOf(field.key);
          const input = field.control === 'date' ? (
            <DateInput value={values[field.key] ?? ''} onChange={(iso) => onChange(field.key, iso)} aria-label={label} title={label} data-testid={`${testId}-${field.key}-filter`} />
          ) : (
            <TextInput
              value={values[field.key] ?? ''}
              onChange={(e) => onChange(field.key, e.target.value)}
              placeholder={label}
              aria-label={label}
              title={label}
              data-testid={`${testId}-${field.key}-filter`}
            />
          );
          return field.control === 'date' ? (
            <label key={field.key} className="flex items-center gap-1.5 text-sm whitespace-nowrap text-ink-soft">
              {label}
              <span className="w-36">{input}</span>
            </label>
          ) : (
            <span key={field.key} className="w-32">{input}</span>
          );
        }
        return (
          <SelectInput
            key={field.key}
            className={field.control === 'boolean' ? 'w-44' : 'w-40'}
            value={values[field.key] ?? ''}
            onChange={(e) => onChange(field.key, e.target.value)}
            aria-label={labelOf(field.key)}
            data-testid={`${testId}-${field.key}-filter`}
          >
            <option value="">{own.all ?? t('genericList.any', { label: labelOf(field.key).toLowerCase() })}</option>
            {field.control === 'boolean' ? (
              <>
                <option value="false">{own.false ?? t('genericForm.no')}</option>
                <option value="true">{own.true ?? t('genericForm.yes')}</option>
              </>
            ) : (
              field.options?.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.labelKey ? t(option.labelKey, undefined, tMessage(option.label)) : tMessage(option.label)}
                </option>
              ))
            )}
          </SelectInput>
        );
      })}
    </>
  );
}
