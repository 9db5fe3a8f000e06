// What kind of control one argument of a command needs, read from its zod schema. The palette's
// argument walk and the generated forms both ask this, so a field is a list, a checkbox, a record
// search or a 15-minute time picker in both places alike.
import type { z } from 'zod';
import { kindOfArg, type RecordKind } from '../../../commands/record-kinds';
import { enumFor } from '../../domain/enums/enum-for';
import type { EnumCodeValue } from '../../domain/enums/define-enum';

export interface ChoiceOption {
  value: unknown;
  /** English label; `labelKey` translates it when the dictionary has the key. */
  label: string;
  labelKey?: string;
  default?: boolean;
  /** Destructive: never preselected, and confirmed before it runs. */
  danger?: boolean;
  /** Another command takes over when this is chosen (Completed → complete recruitment, with its preview). */
  command?: string;
  /** Arguments that command starts with (Restore: archived = false). */
  args?: Record<string, unknown>;
}

/** The option preselected before anything is typed: the marked default, never a destructive one. */
export function preselectedOption<T extends { default?: boolean; danger?: boolean }>(options: readonly T[]): T | undefined {
  return options.find((o) => o.default && !o.danger);
}

export type FieldControl = 'boolean' | 'choice' | 'number' | 'text' | 'date' | 'time' | 'datetime' | 'record' | 'list' | 'other';

export interface FieldInfo {
  key: string;
  schema: z.ZodType;
  control: FieldControl;
  optional: boolean;
  hasDefault: boolean;
  defaultValue: unknown;
  description?: string;
  /** Choices of an enum, a literal list of codes or a boolean. */
  options?: ChoiceOption[];
  /** The kind of record a `*_id` field refers to, searched by record search. */
  recordKind?: RecordKind;
}

interface Unwrapped {
  type: string;
  def: any;
  optional: boolean;
  hasDefault: boolean;
  defaultValue: unknown;
  description?: string;
}

/** Peels optional/default/nullable/pipe wrappers off a field to find the type that decides the control. */
export function unwrapField(schema: z.ZodType): Unwrapped {
  let current: any = schema;
  let def: any = current._zod.def;
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  let description: string | undefined = current.description;
  for (let guard = 0; guard < 20; guard++) {
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      hasDefault = true;
      defaultValue = typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
    } else if (def.type !== 'nullable' && def.type !== 'readonly' && def.type !== 'pipe') break;
    current = def.type === 'pipe' ? def.in : def.innerType;
    if (!current) break;
    def = current._zod.def;
    description ??= current.description;
  }
  return { type: def.type, def, optional, hasDefault, defaultValue, description };
}

export { enumFor };

function choiceOptions(key: string, field: Unwrapped, current: unknown): ChoiceOption[] {
  if (field.type === 'boolean') {
    // A flag the focused record already has (archived) is most likely being flipped.
    const preselect = typeof current === 'boolean' ? !current : field.hasDefault ? field.defaultValue === true : true;
    return [
      { value: true, label: 'Yes', labelKey: `value.${key}.true`, default: preselect },
      { value: false, label: 'No', labelKey: `value.${key}.false`, default: !preselect },
    ];
  }
  // A z.enum of a domain enum's codes (the Review filter's pending/approved/rejected) shows its labels too.
  const values = field.type === 'enum' ? Object.values(field.def.entries as Record<string, string | number>) : [...(field.def.values as unknown[])];
  const e = enumFor(values, key);
  if (field.type === 'enum' && !e) {
    return values.map((value) => ({
      value: value as string | number,
      label: String(value),
      labelKey: `value.${key}.${value}`,
      default: field.hasDefault && field.defaultValue === value,
    }));
  }
  return values.map((value) => ({
    value,
    label: e?.label(value as EnumCodeValue) ?? String(value),
    labelKey: e ? `enum.${e.name}.${value}` : undefined,
    default: field.hasDefault && field.defaultValue === value,
  }));
}

function dateControl(key: string, field: Unwrapped): FieldControl | null {
  const format: string | undefined = field.def.format;
  if (format === 'datetime') return 'datetime';
  if (format === 'date') return 'date';
  if (format === 'time') return 'time';
  const d = field.description ?? '';
  if (/date-time/i.test(d)) return 'datetime';
  if (/ISO 8601 date\b/i.test(d) || /(^|_)date$/.test(key)) return 'date';
  if (/(^|_)time$/.test(key)) return 'time';
  return null;
}

/** The control for one argument; `current` is the focused record's value of the same name, if any. */
export function describeField(key: string, schema: z.ZodType, current?: unknown): FieldInfo {
  const field = unwrapField(schema);
  const base = { key, schema, optional: field.optional, hasDefault: field.hasDefault, defaultValue: field.defaultValue, description: field.description };
  if (field.type === 'boolean') return { ...base, control: 'boolean', options: choiceOptions(key, field, current) };
  if (field.type === 'enum' || field.type === 'literal') return { ...base, control: 'choice', options: choiceOptions(key, field, current) };
  if (field.type === 'number') {
    const recordKind = kindOfArg(key);
    return recordKind ? { ...base, control: 'record', recordKind } : { ...base, control: 'number' };
  }
  if (field.type === 'string') return { ...base, control: dateControl(key, field) ?? 'text' };
  if (field.type === 'array') return { ...base, control: 'list' };
  return { ...base, control: 'other' };
}

/** Every argument of an object schema, in schema order. */
export function describeFields(args: z.ZodObject, current?: Record<string, unknown>): FieldInfo[] {
  return Object.entries(args.shape as Record<string, z.ZodType>).map(([key, schema]) => describeField(key, schema, current?.[key]));
}
