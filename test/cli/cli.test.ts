import { spawn } from 'node:child_process';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../support/server';

const root = path.resolve(import.meta.dirname, '../..');
const cli = suite<{ server: TestServer; token: string }>('cli');
cli.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
cli.after(async (ctx) => ctx.server.close());

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

cli('runs a query by command id with key=value args', async ({ server, token }) => {
  const out = await runCli(['staff.list', 'page_size=3', 'status=2'], { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token });
  assert.is(out.code, 0, out.stderr);
  const data = JSON.parse(out.stdout);
  assert.is(data.list.length, 3);
  assert.ok(data.list.every((r: { status: number }) => r.status === 2));
});

cli('checks arguments locally with the same schema before sending', async ({ server, token }) => {
  const out = await runCli(['change_progress_status', 'application_id=1', 'status=999'], { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token });
  assert.is(out.code, 2);
  assert.match(out.stderr, /status: Status must be one of/);
});

cli('a write without a version acts on the version read just before, and says so', async ({ server, token }) => {
  const [row] = (await server.call('job_applicant_list_v2', { status: 1, archived: false, page_size: 1 }, { token })).data.list;
  const out = await runCli(['change_progress_status', `application_id=${row.id}`, 'status=2'], { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token });
  assert.is(out.code, 0, out.stderr);
  assert.match(out.stderr, new RegExp(`Application ${row.id}: acting on version ${row.version} \\(read just now\\)`));
  assert.is(JSON.parse(out.stdout).version, row.version + 1);
  const stale = await runCli(['change_progress_status', `application_id=${row.id}`, 'status=7', `version=${row.version}`], { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token });
  assert.is(stale.code, 1);
  assert.match(stale.stderr, /err 409: Application \d+ was changed by someone else/);
});

cli('reports server errors with their code', async ({ server }) => {
  const out = await runCli(['get_staff_list'], { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: '' });
  assert.is(out.code, 1);
  assert.match(out.stderr, /err 3: Not logged in\./);
});

cli('an unknown command lists the catalogue', async ({ server }) => {
  const out = await runCli(['no.such'], { CARE_CONSOLE_URL: server.url });
  assert.is(out.code, 2);
  assert.match(out.stderr, /change_progress_status/);
});

cli('an enumeration argument takes its label or its code in any case (--status Shortlist, --status "not fit")', async ({ server, token }) => {
  const env = { CARE_CONSOLE_URL: server.url, CARE_CONSOLE_TOKEN: token };
  for (const [word, code] of [['Shortlist', 2], ['shortlist', 2], ['not fit', 4], ['NOT_FIT', 4]] as const) {
    const out = await runCli(['application.list', '--status', word, '--page_size', '3', '--json'], env);
    assert.is(out.code, 0, out.stderr);
    const { list } = JSON.parse(out.stdout) as { list: { status: number }[] };
    assert.ok(list.length > 0, `${word}: rows`);
    assert.ok(list.every((r) => r.status === code), `${word} reads as ${code}`);
  }
  const state = await runCli(['staff.list', '--state', 'vic', '--page_size', '2', '--json'], env);
  assert.is(state.code, 0, state.stderr);
  assert.ok((JSON.parse(state.stdout).list as { state: string }[]).every((r) => r.state === 'VIC'), 'a string code in another case');
  const wrong = await runCli(['application.list', '--status', 'Shortlisted?'], env);
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /status: Status must be one of/);
});

cli('a mistyped command name suggests the nearest', async ({ server }) => {
  const out = await runCli(['staf.list'], { CARE_CONSOLE_URL: server.url });
  assert.is(out.code, 2);
  assert.match(out.stderr, /Did you mean 'staff\.list'/);
  const api = await runCli(['get_staf_list'], { CARE_CONSOLE_URL: server.url });
  assert.match(api.stderr, /Did you mean 'get_staff_list'/);
  assert.not.match(api.stderr, /change_progress_status/, 'a suggestion, not the whole catalogue');
});

cli.run();
