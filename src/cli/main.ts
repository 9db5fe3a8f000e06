/**
 * Runs any catalogue command against a server: `npm run cli -- <id or api> [json args | key=value …]`.
 * Arguments are checked locally with the command's own schema before anything is sent.
 *   CARE_CONSOLE_URL (default http://localhost:8080), CARE_CONSOLE_TOKEN (from `npm run cli -- login`).
 */
import { recordKind, registry, takesVersion, versionQueryOf, type AnyCommand } from '../../commands';
import { COMMAND_SOURCE_HEADER, type CommandSource } from '../domain/command-source';

const url = process.env.CARE_CONSOLE_URL ?? 'http://localhost:8080';

function usage(): never {
  const lines = registry.all.filter((c) => c.kind !== 'client').map((c) => `  ${c.id.padEnd(30)} ${c.api!.padEnd(32)} ${c.title}`);
  console.error(`usage: npm run cli -- <command id or api name> ['{"json":"args"}' | key=value …]\n\ncommands:\n${lines.join('\n')}`);
  process.exit(2);
}

function parseArgs(words: string[]): Record<string, unknown> {
  if (words.length === 1 && words[0].trim().startsWith('{')) return JSON.parse(words[0]);
  const out: Record<string, unknown> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq < 1) throw new Error(`'${word}' is not key=value`);
    const raw = word.slice(eq + 1);
    // Numbers, booleans and JSON literals are read as such; everything else is a string.
    try {
      out[word.slice(0, eq)] = JSON.parse(raw);
    } catch {
      out[word.slice(0, eq)] = raw;
    }
  }
  return out;
}

const [name, ...rest] = process.argv.slice(2);
if (!name) usage();
const command: AnyCommand | undefined = registry.byId.get(name) ?? registry.byApi.get(name);
if (!command || command.kind === 'client') {
  console.error(`No server command '${name}'.`);
  usage();
}

let args: Record<string, unknown>;
try {
  args = parseArgs(rest);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const token = process.env.CARE_CONSOLE_TOKEN;
const headers = { 'content-type': 'application/json', [COMMAND_SOURCE_HEADER]: 'cli' satisfies CommandSource, ...(token ? { authorization: `Bearer ${token}` } : {}) };

async function post(api: string, body: unknown): Promise<{ err: number; msg: string; data: any }> {
  const response = await fetch(`${url}/api/admin/${api}`, { method: 'POST', headers, body: JSON.stringify(body) }).catch((error: Error) => {
    console.error(`Cannot reach ${url}: ${error.message}`);
    process.exit(1);
  });
  return (await response.json()) as { err: number; msg: string; data: unknown };
}

/**
 * A write to an edited row needs the version last seen. A script that did not read one gets the current
 * version read just before (said on stderr), so it acts on the record as it is now, never blindly.
 */
async function readVersion(command: AnyCommand, args: Record<string, unknown>): Promise<void> {
  const query = versionQueryOf(command);
  const id = query && args[query.idArg];
  if (!query || typeof id !== 'number') return;
  const answer = await post(registry.byId.get(query.commandId)!.api!, { [query.idArg]: id });
  if (answer.err !== 0) return; // the write itself then reports what is wrong
  args.version = answer.data.version;
  console.error(`${recordKind(query.kind).label} ${id}: acting on version ${args.version} (read just now)`);
}

function checkLocally(schema: AnyCommand['args']) {
  const checked = schema.safeParse(args);
  if (checked.success) return;
  for (const issue of checked.error.issues) console.error(`${issue.path.join('.') || '(args)'}: ${issue.message}`);
  process.exit(2);
}

// Everything but a missing version is checked before anything is sent, the version read included.
const versionMissing = takesVersion(command) && args.version === undefined;
checkLocally(versionMissing ? command.args.omit({ version: true } as never) : command.args);
if (versionMissing && command.kind === 'action') await readVersion(command, args);
checkLocally(command.args);

const answer = await post(command.api!, args);
if (answer.err !== 0) {
  console.error(`err ${answer.err}: ${answer.msg}`);
  process.exit(1);
}
console.log(JSON.stringify(answer.data, null, 2));
