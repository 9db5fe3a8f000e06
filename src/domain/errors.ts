// Spec §8 and the wire contract: every answer is `{ err, msg, data }`. This is the one table of err
// codes; the server maps them to HTTP statuses and the client maps them to a reaction from here.

/** The codes this product answers with. 0 and 3 are the spec's; the rest are ours (ARCHITECTURE.md). */
export const ERR = Object.freeze({
  ok: 0,
  notLoggedIn: 3,
  invalidArguments: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
} as const);

export type ErrKey = keyof typeof ERR;
export type ErrCode = (typeof ERR)[ErrKey];

/** Spec §8: the client rejects these without a message. What they mean is not in the spec. */
export const SILENT_ERRS = Object.freeze([4, 127, 129, 133, 7317] as const);

export type ErrCodeRow = {
  readonly code: number;
  readonly key: string;
  readonly httpStatus: number;
  readonly meaning: string;
};

const SILENT_MEANING = 'spec: rejected silently, meaning not shown';

export const errCodes: readonly ErrCodeRow[] = Object.freeze(
  [
    { code: ERR.ok, key: 'ok', httpStatus: 200, meaning: 'Success.' },
    { code: ERR.notLoggedIn, key: 'notLoggedIn', httpStatus: 401, meaning: 'Not logged in: the client logs out and goes to /login.' },
    ...SILENT_ERRS.map((code) => ({ code, key: `silent${code}`, httpStatus: 200, meaning: SILENT_MEANING })),
    { code: ERR.invalidArguments, key: 'invalidArguments', httpStatus: 400, meaning: 'Arguments failed validation; data lists a FieldError per bad field.' },
    { code: ERR.forbidden, key: 'forbidden', httpStatus: 403, meaning: 'The account may not run this command.' },
    { code: ERR.notFound, key: 'notFound', httpStatus: 404, meaning: 'The record or the api does not exist.' },
    { code: ERR.conflict, key: 'conflict', httpStatus: 409, meaning: 'Stale version, or a status transition the table does not allow.' },
    { code: ERR.payloadTooLarge, key: 'payloadTooLarge', httpStatus: 413, meaning: 'The request body is larger than the server accepts (1 MB).' },
    { code: ERR.rateLimited, key: 'rateLimited', httpStatus: 429, meaning: 'Too many requests; try again later.' },
    { code: ERR.internal, key: 'internal', httpStatus: 500, meaning: 'Unexpected server failure (no stack trace is sent).' },
    {
      code: ERR.unavailable, key: 'unavailable', httpStatus: 503,
      meaning: 'The database is not reachable (restarting or down); try again after the Retry-After seconds. A write cut off while it committed may or may not have been saved.',
    },
  ].map((row) => Object.freeze(row)),
);

const httpByCode = new Map(errCodes.map((row) => [row.code, row.httpStatus]));

/** HTTP status for an err code; a code missing from the table is treated as internal. */
export function httpStatusFor(code: number): number {
  return httpByCode.get(code) ?? 500;
}

/** One bad field of an invalidArguments answer; `path` is the dotted field path the form shows it on. */
export type FieldError = { path: string; message: string };

export type ClientReaction = 'ok' | 'logout' | 'silent' | 'toast';

/** Spec §8: what the client does with an answer's err. */
export function clientReaction(err: number): ClientReaction {
  if (err === ERR.ok) return 'ok';
  if (err === ERR.notLoggedIn) return 'logout';
  if ((SILENT_ERRS as readonly number[]).includes(err)) return 'silent';
  return 'toast';
}

/** Toast text when the answer has no msg (spec §8). */
export const DEFAULT_ERROR_MESSAGE = 'Error';
/** Shown when the route guard fails to load roles without a message (spec §2). */
export const GUARD_ERROR_MESSAGE = 'Has Error';

/** The text of an error toast: the server's msg, or 'Error' when it is empty. */
export function errorToastText(msg: string | null | undefined): string {
  return msg && msg.trim() !== '' ? msg : DEFAULT_ERROR_MESSAGE;
}
