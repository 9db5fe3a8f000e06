// Provider operators (v2) over HTTP: add with a hashed password and a login email in the outbox, list
// and filter, edit with versions, status, resend login info (a new temporary password), delete; and the
// refusals: a facility of another provider, a used email, a weak password, an inactive operator.
import { verify } from '@node-rs/argon2';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, outbox, providerOperators, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; providerId: number; facilityId: number; foreignFacilityId: number }>('provider operators');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  const [provider] = await db.select({ id: providers.id }).from(providers)
    .where(and(eq(providers.status, 'enabled'), sql`exists (select 1 from facilities f where f.provider_id = ${sql.raw('"providers"."id"')})`)).orderBy(providers.id).limit(1);
  ctx.providerId = provider.id;
  ctx.facilityId = (await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.providerId, provider.id)).limit(1))[0].id;
  ctx.foreignFacilityId = (await db.select({ id: facilities.id }).from(facilities).where(ne(facilities.providerId, provider.id)).limit(1))[0].id;
});
test.after(async (ctx) => ctx.server.close());

const NEW = { first_name: 'Megan', surname: 'Walsh', email: 'megan.walsh@operators.example.org', password: 'Roster2026', role: 'roster_coordinator' };

test('add_operator_v2: stores an argon2id hash, emails login info, lists the operator; refusals change nothing', async ({ server, token, providerId, facilityId, foreignFacilityId }) => {
  const added = await server.call('add_operator_v2', { ...NEW, provider_id: providerId, facility_id: facilityId }, { token });
  assert.is(added.err, 0, added.msg);
  const op = added.data.operator;
  assert.equal([op.name, op.role, op.facility_id, op.status, op.version], ['Megan Walsh', 'roster_coordinator', facilityId, 'active', 1]);
  assert.ok(op.facility_name && op.login_info_sent_at);
  const [row] = await server.database.db.select().from(providerOperators).where(eq(providerOperators.id, op.id));
  assert.match(row.passwordHash, /^\$argon2id\$/);
  assert.ok(await verify(row.passwordHash, 'Roster2026'));
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, NEW.email)).orderBy(desc(outbox.id));
  assert.match(mail.subject, /login details/);
  assert.match(mail.secretBody!, /Temporary password: Roster2026/, 'the email as sent holds the password');
  assert.match(mail.body, /Temporary password: ••••••/, 'the outbox the console shows has it masked');
  const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'add_operator_v2')).orderBy(desc(auditLog.id));
  assert.is((audit.args as any).password, '[redacted]', 'the audit row keeps no password');

  const listed = await server.call('operator_list_v2', { provider_id: providerId, keyword: 'megan walsh' }, { token });
  assert.equal(listed.data.list.map((o: any) => o.id), [op.id]);
  const byRole = await server.call('operator_list_v2', { provider_id: providerId, role: 'roster_coordinator', page_size: 200 }, { token });
  assert.ok(byRole.data.list.every((o: any) => o.role === 'roster_coordinator' && o.provider_id === providerId));

  const before = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(providerOperators))[0].n;
  const used = await server.call('add_operator_v2', { ...NEW, email: NEW.email.toUpperCase(), provider_id: providerId }, { token });
  assert.is(used.status, 400);
  assert.match(used.data.fields[0].message, /already used by operator/);
  const foreign = await server.call('add_operator_v2', { ...NEW, email: 'other@operators.example.org', provider_id: providerId, facility_id: foreignFacilityId }, { token });
  assert.equal(foreign.data.fields[0].path, 'facility_id');
  const weak = await server.call('add_operator_v2', { ...NEW, email: 'x', password: 'abc1', role: 'boss', first_name: '', provider_id: providerId }, { token });
  assert.equal(Object.fromEntries(weak.data.fields.map((f: any) => [f.path, f.message])), {
    first_name: 'First name is required.', email: 'Email address is invalid.', password: 'Password must be at least 8 characters.',
    role: 'Role must be one of administrator, manager, roster_coordinator, viewer.',
  });
  const noProvider = await server.call('add_operator_v2', { ...NEW, email: 'ghost@operators.example.org', provider_id: 99_999_999 }, { token });
  assert.is(noProvider.status, 404);
  const after = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(providerOperators))[0].n;
  assert.is(after, before);
});

test('edit_operator_v2 and set_operator_status_v2: versioned; a new password is hashed; stale refused', async ({ server, token, providerId }) => {
  const { data } = await server.call('add_operator_v2', { ...NEW, email: 'luke.hughes@operators.example.org', first_name: 'Luke', surname: 'Hughes', provider_id: providerId, send_login_info: false }, { token });
  const op = data.operator;
  assert.is(op.login_info_sent_at, null);
  const edited = await server.call('edit_operator_v2', { operator_id: op.id, version: 1, role: 'manager', surname: 'Hughes-Brown', password: 'NewPass2026' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.operator.role, edited.data.operator.surname, edited.data.operator.version], ['manager', 'Hughes-Brown', 2]);
  const [row] = await server.database.db.select().from(providerOperators).where(eq(providerOperators.id, op.id));
  assert.ok(await verify(row.passwordHash, 'NewPass2026'));
  const stale = await server.call('edit_operator_v2', { operator_id: op.id, version: 1, role: 'viewer' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);

  const off = await server.call('set_operator_status_v2', { operator_id: op.id, status: 'inactive', version: 2 }, { token });
  assert.equal([off.err, off.data.operator.status, off.data.operator.version], [0, 'inactive', 3]);
  const resend = await server.call('resend_operator_login_info', { operator_id: op.id }, { token });
  assert.is(resend.status, 409);
  assert.match(resend.msg, /inactive/);
  const badStatus = await server.call('set_operator_status_v2', { operator_id: op.id, status: 'paused', version: 3 }, { token });
  assert.equal(badStatus.data.fields, [{ path: 'status', message: 'Status must be one of active, inactive.' }]);
});

test('resend_operator_login_info: a new temporary password, hashed, and an email with it', async ({ server, token, providerId }) => {
  const { data } = await server.call('add_operator_v2', { ...NEW, email: 'ruby.kelly@operators.example.org', first_name: 'Ruby', surname: 'Kelly', provider_id: providerId, send_login_info: false }, { token });
  const sent = await server.call('resend_operator_login_info', { operator_id: data.operator.id }, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.equal([sent.data.sent_to, sent.data.operator.version], ['ruby.kelly@operators.example.org', 2]);
  assert.ok(sent.data.operator.login_info_sent_at);
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'ruby.kelly@operators.example.org')).orderBy(desc(outbox.id));
  const temporary = /Temporary password: (\S+)/.exec(mail.secretBody!)![1];
  assert.not.ok(mail.body.includes(temporary), 'the outbox the console shows has it masked');
  const [row] = await server.database.db.select().from(providerOperators).where(eq(providerOperators.id, data.operator.id));
  assert.ok(await verify(row.passwordHash, temporary), 'the emailed password is the one stored');
  assert.not.ok(await verify(row.passwordHash, NEW.password), 'the old password no longer works');
  const missing = await server.call('resend_operator_login_info', { operator_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
});

test('delete_operator_v2: versioned delete; operator_info_v2 then 404', async ({ server, token, providerId }) => {
  const { data } = await server.call('add_operator_v2', { ...NEW, email: 'amy.ward@operators.example.org', first_name: 'Amy', surname: 'Ward', provider_id: providerId, send_login_info: false }, { token });
  const shown = await server.call('operator_info_v2', { operator_id: data.operator.id }, { token });
  assert.ok(shown.data.provider_name);
  assert.is(shown.data.version, 1);
  const stale = await server.call('delete_operator_v2', { operator_id: data.operator.id, version: 5 }, { token });
  assert.is(stale.status, 409);
  const gone = await server.call('delete_operator_v2', { operator_id: data.operator.id, version: 1 }, { token });
  assert.equal(gone.data, { id: data.operator.id, deleted: true });
  const after = await server.call('operator_info_v2', { operator_id: data.operator.id }, { token });
  assert.is(after.status, 404);
});

test.run();
