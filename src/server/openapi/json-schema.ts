// zod → the JSON Schema an OpenAPI 3.1 document embeds (draft 2020-12, which OpenAPI 3.1 uses as is).
import { z } from 'zod';

export type JsonSchema = Record<string, any>;

/**
 * A file field as OpenAPI describes a multipart part: `format: binary` for the generators that still read
 * OpenAPI 3.0's spelling, `contentMediaType` for 3.1's. zod's own `contentEncoding: binary` is dropped: it
 * says the string is encoded in the JSON text, which a multipart part is not.
 */
function fileSchema(schema: JsonSchema): void {
  const { maxLength: maxBytes, description } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  const size = maxBytes === undefined ? '' : `At most ${maxBytes.toLocaleString('en-AU')} bytes.`;
  Object.assign(schema, {
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    ...(maxBytes === undefined ? {} : { maxLength: maxBytes }),
    ...(description || size ? { description: [description, size].filter(Boolean).join(' ') } : {}),
  });
}

/** The schema of a zod type as a request (`input`: before defaults and transforms) or an answer (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    // Refinements, transforms and dates have no JSON Schema; they are checked by the server alone.
    unrepresentable: 'any',
    override: (ctx) => {
      if ((ctx.zodSchema as any)._zod.def.type === 'file') fileSchema(ctx.jsonSchema as JsonSchema);
    },
  }) as JsonSchema;
  // Each schema sits inside one document whose dialect is already 2020-12.
  delete json.$schema;
  return json;
}
