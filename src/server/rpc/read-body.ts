import type { Context } from 'hono';
import type { z } from 'zod';
import { ERR } from '../../domain/errors';
import { AppError } from '../app-error';
import { coerceFormBody } from './validation';

/** JSON, form-encoded and multipart bodies all become one plain object for the command's schema. */
export async function readBody(c: Context, args: z.ZodObject): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const text = type.startsWith('multipart/form-data') ? null : await c.req.text();
  if (text !== null && text.trim() === '') return {};
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(text!);
    const body: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      body[key] = values.length > 1 || key.endsWith('[]') ? values : values[0];
    }
    return coerceFormBody(args.shape, renameArrayKeys(body));
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody({ all: true });
    return coerceFormBody(args.shape, renameArrayKeys(form as Record<string, string | string[]>));
  }
  try {
    return JSON.parse(text!);
  } catch {
    throw new AppError(ERR.invalidArguments, 'The body is not valid JSON.', { fields: [] });
  }
}

/** tags[]=a&tags[]=b is the usual form spelling of an array. */
function renameArrayKeys(body: Record<string, string | string[]>) {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) out[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
  return out;
}
