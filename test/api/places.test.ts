// The places adapter over HTTP: /api/place/autocomplete and /api/place/google_map_postcode outside the
// admin prefix (no session), and mixed_maps_autocomplete inside it (known facilities and addresses first).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { facilities } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('places');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

async function place(server: TestServer, path: string, body: unknown, form = false) {
  const response = await fetch(`${server.url}/api/place/${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return { status: response.status, cache: response.headers.get('cache-control'), ...((await response.json()) as { err: number; msg: string; data: any }) };
}

test('/api/place/autocomplete: suburbs by the start of a name, a state or a postcode, with no session', async ({ server }) => {
  const parra = await place(server, 'autocomplete', { text: 'parramat' });
  assert.is(parra.err, 0, parra.msg);
  assert.is(parra.cache, 'no-store');
  const labels = parra.data.suggestions.map((s: any) => s.label);
  assert.ok(labels.includes('Parramatta NSW 2150'), labels.join('; '));
  assert.ok(labels.includes('North Parramatta NSW 2151'), 'a later word of the name matches too');
  const parramatta = parra.data.suggestions.find((s: any) => s.label === 'Parramatta NSW 2150');
  assert.ok(parramatta.lat < -33.7 && parramatta.lat > -33.9 && parramatta.lng > 150.9 && parramatta.lng < 151.1, 'its position is Parramatta');

  const fitzroy = await place(server, 'autocomplete', { text: 'Fitzroy', state: 'VIC' }, true);
  assert.ok(fitzroy.data.suggestions.length > 0);
  assert.ok(fitzroy.data.suggestions.every((s: any) => s.state === 'VIC'));
  assert.is(fitzroy.data.suggestions[0].label, 'Fitzroy VIC 3065');
  const byPostcode = await place(server, 'autocomplete', { text: '6000' });
  assert.ok(byPostcode.data.suggestions.some((s: any) => s.suburb === 'Perth' && s.state === 'WA'));
  const none = await place(server, 'autocomplete', { text: 'zzqqxx' });
  assert.equal(none.data.suggestions, []);

  const bad = await place(server, 'autocomplete', { text: '', state: 'XX' });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['state', 'text']);
  const unknown = await place(server, 'autocomplete', { text: 'parra', country: 'AU' });
  assert.equal(unknown.data.fields, [{ path: 'country', message: 'Unknown field.' }]);
});

test('/api/place/google_map_postcode: the suburbs and state of a postcode, refusals named', async ({ server }) => {
  const hobart = await place(server, 'google_map_postcode', { postcode: '7000' });
  assert.is(hobart.err, 0, hobart.msg);
  assert.is(hobart.data.state, 'TAS');
  assert.ok(hobart.data.suburbs.some((s: any) => s.suburb === 'Hobart'));
  assert.ok(hobart.data.lat < -42 && hobart.data.lat > -43.5);
  const missing = await place(server, 'google_map_postcode', { postcode: '0001' });
  assert.is(missing.status, 404);
  assert.match(missing.msg, /Postcode 0001 not found/);
  const bad = await place(server, 'google_map_postcode', { postcode: '30OO' });
  assert.equal(bad.data.fields, [{ path: 'postcode', message: 'Postcode must be 4 digits.' }]);
  const get = await fetch(`${server.url}/api/place/google_map_postcode`);
  assert.is(get.status, 404);
});

test('the same lookups under /api/admin need a session; mixed_maps_autocomplete puts known sites first', async ({ server, token }) => {
  const anonymous = await server.call('google_map_postcode', { postcode: '2000' });
  assert.is(anonymous.status, 401);
  const signedIn = await server.call('google_map_postcode', { postcode: '2000' }, { token });
  assert.is(signedIn.data.state, 'NSW');

  const [facility] = await server.database.db.select().from(facilities).limit(1);
  const mixed = await server.call('mixed_maps_autocomplete', { text: facility.name.slice(0, 12), provider_id: facility.providerId }, { token });
  assert.is(mixed.err, 0, mixed.msg);
  const first = mixed.data.suggestions[0];
  assert.equal([first.source, first.provider_id], ['facility', facility.providerId]);
  assert.ok(mixed.data.suggestions.some((s: any) => s.record_id === facility.id));
  const suburb = await server.call('mixed_maps_autocomplete', { text: 'Geelong' }, { token });
  assert.ok(suburb.data.suggestions.some((s: any) => s.source === 'place' && s.label === 'Geelong VIC 3220'));
  const bad = await server.call('mixed_maps_autocomplete', { text: 'x'.repeat(101) }, { token });
  assert.equal(bad.data.fields, [{ path: 'text', message: 'Text is at most 100 characters.' }]);
});

test.run();
