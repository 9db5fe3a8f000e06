// Issue 21: JSON answers of a kilobyte and more go compressed (br or gzip, as the client prefers) when it
// takes them; small answers go plain; the precompressed static assets are served as built, never twice.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COMPRESS_MIN_BYTES } from '../../src/server/compress-answers';
import { startTestServer, type TestServer } from '../support/server';
import { testConfig } from '../support/template';

const test = suite<{ server: TestServer; token: string }>('compressed answers');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

interface Raw { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }

/** node:http, so the bytes are as sent (fetch would decompress them). */
function raw(server: TestServer, urlPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${urlPath}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const call = (ctx: { server: TestServer; token: string }, api: string, body: unknown, acceptEncoding?: string) =>
  raw(ctx.server, `/api/admin/${api}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

function decoded(answer: Raw): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes);
  if (encoding === 'gzip') return gunzipSync(answer.bytes);
  assert.is(encoding, undefined, 'an encoding this test knows');
  return answer.bytes;
}

test('a staff list page goes as br or gzip, as the client prefers, and reads back to the same JSON', async (ctx) => {
  const list = { page: 1, page_size: 20 };
  const plain = await call(ctx, 'get_staff_list', list);
  assert.is(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: plain');
  assert.ok(plain.bytes.length > COMPRESS_MIN_BYTES, `a page is ${plain.bytes.length} bytes`);
  assert.is(JSON.parse(plain.bytes.toString()).err, 0);
  const sizes: string[] = [`plain ${plain.bytes.length}`];
  for (const [accept, expected] of [['gzip', 'gzip'], ['br', 'br'], ['gzip, deflate, br', 'br'], ['br;q=0.5, gzip', 'gzip'], ['*', 'br'], ['identity', undefined], ['gzip;q=0, br;q=0', undefined], ['deflate', undefined]] as const) {
    const answer = await call(ctx, 'get_staff_list', list, accept);
    assert.is(answer.headers['content-encoding'], expected, `Accept-Encoding: ${accept}`);
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.equal(JSON.parse(decoded(answer).toString()), JSON.parse(plain.bytes.toString()), `${accept}: the same answer`);
    if (expected && !sizes.some((s) => s.startsWith(expected))) sizes.push(`${expected} ${answer.bytes.length}`);
    if (expected) assert.ok(answer.bytes.length < plain.bytes.length / 3, `${expected}: ${answer.bytes.length} of ${plain.bytes.length} bytes`);
  }
  console.log(`get_staff_list page (20 rows): ${sizes.join(', ')} bytes`);
});

test('small answers and errors go plain; the OpenAPI document goes compressed', async (ctx) => {
  const small = await call(ctx, 'station_notice_unread_num', {}, 'gzip, br');
  assert.ok(small.bytes.length < COMPRESS_MIN_BYTES, `${small.bytes.length} bytes`);
  assert.is(small.headers['content-encoding'], undefined);
  assert.is(JSON.parse(small.bytes.toString()).err, 0);
  const refused = await call({ ...ctx, token: 'nobody' }, 'get_staff_list', {}, 'gzip, br');
  assert.is(refused.status, 401);
  assert.is(refused.headers['content-encoding'], undefined);
  assert.is(JSON.parse(refused.bytes.toString()).err, 3);
  const doc = await raw(ctx.server, '/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
  assert.is(doc.headers['content-encoding'], 'br');
  assert.is(JSON.parse(decoded(doc).toString()).openapi, '3.1.0');
});

test('precompressed static assets are served as built, not compressed again', async ({ server }) => {
  const assets = path.join(path.resolve(testConfig().staticDir), 'assets');
  const script = readdirSync(assets).find((f) => f.endsWith('.js') && readdirSync(assets).includes(`${f}.br`));
  assert.ok(script, 'the build precompresses its scripts');
  const file = (suffix = '') => readFileSync(path.join(assets, `${script}${suffix}`));
  for (const [accept, suffix, encoding] of [['br', '.br', 'br'], ['gzip', '.gz', 'gzip'], ['identity', '', undefined]] as const) {
    const answer = await raw(server, `/assets/${script}`, { headers: { 'accept-encoding': accept } });
    assert.is(answer.status, 200);
    assert.is(answer.headers['content-encoding'], encoding, accept);
    assert.ok(answer.bytes.equals(file(suffix)), `${accept}: the bytes the build wrote`);
  }
});

test.run();
