// OpenAPI 3.1 generated from the catalogue, so the document cannot drift from the schemas the server
// checks. A generated client can follow it: bodies as the server reads them (request-body.ts), every
// error an operation can answer (error-answers.ts), and the servers to call.
import type { z } from 'zod';
import type { AnyCommand } from '../../../commands';
import { accountsFor } from '../../../commands/permissions';
import { maxBodyBytesFor, takesFiles } from '../rpc/read-body';
import { maxJsonBytes } from './body-bound';
import { errorComponents, errorResponses, type CommandFacts } from './error-answers';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { requestBody } from './request-body';

export interface OpenApiOptions {
  /** PUBLIC_URL: the address people reach the console at, when it is set. */
  publicUrl?: string;
}

/** A field that holds a record's id (id, staff_id, ids, notice_ids): the record may not exist. */
const RECORD_ID = /(^|_)ids?$/;

function factsOf(command: AnyCommand, args: JsonSchema, previews: ReadonlySet<string>): CommandFacts {
  const files = takesFiles(command.args as z.ZodObject);
  return {
    public: Boolean(command.public),
    kind: command.kind,
    previews: previews.has(command.id),
    declared: command.errors ?? [],
    namesRecord: Object.keys(args.properties ?? {}).some((key) => RECORD_ID.test(key)),
    // A file's size is the person's choice, known only when it is sent.
    largeBody: files || maxJsonBytes(args) > maxBodyBytesFor(command.args as z.ZodObject),
  };
}

function okAnswer(result: JsonSchema) {
  return {
    type: 'object',
    required: ['err', 'msg', 'data'],
    properties: { err: { const: 0 }, msg: { type: 'string' }, data: result },
  };
}

function operation(command: AnyCommand, previews: ReadonlySet<string>) {
  const args = jsonSchemaOf(command.args, 'input');
  return {
    operationId: command.api,
    summary: command.title,
    tags: [command.area],
    description: `Command \`${command.id}\` (${command.kind}).${command.danger ? ' Dangerous.' : ''} ${
      command.public ? 'Needs no session.' : `Account types: ${accountsFor(command).join(', ')}; any other gets err 403.`
    }`,
    security: command.public ? [] : [{ bearer: [] }],
    // Spec §3 account types that may call it (commands/permissions.ts); absent on sign-in calls.
    ...(command.public ? {} : { 'x-account-types': accountsFor(command) }),
    'x-max-body-bytes': maxBodyBytesFor(command.args as z.ZodObject),
    requestBody: requestBody(command, args),
    responses: {
      200: {
        description: 'Success (err 0)',
        content: { 'application/json': { schema: okAnswer(jsonSchemaOf(command.result, 'output')) } },
      },
      ...errorResponses(factsOf(command, args, previews)),
    },
  };
}

/** The servers: the one that served the document (a relative URL), and PUBLIC_URL when it is set. */
function servers(options: OpenApiOptions) {
  const list = [{ url: '/', description: 'The server this document came from' }];
  if (options.publicUrl) list.push({ url: options.publicUrl.replace(/\/+$/, ''), description: 'The public address (PUBLIC_URL)' });
  return list;
}

export function buildOpenApi(commands: readonly AnyCommand[], options: OpenApiOptions = {}) {
  const paths: Record<string, unknown> = {};
  const tags = new Set<string>();
  const previews = new Set(commands.flatMap((c) => (c.preview ? [c.preview] : [])));
  for (const command of commands) {
    if (command.kind === 'client' || !command.api) continue;
    paths[`/api/admin/${command.api}`] = { post: operation(command, previews) };
    tags.add(command.area);
  }
  const errors = errorComponents();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Care Console API',
      version: '1',
      description: 'Every call is a POST to /api/admin/<api> and answers { err, msg, data } (docs: src/domain/errors.ts).',
    },
    servers: servers(options),
    tags: [...tags].sort().map((name) => ({ name, description: `Commands of the ${name} area.` })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token login answers.' } },
      schemas: errors.schemas,
      responses: errors.responses,
    },
    paths,
  };
}
