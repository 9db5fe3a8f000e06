import { ERR, type FieldError } from '../domain/errors';

/** An expected failure with a wire err code; anything else thrown is answered as internal. */
export class AppError extends Error {
  constructor(
    readonly err: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, id?: number | string) =>
  new AppError(ERR.notFound, id === undefined ? `${what} not found.` : `${what} ${id} not found.`);

export const conflict = (message: string, data: Record<string, unknown> | null = null) => new AppError(ERR.conflict, message, data);

export const forbidden = (message = 'You are not allowed to do this.') => new AppError(ERR.forbidden, message);

export const notLoggedIn = (message = 'Not logged in.') => new AppError(ERR.notLoggedIn, message);

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(ERR.rateLimited, message, { retry_after_seconds: retryAfterSeconds });

/** The message names every field and what is wrong; `fields` lets a form put each on its input. */
export function invalidArguments(fields: FieldError[]): AppError {
  const message = fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join(' ');
  return new AppError(ERR.invalidArguments, message || 'Invalid arguments.', { fields });
}
