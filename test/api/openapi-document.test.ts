// Issue 21: /api/openapi.json as a generated client needs it: @redocly/cli's recommended rules pass with
// no error or warning; uploads are multipart with their file fields; every operation documents the error
// answers that apply to it, shared from components; the servers are named.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type AnyCommand } from '../../commands';
import { errCodes, ERR } from '../../src/domain/errors';
import { takesFiles } from '../../src/server/rpc/read-body';
import { startTestServer, type TestServer } from '../support/server';

const PUBLIC_URL = 'https://console.care.test';
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const test = suite<{ server: TestServer; doc: any }>('openapi document');
test.before(async (ctx) => {
  ctx.server = await startTestServer({ publicUrl: PUBLIC_URL });
  ctx.doc = await (await fetch(`${ctx.server.url}/api/openapi.json`)).json();
});
test.after(async (ctx) => ctx.server.close());

const serverCommands = () => registry.all.filter((c) => c.kind !== 'client' && c.api) as AnyCommand[];
const op = (doc: any, api: string) => doc.paths[`/api/admin/${api}`].post;

test('@redocly/cli lint (recommended rules, redocly.yaml): 0 errors and 0 warnings', async ({ doc }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  let out: string;
  try {
    // redocly exits 1 when it finds an error; its JSON report is on stdout either way.
    const done = await run(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000'], {
      cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    out = done.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const report = JSON.parse(out) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[] };
  const shown = report.problems.slice(0, 20).map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
  console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings over ${Object.keys(doc.paths).length} operations`);
  assert.equal(shown, []);
  assert.equal([report.totals.errors, report.totals.warnings], [0, 0]);
});

test('servers: the one that served the document, and PUBLIC_URL', ({ doc }) => {
  assert.equal(doc.servers.map((s: { url: string }) => s.url), ['/', PUBLIC_URL]);
});

test('uploads are multipart/form-data only, with their file fields as binary strings and the types they take', ({ doc }) => {
  const uploads = serverCommands().filter((c) => takesFiles(c.args));
  assert.is(uploads.length, 8);
  for (const command of uploads) {
    const body = op(doc, command.api!).requestBody;
    assert.equal(Object.keys(body.content), ['multipart/form-data'], command.api);
    const media = body.content['multipart/form-data'];
    const files = Object.entries<any>(media.schema.properties).filter(([, s]) => s.format === 'binary' || s.items?.format === 'binary');
    assert.ok(files.length >= 1, `${command.api} names its file field`);
    for (const [key, field] of files) {
      const file = field.items ?? field;
      assert.equal([file.type, file.contentMediaType], ['string', 'application/octet-stream'], `${command.api}.${key}`);
      assert.not.ok('contentEncoding' in file, `${command.api}.${key}: a part is not encoded in JSON text`);
      assert.match(media.encoding[key].contentType, /^(text\/csv|application\/pdf, image\/png, image\/jpeg, .+)$/, `${command.api}.${key}`);
    }
  }
  const others = serverCommands().filter((c) => !takesFiles(c.args));
  for (const command of others) assert.ok(op(doc, command.api!).requestBody.content['application/json'], `${command.api} takes JSON`);
});

test('every operation documents the error answers that apply to it, each shared from components.responses', ({ doc }) => {
  const names = new Set(Object.keys(doc.components.responses));
  for (const row of errCodes.filter((r) => r.httpStatus >= 400 && r.httpStatus < 500)) {
    const schema = doc.components.schemas[`${row.key[0].toUpperCase()}${row.key.slice(1)}Answer`];
    assert.equal(schema.allOf[1].properties.err, { const: row.code }, `${row.key}: err ${row.code}`);
  }
  const invalid = doc.components.schemas.InvalidArgumentsAnswer.allOf[1].properties.data;
  assert.equal(invalid.required, ['fields']);
  assert.equal(doc.components.schemas.FieldError.required, ['path', 'message']);
  const idField = /(^|_)ids?$/;
  for (const command of serverCommands()) {
    const responses = op(doc, command.api!).responses;
    const codes = Object.keys(responses).filter((k) => k !== '200' && k !== 'default').sort();
    for (const code of codes) assert.ok(responses[code].$ref && names.has(responses[code].$ref.split('/').pop()), `${command.api} ${code} is a shared response`);
    const expected = ['400', '403'];
    if (!command.public) expected.push('401');
    if (Object.keys(command.args.shape).some((k) => idField.test(k)) || command.errors?.includes('notFound')) expected.push('404');
    if (command.kind === 'action' || registry.all.some((c) => c.preview === command.id) || command.errors?.includes('conflict')) expected.push('409');
    if (command.public) expected.push('429');
    if (takesFiles(command.args)) assert.ok(codes.includes('413'), `${command.api}: an upload can be too large`);
    assert.equal(codes.filter((c) => c !== '413'), expected.sort(), command.api);
    assert.is(responses[403].$ref.endsWith(command.public ? '/ForbiddenSignIn' : '/Forbidden'), true, `${command.api}: 403 ${command.public ? 'without' : 'with'} account types`);
    assert.ok(responses.default, `${command.api}: a 5xx is the default answer`);
  }
  // A body a valid call may make larger than the server reads is documented as 413; a small one is not.
  assert.ok(op(doc, 'batch_send_sms').responses[413], 'sheet data may be 500,000 characters');
  assert.not.ok(op(doc, 'logout').responses[413]);
  assert.is(ERR.notLoggedIn, 3);
  assert.equal(op(doc, 'get_staff_list').responses[401], { $ref: '#/components/responses/NotLoggedIn' });
});

test('form-encoded bodies are offered only with fields a form can carry', ({ doc }) => {
  let offered = 0;
  for (const command of serverCommands()) {
    const form = op(doc, command.api!).requestBody.content['application/x-www-form-urlencoded'];
    if (!form) continue;
    offered++;
    for (const [key, schema] of Object.entries<any>(form.schema.properties ?? {})) {
      const types = [schema.type, ...(schema.anyOf ?? []).map((s: any) => s.type), schema.items?.type].flat().filter(Boolean);
      assert.not.ok(types.includes('object') || types.includes('null'), `${command.api}.${key}: a form can say neither an object nor null`);
      if (schema.type === 'array') assert.ok(['string', undefined].includes(schema.items?.type), `${command.api}.${key}: list items go as text`);
    }
  }
  const withObjects = serverCommands().filter((c) => Object.values<any>(c.args.shape).some((f) => ['object', 'record'].includes(f._zod.def.type)));
  assert.ok(withObjects.length > 0);
  for (const command of withObjects) {
    const form = op(doc, command.api!).requestBody.content['application/x-www-form-urlencoded'];
    assert.ok(!form || form.description, `${command.api}: a form body says which fields need JSON`);
  }
  console.log(`form-encoded bodies offered on ${offered} of ${serverCommands().length} operations`);
});

test.run();
