// Delivery over HTTP and through the worker: an SMS provider that fails and then recovers sends each
// message once with its attempts and backoff recorded; 4xx is permanent; an idempotency key makes one
// message; the SMTP adapter delivers to a local sink; the outbox list, detail, retry and cancel with
// their validation messages. The fakes listen on ports the system chooses.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outboxMessenger } from '../../src/server/adapters/outbox-messenger';
import { auditLog, outbox, outboxAttempts } from '../../src/server/db/schema';
import { deliveryConfigFromEnv, type DeliveryConfig } from '../../src/server/delivery/delivery-config';
import { transportsFor } from '../../src/server/delivery/delivery-transports-for';
import { deliveryWorker } from '../../src/server/delivery/delivery-worker';
import { freePort } from '../support/child-server';
import { startTestServer, type TestServer } from '../support/server';
import { fakeSmsApi, smtpSink, type FakeSmsApi, type SmtpSink } from './delivery-fakes';

const BACKOFF_MS = 60;
const MAX_ATTEMPTS = 4;
const base = (): DeliveryConfig => ({ ...deliveryConfigFromEnv({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), backoffMs: BACKOFF_MS, maxBackoffMs: 10_000, maxAttempts: MAX_ATTEMPTS, batchSize: 50, timeoutMs: 2_000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What seeding queued is marked sent, so each test sees only its own messages. */
async function quietSeed(server: TestServer) {
  await server.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'queued'));
}
const byKey = (server: TestServer, key: string) => server.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
const attemptsOf = (server: TestServer, id: number) => server.database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, id)).orderBy(asc(outboxAttempts.id));

// ---------------------------------------------------------------------------------------------------------
const sms = suite<{ server: TestServer; api: FakeSmsApi; token: string }>('delivery: HTTP SMS provider');
sms.before(async (ctx) => {
  ctx.api = await fakeSmsApi();
  ctx.server = await startTestServer({ delivery: { ...base(), sms: { url: ctx.api.url, apiKey: 'test-key', from: 'CareTest' } } });
  ctx.token = await ctx.server.signIn();
  await quietSeed(ctx.server);
});
sms.after(async (ctx) => {
  await ctx.server.close();
  await ctx.api.close();
});

sms('a provider failing the first calls with 503 then recovering: each message delivered exactly once, attempts and backoff recorded', async ({ server, api }) => {
  const keys = ['retry-a', 'retry-b', 'retry-c'];
  await server.database.db.transaction(async (tx) => {
    for (const [i, key] of keys.entries()) await outboxMessenger.enqueue(tx, { channel: 'sms', recipient: `+6141200011${i}`, body: `Shift reminder ${i}`, idempotencyKey: key, origin: 'test' });
  });
  api.failNext(3);
  const first = await server.delivery.runOnce();
  assert.equal(first, { claimed: 3, sent: 0, retrying: 3, failed: 0 });
  for (const key of keys) {
    const [row] = await byKey(server, key);
    assert.equal([row.status, row.attempts], ['queued', 1]);
    assert.match(row.lastError ?? '', /^SMS API 503/);
  }
  await pause(BACKOFF_MS + 40);
  const second = await server.delivery.runOnce();
  assert.equal(second, { claimed: 3, sent: 3, retrying: 0, failed: 0 });
  for (const key of keys) {
    assert.is(api.accepted(key), 1, `${key} accepted once`);
    const [row] = await byKey(server, key);
    assert.equal([row.status, row.attempts, row.provider, row.lastError], ['sent', 2, 'http-sms', null]);
    assert.match(row.providerMessageId ?? '', /^sms-\d+$/);
    const log = await attemptsOf(server, row.id);
    assert.equal(log.map((a) => [a.attempt, a.outcome, a.retryable]), [[1, 'retry', true], [2, 'sent', null]]);
    const wait = Date.parse(log[0].retryAt!) - Date.parse(log[0].startedAt);
    assert.ok(wait >= BACKOFF_MS && wait < BACKOFF_MS + 1_000, `first retry after about ${BACKOFF_MS} ms, was ${wait}`);
  }
  assert.ok(await server.delivery.runOnce().then((r) => r.claimed === 0), 'a sent message is never claimed again');
  const call = api.calls.find((c) => c.key === 'retry-a' && c.status === 200)!;
  assert.equal([call.body.to, call.body.from, call.body.body, call.body.reference, call.authorization], ['+61412000110', 'CareTest', 'Shift reminder 0', 'retry-a', 'Bearer test-key']);
});

sms('a provider that keeps failing: the wait doubles each time, then the message is marked failed after the last attempt', async ({ server, api }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'sms', recipient: '+61412340503', body: 'Never lands', idempotencyKey: 'always-503' });
  for (let round = 0; round < MAX_ATTEMPTS; round += 1) {
    await server.delivery.runOnce();
    await pause(BACKOFF_MS * 2 ** round + 30);
  }
  const [row] = await byKey(server, 'always-503');
  assert.equal([row.status, row.attempts], ['failed', MAX_ATTEMPTS]);
  const log = await attemptsOf(server, row.id);
  assert.equal(log.map((a) => a.outcome), ['retry', 'retry', 'retry', 'failed']);
  const waits = log.slice(0, 3).map((a) => Date.parse(a.retryAt!) - Date.parse(a.startedAt));
  waits.forEach((wait, i) => assert.ok(wait >= BACKOFF_MS * 2 ** i && wait < BACKOFF_MS * 2 ** i + 1_000, `wait ${i + 1} is about ${BACKOFF_MS * 2 ** i} ms, was ${wait}`));
  assert.is(api.calls.filter((c) => c.key === 'always-503').length, MAX_ATTEMPTS);
});

sms('a 4xx answer is permanent: failed at once, not retried', async ({ server, api }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'sms', recipient: '+61412340400', body: 'Bad number', idempotencyKey: 'always-400' });
  const round = await server.delivery.runOnce();
  assert.equal(round, { claimed: 1, sent: 0, retrying: 0, failed: 1 });
  const [row] = await byKey(server, 'always-400');
  assert.equal([row.status, row.attempts], ['failed', 1]);
  assert.match(row.lastError ?? '', /^SMS API 400: .*Invalid destination number/);
  const [attempt] = await attemptsOf(server, row.id);
  assert.equal([attempt.outcome, attempt.retryable], ['failed', false]);
  assert.is(api.calls.filter((c) => c.key === 'always-400').length, 1);
});

sms('the same idempotency key twice is one message, in one transaction or two', async ({ server, api }) => {
  const message = { channel: 'sms' as const, recipient: '+61412000999', body: 'Once only', idempotencyKey: 'once-only' };
  await server.database.db.transaction(async (tx) => {
    await outboxMessenger.enqueue(tx, message);
    await outboxMessenger.enqueue(tx, { ...message, body: 'A retried request' });
  });
  await outboxMessenger.enqueue(server.database.db, message);
  const rows = await byKey(server, 'once-only');
  assert.is(rows.length, 1);
  assert.is(rows[0].body, 'Once only', 'the first one stands');
  await server.delivery.runOnce();
  assert.is(api.accepted('once-only'), 1);
});

sms('two workers on one database deliver each message once', async ({ server, api }) => {
  const keys = Array.from({ length: 12 }, (_, i) => `pair-${i}`);
  for (const key of keys) await outboxMessenger.enqueue(server.database.db, { channel: 'sms', recipient: '+61412000123', body: key, idempotencyKey: key });
  const config = { ...base(), batchSize: 5, sms: { url: api.url, from: 'CareTest' } };
  const other = deliveryWorker(server.database.db, config, transportsFor(config), () => {});
  for (let i = 0; i < 3; i += 1) await Promise.all([server.delivery.runOnce(), other.runOnce(), other.runOnce()]);
  for (const key of keys) assert.is(api.accepted(key), 1, `${key} accepted once`);
  const rows = await server.database.db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
  assert.ok(rows.every((r) => r.status === 'sent' && r.attempts === 1));
  await other.stop();
});

sms('a scheduled message waits for its time', async ({ server, api }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'sms', recipient: '+61412000124', body: 'Later', idempotencyKey: 'later', notBefore: new Date(Date.now() + 400) });
  await server.delivery.runOnce();
  assert.is(api.accepted('later'), 0, 'not before its time');
  const [row] = await byKey(server, 'later');
  assert.equal([row.status, row.notBefore !== null], ['queued', true]);
  await pause(450);
  await server.delivery.runOnce();
  assert.is(api.accepted('later'), 1);
});

sms('outbox_summary names how each channel is delivered', async ({ server, token }) => {
  const answer = await server.call('outbox_summary', {}, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.equal([answer.data.email_transport, answer.data.sms_transport, answer.data.max_attempts], ['outbox', 'http-sms', MAX_ATTEMPTS]);
  assert.ok(answer.data.counts.failed >= 2);
});

// ---------------------------------------------------------------------------------------------------------
const smtp = suite<{ server: TestServer; sink: SmtpSink }>('delivery: SMTP');
smtp.before(async (ctx) => {
  ctx.sink = await smtpSink();
  ctx.server = await startTestServer({ delivery: { ...base(), smtp: { url: ctx.sink.url, from: 'Care Console <console@care.example.org>' } } });
  await quietSeed(ctx.server);
});
smtp.after(async (ctx) => {
  await ctx.server.close();
  await ctx.sink.close();
});

smtp('the SMTP adapter hands the right recipient, subject and body to a local SMTP server', async ({ server, sink }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'email', recipient: 'ava.nguyen@example.org', subject: 'Your interview on Tuesday', body: 'Hi Ava,\nYour interview is at 10:00.', idempotencyKey: 'smtp-plain' });
  await outboxMessenger.enqueue(server.database.db, { channel: 'email', recipient: 'liam.oconnor@example.org', subject: 'Welcome aboard', body: '<p>Hello <strong>Liam</strong></p><ul><li>Bring ID</li></ul>', idempotencyKey: 'smtp-html' });
  const round = await server.delivery.runOnce();
  assert.equal(round, { claimed: 2, sent: 2, retrying: 0, failed: 0 });
  const plain = sink.mails.find((m) => m.to.includes('ava.nguyen@example.org'))!;
  assert.ok(plain, 'the sink got the plain email');
  assert.is(plain.from, 'console@care.example.org');
  assert.match(plain.raw, /^Subject: Your interview on Tuesday\r?$/m);
  assert.match(plain.raw, /^To: ava\.nguyen@example\.org\r?$/m);
  assert.match(plain.raw, /Hi Ava,\r?\nYour interview is at 10:00\./);
  const html = sink.mails.find((m) => m.to.includes('liam.oconnor@example.org'))!;
  assert.match(html.raw, /Content-Type: text\/html/);
  assert.match(html.raw, /Content-Type: text\/plain/);
  assert.match(html.raw, /Hello Liam/, 'a plain-text part beside the markup');
  const [row] = await byKey(server, 'smtp-plain');
  assert.equal([row.status, row.provider], ['sent', 'smtp']);
  assert.match(row.providerMessageId ?? '', /^<[0-9a-f]{32}@care\.example\.org>$/);
});

smtp('a mailbox the server refuses (550) fails at once with the server\'s answer', async ({ server, sink }) => {
  const before = sink.mails.length;
  await outboxMessenger.enqueue(server.database.db, { channel: 'email', recipient: 'nobody@example.org', subject: 'Hello', body: 'Nobody reads this.', idempotencyKey: 'smtp-550' });
  await server.delivery.runOnce();
  const [row] = await byKey(server, 'smtp-550');
  assert.equal([row.status, row.attempts], ['failed', 1]);
  assert.match(row.lastError ?? '', /550/);
  assert.is(sink.mails.length, before);
});

// ---------------------------------------------------------------------------------------------------------
const smtpDown = suite<{ server: TestServer }>('delivery: SMTP server unreachable');
smtpDown.before(async (ctx) => {
  // Nothing listens on a port just found free: the connection is refused, which is retryable.
  ctx.server = await startTestServer({ delivery: { ...base(), smtp: { url: `smtp://127.0.0.1:${await freePort()}`, from: 'console@care.example.org' } } });
  await quietSeed(ctx.server);
});
smtpDown.after(async (ctx) => ctx.server.close());

smtpDown('a refused connection is retried later, not failed', async ({ server }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'email', recipient: 'ava@example.org', subject: 'Hi', body: 'Hello.', idempotencyKey: 'smtp-down' });
  const round = await server.delivery.runOnce();
  assert.equal(round, { claimed: 1, sent: 0, retrying: 1, failed: 0 });
  const [row] = await byKey(server, 'smtp-down');
  assert.equal([row.status, row.attempts], ['queued', 1]);
  assert.match(row.lastError ?? '', /^SMTP /);
});

// ---------------------------------------------------------------------------------------------------------
const console_ = suite<{ server: TestServer; token: string }>('delivery: the outbox commands');
console_.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
console_.after(async (ctx) => ctx.server.close());

console_('without configuration the outbox is the delivery: a message is marked sent to the outbox', async ({ server, token }) => {
  await outboxMessenger.enqueue(server.database.db, { channel: 'email', recipient: 'kept@example.org', subject: 'Kept', body: 'Stays in the outbox.', idempotencyKey: 'kept', origin: 'test.kept' });
  await server.delivery.runOnce();
  const [row] = await byKey(server, 'kept');
  assert.equal([row.status, row.provider, row.providerMessageId], ['sent', 'outbox', null]);
  const summary = await server.call('outbox_summary', {}, { token });
  assert.equal([summary.data.email_transport, summary.data.sms_transport], ['outbox', 'outbox']);
  // Counted as kept, not sent (as the list shows it); the 'kept' filter lists it, 'sent' does not.
  const keptTotal = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(and(eq(outbox.status, 'sent'), eq(outbox.provider, 'outbox'))))[0].n;
  assert.is(summary.data.counts.kept, keptTotal);
  const keptList = await server.call('outbox_list', { status: 'kept', keyword: 'Stays in the outbox', page: 1, page_size: 5 }, { token });
  assert.equal(keptList.data.list.map((m: { id: number }) => m.id), [row.id]);
  const sentList = await server.call('outbox_list', { status: 'sent', keyword: 'Stays in the outbox', page: 1, page_size: 5 }, { token });
  assert.is(sentList.data.total, 0);
  const detail = await server.call('outbox_detail', { outbox_id: row.id }, { token });
  assert.is(detail.err, 0, detail.msg);
  assert.equal([detail.data.message.text, detail.data.message.origin, detail.data.message.attempt_log.length], ['Stays in the outbox.', 'test.kept', 1]);
});

console_('outbox_list: newest first, filters by status, channel, keyword and date; the dashboard\'s failed count', async ({ server, token }) => {
  const db = server.database.db;
  await db.insert(outbox).values([
    { channel: 'sms', recipient: '+61412555001', body: 'List probe one', status: 'failed', lastError: 'SMS API 503: busy', attempts: 6 },
    { channel: 'email', recipient: 'probe@example.org', subject: 'List probe two', body: '<p>List <b>probe</b> two</p>', format: 'html', status: 'failed' },
    { channel: 'email', recipient: 'probe@example.org', subject: 'List probe three', body: 'List probe three', status: 'queued' },
  ]);
  const failedTotal = (await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'failed')))[0].n;
  const dashboard = await server.call('outbox_list', { status: 'failed', page: 1, page_size: 1 }, { token });
  assert.is(dashboard.err, 0, dashboard.msg);
  assert.equal([dashboard.data.total, dashboard.data.list.length], [failedTotal, 1]);

  const probes = await server.call('outbox_list', { keyword: 'list probe' }, { token });
  assert.equal(probes.data.list.map((r: any) => r.subject || r.preview), ['List probe three', 'List probe two', 'List probe one'], 'newest first');
  assert.is(probes.data.list[1].preview, 'List probe two', 'the text of an HTML body');
  const failedSms = await server.call('outbox_list', { keyword: 'list probe', status: 'failed', channel: 'sms' }, { token });
  assert.equal(failedSms.data.list.map((r: any) => [r.recipient, r.status, r.attempts, r.last_error]), [['+61412555001', 'failed', 6, 'SMS API 503: busy']]);
  const today = new Date().toISOString().slice(0, 10);
  const dated = await server.call('outbox_list', { keyword: 'list probe', date_from: today, date_to: today }, { token });
  assert.is(dated.data.total, 3);
  const past = await server.call('outbox_list', { keyword: 'list probe', date_to: '2020-01-01' }, { token });
  assert.is(past.data.total, 0);
});

console_('outbox_list refuses bad filters, naming the field', async ({ server, token }) => {
  const cases: [unknown, string, string][] = [
    [{ status: 'lost' }, 'status', 'Status must be one of queued, sending, sent, failed, cancelled, kept.'],
    [{ channel: 'fax' }, 'channel', 'Channel must be one of email, sms.'],
    [{ date_from: '2026-02-10', date_to: '2026-02-01' }, 'date_to', 'To date must not be before from date.'],
    [{ date_from: 'yesterday' }, 'date_from', 'From date must be a date (YYYY-MM-DD).'],
    [{ page_size: 500 }, 'page_size', 'Page size is at most 200.'],
  ];
  for (const [body, path, message] of cases) {
    const answer = await server.call('outbox_list', body, { token });
    assert.is(answer.err, 400, JSON.stringify(body));
    assert.ok(answer.data.fields.some((f: any) => f.path === path && f.message === message), `${path}: ${JSON.stringify(answer.data.fields)}`);
  }
});

console_('outbox_retry: a failed message is queued again now with a fresh budget, audited; anything else is refused', async ({ server, token }) => {
  const db = server.database.db;
  const [failed] = await db.insert(outbox).values({ channel: 'sms', recipient: '+61412555002', body: 'Retry me', status: 'failed', attempts: 6, lastError: 'SMS API 503', nextAttemptAt: '2020-01-01T00:00:00Z' }).returning();
  const retried = await server.call('outbox_retry', { outbox_id: failed.id }, { token });
  assert.is(retried.err, 0, retried.msg);
  assert.equal([retried.data.message.status, retried.data.message.attempts], ['queued', 0]);
  assert.ok(Date.parse(retried.data.message.next_attempt_at) > Date.parse('2026-01-01'), 'due now');
  const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.api, 'outbox_retry'), eq(auditLog.entityId, String(failed.id))));
  assert.ok(audit, 'an audit row');
  await server.delivery.runOnce();
  const [sent] = await db.select().from(outbox).where(eq(outbox.id, failed.id));
  assert.equal([sent.status, sent.attempts], ['sent', 1]);

  const again = await server.call('outbox_retry', { outbox_id: failed.id }, { token });
  assert.is(again.err, 409);
  assert.is(again.msg, `Only a failed message can be retried: outbox message ${failed.id} is sent.`);
  const missing = await server.call('outbox_retry', { outbox_id: 99_999_999 }, { token });
  assert.equal([missing.err, missing.msg], [404, 'Outbox message 99999999 not found.']);
  const bad = await server.call('outbox_retry', {}, { token });
  assert.equal([bad.err, bad.data.fields], [400, [{ path: 'outbox_id', message: 'Outbox message id is required.' }]]);
  const word = await server.call('outbox_retry', { outbox_id: 'seven' }, { token });
  assert.equal(word.data.fields, [{ path: 'outbox_id', message: 'Outbox message id must be a number.' }]);
});

console_('outbox_cancel: a queued message is cancelled and never sent; sending, sent and cancelled ones are refused', async ({ server, token }) => {
  const db = server.database.db;
  const [queued] = await db.insert(outbox).values({ channel: 'email', recipient: 'cancel@example.org', subject: 'Cancel me', body: 'x', nextAttemptAt: '2099-01-01T00:00:00Z' }).returning();
  const cancelled = await server.call('outbox_cancel', { outbox_id: queued.id }, { token });
  assert.is(cancelled.err, 0, cancelled.msg);
  assert.is(cancelled.data.message.status, 'cancelled');
  const twice = await server.call('outbox_cancel', { outbox_id: queued.id }, { token });
  assert.equal([twice.err, twice.msg], [409, `Only a queued message can be cancelled: outbox message ${queued.id} is cancelled.`]);
  const [busy] = await db.insert(outbox).values({ channel: 'sms', recipient: '+61412555003', body: 'In flight', status: 'sending', leaseUntil: '2099-01-01T00:00:00Z' }).returning();
  const sending = await server.call('outbox_cancel', { outbox_id: busy.id }, { token });
  assert.equal([sending.err, sending.msg], [409, `Outbox message ${busy.id} is being sent right now; it can no longer be cancelled.`]);
  const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.api, 'outbox_cancel'), eq(auditLog.entityId, String(queued.id))));
  assert.ok(audit);
  assert.ok((await db.select().from(outbox).where(and(eq(outbox.id, queued.id), like(outbox.status, 'cancelled')))).length);
});

console_('outbox_detail: the text as sent, the attempts and their errors', async ({ server, token }) => {
  const db = server.database.db;
  const [row] = await db.insert(outbox).values({ channel: 'email', recipient: 'd@example.org', subject: 'Detail', body: '<p>Line one</p><p>Line &amp; two</p>', format: 'html', status: 'failed', attempts: 2, lastError: 'SMTP 550: No such mailbox' }).returning();
  await db.insert(outboxAttempts).values([
    { outboxId: row.id, attempt: 1, provider: 'smtp', outcome: 'retry', retryable: true, error: 'SMTP ECONNECTION', durationMs: 12, retryAt: '2026-01-01T00:00:30Z', startedAt: '2026-01-01T00:00:00Z' },
    { outboxId: row.id, attempt: 2, provider: 'smtp', outcome: 'failed', retryable: false, error: 'SMTP 550: No such mailbox', durationMs: 9, startedAt: '2026-01-01T00:00:31Z' },
  ]);
  const detail = await server.call('outbox_detail', { outbox_id: row.id }, { token });
  assert.is(detail.err, 0, detail.msg);
  const m = detail.data.message;
  assert.equal([m.format, m.text, m.can_retry, m.can_cancel], ['html', 'Line one\nLine & two', true, false]);
  assert.equal(m.attempt_log.map((a: any) => [a.attempt, a.outcome, a.error]), [[1, 'retry', 'SMTP ECONNECTION'], [2, 'failed', 'SMTP 550: No such mailbox']]);
  const missing = await server.call('outbox_detail', { outbox_id: 12345678 }, { token });
  assert.is(missing.err, 404);
});

sms.run();
smtp.run();
smtpDown.run();
console_.run();
