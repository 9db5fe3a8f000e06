// Which commands a form-encoded body can call, and the schema of that body. A form carries only text:
// the server reads each field by the type its schema declares (rpc/validation.ts coerceFormBody), so a
// number, a boolean or a list of texts can be sent, but not an object, null, or a list of numbers.
import type { z } from 'zod';
import type { JsonSchema } from './json-schema';

const TEXT = new Set(['string', 'template_literal']);

/** The zod type under the wrappers coerceFormBody looks through (optional, default, nullable, pipe). */
function unwrapped(schema: z.ZodType): any {
  let current: any = schema;
  while (current?._zod?.def?.innerType || current?._zod?.def?.in) current = current._zod.def.innerType ?? current._zod.def.in;
  return current?._zod?.def;
}

/** Whether the field arrives as a string the schema accepts as it is. */
function readsAsText(def: any): boolean {
  if (TEXT.has(def?.type)) return true;
  if (def?.type === 'enum') return Object.values(def.entries).every((v) => typeof v === 'string');
  if (def?.type === 'literal') return def.values.every((v: unknown) => typeof v === 'string');
  // A union gets the string as sent: it can be written in a form when one of its options takes text.
  if (def?.type === 'union') return def.options.some((option: z.ZodType) => readsAsText(unwrapped(option)));
  return false;
}

/** Whether one field can be written in a form and read back as the schema expects. */
export function formExpressible(field: z.ZodType): boolean {
  const def = unwrapped(field);
  if (readsAsText(def)) return true;
  if (def?.type === 'number' || def?.type === 'boolean') return true; // read by the declared type
  if (def?.type === 'literal') return def.values.every((v: unknown) => ['string', 'number', 'boolean'].includes(typeof v));
  // A list's items are passed on as text (tags=a&tags=b), never read as numbers.
  if (def?.type === 'array') return readsAsText(unwrapped(def.element));
  return false;
}

/** A form cannot say null: the schema without its null alternatives. */
function withoutNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.anyOf)) {
    const rest = schema.anyOf.filter((option: JsonSchema) => option.type !== 'null');
    if (rest.length === 1) {
      const { anyOf: _, ...others } = schema;
      return { ...rest[0], ...others };
    }
    return { ...schema, anyOf: rest };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t: string) => t !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  return schema;
}

/** Adds an alternative's required fields and its rules on fields the form has. */
function mergeInto(form: JsonSchema, option: JsonSchema): void {
  form.required = [...new Set([...(form.required ?? []), ...(option.required ?? [])])];
  for (const [key, rule] of Object.entries<JsonSchema>(option.properties ?? {})) {
    if (key in form.properties) form.properties[key] = { ...form.properties[key], ...rule };
  }
}

/**
 * The form-encoded body of a command: its JSON body's schema with only the fields a form can carry, or null
 * when a field it requires cannot be written in a form (then JSON is the only way to call it).
 */
export function formBodySchema(args: z.ZodObject, json: JsonSchema): JsonSchema | null {
  const shape = args.shape as Record<string, z.ZodType>;
  const required: string[] = json.required ?? [];
  const left = Object.keys(shape).filter((key) => !formExpressible(shape[key]));
  if (left.some((key) => required.includes(key))) return null;
  const properties: Record<string, JsonSchema> = {};
  for (const [key, schema] of Object.entries<JsonSchema>(json.properties ?? {})) if (!left.includes(key)) properties[key] = withoutNull(schema);
  const form: JsonSchema = { ...json, properties };
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(json[keyword])) continue;
    // "One of these fields": the alternatives a form can still meet.
    const options = json[keyword].filter((option: JsonSchema) => (option.required ?? []).every((key: string) => key in properties));
    if (!options.length) return null;
    if (options.length > 1) form[keyword] = options;
    else {
      // The one way left is simply what the form requires.
      delete form[keyword];
      mergeInto(form, options[0]);
    }
  }
  if (left.length) form.description = `${left.join(', ')} cannot be written in a form; send JSON to set ${left.length > 1 ? 'them' : 'it'}.`;
  return form;
}
