// Provider roles, auths, menus and api entries over HTTP: templates and providers' customised copies,
// auths checked against the catalogue and the synced menus, versioned edits, refusals that name what is
// wrong, and the api entries that answer the permission table.
import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { accountsFor } from '../../commands/permissions';
import { operatorRoles } from '../../src/domain/enums/provider';
import { providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('admin roles');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

test('seeded templates are the operator roles; auths carry real catalogue apis', async ({ server, token }) => {
  const templates = await server.call('provider_role_list', { page_size: 50 }, { token });
  assert.is(templates.err, 0, templates.msg);
  assert.equal(templates.data.list.map((r: any) => r.name).sort(), operatorRoles.entries.map((e) => e.label).sort());
  assert.ok(templates.data.list.every((r: any) => r.provider_id === null));
  const auths = await server.call('provider_auth_list', { page_size: 200 }, { token });
  assert.ok(auths.data.total >= 10);
  for (const auth of auths.data.list) for (const api of auth.apis) assert.ok(registry.byApi.has(api), `${auth.code} names ${api}`);
  const shifts = auths.data.list.find((a: any) => a.code === 'workers.view');
  assert.ok(shifts.apis.includes('get_staff_list'));
  const info = await server.call('provider_role_info', { role_id: templates.data.list[0].id }, { token });
  assert.ok(info.data.groups.length >= 5 && info.data.groups.every((g: any) => g.auths.length > 0));
});

test('roles: add with auths checked, edit with the version, customise a template for a provider, delete', async ({ server, token }) => {
  const [provider] = await server.database.db.select({ id: providers.id, name: providers.name }).from(providers).orderBy(providers.id).offset(10).limit(1);
  const bad = await server.call('add_provider_role', { name: 'Night lead', auths: ['shifts.view', 'rockets.launch'] }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields, [{ path: 'auths', message: 'No such auth: rockets.launch.' }]);
  const made = await server.call('add_provider_role', { name: 'Night lead', description: 'Runs the night roster.', auths: ['shifts.view', 'shifts.manage', 'shifts.view'] }, { token });
  assert.is(made.err, 0, made.msg);
  assert.equal([made.data.role.auths, made.data.role.provider_id, made.data.role.version], [['shifts.manage', 'shifts.view'], null, 1]);
  const twin = await server.call('add_provider_role', { name: 'night LEAD' }, { token });
  assert.is(twin.status, 409);

  const edited = await server.call('edit_provider_role', { role_id: made.data.role.id, version: 1, auths: ['shifts.view', 'timesheets.view'] }, { token });
  assert.equal([edited.data.role.auths, edited.data.role.version], [['shifts.view', 'timesheets.view'], 2]);
  const stale = await server.call('edit_provider_role', { role_id: made.data.role.id, version: 1, name: 'Late' }, { token });
  assert.is(stale.status, 409);

  const copy = await server.call('customise_provider_role', { role_id: made.data.role.id, provider_id: provider.id }, { token });
  assert.is(copy.err, 0, copy.msg);
  assert.equal([copy.data.role.provider_id, copy.data.role.provider_name, copy.data.role.based_on_id, copy.data.role.auths], [provider.id, provider.name, made.data.role.id, ['shifts.view', 'timesheets.view']]);
  const again = await server.call('customise_provider_role', { role_id: made.data.role.id, provider_id: provider.id }, { token });
  assert.is(again.status, 409);
  const ofCopy = await server.call('customise_provider_role', { role_id: copy.data.role.id, provider_id: provider.id }, { token });
  assert.is(ofCopy.status, 409, 'only a template is customised');
  const own = await server.call('provider_role_list', { provider_id: provider.id }, { token });
  assert.ok(own.data.list.some((r: any) => r.id === copy.data.role.id));

  const blocked = await server.call('delete_provider_role', { role_id: made.data.role.id, version: 2 }, { token });
  assert.is(blocked.status, 409);
  assert.match(blocked.msg, /template of 1 provider role/);
  assert.is((await server.call('delete_provider_role', { role_id: copy.data.role.id, version: copy.data.role.version }, { token })).err, 0);
  assert.is((await server.call('delete_provider_role', { role_id: made.data.role.id, version: 2 }, { token })).err, 0);
  assert.is((await server.call('provider_role_info', { role_id: made.data.role.id }, { token })).status, 404);
});

test('auths: menus must be synced pages and apis real calls; an auth a role holds is not deleted', async ({ server, token }) => {
  const sync = await server.call('sync_admin_menus', { entries: [
    { path: '/order/shift', title_key: 'route.shiftOrders', title: 'Shift orders', parent_path: '/order' },
    { path: '/time-sheet', title_key: 'route.timeSheet', title: 'Timesheets', parent_path: null, icon: 'timesheet' },
  ] }, { token });
  assert.equal(sync.data, { added: 2, updated: 0, removed: 0, total: 2 });
  const bad = await server.call('add_provider_auth', { code: 'shifts.export', name: 'Export shifts', group_name: 'Shifts', menus: ['/nowhere'], apis: ['get_order_list', 'launch_rockets'] }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['apis', 'menus']);
  assert.match(bad.data.fields.find((f: any) => f.path === 'apis').message, /launch_rockets/);
  const badCode = await server.call('add_provider_auth', { code: 'Shifts Export', name: 'x', group_name: 'Shifts' }, { token });
  assert.equal(badCode.data.fields, [{ path: 'code', message: 'Code must be dotted lowercase words, like shifts.view.' }]);
  const api = registry.all.find((c) => c.api && c.kind === 'query' && c.area === 'staff')!.api!;
  const made = await server.call('add_provider_auth', { code: 'shifts.export', name: 'Export shifts', group_name: 'Shifts', menus: ['/order/shift'], apis: [api] }, { token });
  assert.is(made.err, 0, made.msg);
  const role = await server.call('add_provider_role', { name: 'Exporter', auths: ['shifts.export'] }, { token });
  const held = await server.call('delete_provider_auth', { auth_id: made.data.auth.id, version: 1 }, { token });
  assert.is(held.status, 409);
  assert.match(held.msg, /held by 1 role/);
  const menus = await server.call('admin_menu_list', { keyword: 'shift' }, { token });
  assert.equal(menus.data.list.map((m: any) => [m.path, m.auth_count]), [['/order/shift', 3]], 'the seeded shifts.view and shifts.manage, and the new auth');
  await server.call('delete_provider_role', { role_id: role.data.role.id, version: 1 }, { token });
  assert.is((await server.call('delete_provider_auth', { auth_id: made.data.auth.id, version: 1 }, { token })).err, 0);

  const resync = await server.call('sync_admin_menus', { entries: [{ path: '/time-sheet', title_key: 'route.timeSheet', title: 'Time sheets', parent_path: null, icon: 'timesheet' }] }, { token });
  assert.equal(resync.data, { added: 0, updated: 1, removed: 1, total: 1 });
  const removed = await server.call('admin_menu_list', { removed: true }, { token });
  assert.equal(removed.data.list.map((m: any) => m.path), ['/order/shift']);
});

test('admin_api_list: every api with the account types the permission table gives it', async ({ server, token }) => {
  const all = await server.call('admin_api_list', { page_size: 200 }, { token });
  const servers = registry.all.filter((c) => c.kind !== 'client' && c.api);
  assert.is(all.data.total, servers.length);
  const add = await server.call('admin_api_list', { keyword: 'add_admin_user' }, { token });
  assert.equal(add.data.list.map((r: any) => [r.command, r.account_types]), [['admin.addUser', ['super_account']]]);
  const publicReads = await server.call('admin_api_list', { account_type: 'public_account', kind: 'action', page_size: 200 }, { token });
  // A public account acts only on its session and its own data (the ownData domain).
  const business = publicReads.data.list.filter((r: any) => r.domain !== 'session' && r.domain !== 'ownData');
  assert.ok(publicReads.data.list.some((r: any) => r.command === 'notice.setRead' && r.domain === 'ownData'), 'marking one\'s own notices read is own data');
  assert.equal(business.filter((r: any) => r.account_types.length > 0).map((r: any) => r.command), [], 'a public account may run no business action');
  const staffList = registry.byApi.get('get_staff_list')!;
  const row = (await server.call('admin_api_list', { keyword: 'get_staff_list' }, { token })).data.list[0];
  assert.equal(row.account_types, [...accountsFor(staffList)]);
  const bad = await server.call('admin_api_list', { domain: 'moon' }, { token });
  assert.is(bad.status, 400);
});

test.run();
