import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configFromEnv } from '../../src/server/config';
import { startServer } from '../../src/server/start';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-start-'));
const config = { ...configFromEnv({ DATA_DIR: dataDir } as NodeJS.ProcessEnv), port: 0, host: '127.0.0.1' };

async function signIn(url: string, password: string) {
  const response = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password }) });
  return (await response.json()) as { err: number; data: { token: string } };
}

test('first start on an empty data folder: migrate, make the admin with a printed password, seed; a restart keeps it all', async () => {
  const lines: string[] = [];
  const first = await startServer(config, { log: (line) => lines.push(line) });
  const printed = /password: (\S+)/.exec(lines.join('\n'));
  assert.ok(printed, `a generated password is printed: ${lines.join(' | ')}`);
  assert.ok(lines.some((l) => /^Seeded the demo world/.test(l)), 'the demo world is seeded');
  const answer = await signIn(first.url, printed![1]);
  assert.is(answer.err, 0);
  const list = await fetch(`${first.url}/api/admin/get_staff_list`, { method: 'POST', headers: { authorization: `Bearer ${answer.data.token}` }, body: '{}' });
  const total = (await list.json()).data.total;
  assert.ok(total > 100);
  await first.close();

  const again: string[] = [];
  const second = await startServer(config, { log: (line) => again.push(line) });
  assert.equal(again, [], 'no second admin, no second seed');
  const signedIn = await signIn(second.url, printed![1]);
  assert.is(signedIn.err, 0);
  const list2 = await fetch(`${second.url}/api/admin/get_staff_list`, { method: 'POST', headers: { authorization: `Bearer ${signedIn.data.token}` }, body: '{}' });
  assert.is((await list2.json()).data.total, total);
  await second.close();
});

test('a taken port stops the start before the database is opened, naming the port', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const port = (holder.address() as AddressInfo).port;
  const untouched = path.join(mkdtempSync(path.join(tmpdir(), 'cc-port-')), 'data');
  const started = Date.now();
  try {
    await startServer({ ...configFromEnv({ DATA_DIR: untouched } as NodeJS.ProcessEnv), port, host: '127.0.0.1' }, { log: () => {} });
    assert.unreachable('started on a taken port');
  } catch (error) {
    assert.match((error as Error).message, new RegExp(`Cannot listen on 127\\.0\\.0\\.1:${port}: it is taken`));
  } finally {
    holder.close();
  }
  assert.not.ok(existsSync(untouched), 'no database was made');
  assert.ok(Date.now() - started < 2000, 'it stops at once, not after a migration and a seed');
});

test('there is no fixed default password', async () => {
  const other = { ...config, dataDir: mkdtempSync(path.join(tmpdir(), 'cc-start-')), seedScale: 'none' as const };
  const lines: string[] = [];
  const server = await startServer(other, { log: (line) => lines.push(line) });
  const password = /password: (\S+)/.exec(lines.join('\n'))![1];
  assert.ok(password.length >= 16);
  for (const guess of ['admin', 'password', 'admin123', 'changeme']) assert.is((await signIn(server.url, guess)).err, 400);
  await server.close();
});

test.run();
