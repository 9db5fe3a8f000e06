// The request body of an operation as the server reads it (rpc/read-body.ts): an upload only as
// multipart/form-data, every other call as JSON or, when its fields can be written in one, as a form.
import type { z } from 'zod';
import type { AnyCommand } from '../../../commands';
import { attachmentTypes } from '../../domain/attachment-rules';
import { readsUploadItself } from '../adapters/file-store-staging';
import { takesFiles } from '../rpc/read-body';
import { formBodySchema } from './form-body';
import type { JsonSchema } from './json-schema';

const isFile = (schema: JsonSchema | undefined) => schema?.format === 'binary';

/** The Content-Type a part should have: what the server keeps, or the CSV an import reads. */
function fileTypes(command: AnyCommand): string {
  return readsUploadItself(command.id) ? 'text/csv' : attachmentTypes.map((t) => t.mime).join(', ');
}

/** Multipart parts: each file field (or list of files) with the types it takes. */
function multipart(command: AnyCommand, schema: JsonSchema) {
  const encoding: Record<string, { contentType: string }> = {};
  for (const [key, field] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    if (isFile(field) || isFile(field.items)) encoding[key] = { contentType: fileTypes(command) };
  }
  return { 'multipart/form-data': { schema, encoding } };
}

export function requestBody(command: AnyCommand, schema: JsonSchema) {
  // An empty body is read as {}: a call whose fields are all optional may send none.
  const required = (schema.required ?? []).length > 0 || Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf);
  if (takesFiles(command.args as z.ZodObject)) {
    return { required: true, description: 'Files cannot be sent in JSON or a form: send multipart/form-data.', content: multipart(command, schema) };
  }
  const form = formBodySchema(command.args as z.ZodObject, schema);
  return {
    required,
    content: {
      'application/json': { schema },
      ...(form ? { 'application/x-www-form-urlencoded': { schema: form } } : {}),
    },
  };
}
