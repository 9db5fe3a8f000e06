// `care-console login [--url U] [--email E] [--password P] [--code 123456]`: asks for what is not given
// (the password without echo), follows a verification-code sign-in, and keeps the token in the owner-only
// credentials file (settings.ts). `logout` ends the session and forgets it.
import { createInterface } from 'node:readline/promises';
import { CliError, EXIT } from './cli-error';
import { client } from './http';
import { forgetCredentials, saveCredentials, settings } from './settings';

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError(EXIT.usage, `${question.replace(/: $/, '')} is needed: pass it as a flag (not a terminal, so no prompt).`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed, only the question.
    const write = (rl as unknown as { _writeToOutput: (s: string) => void });
    write._writeToOutput = (s: string) => { if (s.includes(question)) process.stdout.write(question); };
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

export async function login(flags: Record<string, unknown>): Promise<void> {
  const current = settings();
  const url = String(flags.url ?? current.url).replace(/\/+$/, '');
  const typed = flags.email ?? flags.username ?? ((await ask(`Email${current.email ? ` [${current.email}]` : ''}: `)) || current.email);
  const email = String(typed ?? '');
  const password = String(flags.password ?? process.env.CARE_CONSOLE_PASSWORD ?? (await ask('Password: ', true)));
  const api = client(url, null);
  const answer = await api.post('login', { username: email, password });
  if (answer.err !== 0) throw new CliError(EXIT.failed, `err ${answer.err}: ${answer.msg}`);
  let token: string | null = answer.data.token;
  if (!token && answer.data.verify_ticket) {
    const code = String(flags.code ?? (await ask(`Code sent to ${answer.data.destination ?? 'you'}: `)));
    const verified = await api.post('login_verify_request', { verify_ticket: answer.data.verify_ticket, code });
    if (verified.err !== 0) throw new CliError(EXIT.failed, `err ${verified.err}: ${verified.msg}`);
    token = verified.data.token;
  }
  if (!token) throw new CliError(EXIT.failed, 'The server answered without a session token.');
  const file = saveCredentials({ url, token, email });
  console.error(`Signed in to ${url} as ${email}; the token is in ${file} (readable by you only).`);
}

export async function logout(): Promise<void> {
  const { url, token } = settings();
  if (token) await client(url, token).post('logout', {}).catch(() => undefined);
  forgetCredentials();
  console.error('Signed out; the stored token is gone.');
}
