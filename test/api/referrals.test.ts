// Referral and generation links over HTTP: create (a campaign link, a staff member's referral link),
// edit with link_item, the lists, registrations through a link, the /s/ redirect that counts clicks,
// and the public position lists outside the admin prefix.
import { and, desc, eq, ne } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, referralLinks, referralRegistrations, shortLinks, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const ENABLED = 10;
const test = suite<{ server: TestServer; token: string }>('referrals');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

/** An enabled staff member without an active referral link. */
async function referrer(server: TestServer): Promise<number> {
  const people = await server.database.db.select({ id: staff.id }).from(staff).where(eq(staff.status, ENABLED)).limit(200);
  const linked = new Set((await server.database.db.select({ id: referralLinks.referrerStaffId }).from(referralLinks).where(eq(referralLinks.active, true))).map((r) => r.id));
  const free = people.find((p) => !linked.has(p.id));
  if (!free) throw new Error('no enabled staff without a referral link in the seed');
  return free.id;
}

test('create_new_generation: a campaign link served at /s/<code>, redirecting to registration and counting clicks', async ({ server, token }) => {
  const answer = await server.call('create_new_generation', { name: 'Bendigo TAFE open day 2026', channel: 'Event', note: 'Flyer at the Parramatta campus' }, { token });
  assert.is(answer.err, 0, answer.msg);
  const item = answer.data.link_item;
  assert.equal([item.name, item.channel, item.clicks, item.registered_count, item.referrer_staff_id, item.active, item.version], ['Bendigo TAFE open day 2026', 'Event', 0, 0, null, true, 1]);
  assert.match(item.short_url, new RegExp(`/s/${item.code}$`));
  assert.ok(item.target_url.endsWith(`/register?ref=${item.code}`));

  const visit = await fetch(`${server.url}/s/${item.code}`, { redirect: 'manual' });
  assert.is(visit.status, 302);
  assert.is(visit.headers.get('location'), item.target_url);
  assert.is(visit.headers.get('cache-control'), 'no-store');
  const listed = await server.call('generation_link_list', { keyword: 'Bendigo TAFE open day' }, { token });
  assert.equal(listed.data.list.map((l: any) => [l.id, l.clicks]), [[item.id, 1]]);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'create_new_generation'), eq(auditLog.entityId, String(item.id))));
  assert.is((audit.after as any).name, 'Bendigo TAFE open day 2026');

  const bad = await server.call('create_new_generation', { name: '  ', target_url: 'javascript:alert(1)' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['name', 'target_url']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Name is required.'));
  const anonymous = await server.call('create_new_generation', { name: 'x' });
  assert.is(anonymous.status, 401);
});

test('create_new_generation with a referrer: only enabled staff, one active link each; listed as referral links', async ({ server, token }) => {
  const id = await referrer(server);
  const made = await server.call('create_new_generation', { name: 'Refer a friend', referrer_staff_id: id }, { token });
  assert.is(made.err, 0, made.msg);
  assert.is(made.data.link_item.referrer_staff_id, id);
  assert.ok(made.data.link_item.referrer_name);
  const second = await server.call('create_new_generation', { name: 'Another', referrer_staff_id: id }, { token });
  assert.is(second.status, 409);
  assert.match(second.msg, /already has an active referral link/);
  const [applicant] = await server.database.db.select({ id: staff.id }).from(staff).where(ne(staff.status, ENABLED)).limit(1);
  const notEnabled = await server.call('create_new_generation', { name: 'Nope', referrer_staff_id: applicant.id }, { token });
  assert.is(notEnabled.status, 409);
  assert.match(notEnabled.msg, /is not enabled staff/);
  const missing = await server.call('create_new_generation', { name: 'Nope', referrer_staff_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);

  const referral = await server.call('referral_link_list', { referrer_staff_id: id }, { token });
  assert.equal(referral.data.list.map((l: any) => l.id), [made.data.link_item.id]);
  const generation = await server.call('generation_link_list', { page_size: 200 }, { token });
  assert.not.ok(generation.data.list.some((l: any) => l.id === made.data.link_item.id), 'a referral link is not a generation link');
});

test('edit_generation: answers link_item, bumps the version, refuses a stale one, retargets the short link', async ({ server, token }) => {
  const { data } = await server.call('create_new_generation', { name: 'Seek banner' }, { token });
  const item = data.link_item;
  const edited = await server.call('edit_generation', { link_id: item.id, version: item.version, name: 'Seek banner (Nov)', active: false, target_url: 'https://careers.example.org/join' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.link_item.name, edited.data.link_item.active, edited.data.link_item.version, edited.data.link_item.target_url], ['Seek banner (Nov)', false, 2, 'https://careers.example.org/join']);
  const visit = await fetch(`${server.url}/s/${item.code}`, { redirect: 'manual' });
  assert.is(visit.headers.get('location'), 'https://careers.example.org/join');
  const stale = await server.call('edit_generation', { link_id: item.id, version: 1, name: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const bad = await server.call('edit_generation', { link_id: item.id, version: 2, name: 'x'.repeat(101) }, { token });
  assert.equal(bad.data.fields, [{ path: 'name', message: 'Name is at most 100 characters.' }]);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'edit_generation'), eq(auditLog.entityId, String(item.id)))).orderBy(desc(auditLog.id));
  assert.equal([(audit.before as any).name, (audit.after as any).name, (audit.after as any).target_url], ['Seek banner', 'Seek banner (Nov)', 'https://careers.example.org/join']);
  const missing = await server.call('edit_generation', { link_id: 99_999_999, version: 1, name: 'x' }, { token });
  assert.is(missing.status, 404);

  // Reactivating a referral link refuses while its referrer has another active one.
  const id = await referrer(server);
  const first = (await server.call('create_new_generation', { name: 'First', referrer_staff_id: id }, { token })).data.link_item;
  await server.call('edit_generation', { link_id: first.id, version: 1, active: false }, { token });
  await server.call('create_new_generation', { name: 'Second', referrer_staff_id: id }, { token });
  const again = await server.call('edit_generation', { link_id: first.id, version: 2, active: true }, { token });
  assert.is(again.status, 409);
});

test('referred_applicant_list and referral_registered_members: who registered through which link', async ({ server, token }) => {
  const id = await referrer(server);
  const link = (await server.call('create_new_generation', { name: 'Friends of Jo', referrer_staff_id: id }, { token })).data.link_item;
  const registered = new Set((await server.database.db.select({ id: referralRegistrations.staffId }).from(referralRegistrations)).map((r) => r.id));
  const people = (await server.database.db.select({ id: staff.id, email: staff.email }).from(staff).where(ne(staff.status, ENABLED)).limit(300)).filter((p) => !registered.has(p.id)).slice(0, 2);
  await server.database.db.insert(referralRegistrations).values(people.map((p) => ({ linkId: link.id, staffId: p.id })));

  const members = await server.call('referral_registered_members', { link_id: link.id }, { token });
  assert.is(members.err, 0, members.msg);
  assert.equal(members.data.list.map((m: any) => m.staff_id).sort(), people.map((p) => p.id).sort());
  assert.ok(members.data.list.every((m: any) => m.link_name === 'Friends of Jo' && m.referrer_staff_id === id));
  const referred = await server.call('referred_applicant_list', { referrer_staff_id: id }, { token });
  assert.equal(referred.data.total, 2);
  const byEmail = await server.call('referred_applicant_list', { keyword: people[0].email }, { token });
  assert.equal(byEmail.data.list.map((m: any) => m.staff_id), [people[0].id]);
  const counted = await server.call('referral_link_list', { referrer_staff_id: id }, { token });
  assert.is(counted.data.list[0].registered_count, 2);
  const bad = await server.call('referral_registered_members', { link_id: -1 }, { token });
  assert.equal(bad.data.fields, [{ path: 'link_id', message: 'Link id must be positive.' }]);
});

test('/s/<code>: an unknown or malformed code is a 404 and counts nothing', async ({ server }) => {
  const before = (await server.database.db.select({ clicks: shortLinks.clicks }).from(shortLinks)).reduce((n, r) => n + r.clicks, 0);
  for (const code of ['nothere1', 'a', '..%2F..%2Fetc']) {
    const visit = await fetch(`${server.url}/s/${code}`, { redirect: 'manual' });
    assert.is(visit.status, 404, code);
  }
  const after = (await server.database.db.select({ clicks: shortLinks.clicks }).from(shortLinks)).reduce((n, r) => n + r.clicks, 0);
  assert.is(after, before);
});

test('public /api/index position lists: no session needed, no head counts, bad input named', async ({ server }) => {
  const positions = await fetch(`${server.url}/api/index/get_position_list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.is(positions.status, 200);
  const body = (await positions.json()) as any;
  assert.is(body.err, 0);
  assert.ok(body.data.position_list.length > 0);
  assert.equal(Object.keys(body.data.position_list[0]).sort(), ['category', 'description', 'id', 'max_rate', 'min_rate', 'name']);
  const positionId = body.data.position_list[0].id;
  const levels = await fetch(`${server.url}/api/index/get_position_level_list`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `position_id=${positionId}` });
  const levelBody = (await levels.json()) as any;
  assert.ok(levelBody.data.level_list.length > 0);
  assert.ok(levelBody.data.level_list.every((l: any) => l.position_id === positionId && typeof l.hourly_rate === 'number' && !('staff_count' in l)));
  const bad = await fetch(`${server.url}/api/index/get_position_level_list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"position_id":"x"}' });
  assert.is(bad.status, 400);
  assert.equal(((await bad.json()) as any).data.fields, [{ path: 'position_id', message: 'Position id must be a number.' }]);
  const get = await fetch(`${server.url}/api/index/get_position_list`);
  assert.is(get.status, 404);
});

test.run();
