// Where the CLI keeps what `login` learned: <config dir>/care-console/credentials.json, readable by its
// owner only (0600). CARE_CONSOLE_URL and CARE_CONSOLE_TOKEN win over the file; CARE_CONSOLE_CONFIG_DIR
// moves the file (tests).
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_URL = 'http://localhost:8080';

export function configDir(env = process.env): string {
  if (env.CARE_CONSOLE_CONFIG_DIR) return env.CARE_CONSOLE_CONFIG_DIR;
  const base = process.platform === 'win32' ? (env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming')) : (env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'));
  return path.join(base, 'care-console');
}

export const credentialsFile = (env = process.env) => path.join(configDir(env), 'credentials.json');

interface Stored {
  url?: string;
  token?: string;
  email?: string;
}

function readStored(env = process.env): Stored {
  try {
    return JSON.parse(readFileSync(credentialsFile(env), 'utf8')) as Stored;
  } catch {
    return {};
  }
}

/** The server and token to use: environment first, then the file `login` wrote. */
export function settings(env = process.env): { url: string; token: string | null; email?: string } {
  const stored = readStored(env);
  const token = env.CARE_CONSOLE_TOKEN !== undefined ? env.CARE_CONSOLE_TOKEN : (stored.token ?? null);
  return { url: (env.CARE_CONSOLE_URL ?? stored.url ?? DEFAULT_URL).replace(/\/+$/, ''), token: token || null, email: stored.email };
}

export function saveCredentials(stored: Stored, env = process.env): string {
  const file = credentialsFile(env);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an older file keeps its mode on write
  return file;
}

export function forgetCredentials(env = process.env): void {
  rmSync(credentialsFile(env), { force: true });
}
