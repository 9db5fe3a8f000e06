// Issue 21: a generated client can follow /api/openapi.json. One request per operation, its body built
// from the documented schema (examples, defaults, real ids from the seeded database), sent as the
// admin; every answer, whatever its err, must be the one the document gives for its HTTP status.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { takesFiles } from '../../src/server/rpc/read-body';
import { encode, FORM_BODY, JSON_BODY, MULTIPART_BODY, sampleBody, withFiles } from '../support/openapi-calls';
import { openApiChecker, type OpenApiChecker, type OpenApiDoc } from '../support/openapi-check';
import { recordIds, type RecordIds } from '../support/record-ids';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx { server: TestServer; token: string; doc: OpenApiDoc; checker: OpenApiChecker; ids: RecordIds }
const test = suite<Ctx>('openapi answers');

test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.doc = await (await fetch(`${ctx.server.url}/api/openapi.json`)).json();
  ctx.checker = openApiChecker(ctx.doc);
  ctx.ids = await recordIds(ctx.server.database);
});
test.after(async (ctx) => ctx.server.close());

interface Sent { api: string; status: number; answer: { err: number; msg: string; data: any } }

/** Sends as the admin; a call that ended the admin's session (logout, a revoked session) is signed in again. */
async function send(ctx: Ctx, api: string, body: Record<string, unknown>, contentType: string): Promise<Sent> {
  const once = async () => {
    const { headers, body: payload } = encode(body, contentType);
    const response = await fetch(`${ctx.server.url}/api/admin/${api}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${ctx.token}` }, body: payload });
    return { api, status: response.status, answer: await response.json() };
  };
  const sent = await once();
  if (sent.answer.err !== 3 || ctx.checker.operation(api).security.length === 0) return sent;
  ctx.token = await ctx.server.signIn();
  return once();
}

const operations = (doc: OpenApiDoc) => Object.values(doc.paths).map((p) => p.post.operationId as string).sort();
const describe = (s: Sent) => `${s.api}: HTTP ${s.status} err ${s.answer.err} ${String(s.answer.msg).slice(0, 160)}`;

// First, while the seeded records the uploads name are all still there.
test('each upload, sent as multipart/form-data with its files where the document says, is accepted', async (ctx) => {
  const uploads = operations(ctx.doc).filter((api) => ctx.checker.operation(api).requestBody.content[MULTIPART_BODY]);
  const takingFiles = registry.all.filter((c) => c.kind !== 'client' && takesFiles(c.args)).map((c) => c.api!).sort();
  assert.equal(uploads, takingFiles, 'the operations described as multipart are the commands that take files');
  for (const api of uploads) {
    assert.equal(Object.keys(ctx.checker.operation(api).requestBody.content), [MULTIPART_BODY], `${api} is described as multipart only`);
    const body = sampleBody(ctx.checker, ctx.ids, api, MULTIPART_BODY);
    assert.ok(body, `${api}: a body valid by its schema`);
    const sent = await send(ctx, api, await withFiles(ctx.checker, api, body!), MULTIPART_BODY);
    assert.is(sent.answer.err, 0, describe(sent));
    const check = ctx.checker.checkAnswer(api, sent.status, sent.answer);
    assert.is(check.errors, null, `${api} answer against ${check.against}`);
  }
  console.log(`uploads sent as multipart and accepted: ${uploads.length} (${uploads.join(', ')})`);
});

test('one valid request per operation, sent as the admin: every answer is the one documented for its status', async (ctx) => {
  const apis = operations(ctx.doc).filter((api) => !ctx.checker.operation(api).requestBody.content[MULTIPART_BODY]);
  const unbuilt: string[] = [];
  const wrong: string[] = [];
  const refused: Sent[] = [];
  const statuses = new Map<number, number>();
  for (const api of apis) {
    const body = sampleBody(ctx.checker, ctx.ids, api, JSON_BODY);
    if (!body) {
      unbuilt.push(api);
      continue;
    }
    const sent = await send(ctx, api, body, JSON_BODY);
    statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
    const check = ctx.checker.checkAnswer(api, sent.status, sent.answer);
    if (check.errors) wrong.push(`${describe(sent)}\n      against ${check.against}: ${check.errors.slice(0, 300)}`);
    if (sent.status === 400) refused.push(sent);
  }
  const called = apis.length - unbuilt.length;
  console.log(`operations (JSON): ${apis.length}; called with a schema-valid body: ${called}; no valid body could be built: ${unbuilt.length}${unbuilt.length ? ` (${unbuilt.join(', ')})` : ''}`);
  console.log(`answers by HTTP status: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')}; not as documented: ${wrong.length}`);
  if (ctx.ids.unknown.size) console.log(`id fields no table answered (sent as built from the schema): ${[...ctx.ids.unknown].sort().join(', ')}`);
  console.log(`schema-valid bodies refused as invalid (400): ${refused.length}`);
  for (const s of refused) console.log(`  ${describe(s)} ${JSON.stringify(s.answer.data?.fields ?? null).slice(0, 200)}`);
  assert.equal(wrong, [], 'every answer is one the document gives for its status');
  assert.equal(refused.filter((s) => !s.answer.data?.fields?.length).map(describe), [], 'a refusal of a schema-valid body names its field');
  assert.ok(called >= Math.ceil(apis.length * 0.95), `a valid body for at least 95% of the operations (${called} of ${apis.length})`);
  assert.ok(apis.length >= 400, `the catalogue's server operations are all in the document (${apis.length})`);
});

test('form-encoded bodies, written as the document describes them, are read as their JSON twins', async (ctx) => {
  const apis = operations(ctx.doc).filter((api) => ctx.checker.operation(api).requestBody.content[FORM_BODY]);
  const unbuilt: string[] = [];
  const wrong: string[] = [];
  const misread: string[] = [];
  for (const api of apis) {
    const body = sampleBody(ctx.checker, ctx.ids, api, FORM_BODY);
    if (!body) {
      unbuilt.push(api);
      continue;
    }
    const form = await send(ctx, api, body, FORM_BODY);
    const check = ctx.checker.checkAnswer(api, form.status, form.answer);
    if (check.errors) wrong.push(`${describe(form)}: ${check.errors.slice(0, 200)}`);
    if (form.status !== 400) continue;
    // Refused as invalid: only right when the same values in JSON are refused for the same fields.
    const json = await send(ctx, api, body, JSON_BODY);
    const paths = (s: Sent) => JSON.stringify((s.answer.data?.fields ?? []).map((f: { path: string }) => f.path).sort());
    if (json.status !== 400 || paths(json) !== paths(form)) misread.push(`${describe(form)} but as JSON: ${describe(json)}`);
  }
  console.log(`form-encoded operations: ${apis.length}; sent: ${apis.length - unbuilt.length}; not as documented: ${wrong.length}; read unlike JSON: ${misread.length}`);
  assert.equal(wrong, []);
  assert.equal(misread, [], 'a form the document describes is read as its JSON twin');
  assert.ok(apis.length - unbuilt.length >= Math.ceil(apis.length * 0.95), `a valid form body for at least 95% (${apis.length - unbuilt.length} of ${apis.length})`);
});

test.run();
