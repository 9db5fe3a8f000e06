// How the palette asks for a command's arguments: read the zod schema field by field, skip what the
// context already knows (`fill`), and turn each remaining field into a choice or an input step.
import type { z } from 'zod';
import type { AnyCommand, ArgSource, CommandContext } from '../../../commands';
import { allEnums } from '../../domain/enums/index';
import type { EnumCodeValue } from '../../domain/enums/define-enum';

export interface ChoiceOption {
  value: unknown;
  /** English label; `labelKey` translates it when the dictionary has the key. */
  label: string;
  labelKey?: string;
  default?: boolean;
}

export type ArgStep =
  | { key: string; kind: 'choice'; schema: z.ZodType; options: ChoiceOption[]; source?: undefined }
  | { key: string; kind: 'source'; schema: z.ZodType; source: ArgSource }
  | { key: string; kind: 'input'; schema: z.ZodType; inputType: 'number' | 'text' };

interface Unwrapped {
  type: string;
  def: any;
  optional: boolean;
  hasDefault: boolean;
  defaultValue: unknown;
}

/** Peels optional/default/nullable/pipe wrappers off a field to find the type that decides the step. */
export function unwrapField(schema: z.ZodType): Unwrapped {
  let def: any = (schema as any)._zod.def;
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  for (let guard = 0; guard < 20; guard++) {
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      hasDefault = true;
      defaultValue = typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
    } else if (def.type !== 'nullable' && def.type !== 'readonly' && def.type !== 'pipe') break;
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) break;
    def = inner._zod.def;
  }
  return { type: def.type, def, optional, hasDefault, defaultValue };
}

/** Labels for a literal list of codes: the domain enum holding exactly those codes, if there is one. */
function enumFor(values: readonly unknown[]) {
  return allEnums.find((e) => values.length > 0 && values.every((v) => e.has(v)) && e.codes.length === values.length);
}

/** The options of an enum or literal field, labelled from the domain enum that holds its codes. */
function choiceOptions(key: string, field: Unwrapped, current: unknown): ChoiceOption[] {
  if (field.type === 'boolean') {
    // A flag the focused record already has (archived) is most likely being flipped.
    const preselect = typeof current === 'boolean' ? !current : true;
    return [
      { value: true, label: 'Yes', labelKey: `value.${key}.true`, default: preselect },
      { value: false, label: 'No', labelKey: `value.${key}.false`, default: !preselect },
    ];
  }
  if (field.type === 'enum') {
    return Object.values(field.def.entries as Record<string, string | number>).map((value) => ({
      value,
      label: String(value),
      labelKey: `value.${key}.${value}`,
      default: field.hasDefault && field.defaultValue === value,
    }));
  }
  const values = [...(field.def.values as unknown[])];
  const e = enumFor(values);
  return values.map((value) => ({
    value,
    label: e?.label(value as EnumCodeValue) ?? String(value),
    labelKey: e ? `enum.${e.name}.${value}` : undefined,
    default: field.hasDefault && field.defaultValue === value,
  }));
}

/**
 * Arguments known before the palette asks anything: the command's own `fill` from the context, plus the
 * focused record's version where the command takes one, so acting on a stale row is a conflict rather
 * than a silent overwrite.
 */
export function knownArgs(command: AnyCommand, ctx: CommandContext): Record<string, unknown> {
  const known: Record<string, unknown> = { ...(command.fill?.(ctx) ?? {}) };
  const shape = command.args.shape as Record<string, z.ZodType>;
  const version = ctx.record?.fields?.version;
  if ('version' in shape && known.version === undefined && command.recordArg && ctx.record && known[command.recordArg] === ctx.record.id && typeof version === 'number') {
    known.version = version;
  }
  return known;
}

/** The steps still to ask, in schema order. Optional fields and fields with defaults are not asked. */
export function argSteps(command: AnyCommand, known: Record<string, unknown>, ctx?: CommandContext): ArgStep[] {
  const shape = command.args.shape as Record<string, z.ZodType>;
  const sources = (command.argSources ?? {}) as Record<string, ArgSource | undefined>;
  const steps: ArgStep[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    if (known[key] !== undefined) continue;
    const source = sources[key];
    if (source) {
      steps.push({ key, kind: 'source', schema, source });
      continue;
    }
    const field = unwrapField(schema);
    if (field.optional || field.hasDefault) continue;
    if (field.type === 'boolean' || field.type === 'enum' || field.type === 'literal') {
      steps.push({ key, kind: 'choice', schema, options: choiceOptions(key, field, ctx?.record?.fields?.[key]) });
    }
    else steps.push({ key, kind: 'input', schema, inputType: field.type === 'number' ? 'number' : 'text' });
  }
  return steps;
}

/** Reads what the user typed as the field's type; a number field gets a number when the text is one. */
export function readInput(step: Extract<ArgStep, { kind: 'input' }>, text: string): unknown {
  if (step.inputType === 'number') {
    const trimmed = text.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
  }
  return text;
}
