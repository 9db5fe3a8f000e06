// Provider API keys over HTTP: a key is shown once and stored only hashed with a visible prefix; list,
// edit (versioned), delete; the administrator list; refusals and bad input named by field.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, auditLog, providerApiKeys, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; providerId: number; adminId: number }>('api-keys');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [provider] = await ctx.server.database.db.select({ id: providers.id }).from(providers).orderBy(providers.id).limit(1);
  const [admin] = await ctx.server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.status, 'active')).orderBy(accounts.id).limit(1);
  ctx.providerId = provider.id;
  ctx.adminId = admin.id;
});
test.after(async (ctx) => ctx.server.close());

test('add_provider_api: the key is answered once, stored as its SHA-256 with a visible prefix, and never listed', async ({ server, token, providerId, adminId }) => {
  const made = await server.call('add_provider_api', { provider_id: providerId, name: 'Roster sync (Deputy)', administrator_id: adminId, scopes: ['temp_shifts:read', 'temp_shifts:write'] }, { token });
  assert.is(made.err, 0, made.msg);
  const key: string = made.data.api_key;
  assert.match(key, /^ccp_[A-Za-z0-9_-]{43}$/, 'ccp_ and 256 bits in base64url');
  assert.is(made.data.api.key_prefix, key.slice(0, 12));
  assert.equal([made.data.api.status, made.data.api.version, made.data.api.scopes], ['active', 1, ['temp_shifts:read', 'temp_shifts:write']]);

  const [stored] = await server.database.db.select().from(providerApiKeys).where(eq(providerApiKeys.id, made.data.api.id));
  assert.is(stored.keyHash, createHash('sha256').update(key).digest('hex'));
  assert.not.ok(JSON.stringify(stored).includes(key.slice(12)), 'the secret part is stored nowhere in the row');

  const listed = await server.call('get_provider_api_list', { provider_id: providerId }, { token });
  assert.is(listed.err, 0, listed.msg);
  const row = listed.data.api_list.find((a: any) => a.id === made.data.api.id);
  assert.ok(row);
  assert.not.ok(JSON.stringify(listed.data).includes(key.slice(12)), 'the list never carries the key');
  assert.not.ok('key_hash' in row);

  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'add_provider_api'), eq(auditLog.entityId, String(made.data.api.id))));
  assert.ok(audit, 'an audit row');
  assert.not.ok(JSON.stringify(audit).includes(key.slice(12)), 'the audit row does not hold the key');

  const second = await server.call('add_provider_api', { provider_id: providerId, name: 'Payroll export', administrator_id: adminId, scopes: ['timesheets:read'] }, { token });
  assert.is.not(second.data.api_key, key, 'every key is new');
});

test('add_provider_api refuses bad input by field, a missing provider, an unknown administrator and no session', async ({ server, token, providerId, adminId }) => {
  const bad = await server.call('add_provider_api', { provider_id: providerId, name: ' ', administrator_id: adminId, scopes: ['everything'], expires_on: '31/12/2026' }, { token });
  assert.is(bad.status, 400);
  const paths = bad.data.fields.map((f: any) => f.path).sort();
  assert.equal(paths, ['expires_on', 'name', 'scopes.0']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Name is required.'));
  const none = await server.call('add_provider_api', { provider_id: providerId, name: 'x', administrator_id: adminId, scopes: [] }, { token });
  assert.equal(none.data.fields, [{ path: 'scopes', message: 'Choose at least one scope: what the key may reach.' }]);
  const missing = await server.call('add_provider_api', { provider_id: 99_999_999, name: 'x', administrator_id: adminId, scopes: ['staff:read'] }, { token });
  assert.is(missing.status, 404);
  const nobody = await server.call('add_provider_api', { provider_id: providerId, name: 'x', administrator_id: 99_999_999, scopes: ['staff:read'] }, { token });
  assert.equal([nobody.status, nobody.data.fields[0].path], [400, 'administrator_id']);
  const anonymous = await server.call('add_provider_api', { provider_id: providerId, name: 'x', administrator_id: adminId, scopes: ['staff:read'] });
  assert.is(anonymous.status, 401);
  const count = await server.database.db.select({ id: providerApiKeys.id }).from(providerApiKeys).where(eq(providerApiKeys.name, 'x'));
  assert.is(count.length, 0, 'nothing refused was kept');
});

test('edit_provider_api: versioned, disables, changes scopes and expiry; stale and unknown ids refused', async ({ server, token, providerId, adminId }) => {
  const { data } = await server.call('add_provider_api', { provider_id: providerId, name: 'Kiosk', administrator_id: adminId, scopes: ['temp_shifts:read'] }, { token });
  const edited = await server.call('edit_provider_api', { api_id: data.api.id, version: 1, status: 'disabled', scopes: ['temp_shifts:read', 'staff:read'], expires_on: '2020-01-31' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.api.status, edited.data.api.version, edited.data.api.expires_on, edited.data.api.expired], ['disabled', 2, '2020-01-31', true]);
  const stale = await server.call('edit_provider_api', { api_id: data.api.id, version: 1, name: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const same = await server.call('edit_provider_api', { api_id: data.api.id, version: 2, name: 'Kiosk' }, { token });
  assert.is(same.data.api.version, 2, 'no change, no new version');
  const cleared = await server.call('edit_provider_api', { api_id: data.api.id, version: 2, expires_on: null }, { token });
  assert.equal([cleared.data.api.expires_on, cleared.data.api.expired], [null, false]);
  const badStatus = await server.call('edit_provider_api', { api_id: data.api.id, version: 3, status: 'revoked' }, { token });
  assert.equal(badStatus.data.fields.map((f: any) => f.path), ['status']);
  const missing = await server.call('edit_provider_api', { api_id: 99_999_999, version: 1, name: 'x' }, { token });
  assert.is(missing.status, 404);
  const filtered = await server.call('get_provider_api_list', { provider_id: providerId, status: 'active' }, { token });
  assert.not.ok(filtered.data.api_list.some((a: any) => a.id === data.api.id), 'the status filter leaves out the disabled key');
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'edit_provider_api'), eq(auditLog.entityId, String(data.api.id)))).orderBy(desc(auditLog.id));
  assert.equal([(audit.before as any).version, (audit.after as any).version], [2, 3]);
});

test('delete_provider_api removes the key; a second delete is not found', async ({ server, token, providerId, adminId }) => {
  const { data } = await server.call('add_provider_api', { provider_id: providerId, name: 'Old integration', administrator_id: adminId, scopes: ['staff:read'] }, { token });
  const gone = await server.call('delete_provider_api', { api_id: data.api.id }, { token });
  assert.equal(gone.data, { id: data.api.id, deleted: true });
  const rows = await server.database.db.select().from(providerApiKeys).where(eq(providerApiKeys.id, data.api.id));
  assert.is(rows.length, 0);
  const again = await server.call('delete_provider_api', { api_id: data.api.id }, { token });
  assert.is(again.status, 404);
  const bad = await server.call('delete_provider_api', { api_id: 'one' }, { token });
  assert.equal(bad.data.fields, [{ path: 'api_id', message: 'API key id must be a number.' }]);
});

test('get_administrator_list: active accounts with their key counts, searchable', async ({ server, token, adminId }) => {
  const all = await server.call('get_administrator_list', {}, { token });
  assert.is(all.err, 0, all.msg);
  const me = all.data.administrator_list.find((a: any) => a.id === adminId);
  const mine = await server.database.db.select({ id: providerApiKeys.id }).from(providerApiKeys).where(eq(providerApiKeys.administratorId, adminId));
  assert.is(me.api_count, mine.length, 'counts the keys this account administers');
  const byEmail = await server.call('get_administrator_list', { keyword: me.email }, { token });
  assert.ok(byEmail.data.administrator_list.every((a: any) => a.email.toLowerCase().includes(me.email.toLowerCase()) || a.name.toLowerCase().includes(me.email.toLowerCase())));
  assert.ok(all.data.administrator_list.every((a: any) => a.account_type), 'each says its account type');
  const bad = await server.call('get_administrator_list', { keyword: 'x'.repeat(101) }, { token });
  assert.is(bad.status, 400);
});

test.run();
