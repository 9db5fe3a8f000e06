// Probes from outside, as issue 6 found them: NUL bytes, broken multipart bodies, oversized bodies, caching
// of personal data, missing assets, and the audit source a client claims.
import { desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { COMMAND_SOURCES } from '../../src/domain/command-source';
import { auditLog } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';

const probes = suite<{ server: TestServer; token: string }>('security probes');
probes.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
probes.after(async (ctx) => ctx.server.close());

const NUL = 'Must not contain a NUL character.';
const BROKEN = 'Contains a broken character (half of a surrogate pair, such as a cut emoji) that cannot be saved.';

async function post(server: TestServer, api: string, init: { headers?: Record<string, string>; body?: BodyInit; duplex?: 'half' }) {
  const response = await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', ...init } as RequestInit);
  const text = await response.text();
  let json: { err: number; msg: string; data: any } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Asserted below: every answer is JSON.
  }
  return { status: response.status, headers: response.headers, text, json };
}

probes('a NUL byte in a text argument is a 400 naming the field, in JSON, form and multipart bodies', async ({ server, token }) => {
  const json = await server.call('get_staff_list', { keyword: 'an\u0000na' }, { token });
  assert.is(json.status, 400);
  assert.equal(json.data.fields, [{ path: 'keyword', message: NUL }]);
  assert.is(json.msg, `keyword: ${NUL}`);

  const form = await server.call('login', { username: `${TEST_ADMIN_EMAIL}\u0000`, password: 'x' }, { form: true });
  assert.is(form.status, 400);
  assert.equal(form.data.fields, [{ path: 'username', message: NUL }]);

  const multipart = new FormData();
  multipart.set('keyword', 'a\u0000b');
  const parts = await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}` }, body: multipart });
  assert.is(parts.status, 400, parts.text);
  assert.equal(parts.json!.data.fields, [{ path: 'keyword', message: NUL }]);

  const nested = await server.call('get_staff_list', { tags: ['ok', 'b\u0000'] }, { token });
  assert.equal(nested.data.fields, [{ path: 'tags.1', message: NUL }]);
});

probes('every command refuses a NUL byte the same way, before anything else runs', async ({ server, token }) => {
  const commands = registry.all.filter((c) => c.kind !== 'client');
  assert.ok(commands.length >= 10);
  for (const command of commands) {
    const answer = await server.call(command.api!, { keyword: '\u0000' }, { token });
    assert.is(answer.status, 400, `${command.api}: ${answer.msg}`);
    assert.equal(answer.data.fields, [{ path: 'keyword', message: NUL }], command.api!);
  }
});

probes('text with a lone surrogate is a 400 naming the field, for every string of every command, and nothing is written', async ({ server, token }) => {
  // The four calls an outside probe saw fail with a 500 when the audit row was written.
  const applicationId = (await server.call('job_applicant_list_v2', { page_size: 1 }, { token })).data.list[0].id;
  const seen = [
    ['add_application_admin_note', { application_id: applicationId, note: 'x \ud800' }, 'note'],
    ['add_provider_role', { name: 'x \udfff' }, 'name'],
    ['create_new_generation', { name: 'x \ud800' }, 'name'],
    ['resume_assessment_import_file', { csv: 'position,rule,value,weight\nCarer,keyword,x \ud800,1' }, 'csv'],
  ] as const;
  const [before] = (await server.database.db.execute(sql`select count(*)::int as n from audit_log`) as any).rows;
  for (const [api, body, field] of seen) {
    // JSON.stringify writes a lone surrogate as its escape, which is how a client sends one.
    const answer = await server.call(api, body, { token });
    assert.is(answer.status, 400, `${api}: ${answer.msg}`);
    assert.ok(answer.data.fields.some((f: any) => f.path === field && f.message === BROKEN), `${api}: ${JSON.stringify(answer.data.fields)}`);
  }
  const [after] = (await server.database.db.execute(sql`select count(*)::int as n from audit_log`) as any).rows;
  assert.is(after.n, before.n, 'nothing was written, not even an audit row');

  const commands = registry.all.filter((c) => c.kind !== 'client');
  for (const command of commands) {
    const answer = await server.call(command.api!, { keyword: 'a\udc00b', nested: [{ note: 'ok' }, { note: '\ud83d' }] }, { token });
    assert.is(answer.status, 400, `${command.api}: ${answer.msg}`);
    assert.equal(answer.data.fields, [{ path: 'keyword', message: BROKEN }, { path: 'nested.1.note', message: BROKEN }], command.api!);
  }
  // A whole emoji (a surrogate pair) is ordinary text.
  const emoji = await server.call('get_staff_list', { keyword: 'Ana 😀' }, { token });
  assert.is(emoji.status, 200, emoji.msg);
});

probes('a path holding a NUL, or escapes that are not UTF-8, is a 404 without signing in, never a 500', async ({ server }) => {
  for (const path of ['/%00', '/go/x%00y', '/staff/%00', '/assets/a%00.js', '/api/admin/login%00', '/api/index/get_position_list%00', '/%ED%A0%80', '/go/%FF']) {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      assert.is(response.status, 404, `${method} ${path}`);
      if (path.startsWith('/api/')) assert.is((await response.json()).err, 404, `${method} ${path}`);
      else await response.arrayBuffer();
    }
  }
  const shell = await fetch(`${server.url}/staff/applicants`);
  assert.is(shell.status, 200, 'an ordinary console route still gets the console');
});

probes('a multipart body without a boundary, or a broken one, is a clear 400', async ({ server, token }) => {
  const missing = await post(server, 'get_staff_list', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
    body: '--x\r\nContent-Disposition: form-data; name="keyword"\r\n\r\nann\r\n--x--\r\n',
  });
  assert.is(missing.status, 400);
  assert.is(missing.json!.err, 400);
  assert.is(missing.json!.msg, 'A multipart body needs a boundary in its Content-Type.');

  const broken = await post(server, 'get_staff_list', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=abc' },
    body: 'this is not multipart at all',
  });
  assert.is(broken.status, 400);
  assert.is(broken.json!.msg, 'The multipart body could not be read.');

  const good = new FormData();
  good.set('page_size', '3');
  const ok = await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}` }, body: good });
  assert.is(ok.status, 200, ok.text);
  assert.is(ok.json!.data.list.length, 3);
});

probes('an oversized body is HTTP 413 with its own err code, with or without a Content-Length', async ({ server, token }) => {
  const big = JSON.stringify({ keyword: 'x'.repeat(1_100_000) });
  const sized = await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: big });
  assert.is(sized.status, 413);
  assert.is(sized.json!.err, 413);
  assert.is(sized.json!.msg, 'The body is larger than 1024 KB.');

  const bytes = new TextEncoder().encode(big);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
  const chunked = await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: stream, duplex: 'half' });
  assert.is(chunked.status, 413);
  assert.is(chunked.json!.err, 413);
});

probes('admin API answers are never cached: success, refusal and error alike', async ({ server, token }) => {
  const answers = [
    await post(server, 'get_user_info', { headers: { authorization: `Bearer ${token}` }, body: '{}' }),
    await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"page_size":2}' }),
    await post(server, 'get_staff_list', { body: '{}' }),
    await post(server, 'login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }) }),
    await post(server, 'get_staff_list', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"page": ' }),
    await post(server, 'no_such_api', { body: '{}' }),
  ];
  assert.equal(answers.map((a) => a.status), [200, 200, 401, 200, 400, 404]);
  for (const answer of answers) assert.is(answer.headers.get('cache-control'), 'no-store', `${answer.status} ${answer.text.slice(0, 80)}`);
});

probes('a missing asset is a 404, never the console shell; console routes still get the shell', async ({ server }) => {
  for (const path of ['/assets/nope.js', '/assets/deep/nothing', '/favicon-missing.png', '/staff/applicants/report.pdf', '/robots.txt.bak']) {
    const response = await fetch(`${server.url}${path}`);
    assert.is(response.status, 404, path);
    assert.not.match(await response.text(), /<div id="root">/, path);
  }
  const route = await fetch(`${server.url}/staff/applicants/detail/12?tab=x`);
  assert.ok([200, 503].includes(route.status), `status ${route.status}`);
  if (route.status === 200) {
    assert.match(await route.text(), /<div id="root">/);
    const icon = await fetch(`${server.url}/favicon.svg`);
    assert.is(icon.status, 200, 'files that exist are served');
    assert.match(icon.headers.get('content-type') ?? '', /svg/);
  }
});

probes('the audit source a client names is checked against the known surfaces', async ({ server, token }) => {
  const unknown = await server.call('get_user_info', {}, { token, headers: { 'x-command-source': 'totally-legit' } });
  assert.is(unknown.status, 400);
  assert.is(unknown.msg, `Unknown command source 'totally-legit' in x-command-source. Known: ${COMMAND_SOURCES.join(', ')}.`);
  const empty = await server.call('get_user_info', {}, { token, headers: { 'x-command-source': '' } });
  assert.is(empty.status, 400);

  for (const source of COMMAND_SOURCES) {
    const answer = await server.call('login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, { headers: { 'x-command-source': source } });
    assert.is(answer.err, 0, source);
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'auth.login')).orderBy(desc(auditLog.id)).limit(1);
    assert.is(row.source, source);
  }
  await server.call('login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
  const [plain] = await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.is(plain.source, 'api', 'no header: a plain API call');
});

probes.run();
