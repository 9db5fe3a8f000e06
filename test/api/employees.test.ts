// Internal employees over HTTP: add (a temporary password answered once, stored hashed, signing in
// works), list, edit with the home address resolved through the gazetteer, status (inactive ends
// sessions and refuses sign-in), reset password, and the CSV import's per-row report.
import { and, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, auditLog, employees, sessions } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('employees');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const person = (email: string) => ({
  first_name: 'Aroha', surname: 'Ngata', email, phone: '0412 345 678', position: 'Recruitment officer', account_type: 'hr_officer',
  start_date: '2026-02-01', address: '8 King Street', suburb: 'Newtown', state: 'NSW', postcode: '2042',
});

async function importCsv(server: TestServer, token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'staff.csv');
  const response = await fetch(`${server.url}/api/admin/import_internal_staff`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

test('add_internal_staff: account and profile, the temporary password once and hashed, sign-in with it works', async ({ server, token }) => {
  const added = await server.call('add_internal_staff', person('aroha.ngata@staff.example.com'), { token });
  assert.is(added.err, 0, added.msg);
  const staff = added.data.staff;
  assert.equal([staff.name, staff.email, staff.phone, staff.account_type, staff.status, staff.suburb, staff.postcode, staff.version], ['Aroha Ngata', 'aroha.ngata@staff.example.com', '0412345678', 'hr_officer', 'active', 'Newtown', '2042', 1]);
  assert.ok(staff.lat < -33.8 && staff.lat > -34);
  const password: string = added.data.temporary_password;
  assert.ok(password.length >= 12);
  const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, staff.account_id));
  assert.ok(account.passwordHash.startsWith('$argon2id$') && !account.passwordHash.includes(password));
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'add_internal_staff'), eq(auditLog.entityId, String(staff.id))));
  assert.not.ok(JSON.stringify(audit).includes(password), 'the password is in no audit row');
  const login = await server.call('login', { username: 'aroha.ngata@staff.example.com', password });
  assert.is(login.err, 0, login.msg);

  const listed = await server.call('internal_staff_list', { keyword: 'aroha.ngata@' }, { token });
  assert.equal(listed.data.list.map((r: any) => r.id), [staff.id]);
  const exists = await server.call('check_internal_staff_email', { email: 'AROHA.NGATA@staff.example.com' }, { token });
  assert.is(exists.data.is_exist, true);
  const taken = await server.call('add_internal_staff', person('Aroha.Ngata@staff.example.com'), { token });
  assert.equal(taken.data.fields, [{ path: 'email', message: 'Email address is already used by another account.' }]);
});

test('add_internal_staff refuses bad input, each field named', async ({ server, token }) => {
  const bad = await server.call('add_internal_staff', { first_name: '', surname: 'X', email: 'not-an-address', account_type: 'boss', phone: '123', start_date: '2026-05-01', end_date: '2026-01-01' }, { token });
  assert.is(bad.status, 400);
  const paths = bad.data.fields.map((f: any) => f.path).sort();
  assert.equal(paths, ['account_type', 'email', 'first_name', 'phone']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Email address is invalid.'));
  const dates = await server.call('add_internal_staff', { ...person('dates@staff.example.com'), start_date: '2026-05-01', end_date: '2026-01-01' }, { token });
  assert.equal(dates.data.fields, [{ path: 'end_date', message: 'End date 2026-01-01 is before the start date 2026-05-01.' }]);
  const partial = await server.call('add_internal_staff', { ...person('partial@staff.example.com'), suburb: undefined, postcode: undefined }, { token });
  assert.equal(partial.data.fields.map((f: any) => f.path), ['suburb', 'postcode']);
  const wrongPlace = await server.call('add_internal_staff', { ...person('wrongplace@staff.example.com'), postcode: '3000' }, { token });
  assert.equal(wrongPlace.data.fields, [{ path: 'postcode', message: 'Newtown NSW has postcode 2042, not 3000.' }]);
  const anonymous = await server.call('add_internal_staff', person('anon@staff.example.com'));
  assert.is(anonymous.status, 401);
  const kept = await server.database.db.select().from(accounts).where(eq(accounts.email, 'partial@staff.example.com'));
  assert.equal(kept, []);
});

test('edit_internal_staff: profile and account together, versioned, home address re-resolved', async ({ server, token }) => {
  const { staff } = (await server.call('add_internal_staff', person('edit.me@staff.example.com'), { token })).data;
  const edited = await server.call('edit_internal_staff', { employee_id: staff.id, version: 1, surname: 'Ngata-Smith', account_type: 'hr_manager', suburb: 'Enmore' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.staff.name, edited.data.staff.account_type, edited.data.staff.suburb, edited.data.staff.postcode, edited.data.staff.version], ['Aroha Ngata-Smith', 'hr_manager', 'Enmore', '2042', 2]);
  const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, staff.account_id));
  assert.equal([account.name, account.accountType], ['Aroha Ngata-Smith', 'hr_manager']);
  const stale = await server.call('edit_internal_staff', { employee_id: staff.id, version: 1, position: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const dates = await server.call('edit_internal_staff', { employee_id: staff.id, version: 2, end_date: '2025-01-01' }, { token });
  assert.equal(dates.data.fields, [{ path: 'end_date', message: 'End date 2025-01-01 is before the start date 2026-02-01.' }]);
  const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'edit_internal_staff')).orderBy(desc(auditLog.id)).limit(1);
  assert.equal([(audit.before as any).surname, (audit.after as any).surname], ['Ngata', 'Ngata-Smith']);
  const missing = await server.call('internal_staff_detail', { employee_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
});

test('set_internal_staff_status and reset_internal_staff_password end sessions; the old password stops working', async ({ server, token }) => {
  const { staff, temporary_password } = (await server.call('add_internal_staff', person('status.me@staff.example.com'), { token })).data;
  const theirToken = (await server.call('login', { username: 'status.me@staff.example.com', password: temporary_password })).data.token;
  const reset = await server.call('reset_internal_staff_password', { employee_id: staff.id, version: 1 }, { token });
  assert.is(reset.err, 0, reset.msg);
  assert.is(reset.data.sessions_ended, 1);
  assert.ok(reset.data.temporary_password !== temporary_password);
  const old = await server.call('login', { username: 'status.me@staff.example.com', password: temporary_password });
  assert.is(old.err !== 0, true);
  const fresh = await server.call('login', { username: 'status.me@staff.example.com', password: reset.data.temporary_password });
  assert.is(fresh.err, 0, fresh.msg);
  assert.is((await server.call('internal_staff_list', {}, { token: theirToken })).status, 401, 'the old session ended');

  const off = await server.call('set_internal_staff_status', { employee_id: staff.id, version: 2, status: 'inactive' }, { token });
  assert.equal([off.data.staff.status, off.data.sessions_ended], ['inactive', 1]);
  assert.equal(await server.database.db.select().from(sessions).where(eq(sessions.accountId, staff.account_id)), []);
  const refused = await server.call('login', { username: 'status.me@staff.example.com', password: reset.data.temporary_password });
  assert.is(refused.status, 403);
  const noReset = await server.call('reset_internal_staff_password', { employee_id: staff.id, version: 3 }, { token });
  assert.is(noReset.status, 409);
  const bad = await server.call('set_internal_staff_status', { employee_id: staff.id, version: 3, status: 'gone' }, { token });
  assert.equal(bad.data.fields, [{ path: 'status', message: 'Status must be one of active, inactive.' }]);
  const inactive = await server.call('internal_staff_list', { status: 'inactive', keyword: 'status.me@' }, { token });
  assert.equal(inactive.data.list.map((r: any) => r.id), [staff.id]);

  // Nobody deactivates their own account.
  const [admin] = await server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.com'));
  const [self] = admin ? await server.database.db.insert(employees).values({ accountId: admin.id, firstName: 'Admin', surname: 'User' }).returning() : [];
  if (self) {
    const own = await server.call('set_internal_staff_status', { employee_id: self.id, version: 1, status: 'inactive' }, { token });
    assert.is(own.status, 403);
  }
});

test('import_internal_staff: good rows imported, bad rows refused with the column and reason', async ({ server, token }) => {
  const csv = [
    'First name,Surname,Email,Account type,Position,Suburb,State,Postcode,Address,Shoe size',
    'Tama,Rewi,tama.rewi@staff.example.com,hr_coordinator,Rostering,Fitzroy,VIC,3065,3 Gore Street,9',
    'Lena,Okafor,lena.okafor@staff.example.com,facilitator,,,,,,',
    'Bad,Type,bad.type@staff.example.com,boss,,,,,,',
    'Dup,Email,TAMA.REWI@staff.example.com,hr_officer,,,,,,',
    'Wrong,Place,wrong.place@staff.example.com,hr_officer,,Fitzroy,VIC,2000,1 Main Street,',
  ].join('\n');
  const report = await importCsv(server, token, csv);
  assert.is(report.err, 0, report.msg);
  assert.equal([report.data.imported, report.data.refused], [2, 3]);
  assert.equal(report.data.ignored_columns, ['Shoe size']);
  const byLine = Object.fromEntries(report.data.rows.map((r: any) => [r.line, r]));
  assert.equal([byLine[2].outcome, byLine[3].outcome], ['imported', 'imported']);
  assert.equal([byLine[4].outcome, byLine[4].field, byLine[4].message.startsWith('Account type must be one of')], ['refused', 'Account type', true]);
  assert.equal([byLine[5].field, byLine[5].message], ['Email', 'Same email address as line 2 of this file.']);
  assert.equal([byLine[6].field, byLine[6].message], ['Postcode', 'Fitzroy VIC has postcode 3065, not 2000.']);

  const tama = await server.call('internal_staff_detail', { employee_id: byLine[2].employee_id }, { token });
  assert.equal([tama.data.name, tama.data.suburb, tama.data.password_issued_at], ['Tama Rewi', 'Fitzroy', null]);
  const cannotSignIn = await server.call('login', { username: 'tama.rewi@staff.example.com', password: '' });
  assert.is(cannotSignIn.status, 400);
  const again = await importCsv(server, token, csv);
  assert.equal([again.data.imported, again.data.refused], [0, 5]);
  assert.is(again.data.rows[0].message, 'Email address is already used by another account.');

  const noColumns = await importCsv(server, token, 'name,phone\nx,y');
  assert.is(noColumns.status, 400);
  assert.equal(noColumns.data.fields, [{ path: 'file', message: 'File is missing the columns first_name, surname, email, account_type.' }]);
  const empty = await importCsv(server, token, '');
  assert.is(empty.status, 400);
});

test.run();
