import type { z } from 'zod';
import type { FieldError } from '../../domain/errors';

/** zod issues → one FieldError per field, with messages people can act on. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: path ? `${path}.${key}` : key, message: 'Unknown field.' });
      continue;
    }
    const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
    const generic = issue.message.startsWith('Invalid input');
    out.push({ path, message: missing && generic ? 'Required.' : issue.message });
  }
  return out;
}

export const NUL_MESSAGE = 'Must not contain a NUL character.';
export const LONE_SURROGATE_MESSAGE = 'Contains a broken character (half of a surrogate pair, such as a cut emoji) that cannot be saved.';

/** Why PostgreSQL text (and the audit row's JSON) cannot hold this string, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  // A lone UTF-16 surrogate (JSON's "\ud800") is not Unicode: text columns and jsonb refuse it.
  return text.isWellFormed() ? null : LONE_SURROGATE_MESSAGE;
}

/** A key as it can be shown in a field path: NULs spelled out, lone surrogates replaced. */
const shownKey = (key: string) => key.replaceAll('\0', '\\0').toWellFormed();

/**
 * Every string (and key) of a body that PostgreSQL cannot store (a NUL character, ill-formed Unicode), as
 * a FieldError naming its path: refused at the door for every command alike, before any handler runs.
 */
export function unstorableTextErrors(value: unknown, path = ''): FieldError[] {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? [{ path, message: problem }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableTextErrors(item, path ? `${path}.${i}` : String(i)));
  if (typeof value !== 'object' || value === null || value instanceof Blob) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key;
    const problem = unstorable(key);
    return problem ? [{ path: shownKey(at), message: problem }] : unstorableTextErrors(item, at);
  });
}

type Shape = Record<string, z.ZodType>;

function baseType(schema: z.ZodType): string {
  let current: any = schema;
  // Optional, default, nullable and pipes wrap the type that decides how a form string is read.
  while (current?._zod?.def?.innerType || current?._zod?.def?.in) current = current._zod.def.innerType ?? current._zod.def.in;
  const def = current?._zod?.def;
  if (def?.type === 'literal') return typeof def.values[0];
  return def?.type ?? 'unknown';
}

/**
 * Form-encoded bodies carry only strings; read each by the type its field declares, so one schema
 * validates JSON and form bodies alike. A value that does not read cleanly stays a string and fails
 * validation with a message naming the field.
 */
export function coerceFormBody(shape: Shape, body: Record<string, string | string[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    const field = shape[key];
    if (!field) {
      out[key] = raw;
      continue;
    }
    const type = baseType(field);
    const read = (value: string): unknown => {
      if (type === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
      if (type === 'boolean' && ['true', '1', 'false', '0'].includes(value)) return value === 'true' || value === '1';
      return value;
    };
    if (type === 'array') out[key] = (Array.isArray(raw) ? raw : [raw]);
    else out[key] = Array.isArray(raw) ? raw.map(read) : read(raw);
  }
  return out;
}
