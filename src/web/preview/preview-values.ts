// One value of a preview (or any command answer) in a person's words, read from its zod schema and its
// name: money in dollars, times on the business's clock with the zone's name, enum codes by their label,
// statuses by the record kind's enum, flags as yes/no. Never a field key or a code.
import type { z } from 'zod';
import { kindOfArg, recordKind, type RecordKind } from '../../../commands/record-kinds';
import { businessTimeZone } from '../../domain/format/business-time';
import { formatCents } from '../../domain/format/cents';
import type { EnumCodeValue } from '../../domain/enums/define-enum';
import { argLabel } from '../commands/arg-label';
import { enumFor, unwrapField } from '../commands/field-kind';
import { enumLabel, t } from '../i18n/i18n';
import { settings } from '../state/settings';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const STATUS_KEY = /^(?:(?:from|to|new)_)?status(?:_after)?$/;
const words = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A field's name for people: the preview's own label, the list's, else the argument's ('to_status' → 'To status'). */
export function fieldWords(key: string): string {
  const base = key.endsWith('_cents') ? key.slice(0, -'_cents'.length) : key;
  // A record by its key ({provider: {id, name}}) is named by its kind, as its id argument is.
  const arg = !kindOfArg(base) && kindOfArg(`${base}_id`) ? `${base}_id` : base;
  return t(`previewField.${key}`, undefined, t(`field.${base}`, undefined, argLabel(t, arg) || words(base)));
}

export const moneyWords = (cents: number) => formatCents(cents);

/** 'Tue, 24 Nov 2026, 09:00 Australian Eastern Daylight Time' (周二 … 澳大利亚东部夏令时间 in zh). */
export function timeWords(iso: string, timeZone: string = businessTimeZone()): string {
  const at = new Date(iso.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return iso;
  const locale = settings.language === 'zh' ? 'zh-CN' : 'en-AU';
  return new Intl.DateTimeFormat(locale, {
    timeZone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'long',
  }).format(at);
}

/** The literal codes a field may hold (a z.enum, z.literal of codes, or a union of them). */
function codesOf(schema: z.ZodType | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  const field = unwrapField(schema);
  if (field.type === 'enum') return Object.values(field.def.entries as Record<string, unknown>);
  if (field.type === 'literal') return [...(field.def.values as unknown[])];
  if (field.type === 'union') return (field.def.options as z.ZodType[]).flatMap((o) => codesOf(o) ?? []);
  return undefined;
}

function codeWords(key: string, value: string | number, schema: z.ZodType | undefined, kind: RecordKind | undefined): string | undefined {
  const status = STATUS_KEY.test(key) && kind ? recordKind(kind).status : undefined;
  if (status?.has(value)) return enumLabel(status, value as EnumCodeValue);
  const codes = codesOf(schema);
  if (!codes) return undefined;
  // A union (a loading or 'ordinary'): the enum of the part that holds the code.
  const parts = unwrapField(schema!).type === 'union' ? (unwrapField(schema!).def.options as z.ZodType[]).map(codesOf) : [codes];
  for (const part of parts) {
    const e = part && part.includes(value) ? enumFor(part, key) : undefined;
    if (e) return enumLabel(e, value as EnumCodeValue);
  }
  // A code of a field's own list (decision: approve): the dictionary's words, else the code in words.
  return t(`value.${key}.${value}`, undefined, words(String(value)));
}

/** One scalar in words; undefined for what is not a scalar (objects, lists). */
export function valueWords(key: string, value: unknown, schema?: z.ZodType, kind?: RecordKind): string | undefined {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'genericForm.yes' : 'genericForm.no');
  if (typeof value === 'number' && key.endsWith('_cents')) return moneyWords(value);
  if (typeof value === 'number' || typeof value === 'string') {
    const coded = codeWords(key, value, schema, kind);
    if (coded !== undefined && (codesOf(schema) || STATUS_KEY.test(key))) return coded;
    if (typeof value === 'string' && ISO_TIME.test(value) && value.length > 10) return timeWords(value);
    return typeof value === 'number' ? value.toLocaleString(settings.language === 'zh' ? 'zh-CN' : 'en-AU') : value;
  }
  return undefined;
}
