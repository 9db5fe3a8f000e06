// Station notices over HTTP: the inbox is the signed-in account's own (list, unread count, mark read and
// unread, all read), group notices reach exactly the chosen group, announcements reach the providers'
// active operators by email and as notices; bad input is refused by field and leaves nothing behind.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, announcements, noticeSends, outbox, providerOperators, providers, staff, stationNotices } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';

const test = suite<{ server: TestServer; token: string; adminId: number }>('notices');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [admin] = await ctx.server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.com'));
  ctx.adminId = admin.id;
});
test.after(async (ctx) => ctx.server.close());

test('the seeded admin has unread notices; the count moves with mark read and unread', async ({ server, token }) => {
  const first = await server.call('station_notice_unread_num', {}, { token });
  assert.is(first.err, 0, first.msg);
  assert.ok(first.data.count >= 3, `seeded unread notices (${first.data.count})`);

  const list = await server.call('web_station_notices', { unread_only: true }, { token });
  assert.is(list.err, 0, list.msg);
  assert.is(list.data.unread, first.data.count);
  assert.is(list.data.total, first.data.count);
  assert.ok(list.data.list.every((n: any) => n.read === false && n.read_at === null));
  const [one, two] = list.data.list;

  const read = await server.call('set_station_notice_read', { notice_ids: [one.id, two.id] }, { token });
  assert.is(read.err, 0, read.msg);
  assert.equal([read.data.updated, read.data.count], [2, first.data.count - 2]);
  const again = await server.call('set_station_notice_read', { notice_ids: [one.id] }, { token });
  assert.equal([again.data.updated, again.data.count], [0, first.data.count - 2], 'reading a read notice changes nothing');

  const unread = await server.call('set_station_notice_read', { notice_ids: [one.id], read: false }, { token });
  assert.equal([unread.data.updated, unread.data.count], [1, first.data.count - 1], 'mark unread is the inverse');
  const count = await server.call('station_notice_unread_num', {}, { token });
  assert.is(count.data.count, first.data.count - 1);

  const all = await server.call('set_station_notice_read', { all: true }, { token });
  assert.equal([all.data.updated, all.data.count], [first.data.count - 1, 0]);
  const none = await server.call('web_station_notices', { unread_only: true }, { token });
  assert.equal([none.data.total, none.data.unread, none.data.list.length], [0, 0, 0]);
  const everything = await server.call('web_station_notices', {}, { token });
  assert.ok(everything.data.total >= first.data.count);
  const times = everything.data.list.map((n: any) => n.created_at);
  assert.equal(times, [...times].sort().reverse(), 'newest first');
});

test('an inbox is its owner\'s only: another account sees none of it and cannot mark it', async ({ server, token, adminId }) => {
  const other = await accountOfType(server, token, 'public_account');
  const mine = await server.database.db.insert(stationNotices).values({ recipientKind: 'account', recipientId: adminId, category: 'system', title: 'Admin only', content: 'x' }).returning({ id: stationNotices.id });
  const theirs = await server.call('station_notice_unread_num', {}, { token: other.token });
  assert.is(theirs.err, 0, `every account type may read its own inbox: ${theirs.msg}`);
  assert.is(theirs.data.count, 0, 'a new account has no notices');
  const list = await server.call('web_station_notices', {}, { token: other.token });
  assert.is(list.data.total, 0);
  const steal = await server.call('set_station_notice_read', { notice_ids: [mine[0].id] }, { token: other.token });
  assert.is(steal.status, 404, 'someone else\'s notice reads as missing');
  const [row] = await server.database.db.select({ readAt: stationNotices.readAt }).from(stationNotices).where(eq(stationNotices.id, mine[0].id));
  assert.is(row.readAt, null, 'still unread');
  const allOfTheirs = await server.call('set_station_notice_read', { all: true }, { token: other.token });
  assert.equal([allOfTheirs.err, allOfTheirs.data.updated], [0, 0]);
  const [still] = await server.database.db.select({ readAt: stationNotices.readAt }).from(stationNotices).where(eq(stationNotices.id, mine[0].id));
  assert.is(still.readAt, null, '"all" is all of mine, never anyone else\'s');
  const anonymous = await server.call('station_notice_unread_num', {});
  assert.is(anonymous.status, 401);
});

test('set_station_notice_read refuses bad input by field', async ({ server, token }) => {
  const nothing = await server.call('set_station_notice_read', {}, { token });
  assert.equal([nothing.status, nothing.data.fields], [400, [{ path: 'notice_ids', message: 'Choose the notices to mark, or all of them.' }]]);
  const both = await server.call('set_station_notice_read', { notice_ids: [1], all: true }, { token });
  assert.equal(both.data.fields.map((f: any) => f.path), ['all']);
  const empty = await server.call('set_station_notice_read', { notice_ids: [] }, { token });
  assert.equal(empty.data.fields, [{ path: 'notice_ids', message: 'Choose at least one notice.' }]);
  const words = await server.call('set_station_notice_read', { notice_ids: ['one'], read: 'yes' }, { token });
  assert.equal(words.data.fields.map((f: any) => f.path).sort(), ['notice_ids.0', 'read']);
});

test('get_group_staff_list filters by status, position and state with a live count', async ({ server, token }) => {
  const db = server.database.db;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(staff).where(and(inArray(staff.status, [10, 12]), eq(staff.state, 'NSW')));
  const group = await server.call('get_group_staff_list', { status: [10, 12], state: 'NSW', page_size: 5 }, { token });
  assert.is(group.err, 0, group.msg);
  assert.is(group.data.total, n);
  assert.ok(group.data.list.length <= 5);
  assert.ok(group.data.list.every((p: any) => [10, 12].includes(p.status) && p.state === 'NSW'));

  const [somebody] = await db.select({ position: staff.position }).from(staff).where(sql`${staff.position} <> ''`).limit(1);
  const word = somebody.position.split(' ')[0].toLowerCase();
  const byPosition = await server.call('get_group_staff_list', { position: word }, { token });
  assert.ok(byPosition.data.total > 0);
  assert.ok(byPosition.data.list.every((p: any) => p.position.toLowerCase().includes(word)));

  const bad = await server.call('get_group_staff_list', { status: [99], state: 'Tasmania', position: 'x'.repeat(101) }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['position', 'state', 'status.0']);
  assert.ok(bad.data.fields.some((f: any) => f.message.startsWith('State must be one of WA, NSW')));
});

test('send_group_notices puts one notice in each inbox of exactly that group, and records the send', async ({ server, token }) => {
  const db = server.database.db;
  const group = { status: [9], state: 'VIC' };
  const list = await server.call('get_group_staff_list', { ...group, page_size: 200 }, { token });
  const expected = list.data.total;
  assert.ok(expected > 0 && expected <= 200, `a small demo group (${expected})`);
  const sent = await server.call('send_group_notices', { ...group, title: 'Finish onboarding', content: 'Upload your documents.', expected_count: expected }, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.equal([sent.data.send.recipient_count, sent.data.send.read_count, sent.data.send.filters], [expected, 0, group]);
  const rows = await db.select({ kind: stationNotices.recipientKind, who: stationNotices.recipientId, category: stationNotices.category }).from(stationNotices).where(eq(stationNotices.sendId, sent.data.send.id));
  assert.equal(rows.map((r) => r.who).sort((a, b) => a - b), list.data.list.map((p: any) => p.id).sort((a: number, b: number) => a - b), 'exactly the listed group');
  assert.ok(rows.every((r) => r.kind === 'staff' && r.category === 'group'));

  const history = await server.call('group_notice_send_list', { keyword: 'Finish onboarding' }, { token });
  assert.is(history.data.list[0].id, sent.data.send.id);
  assert.is(history.data.list[0].sent_by_name, 'Administrator');

  const stale = await server.call('send_group_notices', { ...group, title: 'Again', content: 'x', expected_count: expected + 1 }, { token });
  assert.equal([stale.status, stale.data.current_count], [409, expected]);
  const empty = await server.call('send_group_notices', { status: [0], state: 'Overseas', keyword: 'no-such-person-zzz', title: 'x', content: 'y' }, { token });
  assert.is(empty.status, 400);
  assert.match(empty.msg, /No staff match this group/);
  const missing = await server.call('send_group_notices', { status: [10], title: ' ', content: '' }, { token });
  assert.equal(missing.data.fields, [{ path: 'title', message: 'Title is required.' }, { path: 'content', message: 'Content is required.' }]);
  const sends = await db.select({ id: noticeSends.id }).from(noticeSends).where(inArray(noticeSends.title, ['Again', 'x', ' ']));
  assert.is(sends.length, 0, 'nothing refused was kept');
});

test('an announcement reaches every active operator of the chosen providers by email and as a notice', async ({ server, token }) => {
  const db = server.database.db;
  const choices = await server.call('announcement_provider_list', {}, { token });
  assert.is(choices.err, 0, choices.msg);
  const chosen = choices.data.provider_list.filter((p: any) => p.operator_count > 0).slice(0, 2);
  assert.is(chosen.length, 2, 'providers with operators');
  const ids = chosen.map((p: any) => p.id);
  const operators = await db.select({ id: providerOperators.id, email: providerOperators.email }).from(providerOperators)
    .where(and(inArray(providerOperators.providerId, ids), eq(providerOperators.status, 'active')));
  assert.is(operators.length, chosen.reduce((n: number, p: any) => n + p.operator_count, 0));

  const sent = await server.call('send_announcement_to_provider', {
    provider_ids: ids, title: 'Public holiday rates', content: '<p>Rates <strong>change</strong> on Monday.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  }, { token });
  assert.is(sent.err, 0, sent.msg);
  const a = sent.data.announcement;
  assert.is(a.operator_count, operators.length);
  assert.equal([...a.provider_ids].sort(), [...ids].sort());
  assert.not.match(a.content, /script|onerror|alert/, 'sanitised');
  assert.match(a.content, /<strong>change<\/strong>/);

  const mails = await db.select({ recipient: outbox.recipient, subject: outbox.subject, body: outbox.body }).from(outbox).where(eq(outbox.subject, 'Public holiday rates'));
  assert.equal(mails.map((m) => m.recipient.toLowerCase()).sort(), operators.map((o) => o.email.toLowerCase()).sort(), 'one email per operator');
  assert.ok(mails.every((m) => !/script|onerror/.test(m.body)));
  const notices = await db.select({ who: stationNotices.recipientId, kind: stationNotices.recipientKind }).from(stationNotices).where(eq(stationNotices.announcementId, a.id));
  assert.equal(notices.map((n) => n.who).sort((x, y) => x - y), operators.map((o) => o.id).sort((x, y) => x - y));
  assert.ok(notices.every((n) => n.kind === 'operator'));

  const past = await server.call('announcement_list', {}, { token });
  assert.is(past.data.list[0].id, a.id);
  assert.equal([...past.data.list[0].provider_names].sort(), chosen.map((p: any) => p.name).sort());
});

test('send_announcement_to_provider refuses bad input, unknown and disabled providers, and empty content', async ({ server, token }) => {
  const db = server.database.db;
  const bad = await server.call('send_announcement_to_provider', { provider_ids: [], title: '', content: '' }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path), ['provider_ids', 'title', 'content']);
  assert.is(bad.data.fields[0].message, 'Choose at least one provider.');
  const [enabled] = await db.select({ id: providers.id }).from(providers).where(eq(providers.status, 'enabled')).limit(1);
  const [disabled] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.status, 'disabled')).limit(1);
  const unknown = await server.call('send_announcement_to_provider', { provider_ids: [enabled.id, 99_999_999], title: 't', content: '<p>x</p>' }, { token });
  assert.is(unknown.status, 404);
  if (disabled) {
    const off = await server.call('send_announcement_to_provider', { provider_ids: [disabled.id], title: 't', content: '<p>x</p>' }, { token });
    assert.equal([off.status, off.data.fields[0].path], [400, 'provider_ids']);
    assert.ok(off.data.fields[0].message.includes(disabled.name));
  }
  const blank = await server.call('send_announcement_to_provider', { provider_ids: [enabled.id], title: 't', content: '<script>alert(1)</script>' }, { token });
  assert.equal(blank.data.fields, [{ path: 'content', message: 'Content is required: write the announcement.' }]);
  const kept = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.title, 't'));
  assert.is(kept.length, 0, 'nothing refused was kept');
});

test.run();
