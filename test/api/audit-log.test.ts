// Issue 13, audit: sign-ins, failed and refused sign-ins, changes and refused calls all leave a row, and
// the admin area's audit log (admin_audit_log, admin_audit_entry) finds them by person, command, record,
// outcome and day. Only managers read it.
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TEST_ADMIN_EMAIL } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';

const audit = suite<{ server: TestServer; token: string }>('audit log');
audit.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
audit.after(async (ctx) => ctx.server.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

audit('a failed sign-in and an inactive account’s sign-in are audited; a good one is a sign-in row', async ({ server, token }) => {
  const wrong = await server.call('login', { username: TEST_ADMIN_EMAIL, password: 'not the password at all' });
  assert.is(wrong.err, 400);
  const failed = await server.call('admin_audit_log', { person: TEST_ADMIN_EMAIL, outcome: 'sign_in_failed' }, { token });
  assert.is(failed.err, 0, failed.msg);
  assert.ok(failed.data.total >= 1, 'the failed attempt is there');
  const [row] = failed.data.list;
  assert.is(row.outcome, 'sign_in_failed');
  assert.is(row.account_email, TEST_ADMIN_EMAIL, 'the account tried is named');
  const entry = await server.call('admin_audit_entry', { audit_id: row.id }, { token });
  assert.equal(entry.data.entry.args, { username: TEST_ADMIN_EMAIL }, 'the password is never kept');

  const inactive = await accountOfType(server, token, 'hr_officer');
  await server.call('set_admin_user_status', { user_id: inactive.id, version: inactive.version, status: 'inactive' }, { token });
  const refused = await server.call('login', { username: inactive.email, password: 'Permission-Test-2026' });
  assert.is(refused.err, 403);
  const theirs = await server.call('admin_audit_log', { account_id: inactive.id, outcome: 'sign_in_failed' }, { token });
  assert.is(theirs.data.total, 1, 'the refused sign-in of an inactive account is audited');

  const signIns = await server.call('admin_audit_log', { account_id: inactive.id, outcome: 'sign_in' }, { token });
  assert.is(signIns.data.total, 1, 'their one good sign-in (before being disabled)');
});

audit('every row names who acted in account_id itself: a sign-in its account, a failed one the account tried, a change its session', async ({ server, token }) => {
  const db = server.database.db;
  const me = await server.call('get_user_info', {}, { token });
  const adminId = me.data.id as number;
  assert.type(adminId, 'number');
  await server.signIn();
  const [signIn] = await db.select().from(auditLog).where(eq(auditLog.command, 'auth.login')).orderBy(desc(auditLog.id)).limit(1);
  assert.is(signIn.accountId, adminId, 'the sign-in row stores the account it signed in (no session yet)');
  assert.is(signIn.entity, 'account');

  await server.call('login', { username: TEST_ADMIN_EMAIL, password: 'wrong wrong wrong' });
  const [failed] = await db.select().from(auditLog).where(eq(auditLog.entity, 'sign_in_failed')).orderBy(desc(auditLog.id)).limit(1);
  assert.is(failed.accountId, adminId, 'the failed attempt stores the account tried');

  const listed = await server.call('admin_audit_log', { account_id: adminId, outcome: 'sign_in', page_size: 1 }, { token });
  assert.is(listed.data.list[0].id, signIn.id, 'the list reads account_id as it is stored');
  assert.is(listed.data.list[0].account_email, TEST_ADMIN_EMAIL);
});

audit('a change is found by person, command prefix, record and day, and its entry shows what changed', async ({ server, token }) => {
  const staff = await server.call('get_staff_list', { page: 1, page_size: 1 }, { token });
  const staffId = staff.data.list[0].id as number;
  const note = await server.call('comment_for_applicant', { staff_id: staffId, note: 'Audit me, please.' }, { token });
  assert.is(note.err, 0, note.msg);

  const byCommand = await server.call('admin_audit_log', { command: 'note.', person: 'admin', from: today(), to: today() }, { token });
  assert.is(byCommand.err, 0, byCommand.msg);
  const mine = byCommand.data.list.find((r: { command: string }) => r.command === 'note.comment');
  assert.ok(mine, 'found by command prefix, person and day');
  assert.is(mine.outcome, 'change');
  assert.is(mine.title, 'Add note to applicant', 'the catalogue title');

  const byRecord = await server.call('admin_audit_log', { entity: mine.entity, entity_id: mine.entity_id }, { token });
  assert.ok(byRecord.data.list.some((r: { id: number }) => r.id === mine.id), 'found by its record');
  const byApi = await server.call('admin_audit_log', { command: 'comment_for', entity: mine.entity, entity_id: mine.entity_id }, { token });
  assert.is(byApi.data.total, 1, 'the api name works as the command too');

  const entry = await server.call('admin_audit_entry', { audit_id: mine.id }, { token });
  assert.is(entry.err, 0, entry.msg);
  assert.ok(entry.data.changed.length > 0, 'an insert changes its fields from nothing');

  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const before = await server.call('admin_audit_log', { entity: mine.entity, entity_id: mine.entity_id, to: yesterday }, { token });
  assert.is(before.data.total, 0, 'the day filter excludes it');
});

audit('a call refused by the permission rules is an entry of its own, and only managers read the log', async ({ server, token }) => {
  const viewer = await accountOfType(server, token, 'public_account');
  const refused = await server.call('admin_audit_log', {}, { token: viewer.token });
  assert.is(refused.err, 403, 'a public account may not read the audit log');
  const found = await server.call('admin_audit_log', { account_id: viewer.id, outcome: 'refused' }, { token });
  assert.is(found.data.total, 1);
  assert.is(found.data.list[0].command, 'audit.list', 'the refusal names what was refused');
});

audit('the audit log is append-only: the database itself refuses to change, delete or empty it', async ({ server }) => {
  const db = server.database.db;
  for (const statement of ['update audit_log set command = command', 'delete from audit_log where id = (select min(id) from audit_log)', 'truncate audit_log']) {
    let refused = '';
    try {
      await db.execute(sql.raw(statement));
    } catch (error) {
      refused = String((error as Error).message ?? error) + String((error as { cause?: Error }).cause?.message ?? '');
    }
    assert.match(refused, /append-only/, `${statement} is refused`);
  }
});

audit('bad filters are refused field by field', async ({ server, token }) => {
  const backwards = await server.call('admin_audit_log', { from: '2026-11-20', to: '2026-11-01' }, { token });
  assert.is(backwards.err, 400);
  assert.equal(backwards.data.fields.map((f: { path: string }) => f.path), ['to']);
  const bare = await server.call('admin_audit_log', { entity_id: '12' }, { token });
  assert.equal(bare.data.fields, [{ path: 'entity', message: 'Name the record kind with its id.' }]);
  const outcome = await server.call('admin_audit_log', { outcome: 'deleted' }, { token });
  assert.match(outcome.data.fields[0].message, /Outcome must be one of/);
  const missing = await server.call('admin_audit_entry', { audit_id: 99_999_999 }, { token });
  assert.is(missing.err, 404);
});

audit.run();
