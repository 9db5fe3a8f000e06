import { eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, auditLog, outbox, sessions } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
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
});

auth('username is case-insensitive', async ({ server }) => {
  const answer = await login(server, TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL.toUpperCase());
  assert.is(answer.err, 0);
});

auth('a wrong password and an unknown user get the same answer', async ({ server }) => {
  const wrong = await login(server, 'wrong password', TEST_ADMIN_EMAIL, { 'x-forwarded-for': '10.0.0.1' });
  const unknown = await login(server, 'whatever', 'nobody@example.com', { 'x-forwarded-for': '10.0.0.1' });
  assert.is(wrong.err, 400);
  assert.is(wrong.msg, 'Username or password is incorrect.');
  assert.is(unknown.msg, wrong.msg);
  assert.equal(wrong.data.fields, [{ path: 'password', message: 'Username or password is incorrect.' }]);
});

auth('empty fields are named', async ({ server }) => {
  const answer = await server.call('login', { username: '', password: '' });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [
    { path: 'username', message: 'Username is required.' },
    { path: 'password', message: 'Password is required.' },
  ]);
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

auth('failed sign-ins are throttled per account, and the counter survives the failed call', async ({ server }) => {
  const email = 'throttle@example.com';
  await server.database.db.insert(accounts).values({ email, name: 'T', passwordHash: 'x', accountType: 'hr_officer' });
  for (let i = 0; i < 5; i++) {
    const answer = await login(server, 'bad', email, { 'x-forwarded-for': `10.1.0.${i}` });
    assert.is(answer.err, 400, `attempt ${i + 1}`);
  }
  const blocked = await login(server, 'bad', email, { 'x-forwarded-for': '10.1.0.99' });
  assert.is(blocked.err, 429);
  assert.match(blocked.msg, /Too many failed sign-ins/);
  assert.ok(blocked.data.retry_after_seconds > 0);
});

auth('failed sign-ins are throttled per client address across accounts', async ({ server }) => {
  // The client limit only counts when the server trusts the forwarded address; here it uses the socket's.
  let last = 0;
  for (let i = 0; i < 31; i++) last = (await login(server, 'bad', `nobody${i}@example.com`)).err;
  assert.is(last, 429);
  await server.database.db.execute(sql`delete from rate_limits`);
});

auth('nothing about a failed sign-in is half-written: no session, no success audit', async ({ server }) => {
  const before = (await server.database.db.select().from(sessions)).length;
  const audits = (await server.database.db.select().from(auditLog)).length;
  await login(server, 'wrong');
  assert.is((await server.database.db.select().from(sessions)).length, before);
  assert.is((await server.database.db.select().from(auditLog)).length, audits);
  await server.database.db.execute(sql`delete from rate_limits`);
});

auth('audit rows never hold the password', async ({ server }) => {
  await server.signIn();
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'auth.login'));
  assert.ok(rows.length > 0);
  assert.not.match(JSON.stringify(rows), new RegExp(TEST_ADMIN_PASSWORD));
});

auth.run();

const verify = suite<{ server: TestServer }>('verification code');
verify.before(async (ctx) => {
  ctx.server = await startTestServer({ loginVerification: 'always' });
});
verify.after(async (ctx) => ctx.server.close());

async function lastCode(server: TestServer): Promise<string> {
  const [message] = await server.database.db.select().from(outbox).orderBy(sql`${outbox.id} desc`).limit(1);
  return /\b(\d{6})\b/.exec(message.body)![1];
}

verify('sign-in asks for a code delivered through the outbox, then the code gives a token once', async ({ server }) => {
  const first = await login(server);
  assert.is(first.err, 0);
  assert.is(first.data.token, null);
  assert.ok(first.data.verify_ticket);
  assert.is(first.data.destination, 'a***n@example.com');
  const code = await lastCode(server);
  const ok = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(ok.err, 0);
  assert.ok(ok.data.token);
  assert.is((await server.call('get_user_info', {}, { token: ok.data.token })).err, 0);
  const again = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(again.err, 400, 'single use');
  assert.match(again.msg, /expired/);
});

verify('a wrong code is refused and counted; five wrong codes spend the ticket', async ({ server }) => {
  const first = await login(server);
  const code = await lastCode(server);
  const wrong = code === '000000' ? '111111' : '000000';
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: wrong });
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [{ path: 'code', message: 'The verification code is incorrect.' }]);
  for (let i = 0; i < 4; i++) await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: wrong });
  const late = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(late.err, 400);
  assert.match(late.msg, /expired/);
});

verify('a code expires after 10 minutes', async ({ server }) => {
  const first = await login(server);
  const code = await lastCode(server);
  await server.database.db.execute(sql`update login_challenges set expires_at = now() - interval '1 second'`);
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code });
  assert.is(answer.err, 400);
});

verify('the code must be 6 digits', async ({ server }) => {
  const first = await login(server);
  const answer = await server.call('login_verify_request', { verify_ticket: first.data.verify_ticket, code: '12ab' });
  assert.equal(answer.data.fields, [{ path: 'code', message: 'Verification code is 6 digits.' }]);
});

verify('resending is rate-limited and a resent code replaces the old one', async ({ server }) => {
  await server.database.db.execute(sql`delete from rate_limits`);
  const first = await login(server);
  const oldCode = await lastCode(server);
  const soon = await server.call('send_login_verification_code', { verify_ticket: first.data.verify_ticket });
  assert.is(soon.err, 429);
  assert.match(soon.msg, /Wait \d+ s/);
  await server.database.db.execute(sql`update login_challenges set sent_at = now() - interval '2 minutes'`);
  const resent = await server.call('send_login_verification_code', { verify_ticket: first.data.verify_ticket });
  assert.is(resent.err, 0);
  const newCode = await lastCode(server);
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

verify.run();
