// A list's columns read from its command's result schema: which fields show, in what order, and how
// each shows its value (inferred from the field's type and name, or named by an override). Pure: the
// cells (list-cell.tsx) draw what this decides.
import type { z } from 'zod';
import { recordKind, type AnyCommand, type RecordKind } from '../../../../commands';
import type { Enum, EnumCodeValue } from '../../../domain/enums/define-enum';
import { enumFor, unwrapField } from '../../commands/field-kind';
import type { Tone } from '../../ui/status-tag';
import { toneTable } from '../../ui/status-tones';
import { fieldEnums } from './field-enums';
import type { ColumnFormat, ColumnOverride } from './screen-spec';

export interface ColumnPlan {
  key: string;
  format: ColumnFormat;
  /** i18n key of the header. */
  label: string;
  /** The header in English where the key has none: the row field's `meta({ title })`, a list's own field. */
  title?: string;
  width?: number;
  enum?: Enum<EnumCodeValue>;
  /** Set for enums shown as tags. */
  tone?: (code: EnumCodeValue) => Tone;
  /** What the cell shows, where it is more than the row's field (the outbox's kept messages). */
  cellValue?: (row: Record<string, unknown>) => unknown;
}

/** The row schema of a list command (`pagedResult(row)`), or null for a command that is not a list. */
export function rowSchemaOf(command: AnyCommand): z.ZodObject | null {
  const list = (command.result as z.ZodObject).shape?.list as z.ZodType | undefined;
  const element = list && unwrapField(list).def.element;
  return element?._zod.def.type === 'object' ? (element as z.ZodObject) : null;
}

/** Plumbing, not for reading: the row version and references to other records (`job_id`). */
const hiddenByDefault = (key: string) => key === 'version' || key.endsWith('_id');

/** The domain enumeration whose codes a field takes (`codeOf(…)`), if it is one. */
function enumOf(schema: z.ZodType | undefined, key: string): Enum<EnumCodeValue> | undefined {
  if (!schema) return undefined;
  const field = unwrapField(schema);
  if (field.type !== 'enum' && field.type !== 'literal') return undefined;
  return enumFor(field.type === 'enum' ? Object.values(field.def.entries) : [...field.def.values], key);
}

/**
 * A field's enumeration: from the row schema, else from the filter of the same name in the arguments (a
 * list that filters by `experience` codes shows those codes as labels), else a `status` is its kind's,
 * else the one its name always means (field-enums.ts).
 */
function inferFormat(key: string, schema: z.ZodType, kind: RecordKind | undefined, argSchema?: z.ZodType): Pick<ColumnPlan, 'format' | 'enum'> {
  const field = unwrapField(schema);
  if (field.type === 'boolean') return { format: 'boolean' };
  if (field.type === 'array') return { format: 'tags' };
  const e = enumOf(schema, key) ?? enumOf(argSchema, key) ?? (key === 'status' && kind ? recordKind(kind).status : fieldEnums[key]);
  if (e) return { format: 'enum', enum: e };
  if (field.type === 'enum' || field.type === 'literal') return { format: 'text' };
  if (field.type === 'number') return { format: key === 'id' ? 'id' : 'number' };
  if (/date-time/i.test(field.description ?? '') || /_at$/.test(key)) return { format: 'datetime' };
  if (key === 'name' || key === 'title') return { format: 'title' };
  if (/(^|_)(phone|mobile)$/.test(key)) return { format: 'phone' };
  if (/(^|_)email$/.test(key)) return { format: 'email' };
  return { format: 'text' };
}

export function planColumns(
  rowSchema: z.ZodObject,
  kind: RecordKind | undefined,
  { show, columns = {}, args }: { show?: readonly string[]; columns?: { readonly [key: string]: ColumnOverride | undefined }; args?: z.ZodObject } = {},
): ColumnPlan[] {
  const shape = rowSchema.shape as Record<string, z.ZodType>;
  const argShape = (args?.shape ?? {}) as Record<string, z.ZodType>;
  const keys = show ?? Object.keys(shape).filter((key) => !hiddenByDefault(key));
  return keys
    .filter((key) => key in shape && !columns[key]?.hidden)
    .map((key) => {
      const own = columns[key] ?? {};
      const inferred = inferFormat(key, shape[key], kind, argShape[key]);
      const e = own.enum ?? inferred.enum;
      const format = own.format ?? (own.enum ? 'enum' : inferred.format);
      return {
        key,
        format,
        label: own.label ?? `field.${key}`,
        title: shape[key].meta()?.title,
        width: own.width,
        enum: format === 'enum' ? e : undefined,
        tone: format === 'enum' ? (own.tone ?? (e && toneTable(e.name))) : undefined,
        cellValue: own.cellValue,
      };
    });
}
