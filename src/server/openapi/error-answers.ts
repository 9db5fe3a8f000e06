// The error answers of the document, from the one table of err codes (src/domain/errors.ts): a schema
// and a response per code, shared by every operation that can give it, and which operations those are.
import { errCodes, ERR, type ErrCodeRow } from '../../domain/errors';
import type { JsonSchema } from './json-schema';

/** What decides which errors a command can answer, as the catalogue says it. */
export interface CommandFacts {
  public: boolean;
  kind: string;
  /** It shows what an action would do, so it refuses what the action would (commands' `preview`). */
  previews: boolean;
  /** What the command declares beyond these (its `errors`). */
  declared: readonly string[];
  /** Its arguments name a record (an id), which may not exist. */
  namesRecord: boolean;
  /** A body its schema allows, or the file it carries, may be larger than the server reads. */
  largeBody: boolean;
}

/**
 * Which operations each row of the table applies to. A row without a rule here (a code added later) is
 * documented on every operation until someone narrows it. 403 applies to all: a browser's call from
 * another site is refused before anything else (auth/same-origin.ts).
 */
const appliesTo: Partial<Record<string, (facts: CommandFacts) => boolean>> = {
  notLoggedIn: (f) => !f.public,
  notFound: (f) => f.namesRecord,
  // Stale versions, status moves the table refuses, values already taken: every write can meet one, and
  // so can the preview of one.
  conflict: (f) => f.kind === 'action' || f.previews,
  payloadTooLarge: (f) => f.largeBody,
  // Only the sign-in calls need no session, and each counts its attempts (auth/attempt-guards.ts).
  rateLimited: (f) => f.public,
};

const pascal = (key: string) => key[0].toUpperCase() + key.slice(1);
const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Error rows answered with an HTTP error status; 5xx answers are the `default` response. */
const clientErrors = errCodes.filter((row) => row.httpStatus >= 400 && row.httpStatus < 500);

const SIGN_IN_FORBIDDEN = 'ForbiddenSignIn';
const UNEXPECTED = 'Unexpected';

function dataOf(row: ErrCodeRow): JsonSchema {
  if (row.code === ERR.invalidArguments) {
    return { type: 'object', required: ['fields'], properties: { fields: { type: 'array', items: ref('schemas', 'FieldError') } } };
  }
  if (row.code === ERR.rateLimited) {
    return { type: 'object', required: ['retry_after_seconds'], properties: { retry_after_seconds: { type: 'integer', minimum: 0 } } };
  }
  return { type: ['object', 'null'] };
}

function answerSchema(row: ErrCodeRow): JsonSchema {
  return { allOf: [ref('schemas', 'ErrorAnswer'), { properties: { err: { const: row.code }, data: dataOf(row) } }] };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** components.schemas and components.responses for the error answers. */
export function errorComponents(): { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = {
    ErrorAnswer: {
      type: 'object',
      description: 'Every answer is { err, msg, data }; err 0 is success (src/domain/errors.ts lists the codes).',
      required: ['err', 'msg', 'data'],
      properties: {
        err: { type: 'integer', description: 'Not 0: what went wrong' },
        msg: { type: 'string', description: 'What is wrong, for a person' },
        data: { description: 'More about the error, or null' },
      },
    },
    FieldError: {
      type: 'object',
      description: 'One bad field: `path` is its dotted path in the body (items.0.name).',
      required: ['path', 'message'],
      properties: { path: { type: 'string' }, message: { type: 'string' } },
    },
  };
  const responses: Record<string, JsonSchema> = {};
  for (const row of clientErrors) {
    schemas[`${pascal(row.key)}Answer`] = answerSchema(row);
    responses[pascal(row.key)] = { description: `err ${row.code}: ${row.meaning}`, content: json(ref('schemas', `${pascal(row.key)}Answer`)) };
  }
  const forbidden = errCodes.find((row) => row.code === ERR.forbidden)!;
  responses[pascal(forbidden.key)].description +=
    ' Also when the account type is not in x-account-types, or when a browser sent the call from another site.';
  responses[SIGN_IN_FORBIDDEN] = {
    description: `err ${forbidden.code}: the account may not sign in (inactive, or outside its dates), or a browser sent the call from another site.`,
    content: json(ref('schemas', `${pascal(forbidden.key)}Answer`)),
  };
  responses[UNEXPECTED] = {
    description: 'A failure of the server or its database (err 500, or 503 while the database is unreachable).',
    content: json(ref('schemas', 'ErrorAnswer')),
  };
  return { schemas, responses };
}

/** The error responses of one operation, each a reference to the shared one. */
export function errorResponses(facts: CommandFacts): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const row of clientErrors) {
    if (!facts.declared.includes(row.key) && !(appliesTo[row.key]?.(facts) ?? true)) continue;
    const name = row.code === ERR.forbidden && facts.public ? SIGN_IN_FORBIDDEN : pascal(row.key);
    out[String(row.httpStatus)] = ref('responses', name);
  }
  out.default = ref('responses', UNEXPECTED);
  return out;
}
