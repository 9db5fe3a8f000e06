// Admin users over HTTP (spec §3 accounts: type, status, start and end date): add with validation, the
// list and its filters, sessions listed and ended one by one, disabling (sessions end, sign-in refused),
// dates that exclude today, password resets, stale versions, and nobody locking themselves out.
import { and, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accountToday } from '../../src/domain/account-dates';
import { auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { ACCOUNT_PASSWORD, accountOfType } from './admin-accounts';

const test = suite<{ server: TestServer; token: string }>('admin users');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const shiftDay = (days: number) => {
  const [y, m, d] = accountToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

test('add_admin_user: validates each field with its message, refuses a taken email, lists the new user', async ({ server, token }) => {
  const bad = await server.call('add_admin_user', { name: ' ', email: 'not-an-email', account_type: 'boss', password: 'short', start_date: '2026-05-01', end_date: '2026-04-01' }, { token });
  assert.is(bad.status, 400);
  const paths = [...new Set(bad.data.fields.map((f: any) => f.path))].sort();
  assert.equal(paths, ['account_type', 'email', 'name', 'password']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Email address is invalid.'));
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Password must be at least 12 characters.'));
  const order = await server.call('add_admin_user', { name: 'Dates Wrong', email: 'dates.wrong@example.com', account_type: 'hr_officer', password: ACCOUNT_PASSWORD, start_date: '2026-05-01', end_date: '2026-04-01' }, { token });
  assert.is(order.status, 400);
  assert.equal(order.data.fields, [{ path: 'end_date', message: 'End date 2026-04-01 is before the start date 2026-05-01.' }]);

  const made = await server.call('add_admin_user', { name: 'Harriet Cole', email: 'harriet.cole@example.com', phone: '0412 345 678', account_type: 'hr_coordinator', password: ACCOUNT_PASSWORD, end_date: '2030-06-30' }, { token });
  assert.is(made.err, 0, made.msg);
  assert.equal([made.data.user.name, made.data.user.account_type, made.data.user.status, made.data.user.end_date, made.data.user.session_count, made.data.user.version], ['Harriet Cole', 'hr_coordinator', 'active', '2030-06-30', 0, 1]);
  const again = await server.call('add_admin_user', { name: 'Other', email: 'HARRIET.COLE@example.com', account_type: 'hr_officer', password: ACCOUNT_PASSWORD }, { token });
  assert.is(again.status, 409);
  assert.match(again.msg, /already belongs to admin user/);

  const listed = await server.call('admin_user_list', { keyword: 'harriet', account_type: 'hr_coordinator' }, { token });
  assert.equal(listed.data.list.map((u: any) => u.email), ['harriet.cole@example.com']);
  const inactive = await server.call('admin_user_list', { status: 'inactive', page_size: 200 }, { token });
  assert.ok(inactive.data.total > 0 && inactive.data.list.every((u: any) => u.status === 'inactive'), 'the seed has inactive users');
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'add_admin_user'), eq(auditLog.entityId, String(made.data.user.id))));
  assert.is((audit.args as any).password, '[redacted]');
  assert.not.ok(JSON.stringify(audit.after).includes('password'), 'no hash in the audit image');
});

test('sessions: listed per user, ended one by one; an ended token is signed out (err 3)', async ({ server, token }) => {
  const user = await accountOfType(server, token, 'hr_officer');
  const second = await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD });
  const info = await server.call('admin_user_info', { user_id: user.id }, { token });
  assert.is(info.err, 0, info.msg);
  assert.is(info.data.sessions.length, 2);
  assert.is(info.data.user.session_count, 2);
  assert.ok(info.data.sessions.every((s: any) => s.current === false && s.expires_at), 'neither is the admin\'s own');
  assert.not.ok(JSON.stringify(info.data).includes('token'), 'no token or hash is sent');
  const mine = await server.call('admin_user_info', { user_id: 1 }, { token });
  assert.ok(mine.data.sessions.some((s: any) => s.current), 'the admin sees their own session marked');

  const target = info.data.sessions[0].id;
  const ended = await server.call('end_admin_user_session', { user_id: user.id, session_id: target }, { token });
  assert.equal(ended.data, { ended: true, sessions_left: 1 });
  const tokens = [user.token, second.data.token];
  const answers = await Promise.all(tokens.map((t) => server.call('get_user_info', {}, { token: t })));
  assert.equal(answers.map((a) => a.err).sort(), [0, 3], 'exactly one of the two tokens ended');
  const gone = await server.call('end_admin_user_session', { user_id: user.id, session_id: target }, { token });
  assert.is(gone.status, 404);
  const wrongUser = await server.call('end_admin_user_session', { user_id: 1, session_id: info.data.sessions[1].id }, { token });
  assert.is(wrongUser.status, 404, 'a session is ended only through its own user');
});

test('disabling a user ends their sessions and refuses sign-in; enabling lets them back', async ({ server, token }) => {
  const user = await accountOfType(server, token, 'operational_manager');
  assert.is((await server.call('get_user_info', {}, { token: user.token })).err, 0);
  const off = await server.call('set_admin_user_status', { user_id: user.id, version: user.version, status: 'inactive' }, { token });
  assert.is(off.err, 0, off.msg);
  assert.equal([off.data.user.status, off.data.sessions_ended, off.data.user.session_count], ['inactive', 1, 0]);
  const after = await server.call('get_user_info', {}, { token: user.token });
  assert.is(after.err, 3, 'the session ended at once');
  const login = await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD });
  assert.is(login.status, 403);
  assert.match(login.msg, /inactive/);
  const stale = await server.call('set_admin_user_status', { user_id: user.id, version: user.version, status: 'active' }, { token });
  assert.is(stale.status, 409);
  assert.is(stale.data.current_version, off.data.user.version);
  const on = await server.call('set_admin_user_status', { user_id: user.id, version: off.data.user.version, status: 'active' }, { token });
  assert.is(on.err, 0, on.msg);
  assert.is((await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD })).err, 0);
  const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'set_admin_user_status')).orderBy(desc(auditLog.id)).limit(1);
  assert.equal([(row.before as any).status, (row.after as any).status], ['inactive', 'active']);
});

test('dates: an end date passed ends sessions and refuses sign-in; a start date ahead refuses it too', async ({ server, token }) => {
  const user = await accountOfType(server, token, 'facilitator');
  const ended = await server.call('edit_admin_user', { user_id: user.id, version: user.version, end_date: shiftDay(-1) }, { token });
  assert.is(ended.err, 0, ended.msg);
  assert.is(ended.data.sessions_ended, 1);
  assert.is((await server.call('get_user_info', {}, { token: user.token })).err, 3);
  const login = await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD });
  assert.is(login.status, 403);
  assert.match(login.msg, /ended on/);
  const today = await server.call('edit_admin_user', { user_id: user.id, version: ended.data.user.version, end_date: shiftDay(0) }, { token });
  assert.is(today.data.sessions_ended, 0);
  assert.is((await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD })).err, 0, 'the end date itself is still a working day');

  const later = await accountOfType(server, token, 'hrbp', { start_date: shiftDay(0) });
  const ahead = await server.call('edit_admin_user', { user_id: later.id, version: later.version, start_date: shiftDay(3) }, { token });
  assert.is(ahead.data.sessions_ended, 1);
  const early = await server.call('login', { username: later.email, password: ACCOUNT_PASSWORD });
  assert.is(early.status, 403);
  assert.match(early.msg, /starts on/);
  const crossed = await server.call('edit_admin_user', { user_id: later.id, version: ahead.data.user.version, end_date: shiftDay(1) }, { token });
  assert.is(crossed.status, 409, 'an end before the stored start date is refused');
});

test('edit_admin_user: a new password or account type ends sessions; nobody changes or disables themselves', async ({ server, token }) => {
  const user = await accountOfType(server, token, 'hr_officer');
  const typed = await server.call('edit_admin_user', { user_id: user.id, version: user.version, account_type: 'hr_manager', name: 'Promoted Officer' }, { token });
  assert.equal([typed.data.user.account_type, typed.data.user.name, typed.data.sessions_ended], ['hr_manager', 'Promoted Officer', 1]);
  const relogin = await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD });
  const me = await server.call('get_user_info', {}, { token: relogin.data.token });
  assert.is(me.data.account_type, 'hr_manager');
  const reset = await server.call('edit_admin_user', { user_id: user.id, version: typed.data.user.version, password: 'A-brand-new-passw0rd' }, { token });
  assert.is(reset.data.sessions_ended, 1);
  assert.is((await server.call('login', { username: user.email, password: ACCOUNT_PASSWORD })).status, 400, 'the old password no longer works');
  assert.is((await server.call('login', { username: user.email, password: 'A-brand-new-passw0rd' })).err, 0);
  const nothing = await server.call('edit_admin_user', { user_id: user.id, version: reset.data.user.version, name: 'Promoted Officer' }, { token });
  assert.is(nothing.data.user.version, reset.data.user.version, 'no change, no new version');

  const self = await server.call('admin_user_info', { user_id: 1 }, { token });
  const disableSelf = await server.call('set_admin_user_status', { user_id: 1, version: self.data.version, status: 'inactive' }, { token });
  assert.is(disableSelf.status, 409);
  assert.match(disableSelf.msg, /your own account/);
  const demoteSelf = await server.call('edit_admin_user', { user_id: 1, version: self.data.version, account_type: 'public_account' }, { token });
  assert.is(demoteSelf.status, 409);
  const missing = await server.call('edit_admin_user', { user_id: 99_999, version: 1, name: 'x' }, { token });
  assert.is(missing.status, 404);
});

test.run();
