import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_FILES_PER_UPLOAD } from '../../domain/attachment-rules';
import { ERR } from '../../domain/errors';
import { AppError, invalidArguments } from '../app-error';
import { coerceFormBody, unstorableTextErrors } from './validation';

/** Every body but an upload's. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** An upload's body: its files at their largest, and room for the rest of the form. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILES_PER_UPLOAD * MAX_ATTACHMENT_BYTES + MAX_BODY_BYTES;

/** The type under optional/default/nullable wrappers, and under an array. */
function innerType(schema: z.ZodType): string {
  let current: any = schema;
  for (let guard = 0; guard < 20 && current?._zod?.def; guard++) {
    const def = current._zod.def;
    if (def.type === 'array') current = def.element;
    else if (def.innerType || def.in) current = def.innerType ?? def.in;
    else return def.type;
  }
  return 'unknown';
}

/** Whether a command takes files (z.file() fields), so its body may be as large as an upload's. */
export function takesFiles(args: z.ZodObject): boolean {
  return Object.values(args.shape as Record<string, z.ZodType>).some((field) => innerType(field) === 'file');
}

const bodyBytes = new WeakMap<z.ZodObject, number>();

/** The largest body a command's call may have (worked out once per command). */
export function maxBodyBytesFor(args: z.ZodObject | undefined): number {
  if (!args) return MAX_BODY_BYTES;
  let max = bodyBytes.get(args);
  if (max === undefined) bodyBytes.set(args, (max = takesFiles(args) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES));
  return max;
}

/** No command's arguments nest this deep; deeper bodies are refused before anything walks them. */
export const MAX_BODY_DEPTH = 32;

/** How deep arrays and objects nest, counting no further than just past `limit` (no recursion). */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null || item instanceof Blob) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const badBody = (message: string) => new AppError(ERR.invalidArguments, message, { fields: [] });

/**
 * JSON, form-encoded and multipart bodies all become one plain object for the command's schema. A body
 * that cannot be read, or holds text PostgreSQL cannot store anywhere (a NUL, a lone surrogate), is refused
 * here for every command alike.
 */
export async function readBody(c: Context, args: z.ZodObject): Promise<unknown> {
  const body = await parse(c, args);
  if (nestingDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) throw badBody(`The body is nested more than ${MAX_BODY_DEPTH} levels deep; no command takes that.`);
  const unstorable = unstorableTextErrors(body);
  if (unstorable.length) throw invalidArguments(unstorable);
  return body;
}

async function parse(c: Context, args: z.ZodObject): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    if (!/;\s*boundary=/.test(type)) throw badBody('A multipart body needs a boundary in its Content-Type.');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badBody('The multipart body could not be read.');
    }
    return coerceFormBody(args.shape, renameArrayKeys(form as Record<string, string | string[]>));
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(text);
    const body: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      body[key] = values.length > 1 || key.endsWith('[]') ? values : values[0];
    }
    return coerceFormBody(args.shape, renameArrayKeys(body));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badBody('The body is not valid JSON.');
  }
}

/** tags[]=a&tags[]=b is the usual form spelling of an array. */
function renameArrayKeys(body: Record<string, string | string[]>) {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) out[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
  return out;
}
