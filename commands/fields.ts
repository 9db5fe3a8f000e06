import { z } from 'zod';
import { EMAIL_PATTERN, validateEmail } from '../src/domain/validation/email';
import { EMAIL_INVALID } from '../src/domain/validation/messages';

/** Reusable argument fields; each carries the spec's own message where the spec has one. */

const MAX_ID = 2_147_483_647; // PostgreSQL integer

export const recordId = (what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a number.`) })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be positive.`)
    .max(MAX_ID, `${what} is too large.`);

export const page = z.number().int().min(1, 'Page starts at 1.').default(1);
export const pageSize = z.number().int().min(1, 'Page size must be at least 1.').max(200, 'Page size is at most 200.').default(20);
export const keyword = z.string().trim().max(100, 'Keyword is at most 100 characters.').optional();
/** Lists read newest first unless the caller asks otherwise. */
export const sortDir = z.enum(['asc', 'desc']).default('desc');

/**
 * The version of a row the caller last saw; required on every write to a row people edit, so acting on a
 * stale row is a conflict, never a silent overwrite.
 */
export const version = z
  .number({ error: (issue) => (issue.input === undefined ? 'Version is required: the version of the record you last saw.' : 'Version must be a number.') })
  .int('Version must be a whole number.')
  .nonnegative('Version must not be negative.')
  .describe('Version last seen; a stale one is a conflict');

/**
 * A rule written as a pattern, so the API's JSON Schema carries it, with the message the domain's validator
 * gives for the value (the pattern accepts exactly what the validator does; `fallback` is never shown then).
 */
export const messageFrom = (validate: (value: string) => string | null, fallback: string) => ({
  error: (issue: { input?: unknown }) => validate(String(issue.input ?? '')) ?? fallback,
});

export const email = z.string({ error: 'Email address is required.' }).trim().regex(EMAIL_PATTERN, messageFrom(validateEmail, EMAIL_INVALID));

/**
 * "At least one of these sets of fields" for the API's JSON Schema (`.meta()` beside the refinement, which
 * gives the message): each set is an anyOf alternative of required fields.
 */
export const anyOfFields = (...sets: string[][]) => ({ anyOf: sets.map((required) => ({ required })) });
/** "Exactly one of these sets of fields", as anyOfFields. */
export const oneOfFields = (...sets: string[][]) => ({ oneOf: sets.map((required) => ({ required })) });

/** A password's letter and digit, both required, as one pattern. */
export const LETTER_AND_DIGIT = /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*\d)/;
/** What a password field shows as its example in the API document. */
export const PASSWORD_EXAMPLE = 'Rosters2026Winter';

/** A code of one of the domain's enumerations, with an error that names the field and the allowed codes. */
export function codeOf<const C extends number | string>(
  field: string,
  e: { codes: readonly C[] },
) {
  const codes = e.codes as unknown as [C, ...C[]];
  return z.literal(codes, { error: `${field} must be one of ${codes.join(', ')}.` });
}

/**
 * Paged list answers share one shape so the list screen kit can show any of them. `total` is exact up to
 * a threshold and estimated above it (`total_estimated`), shown as 'about 98,000'; acting on 'all
 * matching' still works on the exact set.
 */
export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative(), total_estimated: z.boolean() });
}

export const isoDateTime = z.string().describe('ISO 8601 date-time');
