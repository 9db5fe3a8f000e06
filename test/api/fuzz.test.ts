// Issue 13: property-based fuzzing of every server command's arguments over HTTP (fast-check). Thousands of
// wrong shapes, sizes, encodings and injection strings: every answer is JSON, a success or a clear refusal
// (never a 500, a stack trace or SQL), a validation refusal names its fields, and a command whose calls
// were all refused left every table as it was. FUZZ_RUNS (per command, default 12) and FUZZ_SEED vary it.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type AnyCommand } from '../../commands';
import { ERR } from '../../src/domain/errors';
import { startTestServer, type TestServer } from '../support/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Commands that end or replace the fuzzing session itself, or sign in (its throttle is tested elsewhere). */
const SKIPPED = new Set(['auth.logout', 'auth.login', 'auth.verify', 'auth.sendVerificationCode']);

/** Tables a refused call may touch by design: the session's last use, rate-limit windows, sign-in attempts. */
const VOLATILE = /^(sessions|rate_limits|login_challenges|.*attempt.*|.*throttle.*)$/;

const injections = [
  "' OR '1'='1", '1; DROP TABLE staff; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{{7*7}}',
  '${jndi:ldap://x/a}', '../../../../etc/passwd', '\u202egnp.exe', '\ud800', 'Ω≈ç√∫˜µ≤≥÷', '𝕿𝖊𝖘𝖙 🧪', '%00', '\\', '"', '`',
  'null', 'undefined', 'NaN', '-1', '1e309', ' ', '', '2026-02-30', '9999-99-99', '2026-11-23T25:61:00', '+61 0000', 'a@b',
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A value of the wrong kind, size or encoding (small positive integers are left out: they may be real ids). */
const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...injections),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.constantFrom(-1, 'a', null, 1.5), { maxLength: 4 }),
  fc.constant(Array.from({ length: 3000 }, (_, i) => -i)),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom(-1, 'x', null), { maxKeys: 3 }),
  fc.constant(nested(60)),
);

/** A body for one command: its own keys with wrong values, unknown keys, or not an object at all. */
function bodies(command: AnyCommand): fc.Arbitrary<unknown> {
  const keys = Object.keys(command.args.shape);
  const ownKeys = keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, weird])), { requiredKeys: [] }) : fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: ownKeys },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), weird, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'a string', 42, true, [{}]) },
  );
}

const STACK = /\bat\s+\S+\s+\(?[^)]*:\d+:\d+\)?/;
const SQL_TEXT = /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|syntax error|relation "|violates .* constraint|duplicate key/i;

interface Ctx { server: TestServer; token: string; tables: string[]; calls: number; refused: number }

const fuzz = suite<Ctx>('fuzzing every command over HTTP');
fuzz.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const rows = await ctx.server.database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  ctx.tables = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename).filter((t) => !VOLATILE.test(t) && !t.startsWith('__drizzle'));
  ctx.calls = 0;
  ctx.refused = 0;
});
fuzz.after(async (ctx) => {
  console.log(`fuzzing: ${ctx.calls} calls over ${commands().length} commands (${RUNS} each, seed ${SEED}), ${ctx.refused} refused`);
  await ctx.server.close();
});

const commands = () => registry.all.filter((c) => c.kind !== 'client' && c.api && !SKIPPED.has(c.id));

/** Row count and the sum of row versions (xmin changes on every insert and update) of every table. */
async function fingerprint(ctx: Ctx): Promise<Map<string, string>> {
  const parts = ctx.tables.map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as f from "${t}"`);
  const result = await ctx.server.database.db.execute<{ t: string; f: string }>(sql.raw(parts.join(' union all ')));
  return new Map((result as unknown as { rows: { t: string; f: string }[] }).rows.map((r) => [r.t, r.f]));
}

async function post(ctx: Ctx, api: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${ctx.server.url}/api/admin/${api}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${ctx.token}` },
    body,
  });
  const text = await response.text();
  ctx.calls++;
  return { status: response.status, text };
}

/** The checks every answer must pass; returns whether it was a refusal. */
function checkAnswer(label: string, status: number, text: string): boolean {
  assert.ok(status < 500, `${label}: HTTP ${status}: ${text.slice(0, 300)}`);
  let answer: { err: number; msg: string; data: any };
  try {
    answer = JSON.parse(text);
  } catch {
    assert.unreachable(`${label}: the answer is not JSON: ${text.slice(0, 200)}`);
    return true;
  }
  assert.type(answer.err, 'number', `${label}: err`);
  assert.is.not(answer.err, ERR.internal, `${label}: err 500: ${answer.msg}`);
  assert.not.ok(STACK.test(answer.msg ?? ''), `${label}: a stack trace in msg: ${answer.msg}`);
  assert.not.ok(SQL_TEXT.test(answer.msg ?? ''), `${label}: SQL in msg: ${answer.msg}`);
  if (answer.err === ERR.invalidArguments) {
    // A body that is not an object at all has no field to name; its message says what is wrong instead.
    assert.ok(Array.isArray(answer.data?.fields), `${label}: a validation refusal lists its fields: ${text.slice(0, 200)}`);
    assert.ok(answer.data.fields.length > 0 || answer.msg.length > 10, `${label}: a refusal without fields says why: ${text.slice(0, 200)}`);
    for (const field of answer.data.fields) {
      assert.type(field.path, 'string', `${label}: field path`);
      assert.ok(typeof field.message === 'string' && field.message.length > 0, `${label}: field message`);
    }
  }
  return answer.err !== ERR.ok;
}

fuzz('every command: wrong shapes, sizes, encodings and injection strings get a clear answer, and refusals change nothing', async (ctx) => {
  let index = 0;
  // One fingerprint a command: what the tables were after one command is what they are before the next.
  let before = await fingerprint(ctx);
  for (const command of commands()) {
    let allRefused = true;
    await fc.assert(
      fc.asyncProperty(bodies(command), async (body) => {
        const payload = JSON.stringify(body) ?? 'null';
        const { status, text } = await post(ctx, command.api!, payload);
        const refused = checkAnswer(`${command.id} ${payload.slice(0, 120)}`, status, text);
        if (refused) ctx.refused++;
        else allRefused = false;
      }),
      { numRuns: RUNS, seed: SEED + index++, endOnFailure: true },
    );
    const after = await fingerprint(ctx);
    const changed = ctx.tables.filter((t) => before.get(t) !== after.get(t));
    before = after;
    if (allRefused) assert.equal(changed, [], `${command.id}: every call was refused, yet these tables changed`);
  }
});

fuzz('bodies that are not what they claim to be: broken JSON, wrong content types, deep nesting', async (ctx) => {
  const samples: [string, string][] = [
    ['{"keyword":', 'application/json'],
    ['\u0000\u0001\u0002', 'application/json'],
    ['[' .repeat(20_000) + ']'.repeat(20_000), 'application/json'],
    ['{"a":1}', 'text/plain'],
    ['keyword=%E0%A4%A', 'application/x-www-form-urlencoded'],
    ['page=1&page=2&page[]=3', 'application/x-www-form-urlencoded'],
    ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', 'multipart/form-data; boundary=x'],
    [JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }), 'application/json'],
  ];
  for (const api of ['get_staff_list', 'change_progress_status', 'add_staff_tag']) {
    for (const [body, type] of samples) {
      const { status, text } = await post(ctx, api, body, type);
      const refused = checkAnswer(`${api} ${type} ${body.slice(0, 40)}`, status, text);
      assert.ok(refused || api === 'get_staff_list', `${api}: a broken body is refused`);
    }
  }
  assert.is(({} as Record<string, unknown>).admin, undefined, 'no prototype was polluted');
});

fuzz.run();
