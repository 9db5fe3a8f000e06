import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { startTestServer, type TestServer } from '../support/server';

const wire = suite<{ server: TestServer; token: string }>('wire');

wire.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
wire.after(async (ctx) => ctx.server.close());

wire('every non-public command without a token answers err 3', async ({ server }) => {
  const guarded = registry.all.filter((c) => c.kind !== 'client' && !c.public);
  assert.ok(guarded.length >= 6);
  for (const command of guarded) {
    const answer = await server.call(command.api!, {});
    assert.is(answer.err, 3, `${command.api} without a token`);
    assert.is(answer.status, 401);
  }
});

wire('an unknown or expired-looking token is err 3 too', async ({ server }) => {
  const answer = await server.call('get_staff_list', {}, { token: 'not-a-real-token-at-all' });
  assert.is(answer.err, 3);
  assert.match(answer.msg, /expired|sign in/i);
});

wire('an unknown api is HTTP 404 with a clear message', async ({ server }) => {
  const answer = await server.call('no_such_call', {}, { token: null });
  assert.is(answer.status, 404);
  assert.match(answer.msg, /Unknown API 'no_such_call'/);
});

wire('calls other than POST are refused', async ({ server }) => {
  const response = await fetch(`${server.url}/api/admin/get_staff_list`);
  assert.is(response.status, 405);
  assert.is((await response.json()).msg, 'Every call is a POST.');
});

wire('unknown keys are rejected, naming the field', async ({ server, token }) => {
  const answer = await server.call('get_staff_list', { page: 1, colour: 'blue' }, { token });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [{ path: 'colour', message: 'Unknown field.' }]);
  assert.match(answer.msg, /colour: Unknown field\./);
});

wire('bad values name the field and what is wrong', async ({ server, token }) => {
  const answer = await server.call('get_staff_list', { page: 0, page_size: 500, status: 99 }, { token });
  assert.is(answer.err, 400);
  const paths = answer.data.fields.map((f: { path: string }) => f.path).sort();
  assert.equal(paths, ['page', 'page_size', 'status']);
  assert.match(answer.msg, /Status must be one of 0, 1, 2/);
});

wire('a missing required field says it is required', async ({ server, token }) => {
  const answer = await server.call('change_progress_status', { status: 2, version: 1 }, { token });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [{ path: 'application_id', message: 'Application id is required.' }]);
});

wire('invalid JSON is a clear error, not a crash', async ({ server, token }) => {
  const answer = await server.call('get_staff_list', '{"page": ', { token });
  assert.is(answer.err, 400);
  assert.is(answer.msg, 'The body is not valid JSON.');
});

wire('form-encoded bodies are read by the same schema', async ({ server, token }) => {
  const form = await server.call('get_staff_list', { page: '1', page_size: '7', status: '3' }, { token, form: true });
  const json = await server.call('get_staff_list', { page: 1, page_size: 7, status: 3 }, { token });
  assert.is(form.err, 0);
  assert.is(form.data.list.length, Math.min(7, json.data.total));
  assert.equal(form.data, json.data);
  const bad = await server.call('get_staff_list', { page: 'two' }, { token, form: true });
  assert.is(bad.err, 400);
  assert.is(bad.data.fields[0].path, 'page');
});

wire('a body over the limit is refused with HTTP 413', async ({ server, token }) => {
  const answer = await server.call('get_staff_list', { keyword: 'x'.repeat(1_100_000) }, { token });
  assert.is(answer.status, 413);
  assert.is(answer.err, 413);
  assert.match(answer.msg, /larger than 1024 KB/);
});

wire('answers carry security headers with a CSP that forbids inline script', async ({ server }) => {
  const response = await fetch(`${server.url}/healthz`);
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.not.match(csp, /script-src[^;]*unsafe-inline/);
  assert.is(response.headers.get('x-content-type-options'), 'nosniff');
  assert.is(response.headers.get('x-frame-options'), 'SAMEORIGIN');
});

wire('healthz reports the database up, and which engine it is', async ({ server }) => {
  const response = await fetch(`${server.url}/healthz`);
  assert.is(response.status, 200);
  const body = await response.json();
  assert.is(body.ok, true);
  assert.is(body.database, 'up');
  assert.ok(['pglite', 'postgres'].includes(body.engine));
});

wire('openapi.json documents every server command from the catalogue', async ({ server }) => {
  const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
  assert.is(doc.openapi, '3.1.0');
  const expected = registry.all.filter((c) => c.kind !== 'client').map((c) => `/api/admin/${c.api}`).sort();
  assert.equal(Object.keys(doc.paths).sort(), expected);
  const change = doc.paths['/api/admin/change_progress_status'].post;
  const schema = change.requestBody.content['application/json'].schema;
  assert.equal(schema.required.sort(), ['application_id', 'status', 'version']);
  assert.is(schema.additionalProperties, false);
});

wire('history-mode paths get the console shell, not a 404', async ({ server }) => {
  const response = await fetch(`${server.url}/staff/applicants?x=1`);
  assert.ok([200, 503].includes(response.status), `status ${response.status}`);
  if (response.status === 200) assert.match(await response.text(), /<div id="root">/);
});

wire('no answer leaks a stack trace or SQL', async ({ server, token }) => {
  const probes: [string, unknown][] = [
    ['get_staff_list', { keyword: "'; drop table staff; --" }],
    ['get_staff_list', { sort_by: 'password_hash' }],
    ['change_progress_status', { application_id: 2147483647, status: 2 }],
    ['change_progress_status', { application_id: 99999999999, status: 2 }],
    ['job_applicant_list_v2', { job_id: -1 }],
  ];
  for (const [api, body] of probes) {
    const answer = await server.call(api, body, { token });
    const text = JSON.stringify(answer);
    assert.not.match(text, /at .*\.ts:\d+|node_modules|select |insert |update "|syntax error/i, `${api} ${text}`);
  }
  const list = await server.call('get_staff_list', { keyword: "'; drop table staff; --" }, { token });
  assert.is(list.err, 0);
});

wire.run();
