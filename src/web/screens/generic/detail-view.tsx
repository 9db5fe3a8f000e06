// The generic detail view: label/value sections over a record, read from the command's zod result
// schema. Each field shows by its type (enum codes as labels, flags as yes/no, times as relative with
// the exact time on hover, lists as tags, phones grouped); a page lists the sections and may format a field itself.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Enum, EnumCodeValue } from '../../../domain/enums/define-enum';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { formatDateTime } from '../../../domain/format/relative-time';
import { toMillis } from '../../../domain/format/timestamp';
import { unwrapField } from '../../commands/field-kind';
import { enumLabel, useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';

export interface DetailSection {
  /** i18n key of the section title. */
  titleKey: string;
  fields: readonly string[];
}

export type FieldFormat = Enum<EnumCodeValue> | ((value: unknown) => ReactNode);

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

const PHONE = /(^|_)(phone|mobile)$/;

function Value({ name, value, type, format }: { name: string; value: unknown; type: string; format?: FieldFormat }) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <span className="text-ink-muted">—</span>;
  if (format) return <>{typeof format === 'function' ? format(value) : enumLabel(format, value as EnumCodeValue)}</>;
  if (PHONE.test(name) && typeof value === 'string') return <span className="tabular-nums">{formatPhoneDisplay(value)}</span>;
  if (type === 'boolean' || typeof value === 'boolean') return <>{value ? t('genericForm.yes') : t('genericForm.no')}</>;
  if (Array.isArray(value)) {
    if (!value.length) return <span className="text-ink-muted">—</span>;
    return (
      <span className="flex flex-wrap gap-1">
        {value.map((v, i) => (
          <span key={i} className="rounded bg-[#fafafa] px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-[#d9d9d9] ring-inset">{String(v)}</span>
        ))}
      </span>
    );
  }
  if (typeof value === 'string' && TIMESTAMP.test(value)) {
    // Spec §9 style 2 for detail views; the exact time on hover.
    return <span title={formatDateTime(new Date(toMillis(value)))}>{timeAgoLong(value)}</span>;
  }
  return <>{String(value)}</>;
}

/** Sections of label/value pairs; without `sections`, every field of the schema in one. */
export function DetailView({ schema, data, sections, formats = {}, testId = 'detail' }: {
  schema: z.ZodObject;
  data: Record<string, unknown>;
  sections?: readonly DetailSection[];
  formats?: Record<string, FieldFormat>;
  testId?: string;
}) {
  const t = useT();
  const shape = schema.shape as Record<string, z.ZodType>;
  const list = sections ?? [{ titleKey: 'genericDetail.details', fields: Object.keys(shape) }];
  return (
    <div className="space-y-6" data-testid={testId}>
      {list.map((section) => (
        <section key={section.titleKey}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(section.titleKey)}</h3>
          <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
            {section.fields.filter((key) => key in shape).map((key) => (
              <div key={key} className="flex gap-3 border-b border-line py-2 text-sm" data-testid={`${testId}-field`} data-field={key}>
                <dt className="w-32 shrink-0 text-ink-muted">{t(`field.${key}`, undefined, humanise(key))}</dt>
                <dd className="min-w-0 break-words text-ink" data-testid={`${testId}-${key}`}>
                  <Value name={key} value={data[key]} type={unwrapField(shape[key]).type} format={formats[key]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
