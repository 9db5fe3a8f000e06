// The largest body a schema lets a client send, so a 413 is documented where a valid call can meet it.
import type { JsonSchema } from './json-schema';

/** A JSON string escapes a character in at most 6 bytes (\u001f); a file part is its bytes. */
const BYTES_PER_CHARACTER = 6;
/** Formats whose values have a short, fixed shape (an ISO date-time, a UUID). */
const SHORT_FORMATS = new Set(['date', 'date-time', 'time', 'uuid', 'ipv4', 'ipv6', 'duration']);
const SHORT_FORMAT_BYTES = 64;
/** Key quotes, colon, comma or bracket around each value. */
const OVERHEAD = 8;

/** An upper bound of the JSON text of any value the schema accepts; Infinity when it has none. */
export function maxJsonBytes(schema: JsonSchema | boolean | undefined): number {
  if (schema === undefined || typeof schema === 'boolean') return Infinity;
  if ('const' in schema) return JSON.stringify(schema.const).length * BYTES_PER_CHARACTER;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((v: unknown) => JSON.stringify(v).length * BYTES_PER_CHARACTER));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && !schema.type) return Math.max(...alternatives.map(maxJsonBytes));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return Infinity;
  return Math.max(
    ...types.map((type) => {
      switch (type) {
        case 'null':
        case 'boolean':
          return 5;
        case 'integer':
        case 'number':
          return 24;
        case 'string':
          if (schema.format === 'binary') return schema.maxLength ?? Infinity;
          if (SHORT_FORMATS.has(schema.format)) return SHORT_FORMAT_BYTES;
          return schema.maxLength === undefined ? Infinity : schema.maxLength * BYTES_PER_CHARACTER + 2;
        case 'array':
          if (schema.maxItems === undefined) return Infinity;
          return 2 + schema.maxItems * (maxJsonBytes(schema.items) + OVERHEAD);
        case 'object': {
          if (schema.additionalProperties !== false) return Infinity;
          let total = 2;
          for (const [key, value] of Object.entries<JsonSchema>(schema.properties ?? {})) total += key.length + OVERHEAD + maxJsonBytes(value);
          return total;
        }
        default:
          return Infinity;
      }
    }),
  );
}
