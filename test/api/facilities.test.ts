// Facilities and the address book over HTTP: add, list, edit (versioned, address resolved through the
// places gazetteer) and refusals; addresses CRUD with exactly one default per provider.
import { and, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, providerAddresses, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; providerId: number }>('facilities');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [provider] = await ctx.server.database.db.select({ id: providers.id }).from(providers).orderBy(providers.id).limit(1);
  ctx.providerId = provider.id;
});
test.after(async (ctx) => ctx.server.close());

const home = { name: 'Bluegum Gardens Fitzroy', address: '12 Brunswick Street', suburb: 'fitzroy', state: 'VIC', postcode: '3065', phone: '03 9417 0000', contact_name: 'Mei Chen' };

test('add_facility: the address is resolved through the gazetteer, kept with its position, audited', async ({ server, token, providerId }) => {
  const added = await server.call('add_facility', { provider_id: providerId, ...home }, { token });
  assert.is(added.err, 0, added.msg);
  const f = added.data.facility;
  assert.equal([f.kind, f.name, f.suburb, f.state, f.postcode, f.phone, f.active, f.version], ['facility', home.name, 'Fitzroy', 'VIC', '3065', '0394170000', true, 1]);
  assert.ok(f.lat < -37.7 && f.lat > -37.9 && f.lng > 144.9 && f.lng < 145.1, 'positioned in Fitzroy');
  const [stored] = await server.database.db.select().from(facilities).where(eq(facilities.id, f.id));
  assert.is(stored.providerId, providerId);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'add_facility'), eq(auditLog.entityId, String(f.id))));
  assert.is((audit.after as any).name, home.name);

  const listed = await server.call('facility_list', { provider_id: providerId, keyword: 'Bluegum Gardens Fitzroy' }, { token });
  assert.equal(listed.data.list.map((r: any) => r.id), [f.id]);
  const detail = await server.call('facility_detail', { facility_id: f.id }, { token });
  assert.equal([detail.data.id, detail.data.version], [f.id, 1]);

  const twice = await server.call('add_facility', { provider_id: providerId, ...home, name: home.name.toUpperCase() }, { token });
  assert.is(twice.status, 409);
  assert.match(twice.msg, /already has a facility named/);
});

test('add_facility refuses an address the gazetteer does not know, naming the field', async ({ server, token, providerId }) => {
  const wrongPostcode = await server.call('add_facility', { provider_id: providerId, ...home, name: 'A', postcode: '2000' }, { token });
  assert.is(wrongPostcode.status, 400);
  assert.equal(wrongPostcode.data.fields, [{ path: 'postcode', message: 'Fitzroy VIC has postcode 3065, not 2000.' }]);
  const unknownSuburb = await server.call('add_facility', { provider_id: providerId, ...home, name: 'C', suburb: 'Nowhereville' }, { token });
  assert.equal(unknownSuburb.data.fields, [{ path: 'suburb', message: 'Nowhereville is not a suburb of postcode 3065.' }]);
  const wrongState = await server.call('add_facility', { provider_id: providerId, ...home, name: 'B', state: 'NSW' }, { token });
  assert.equal(wrongState.data.fields, [{ path: 'state', message: 'Fitzroy 3065 is in VIC, not NSW.' }]);
  const bad = await server.call('add_facility', { provider_id: providerId, name: ' ', address: '', suburb: 'Fitzroy', state: 'XX', postcode: '30', phone: '12', email: 'nope' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['address', 'email', 'name', 'phone', 'postcode', 'state']);
  assert.ok(bad.data.fields.some((f: any) => f.path === 'phone' && f.message === 'Phone number should have 10 digits.'));
  const noProvider = await server.call('add_facility', { provider_id: 99_999_999, ...home }, { token });
  assert.is(noProvider.status, 404);
  const anonymous = await server.call('add_facility', { provider_id: providerId, ...home });
  assert.is(anonymous.status, 401);
});

test('edit_facility: versioned, re-resolves a changed postcode with the suburb kept, deactivates', async ({ server, token, providerId }) => {
  const f = (await server.call('add_facility', { provider_id: providerId, ...home, name: 'Edit me', suburb: 'Parramatta', state: 'NSW', postcode: '2150' }, { token })).data.facility;
  const moved = await server.call('edit_facility', { facility_id: f.id, version: 1, suburb: 'Harris Park' }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.equal([moved.data.facility.suburb, moved.data.facility.postcode, moved.data.facility.version], ['Harris Park', '2150', 2]);
  const badPostcode = await server.call('edit_facility', { facility_id: f.id, version: 2, postcode: '3000' }, { token });
  assert.equal(badPostcode.data.fields, [{ path: 'postcode', message: 'Harris Park NSW has postcode 2150, not 3000.' }]);
  const off = await server.call('edit_facility', { facility_id: f.id, version: 2, active: false }, { token });
  assert.equal([off.data.facility.active, off.data.facility.version], [false, 3]);
  const stale = await server.call('edit_facility', { facility_id: f.id, version: 2, name: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 3]);
  const inactive = await server.call('facility_list', { provider_id: providerId, active: false }, { token });
  assert.ok(inactive.data.list.some((r: any) => r.id === f.id));
  const missing = await server.call('edit_facility', { facility_id: 99_999_999, version: 1, name: 'x' }, { token });
  assert.is(missing.status, 404);
});

test('address book: the first address is the default; set default moves it; the default is not deleted while others exist', async ({ server, token }) => {
  // A provider with no addresses yet.
  const [fresh] = await server.database.db.insert(providers).values({ name: 'Wattle Community Care', email: 'hello@wattle.example.org', phoneNumber: '0299990000', state: 'NSW' }).returning({ id: providers.id });
  const first = await server.call('add_provider_address', { provider_id: fresh.id, label: 'Head office', address: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' }, { token });
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.address.is_default, true, 'the first address is the default');
  const second = await server.call('add_provider_address', { provider_id: fresh.id, label: 'Training room', address: '5 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150', contact_phone: '0298765432' }, { token });
  assert.is(second.data.address.is_default, false);

  const refused = await server.call('delete_provider_address', { address_id: first.data.address.id, version: 1 }, { token });
  assert.is(refused.status, 409);
  assert.match(refused.msg, /Make another address the default first/);

  const moved = await server.call('set_default_provider_address', { address_id: second.data.address.id, version: 1 }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.equal([moved.data.address.is_default, moved.data.address.version], [true, 2]);
  const defaults = await server.database.db.select().from(providerAddresses).where(and(eq(providerAddresses.providerId, fresh.id), eq(providerAddresses.isDefault, true)));
  assert.equal(defaults.map((a) => a.id), [second.data.address.id]);

  const list = await server.call('provider_address_list', { provider_id: fresh.id }, { token });
  assert.equal(list.data.list.map((a: any) => [a.label, a.is_default]), [['Training room', true], ['Head office', false]]);

  const oldDefault = list.data.list[1];
  const edited = await server.call('edit_provider_address', { address_id: oldDefault.id, version: oldDefault.version, label: 'Old head office', postcode: '2000', suburb: 'The Rocks' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.address.label, edited.data.address.suburb], ['Old head office', 'The Rocks']);
  const gone = await server.call('delete_provider_address', { address_id: oldDefault.id, version: edited.data.address.version }, { token });
  assert.equal(gone.data, { id: oldDefault.id, deleted: true });
  const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'delete_provider_address')).orderBy(desc(auditLog.id)).limit(1);
  assert.is((audit.before as any).label, 'Old head office');

  const stale = await server.call('set_default_provider_address', { address_id: second.data.address.id, version: 1 }, { token });
  assert.is(stale.status, 409);
  const bad = await server.call('add_provider_address', { provider_id: fresh.id, label: '', address: 'x', suburb: 'Sydney', state: 'NSW', postcode: '2000', contact_phone: 'abc' }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['contact_phone', 'label']);
  const noProvider = await server.call('provider_address_list', { provider_id: 99_999_999 }, { token });
  assert.is(noProvider.status, 404);
});

test.run();
