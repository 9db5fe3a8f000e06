// `care-console <command id or api name> --arg value …`: checked locally with the command's own schema
// before anything is sent; a write without a version acts on the version read just before (said on
// stderr), so a script acts on the record as it is now, never blindly.
import { recordKind, registry, takesVersion, versionQueryOf, type AnyCommand } from '../../commands';
import { CliError, EXIT } from './cli-error';
import type { Client } from './http';

function checkLocally(schema: AnyCommand['args'], args: Record<string, unknown>): void {
  const checked = schema.safeParse(args);
  if (checked.success) return;
  throw new CliError(EXIT.usage, checked.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join('\n'));
}

async function readVersion(api: Client, command: AnyCommand, args: Record<string, unknown>): Promise<void> {
  const query = versionQueryOf(command);
  const id = query && args[query.idArg];
  if (!query || typeof id !== 'number') return;
  const answer = await api.post(registry.byId.get(query.commandId)!.api!, { [query.idArg]: id });
  if (answer.err !== 0) return; // the write itself then reports what is wrong
  args.version = answer.data.version;
  console.error(`${recordKind(query.kind).label} ${id}: acting on version ${args.version} (read just now)`);
}

export function serverCommand(name: string): AnyCommand | undefined {
  const command = (registry.byId.get(name) ?? registry.byApi.get(name)) as AnyCommand | undefined;
  return command && command.kind !== 'client' ? command : undefined;
}

export async function callCommand(api: Client, command: AnyCommand, args: Record<string, unknown>): Promise<unknown> {
  // Everything but a missing version is checked before anything is sent, the version read included.
  const versionMissing = takesVersion(command) && args.version === undefined;
  checkLocally(versionMissing ? command.args.omit({ version: true } as never) : command.args, args);
  if (versionMissing && command.kind === 'action') await readVersion(api, command, args);
  checkLocally(command.args, args);
  const answer = await api.post(command.api!, args);
  if (answer.err !== 0) {
    const fields = (answer.data as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
    throw new CliError(EXIT.failed, [`err ${answer.err}: ${answer.msg}`, ...fields.map((f) => `  ${f.path}: ${f.message}`)].join('\n'));
  }
  return answer.data;
}

/** The catalogue as served: /api/openapi.json's operations (what this server offers, with its account types). */
export async function listCommands(api: Client): Promise<{ id: string; api: string; kind: string; title: string; area: string }[]> {
  const doc = (await api.getJson('/api/openapi.json')) as { paths?: Record<string, { post?: { operationId: string; summary: string; tags?: string[]; description?: string } }> };
  return Object.values(doc.paths ?? {}).flatMap((p) => {
    const op = p.post;
    if (!op) return [];
    const found = /^Command `([^`]+)` \((\w+)\)/.exec(op.description ?? '');
    return [{ id: found?.[1] ?? '', api: op.operationId, kind: found?.[2] ?? '', title: op.summary, area: op.tags?.[0] ?? '' }];
  }).sort((a, b) => a.id.localeCompare(b.id));
}
