// Command-line words → arguments: `--name value`, `--name=value`, `name=value` (the older form), a lone
// JSON object, and bare switches (`--dry-run`). A value reads as JSON when it is JSON (12, true, [1,2],
// {"a":1}, "quoted"), else as text, so `--status 2` is the number 2 and `--note hello` the text hello.
import { CliError, EXIT } from './cli-error';

export interface Words {
  /** Arguments by name, values read as above. */
  named: Record<string, unknown>;
  /** Words that are not arguments (a sub-command, a file). */
  positional: string[];
}

export function readValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** `switches` take no value (`--json`, `--dry-run`). */
export function parseWords(words: readonly string[], switches: ReadonlySet<string>): Words {
  const named: Record<string, unknown> = {};
  const positional: string[] = [];
  const put = (name: string, value: unknown) => {
    if (name in named) throw new CliError(EXIT.usage, `--${name} is given twice.`);
    named[name] = value;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word.startsWith('--') && word.length > 2) {
      const body = word.slice(2);
      const eq = body.indexOf('=');
      if (eq > 0) put(body.slice(0, eq), readValue(body.slice(eq + 1)));
      else if (switches.has(body)) put(body, true);
      else if (i + 1 >= words.length || (words[i + 1].startsWith('--') && words[i + 1].length > 2)) throw new CliError(EXIT.usage, `--${body} needs a value: --${body} <value>.`);
      else put(body, readValue(words[++i]));
    } else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) {
      const eq = word.indexOf('=');
      put(word.slice(0, eq), readValue(word.slice(eq + 1)));
    } else if (word.trim().startsWith('{') && positional.length === 0 && Object.keys(named).length === 0) {
      const value = readValue(word);
      if (typeof value !== 'object' || value === null) throw new CliError(EXIT.usage, `'${word}' is not a JSON object.`);
      Object.assign(named, value);
    } else positional.push(word);
  }
  return { named, positional };
}

/** Takes a CLI option out of the arguments (so it is not sent to the server). */
export function takeOption(named: Record<string, unknown>, name: string): unknown {
  const value = named[name];
  delete named[name];
  return value;
}
