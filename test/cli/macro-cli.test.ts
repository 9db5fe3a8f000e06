// The CLI against an in-process server: login stores an owner-only token, `commands` lists the served
// catalogue, --flag arguments, and a macro file run with --dry-run (nothing changes) and for real.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';

const root = path.resolve(import.meta.dirname, '../..');
const test = suite<{ server: TestServer; token: string; dir: string; ids: number[] }>('cli macros');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.dir = mkdtempSync(path.join(os.tmpdir(), 'care-console-cli-'));
  const rows = await ctx.server.database.db.select({ id: applications.id }).from(applications)
    .where(and(eq(applications.status, 1), eq(applications.archived, false))).orderBy(applications.id).limit(2);
  ctx.ids = rows.map((r) => r.id);
});
test.after(async (ctx) => ctx.server.close());

/** Through the package's bin launcher, as `npx care-console` runs it. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'src/cli/launcher.js'), ...args], { cwd: os.tmpdir(), env: { ...process.env, CARE_CONSOLE_TOKEN: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

test('login keeps the token in an owner-only file that later calls use; a wrong password exits 1', async ({ server, dir }) => {
  const env = { CARE_CONSOLE_CONFIG_DIR: dir };
  delete (env as Record<string, string>).CARE_CONSOLE_TOKEN;
  const bad = await cli(['login', '--url', server.url, '--email', TEST_ADMIN_EMAIL, '--password', 'wrong-password-123'], env);
  assert.is(bad.code, 1);
  assert.match(bad.stderr, /err \d+: /);
  const ok = await cli(['login', '--url', server.url, '--email', TEST_ADMIN_EMAIL, '--password', TEST_ADMIN_PASSWORD], env);
  assert.is(ok.code, 0, ok.stderr);
  const file = path.join(dir, 'credentials.json');
  assert.is(statSync(file).mode & 0o777, 0o600);
  assert.is(JSON.parse(readFileSync(file, 'utf8')).url, server.url);
  const spawnEnv = { ...env } as Record<string, string>;
  const child = await new Promise<{ code: number; stdout: string }>((resolve) => {
    const { CARE_CONSOLE_TOKEN: _t, ...clean } = process.env;
    const p = spawn(process.execPath, [path.join(root, 'src/cli/launcher.js'), 'staff.list', '--page_size', '2', '--json'], { env: { ...clean, ...spawnEnv } });
    let stdout = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
  assert.is(child.code, 0);
  assert.is(JSON.parse(child.stdout).list.length, 2);
});

test('commands lists the server catalogue from /api/openapi.json; --flag value args; a table on request', async ({ server, token }) => {
  const env = { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token };
  const listed = await cli(['commands', 'status', '--json'], env);
  assert.is(listed.code, 0, listed.stderr);
  assert.ok(JSON.parse(listed.stdout).some((c: { id: string; api: string }) => c.id === 'application.changeStatus' && c.api === 'change_progress_status'));
  const out = await cli(['staff.list', '--page_size', '3', '--status', '2', '--table'], env);
  assert.is(out.code, 0, out.stderr);
  assert.match(out.stdout.split('\n')[0], /^id\s+/);
  assert.is(out.stdout.split('\n').filter((l) => /^\d+\s/.test(l)).length, 3);
  const bad = await cli(['application.changeStatus', '--application_id', '12', '--status'], env);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /--status needs a value/);
});

test('macro run --dry-run reports per row and step and changes nothing; a real run changes the rows', async ({ server, token, dir, ids }) => {
  const env = { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token };
  const file = path.join(dir, 'shortlist.macro');
  writeFileSync(file, '@name Shortlist\n# each application to Shortlisted, then a check item\napplication.changeStatus application_id={{row.id}} status=2\nchecklist.add application_id={{row.id}} content={{note}}\n');
  const statuses = async () => (await server.database.db.select({ id: applications.id, status: applications.status }).from(applications).where(inArray(applications.id, ids))).map((r) => r.status);

  const missing = await cli(['macro', 'run', file, '--ids', ids.join(','), '--dry-run'], env);
  assert.is(missing.code, 2);
  assert.match(missing.stderr, /Give --note <value>/);

  const dry = await cli(['macro', 'run', file, '--ids', ids.join(','), '--dry-run', '--note', 'Call', '--json'], env);
  assert.is(dry.code, 0, dry.stderr);
  const report = JSON.parse(dry.stdout);
  assert.equal([report.dry_run, report.ok_rows, report.rows[0].steps.length], [true, 2, 2]);
  assert.equal(await statuses(), [1, 1], 'the dry run changed nothing');

  const real = await cli(['macro', 'run', file, '--ids', ids.join(','), '--note', 'Call', '--table'], env);
  assert.is(real.code, 0, real.stderr);
  assert.match(real.stdout, /2 row\(s\) done, 0 failed/);
  assert.equal(await statuses(), [2, 2]);

  const broken = path.join(dir, 'broken.macro');
  writeFileSync(broken, '@name Broken\napplication.changeStatus application_id={{row.id}} status=999\n');
  const refused = await cli(['macro', 'run', broken, '--ids', '1'], env);
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /broken\.macro:2:59: status: Status must be one of/);
});

test.run();
