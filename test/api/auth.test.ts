import { eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { failureDelayMs, loginLimits } from '../../src/server/auth/login-throttle';
import { accounts, auditLog, outbox, rateLimits, sessions } from '../../src/server/db/schema';
import { createSession } from '../../src/server/auth/sessions';
import { capturedDelivery, type CapturedDelivery } from '../support/captured-delivery';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { testConfig } from '../support/template';
import { startTestServer, type TestServer } from '../support/server';

const auth = suite<{ server: TestServer }>('sign-in');
auth.before(async (ctx) => {
  ctx.server = await startTestServer();
});
auth.after(async (ctx) => ctx.server.close());

const login = (server: TestServer, password = TEST_ADMIN_PASSWORD, username = TEST_ADMIN_EMAIL, headers: Record<string, string> = {}) =>
  server.call('login', { username, password }, { headers });

auth('sign-in returns a random token of at least 128 bits and stores only its hash', async ({ server }) => {
  const a = await login(server);
  const b = await login(server);
  assert.is(a.err, 0);
  assert.ok(a.data.token.length >= 22, 'token length');
  assert.is.not(a.data.token, b.data.token);
  const stored = await server.database.db.select().from(sessions);
  assert.ok(stored.length >= 2);
  assert.not.ok(stored.some((s) => s.tokenHash === a.data.token), 'the raw token is not stored');
});

auth('the token opens the API; user info says role admin', async ({ server }) => {
  const token = await server.signIn();
  const me = await server.call('get_user_info', {}, { token });
  assert.is(me.err, 0);
  assert.equal(me.data.roles, ['admin']);
  assert.is(me.data.email, TEST_ADMIN_EMAIL);
  assert.is(me.data.account_type, 'super_account');
  // The business's clock and where it comes from: the test server sets no BUSINESS_TIME_ZONE.
  assert.equal(me.data.business_time_zone, { name: 'Australia/Sydney', source: 'default' });
});

auth('username is case-insensitive', async ({ server }) => {
  const answer = await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL.toUpperCase());
  assert.is(answer.err, 0);
});

auth('a wrong password and an unknown user get the same answer', async ({ server }) => {
  const wrong = await login(server, 'wrong password', TEST_ADMIN_EMAIL, { 'x-forwarded-for': '10.0.0.1' });
  const unknown = await login(server, 'whatever', 'nobody@example.com', { 'x-forwarded-for': '10.0.0.1' });
  assert.is(wrong.err, 400);
  assert.is(wrong.msg, 'Email address or password is incorrect.');
  assert.is(unknown.msg, wrong.msg);
  assert.equal(wrong.data.fields, [{ path: 'password', message: 'Email address or password is incorrect.' }]);
});

auth('empty fields are named', async ({ server }) => {
  const answer = await server.call('login', { username: '', password: '' });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [
    { path: 'username', message: 'Email address is required.' },
    { path: 'password', message: 'Password is required.' },
  ]);
});

auth('sign-in is by email address, checked by the spec §5 rule with its exact messages (JSON and form bodies)', async ({ server }) => {
  const cases: [unknown, string][] = [
    [undefined, 'Email address is required.'],
    ['   ', 'Email address is required.'],
    ['admin', 'Email address is invalid.'],
    ['admin@example', 'Email address is invalid.'],
    ['admin@@example.com', 'Email address is invalid.'],
    [`${'a'.repeat(250)}@example.com`, 'Email address is invalid.'],
  ];
  for (const [username, message] of cases) {
    const json = await server.call('login', { username, password: 'whatever' });
    assert.is(json.status, 400, `${username}`);
    assert.equal(json.data.fields, [{ path: 'username', message }], `${username}`);
    if (username === undefined) continue;
    const form = await server.call('login', { username, password: 'whatever' }, { form: true });
    assert.equal(form.data.fields, [{ path: 'username', message }], `form ${username}`);
  }
  const spaced = await login(server, TEST_ADMIN_PASSWORD, `  ${TEST_ADMIN_EMAIL}  `);
  assert.is(spaced.err, 0, 'surrounding spaces are trimmed');
});

auth('logout invalidates the token on the server', async ({ server }) => {
  const token = await server.signIn();
  assert.is((await server.call('logout', {}, { token })).err, 0);
  assert.is((await server.call('get_staff_list', {}, { token })).err, 3);
});

auth('idle and absolute expiry end a session', async ({ server }) => {
  const idle = await server.signIn();
  await server.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '13 hours'` });
  assert.is((await server.call('get_user_info', {}, { token: idle })).err, 3);
  const old = await server.signIn();
  await server.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
  assert.is((await server.call('get_user_info', {}, { token: old })).err, 3);
});

auth('an inactive account cannot sign in and its sessions stop working', async ({ server }) => {
  const token = await server.signIn();
  const db = server.database.db;
  await db.update(accounts).set({ status: 'inactive' }).where(eq(accounts.email, TEST_ADMIN_EMAIL));
  assert.is((await server.call('get_user_info', {}, { token })).err, 3);
  const answer = await login(server);
  assert.is(answer.err, 403);
  assert.match(answer.msg, /inactive/);
  await db.update(accounts).set({ status: 'active' }).where(eq(accounts.email, TEST_ADMIN_EMAIL));
});

auth('failed sign-ins are throttled per client address across accounts', async ({ server }) => {
  // The client limit only counts when the server trusts the forwarded address; here it uses the socket's.
  let last = 0;
  for (let i = 0; i < 31; i++) last = (await login(server, 'bad', `nobody${i}@example.com`)).err;
  assert.is(last, 429);
  await server.database.db.execute(sql`delete from rate_limits`);
});

auth('nothing about a failed sign-in is half-written: no session, no success audit, one failed-sign-in row', async ({ server }) => {
  const before = (await server.database.db.select().from(sessions)).length;
  const audits = await server.database.db.select().from(auditLog);
  await login(server, 'wrong');
  assert.is((await server.database.db.select().from(sessions)).length, before);
  const added = (await server.database.db.select().from(auditLog)).slice(audits.length);
  assert.equal(added.map((row) => [row.command, row.entity]), [['auth.login', 'sign_in_failed']], 'only the failed attempt is recorded');
  await server.database.db.execute(sql`delete from rate_limits`);
});

auth('audit rows never hold the password', async ({ server }) => {
  await server.signIn();
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'auth.login'));
  assert.ok(rows.length > 0);
  assert.not.match(JSON.stringify(rows), new RegExp(TEST_ADMIN_PASSWORD));
});

auth.run();

// The server trusts X-Forwarded-For here, so each test can speak from the addresses it needs.
const throttle = suite<{ server: TestServer }>('sign-in throttle');
throttle.before(async (ctx) => {
  ctx.server = await startTestServer({ trustProxy: true });
});
throttle.after(async (ctx) => ctx.server.close());
throttle.before.each(async ({ server }) => {
  await server.database.db.delete(rateLimits);
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
async function counted(server: TestServer, key: string): Promise<number> {
  const [row] = await server.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count ?? 0;
}
const limitKeys = (ip: string, email = TEST_ADMIN_EMAIL) =>
  [loginLimits.pair(email, ip).key, loginLimits.client(ip).key, loginLimits.account(email).key] as const;

throttle('40 wrong passwords in parallel: the attempts are counted before checking, so exactly five are checked', async ({ server }) => {
  const ip = '10.9.0.1';
  const burst = await Promise.all(Array.from({ length: 40 }, () => login(server, 'wrong', TEST_ADMIN_EMAIL, from(ip))));
  const checked = burst.filter((a) => a.err === 400);
  const refused = burst.filter((a) => a.err === 429);
  assert.is(checked.length, 5, 'passwords checked');
  assert.is(refused.length, 35);
  for (const answer of refused) {
    assert.match(answer.msg, /Too many failed sign-ins/);
    assert.ok(answer.data.retry_after_seconds > 0 && answer.data.retry_after_seconds <= 15 * 60);
  }
  // The refused attempts checked nothing, so they took no room from the address or the account.
  const [pair, client, account] = limitKeys(ip);
  assert.equal([await counted(server, pair), await counted(server, client), await counted(server, account)], [5, 5, 5]);
});

throttle('past the limit even the right password, sent in parallel, is refused without being checked', async ({ server }) => {
  const ip = '10.9.0.2';
  const first = await Promise.all(Array.from({ length: 5 }, () => login(server, 'wrong', TEST_ADMIN_EMAIL, from(ip))));
  assert.equal(first.map((a) => a.err), Array(5).fill(400));
  const burst = await Promise.all([
    login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from(ip)),
    ...Array.from({ length: 9 }, () => login(server, 'wrong', TEST_ADMIN_EMAIL, from(ip))),
  ]);
  assert.equal(burst.map((a) => a.err), Array(10).fill(429));
  assert.not.ok(burst.some((a) => a.data?.token), 'no token');
});

throttle('five wrong passwords from one address do not lock the account out from another', async ({ server }) => {
  await Promise.all(Array.from({ length: 6 }, () => login(server, 'wrong', TEST_ADMIN_EMAIL, from('10.9.0.3'))));
  assert.is((await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from('10.9.0.3'))).err, 429);
  const elsewhere = await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from('10.9.0.4'));
  assert.is(elsewhere.err, 0);
  assert.ok(elsewhere.data.token);
});

throttle('one address is stopped after 30 failures across accounts; other addresses are not', async ({ server }) => {
  const ip = '10.9.0.5';
  const attempts = await Promise.all(Array.from({ length: 31 }, (_, i) => login(server, 'wrong', `someone${i}@example.com`, from(ip))));
  assert.is(attempts.filter((a) => a.err === 400).length, 30);
  assert.is(attempts.filter((a) => a.err === 429).length, 1);
  assert.is((await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from(ip))).err, 429, 'the address is stopped for every account');
  assert.is((await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from('10.9.0.6'))).err, 0);
});

throttle('one account is stopped from every address only past a ceiling of 100 failures', async ({ server }) => {
  const [, , account] = limitKeys('any');
  // 99 failures already counted from addresses all over: one more is still checked.
  await server.database.db.insert(rateLimits).values({ key: account, count: 99, resetAt: sql`now() + interval '10 minutes'` });
  assert.is((await login(server, 'wrong', TEST_ADMIN_EMAIL, from('10.9.1.1'))).err, 400);
  const refused = await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from('10.9.1.2'));
  assert.is(refused.err, 429);
  assert.ok(refused.data.retry_after_seconds <= 600);
  assert.is(await counted(server, account), 100, 'the refusal took nothing');
  assert.is((await login(server, TEST_ADMIN_PASSWORD, 'someone@example.com', from('10.9.1.2'))).err, 400, 'other accounts are untouched');
});

throttle('a success forgives the failures of that account from that address, and nothing else', async ({ server }) => {
  const ip = '10.9.0.7';
  for (let i = 0; i < 3; i++) await login(server, 'wrong', TEST_ADMIN_EMAIL, from(ip));
  const [pair, client, account] = limitKeys(ip);
  assert.equal([await counted(server, pair), await counted(server, client), await counted(server, account)], [3, 3, 3]);
  assert.is((await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from(ip))).err, 0);
  assert.equal([await counted(server, pair), await counted(server, client), await counted(server, account)], [0, 3, 3]);
});

throttle('answers to repeated failures from one address come more and more slowly', async ({ server }) => {
  assert.equal([1, 2, 3, 4, 5].map(failureDelayMs), [0, 0, 500, 1000, 2000]);
  const took: number[] = [];
  for (let i = 0; i < 4; i++) {
    const started = Date.now();
    assert.is((await login(server, 'wrong', TEST_ADMIN_EMAIL, from('10.9.0.8'))).err, 400);
    took.push(Date.now() - started);
  }
  assert.ok(took[2] >= 500, `third failure answered after ${took[2]} ms`);
  assert.ok(took[3] >= 1000, `fourth failure answered after ${took[3]} ms`);
  const refusedStarted = Date.now();
  for (let i = 0; i < 2; i++) await login(server, 'wrong', TEST_ADMIN_EMAIL, from('10.9.0.8'));
  assert.ok(Date.now() - refusedStarted >= 2000, 'the fifth failure waits too');
});

throttle('arguments that fail validation are not counted', async ({ server }) => {
  const ip = '10.9.0.9';
  for (let i = 0; i < 8; i++) assert.is((await login(server, 'wrong', 'not-an-email', from(ip))).err, 400);
  assert.is(await counted(server, loginLimits.client(ip).key), 0);
  assert.is((await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, from(ip))).err, 0);
});

throttle.run();

const verify = suite<{ server: TestServer; delivered: CapturedDelivery }>('verification code');
verify.before(async (ctx) => {
  ctx.delivered = capturedDelivery();
  ctx.server = await startTestServer({ loginVerification: 'always' }, { transports: ctx.delivered.transports });
});
verify.after(async (ctx) => ctx.server.close());
// Every sign-in here sends a code, and one account gets five an hour: each test starts with none sent.
verify.before.each(async ({ server }) => {
  await server.database.db.execute(sql`delete from rate_limits`);
});

/** The code as its recipient gets it: the delivery worker hands the email to the transport. */
async function lastCode(server: TestServer, delivered: CapturedDelivery): Promise<string> {
  await server.delivery.runOnce();
  const mail = delivered.emails.at(-1)!;
  return /Your sign-in code is (\d{6})\b/.exec(mail.body)![1];
}

verify('sign-in asks for a code delivered through the outbox, then the code gives a token once', async ({ server, delivered }) => {
  const first = await login(server);
  assert.is(first.err, 0);
  assert.is(first.data.token, null);
  assert.ok(first.data.verify_ticket);
  assert.is(first.data.destination, 'a***n@example.com');
  const code = await lastCode(server, delivered);
  const ok = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(ok.err, 0);
  assert.ok(ok.data.token);
  assert.is((await server.call('get_user_info', {}, { token: ok.data.token })).err, 0);
  const again = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(again.err, 400, 'single use');
  assert.match(again.msg, /expired/);
});

verify('a wrong code is refused and counted; five wrong codes spend the ticket', async ({ server, delivered }) => {
  const first = await login(server);
  const code = await lastCode(server, delivered);
  const wrong = code === '000000' ? '111111' : '000000';
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: wrong });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [{ path: 'code', message: 'The verification code is incorrect.' }]);
  for (let i = 0; i < 4; i++) await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: wrong });
  const late = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(late.err, 400);
  assert.match(late.msg, /expired/);
});

verify('codes sent in parallel are counted before they are compared: at most five are, and the right one among the rest fails', async ({ server, delivered }) => {
  const first = await login(server);
  const code = await lastCode(server, delivered);
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? code : wrong(i)));
  const answers = await Promise.all(guesses.map((c) => server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: c })));
  const compared = answers.filter((a) => /incorrect/.test(a.msg) || a.err === 0);
  assert.ok(compared.length <= 5, `${compared.length} codes were compared`);
  assert.ok(answers.every((a) => a.err === 400), 'the right code sent after twenty-nine wrong ones in parallel does not sign in');
  const late = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.match(late.msg, /expired/, 'the ticket is spent');
});

verify('a code expires after 10 minutes', async ({ server, delivered }) => {
  const first = await login(server);
  const code = await lastCode(server, delivered);
  await server.database.db.execute(sql`update login_challenges set expires_at = now() - interval '1 second'`);
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(answer.err, 400);
});

verify('the code must be 6 digits', async ({ server }) => {
  const first = await login(server);
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: '12ab' });
  assert.equal(answer.data.fields, [{ path: 'code', message: 'Verification code is 6 digits.' }]);
});

verify('resending is rate-limited and a resent code replaces the old one', async ({ server, delivered }) => {
  await server.database.db.execute(sql`delete from rate_limits`);
  const first = await login(server);
  const oldCode = await lastCode(server, delivered);
  const soon = await server.call('send_login_verification_code', { verify_ticket: first.data.verify_ticket });
  assert.is(soon.err, 429);
  assert.match(soon.msg, /Wait \d+ s/);
  await server.database.db.execute(sql`update login_challenges set sent_at = now() - interval '2 minutes'`);
  const resent = await server.call('send_login_verification_code', { verify_ticket: first.data.verify_ticket });
  assert.is(resent.err, 0);
  const newCode = await lastCode(server, delivered);
  if (newCode !== oldCode) {
    const stale = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: oldCode });
    assert.is(stale.err, 400);
  }
  const ok = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: newCode });
  assert.is(ok.err, 0);
});

verify('at most five codes an hour go to one account', async ({ server }) => {
  await server.database.db.execute(sql`delete from rate_limits`);
  const tickets: string[] = [];
  for (let i = 0; i < 5; i++) tickets.push((await login(server)).data.verify_ticket);
  await server.database.db.execute(sql`update login_challenges set sent_at = now() - interval '2 minutes'`);
  const answer = await server.call('send_login_verification_code', { verify_ticket: tickets[4] });
  assert.is(answer.err, 429);
  assert.match(answer.msg, /Too many codes sent/);
});

verify('a pending sign-in code is readable by no account, super account included, anywhere the console shows messages', async ({ server, delivered }) => {
  const db = server.database.db;
  const first = await login(server);
  assert.is(first.err, 0, first.msg);
  const [queued] = await db.select().from(outbox).orderBy(sql`${outbox.id} desc`).limit(1);
  const code = /Your sign-in code is (\d{6})/.exec(queued.secretBody ?? '')?.[1];
  assert.ok(code, 'the text the transport will send holds the code');
  assert.match(queued.body, /Your sign-in code is ••••••\./, 'the outbox row the console reads has it masked');

  const [admin] = await db.select().from(accounts).where(eq(accounts.email, TEST_ADMIN_EMAIL));
  const client = { ip: '127.0.0.1', userAgent: 'test' };
  const superToken = await createSession(db, testConfig(), admin.id, client);
  const made = await server.call('add_admin_user', { name: 'Fay Cilitator', email: `facilitator.${process.pid}@example.com`, account_type: 'facilitator', password: 'Facilitator-2026' }, { token: superToken });
  assert.is(made.err, 0, made.msg);
  const facilitatorToken = await createSession(db, testConfig(), made.data.user.id, client);

  const reads: [string, object][] = [
    ['outbox_list', { keyword: TEST_ADMIN_EMAIL }],
    ['outbox_list', { keyword: code }],
    ['outbox_detail', { outbox_id: queued.id }],
    ['email_notice_list', {}],
    ['admin_audit_log', {}],
    ['search_records', { q: code }],
  ];
  for (const token of [superToken, facilitatorToken]) {
    for (const [api, body] of reads) {
      const answer = await server.call(api, body, { token });
      assert.not.ok(JSON.stringify(answer).includes(code!), `${api} ${JSON.stringify(body)} shows the code`);
    }
  }
  const listed = await server.call('outbox_list', { keyword: TEST_ADMIN_EMAIL }, { token: superToken });
  assert.ok(listed.data.list.some((m: any) => m.id === queued.id && m.preview.includes('Your sign-in code is ••••••')), 'the message is listed, masked');
  const byCode = await server.call('outbox_list', { keyword: code }, { token: superToken });
  assert.not.ok(byCode.data.list.some((m: any) => m.id === queued.id), 'the code finds nothing');
  const detail = await server.call('outbox_detail', { outbox_id: queued.id }, { token: superToken });
  assert.match(detail.data.message.text, /Your sign-in code is ••••••\./);

  // Delivered: the recipient's email has the code, and the outbox keeps none of it.
  // (The suite's earlier tests left codes of their own pending: this run delivers those too, in any order.)
  await server.delivery.runOnce();
  assert.ok(delivered.emails.some((mail) => mail.body.includes(`Your sign-in code is ${code}.`)), 'the code was delivered');
  const [sent] = await db.select().from(outbox).where(eq(outbox.id, queued.id));
  assert.equal([sent.status, sent.secretBody, sent.carriesSecret], ['sent', null, true]);
  const leftovers = await db.execute(sql`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public'`);
  for (const { relname } of (leftovers as any).rows ?? leftovers) {
    const found = await db.execute(sql.raw(`select count(*)::int as n from "${relname}" t where t::text like '%code is ${code}%'`));
    assert.is(((found as any).rows ?? found)[0].n, 0, `table ${relname} holds the sent code`);
  }
  const retried = await server.call('outbox_retry', { outbox_id: queued.id }, { token: superToken });
  assert.is(retried.status, 409, 'only a failed message can be retried');
  const ok = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(ok.err, 0, 'the delivered code signs in');
});

verify('codes sent by signing in count toward the five an hour: the sixth sign-in is refused, sends nothing and is audited', async ({ server }) => {
  const db = server.database.db;
  const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  const answers = [];
  for (let i = 0; i < 8; i++) answers.push(await login(server));
  assert.equal(answers.map((a) => a.err), [0, 0, 0, 0, 0, 429, 429, 429]);
  assert.match(answers[5].msg, /Too many codes sent to this account: at most 5 an hour\. Try again in \d+ minutes?\./);
  assert.ok(answers[5].data.retry_after_seconds > 0);
  assert.is(answers[5].data.verify_ticket, undefined, 'no ticket for a refused sign-in');
  const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  assert.is(after.n - before.n, 5, 'five codes went out, not eight');
  const refusals = await db.select().from(auditLog).where(eq(auditLog.entity, 'sign_in_failed')).orderBy(sql`${auditLog.id} desc`).limit(3);
  assert.is(refusals.length, 3);
  assert.ok(refusals.every((r) => r.command === 'auth.login' && /Too many codes sent/.test((r.after as any).reason)), JSON.stringify(refusals.map((r) => r.after)));

  // A resend for one of the five tickets is refused the same way, and audited too.
  await db.execute(sql`update login_challenges set sent_at = now() - interval '2 minutes'`);
  const resend = await server.call('send_login_verification_code', { verify_ticket: answers[0].data.verify_ticket });
  assert.is(resend.err, 429);
  assert.match(resend.msg, /Too many codes sent/);
  const [resendAudit] = await db.select().from(auditLog).where(eq(auditLog.entity, 'sign_in_failed')).orderBy(sql`${auditLog.id} desc`).limit(1);
  assert.is(resendAudit.command, 'auth.sendVerificationCode');
});

verify.run();
