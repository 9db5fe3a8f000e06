// A value valid by a JSON Schema, built from the schema itself: its examples, default, const or enum
// first, then values made to its type, format, pattern and bounds. Each candidate is checked with the
// caller's validator, so what comes back is valid or undefined (the schema asked for something this
// cannot build). Optional object fields are left out: the smallest valid body.
import fc from 'fast-check';

export type Schema = Record<string, any>;

export interface SampleContext {
  /** ajv's answer for one value against one (sub)schema. */
  valid(schema: Schema, value: unknown): boolean;
  /** Real record ids for a field name (staff_id → ids of staff in the database), most suitable first. */
  idsFor(name: string): number[];
  /** A moment all date and time fields use (a quarter hour, some days ahead). */
  moment: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function stringCandidates(schema: Schema, name: string, ctx: SampleContext): string[] {
  const out: string[] = [];
  const at = ctx.moment;
  switch (schema.format) {
    case 'email': out.push(`probe.${name.replace(/\W/g, '')}@example.com`); break;
    case 'date-time': out.push(at.toISOString().replace('.000Z', 'Z'), at.toISOString()); break;
    case 'date': out.push(isoDate(at)); break;
    case 'time': out.push('09:00:00', '09:00'); break;
    case 'uri': case 'url': out.push('https://example.com/page'); break;
    case 'uuid': out.push('4b0f2d62-3c1e-4e8a-9f7b-2a6c1d5e8f90'); break;
    case 'ipv4': out.push('192.0.2.10'); break;
  }
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s: Schema) => s.pattern)].filter(Boolean);
  for (const pattern of patterns) {
    try {
      out.push(...fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 20, seed: 21 }));
    } catch {
      // A pattern fast-check cannot read: the other candidates may still match it.
    }
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const words = `Sample ${name.replace(/_/g, ' ')} text`;
  const text = words.length >= min ? words : words.padEnd(min, 'x');
  out.push(text.slice(0, max), 'a'.repeat(Math.max(min, 1)).slice(0, Math.max(max, 1)), '1', 'A1b2c3d4e5', '/sample');
  return out;
}

function numberCandidates(schema: Schema, name: string, ctx: SampleContext): number[] {
  const out: number[] = [];
  if (/(^|_)id$/.test(name)) out.push(...ctx.idsFor(name).slice(0, 3));
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0.5) : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (schema.type === 'integer' ? 1 : 0.5) : undefined);
  for (const base of [1, low, high, low !== undefined && high !== undefined ? Math.floor((low + high) / 2) : undefined, 0, 15, 60]) {
    if (base === undefined) continue;
    const step = schema.multipleOf;
    out.push(step ? Math.ceil(base / step) * step : base);
  }
  return out;
}

/** The nth (0: first) candidate the schema accepts. */
function nthValid(schema: Schema, candidates: unknown[], ctx: SampleContext, nth: number): unknown {
  let left = nth;
  for (const c of candidates) if (c !== undefined && ctx.valid(schema, c) && left-- === 0) return c;
  return undefined;
}

/** An object's "one of these fields" alternative (required fields, no type of its own), not a value's. */
const namesFields = (a: Schema) => Array.isArray(a.required) && !('type' in a) && !('anyOf' in a) && !('oneOf' in a);

const without = (schema: Schema, ...keys: string[]) => Object.fromEntries(Object.entries(schema).filter(([k]) => !keys.includes(k)));

function objectValue(schema: Schema, ctx: SampleContext, depth: number): unknown {
  const value: Record<string, unknown> = {};
  const properties: Record<string, Schema> = schema.properties ?? {};
  const fill = (key: string) => {
    if (key in value || !properties[key]) return key in value;
    const v = sampleValue(properties[key], key, ctx, depth + 1);
    if (v === undefined) return false;
    value[key] = v;
    return true;
  };
  for (const key of schema.required ?? []) fill(key);
  // "One of these fields": the first alternative whose fields can be made.
  const alternatives: Schema[] = schema.anyOf ?? schema.oneOf ?? [];
  if (alternatives.length && alternatives.every(namesFields)) alternatives.some((a) => a.required.every(fill));
  for (const [key, needs] of Object.entries<string[]>(schema.dependentRequired ?? {})) if (key in value) needs.forEach(fill);
  if (ctx.valid(schema, value)) return value;
  // A rule across fields (an hourly rate at most 500): try the next few values of one field at a time.
  for (const key of Object.keys(value)) {
    const kept = value[key];
    for (let nth = 1; nth <= 4; nth++) {
      const other = sampleValue(properties[key] ?? {}, key, ctx, depth + 1, nth);
      if (other === undefined) break;
      value[key] = other;
      if (ctx.valid(schema, value)) return value;
    }
    value[key] = kept;
  }
  // Some rule needs more than the required fields: try adding the optional ones one by one.
  for (const key of Object.keys(properties)) {
    if (key in value) continue;
    fill(key);
    if (ctx.valid(schema, value)) return value;
  }
  return undefined;
}

/** A value `schema` accepts, or undefined. `name` is the field's name (ids are looked up by it). */
export function sampleValue(schema: Schema | boolean, name: string, ctx: SampleContext, depth = 0, nth = 0): unknown {
  if (schema === true) return 'sample';
  if (schema === false || depth > 12) return undefined;
  const direct = [...(schema.examples ?? []), ...('const' in schema ? [schema.const] : []), ...(schema.enum ?? []).filter((v: unknown) => v !== null), schema.default];
  const found = nthValid(schema, direct, ctx, nth);
  if (found !== undefined) return found;
  const alternatives: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives && !alternatives.every(namesFields)) {
    const rest = without(schema, 'anyOf', 'oneOf');
    // Null last: a real value says more about the operation.
    const ordered = [...alternatives].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
    for (const option of ordered) {
      const v = sampleValue({ ...rest, ...option }, name, ctx, depth + 1);
      if (v !== undefined && ctx.valid(schema, v)) return v;
    }
    return undefined;
  }
  if (schema.allOf && !schema.type) {
    const merged = schema.allOf.reduce((all: Schema, part: Schema) => ({ ...all, ...part }), without(schema, 'allOf'));
    const v = sampleValue(merged, name, ctx, depth + 1);
    return v !== undefined && ctx.valid(schema, v) ? v : undefined;
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type.filter((t: string) => t !== 'null') : schema.type ? [schema.type] : [];
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');
  switch (type) {
    case 'object': return objectValue(schema, ctx, depth);
    case 'array': {
      const item: Schema = schema.items ?? {};
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      const singular = name.replace(/s$/, '');
      // A list of ids (notice_ids): real ones, as for a single id field.
      const ids = /(^|_)ids$/.test(name) ? ctx.idsFor(singular) : [];
      const items: unknown[] = [];
      for (let i = 0; i < count; i++) {
        const v = item.type === 'integer' && ids[i] !== undefined && ctx.valid(item, ids[i]) ? ids[i] : sampleValue(item, i ? `${singular}_${i}` : singular, ctx, depth + 1);
        if (v === undefined) return schema.minItems ? undefined : [];
        items.push(v);
      }
      return nthValid(schema, [items, items.slice(0, schema.minItems ?? 0)], ctx, 0);
    }
    case 'integer':
    case 'number': return nthValid(schema, numberCandidates(schema, name, ctx), ctx, nth);
    case 'boolean': return nthValid(schema, [false, true], ctx, nth);
    case 'string': return nthValid(schema, stringCandidates(schema, name, ctx), ctx, nth);
    default: return undefined;
  }
}
