/**
 * care-console: the console's commands from a terminal (`npx care-console …` or `npm run cli -- …`).
 *   login [--url U] [--email E] [--password P]     sign in; the token is kept in ~/.config/care-console (0600)
 *   logout
 *   commands [keyword]                               the server's commands (from /api/openapi.json)
 *   <command id or api> [--arg value …]              run one, checked locally with the catalogue's schema
 *   macro check <file>                               check a macro file against the catalogue
 *   macro run <file> [--dry-run] [--ids 1,2,3] [--mode stop|continue] [--<param> value]
 * Output: a table on a terminal, JSON when piped; --json / --table choose. Exit 0 ok, 1 refused or
 * failed, 2 a wrong command line. CARE_CONSOLE_URL and CARE_CONSOLE_TOKEN override the stored login.
 */
import { registry } from '../../commands';
import { checkMacro } from '../../commands/macro-check';
import { callCommand, listCommands, serverCommand } from './call-command';
import { CliError, EXIT } from './cli-error';
import { codesForWords } from './enum-words';
import { parseWords, takeOption } from './flags';
import { client } from './http';
import { login, logout } from './login';
import { parseIds, runMacroFile } from './macro-file';
import { nearestWords } from './nearest-word';
import { formatFor, render } from './output';
import { settings } from './settings';
import { readFileSync } from 'node:fs';

const SWITCHES = new Set(['json', 'table', 'dry-run', 'help']);
const OWN_WORDS = ['login', 'logout', 'commands', 'macro', 'help'];

function usage(): string {
  const lines = registry.all.filter((c) => c.kind !== 'client').map((c) => `  ${c.id.padEnd(34)} ${c.api!.padEnd(36)} ${c.title}`);
  return `usage: care-console <command id or api name> [--name value …] [--json|--table]
       care-console login | logout | commands [keyword] | macro check <file> | macro run <file> [--dry-run] [--ids 1,2,3]

commands:
${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.error(usage());
    return name ? EXIT.ok : EXIT.usage;
  }
  const { named, positional } = parseWords(rest, SWITCHES);
  const format = formatFor({ json: takeOption(named, 'json'), table: takeOption(named, 'table') });
  const { url, token } = settings();
  const api = client(url, token);

  if (name === 'login') return login(named).then(() => EXIT.ok);
  if (name === 'logout') return logout().then(() => EXIT.ok);
  if (name === 'commands') {
    const keyword = positional[0]?.toLowerCase();
    const list = (await listCommands(api)).filter((c) => !keyword || `${c.id} ${c.api} ${c.title} ${c.area}`.toLowerCase().includes(keyword));
    console.log(format === 'json' ? render(list, 'json') : render(list, 'table'));
    return EXIT.ok;
  }
  if (name === 'macro') {
    const [verb, file] = positional;
    if (!file || (verb !== 'run' && verb !== 'check')) throw new CliError(EXIT.usage, 'usage: care-console macro run <file> [--dry-run] [--ids 1,2,3] [--mode stop|continue] [--<param> value] | macro check <file>');
    if (verb === 'check') {
      const { issues } = checkMacro(readFileSync(file, 'utf8'), registry);
      if (issues.length) throw new CliError(EXIT.usage, issues.map((i) => `${file}:${i.line}:${i.column}: ${i.message}`).join('\n'));
      console.error(`${file}: ok`);
      return EXIT.ok;
    }
    const dryRun = Boolean(takeOption(named, 'dry-run'));
    const ids = parseIds(takeOption(named, 'ids'));
    const mode = takeOption(named, 'mode') ?? 'stop';
    if (mode !== 'stop' && mode !== 'continue') throw new CliError(EXIT.usage, `--mode is stop or continue, not '${mode}'.`);
    return runMacroFile(api, { file, dryRun, ids, mode, params: named, format });
  }

  const command = serverCommand(name);
  if (!command) {
    const near = nearestWords(name, [...OWN_WORDS, ...registry.all.filter((c) => c.kind !== 'client').flatMap((c) => [c.id, c.api!])]);
    if (near.length) throw new CliError(EXIT.usage, `No command '${name}'. Did you mean ${near.map((w) => `'${w}'`).join(' or ')}?\n(care-console help lists every command.)`);
    throw new CliError(EXIT.usage, `No server command '${name}'.\n\n${usage()}`);
  }
  if (positional.length) throw new CliError(EXIT.usage, `'${positional[0]}' is not an argument: write --name value.`);
  const data = await callCommand(api, command, codesForWords(command, named));
  console.log(render(data, format));
  return EXIT.ok;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = error.code;
}
