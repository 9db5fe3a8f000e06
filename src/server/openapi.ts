import { z } from 'zod';
import type { AnyCommand } from '../../commands';
import { accountsFor } from '../../commands/permissions';

/** OpenAPI 3.1 generated from the catalogue, so the docs cannot drift from the schemas. */
export function buildOpenApi(commands: readonly AnyCommand[]) {
  const envelope = (data: object) => ({
    type: 'object',
    required: ['err', 'msg', 'data'],
    properties: { err: { type: 'integer', description: '0 is success; see src/domain/errors.ts' }, msg: { type: 'string' }, data },
  });
  const paths: Record<string, unknown> = {};
  for (const command of commands) {
    if (command.kind === 'client' || !command.api) continue;
    paths[`/api/admin/${command.api}`] = {
      post: {
        operationId: command.api,
        summary: command.title,
        tags: [command.area],
        description: `Command \`${command.id}\` (${command.kind}).${command.danger ? ' Dangerous.' : ''} ${
          command.public ? 'Needs no session.' : `Account types: ${accountsFor(command).join(', ')}; any other gets err 403.`
        }`,
        security: command.public ? [] : [{ bearer: [] }],
        // Spec §3 account types that may call it (commands/permissions.ts); absent on sign-in calls.
        ...(command.public ? {} : { 'x-account-types': accountsFor(command) }),
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(command.args, { io: 'input', unrepresentable: 'any' }) },
            'application/x-www-form-urlencoded': { schema: z.toJSONSchema(command.args, { io: 'input', unrepresentable: 'any' }) },
          },
        },
        responses: {
          200: {
            description: 'Success (err 0)',
            content: { 'application/json': { schema: envelope(z.toJSONSchema(command.result, { io: 'output', unrepresentable: 'any' })) } },
          },
          default: { description: 'An error: err ≠ 0 and msg says what is wrong', content: { 'application/json': { schema: envelope({}) } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Care Console API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
