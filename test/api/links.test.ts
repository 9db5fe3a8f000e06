// Short links and link routes over HTTP: to_shortlink makes (or reuses) a code that /s/<code> redirects
// and counts; the list shows clicks; turning a code off answers 410; bad URLs are refused by field. Link
// routes: CRUD, reserved paths refused with clear messages, unique paths, versioned edits, and the server
// answering the path with a redirect that counts its hit — never shadowing the console or the API.
import { and, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, linkRoutes, shortLinks } from '../../src/server/db/schema';
import { linkRoutePathProblem, RESERVED_FIRST_SEGMENTS } from '../../src/domain/link-route-paths';
import { groupRedirects, routeTable } from '../../src/web/routes/route-table';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('links');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const visit = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

test('to_shortlink: answers short_link, /s/<code> redirects to the target and counts each click', async ({ server, token }) => {
  const target = `https://careers.example.com.au/jobs?utm_source=sms&run=${Date.now()}`;
  const made = await server.call('to_shortlink', { url: target }, { token });
  assert.is(made.err, 0, made.msg);
  const { short_link, item, reused } = made.data;
  assert.is(reused, false);
  assert.match(short_link, new RegExp(`/s/${item.code}$`));
  assert.match(item.code, /^[A-Za-z0-9]{7}$/);
  assert.equal([item.target_url, item.clicks, item.disabled, item.referral_link_name], [target, 0, false, null]);

  for (let i = 0; i < 3; i++) {
    const res = await visit(server, `/s/${item.code}`);
    assert.is(res.status, 302);
    assert.is(res.headers.get('location'), target);
    assert.is(res.headers.get('cache-control'), 'no-store');
  }
  const listed = await server.call('short_link_list', { keyword: item.code }, { token });
  assert.is(listed.err, 0, listed.msg);
  const row = listed.data.list.find((r: any) => r.id === item.id);
  assert.is(row.clicks, 3);
  assert.ok(row.last_clicked_at, 'the last click is recorded');
  assert.is(row.created_by_name !== null, true, 'the creator is named');

  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'to_shortlink'), eq(auditLog.entityId, String(item.id))));
  assert.ok(audit, 'an audit row');
});

test('to_shortlink: the same target gets its code back; ftp is accepted; the list sorts by clicks', async ({ server, token }) => {
  const target = `https://example.org/same-${Date.now()}`;
  const first = await server.call('to_shortlink', { url: target }, { token });
  const again = await server.call('to_shortlink', { url: `  ${target}  ` }, { token });
  assert.equal([again.data.reused, again.data.item.code], [true, first.data.item.code]);
  const stored = await server.database.db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.targetUrl, target));
  assert.is(stored.length, 1, 'one row per target');

  const ftp = await server.call('to_shortlink', { url: 'ftp://files.example.com/rosters/week-48.pdf' }, { token });
  assert.is(ftp.err, 0, ftp.msg);

  const byClicks = await server.call('short_link_list', { sort_by: 'clicks', sort_dir: 'desc', page_size: 50 }, { token });
  const clicks = byClicks.data.list.map((r: any) => r.clicks);
  assert.equal(clicks, [...clicks].sort((a: number, b: number) => b - a));
  assert.ok(byClicks.data.total >= 3);
});

test('to_shortlink refuses bad URLs by field and keeps nothing', async ({ server, token }) => {
  const before = (await server.database.db.select({ id: shortLinks.id }).from(shortLinks)).length;
  for (const url of ['javascript:alert(1)', 'mailto:someone@example.com', 'example.com/no-scheme', 'http://a', 'https://exa mple.com', '']) {
    const bad = await server.call('to_shortlink', { url }, { token });
    assert.is(bad.status, 400, url);
    assert.is(bad.data.fields[0].path, 'url');
    assert.match(bad.data.fields[0].message, /URL (is required|must be an http, https or ftp address)/);
  }
  const missing = await server.call('to_shortlink', {}, { token });
  assert.equal(missing.data.fields, [{ path: 'url', message: 'URL is required.' }]);
  const anonymous = await server.call('to_shortlink', { url: 'https://example.com' });
  assert.is(anonymous.status, 401);
  const after = (await server.database.db.select({ id: shortLinks.id }).from(shortLinks)).length;
  assert.is(after, before);
});

test('set_short_link_disabled: a code turned off answers 410 and counts nothing; turned on it works again; delete makes it 404', async ({ server, token }) => {
  const { data } = await server.call('to_shortlink', { url: `https://example.com/off-${Date.now()}` }, { token });
  const off = await server.call('set_short_link_disabled', { short_link_id: data.item.id, disabled: true }, { token });
  assert.is(off.data.item.disabled, true);
  const gone = await visit(server, `/s/${data.item.code}`);
  assert.is(gone.status, 410);
  const again = await server.call('to_shortlink', { url: data.item.target_url }, { token });
  assert.is(again.data.reused, false, 'a turned-off code is not handed out again');
  const on = await server.call('set_short_link_disabled', { short_link_id: data.item.id, disabled: false }, { token });
  assert.equal([on.data.item.disabled, on.data.item.clicks], [false, 0]);
  assert.is((await visit(server, `/s/${data.item.code}`)).status, 302);

  const deleted = await server.call('delete_short_link', { short_link_id: data.item.id }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  assert.is((await visit(server, `/s/${data.item.code}`)).status, 404);
  const missing = await server.call('delete_short_link', { short_link_id: data.item.id }, { token });
  assert.is(missing.status, 404);
});

test('codes of referral links are listed but managed on /staff/referral', async ({ server, token }) => {
  const made = await server.call('create_new_generation', { name: `Links test ${Date.now()}` }, { token });
  assert.is(made.err, 0, made.msg);
  const listed = await server.call('short_link_list', { keyword: made.data.link_item.code }, { token });
  const row = listed.data.list[0];
  assert.is(row.referral_link_name, made.data.link_item.name);
  const off = await server.call('set_short_link_disabled', { short_link_id: row.id, disabled: true }, { token });
  assert.is(off.status, 409);
  assert.match(off.msg, /\/staff\/referral/);
  const del = await server.call('delete_short_link', { short_link_id: row.id }, { token });
  assert.is(del.status, 409);
  const toolOnly = await server.call('short_link_list', { keyword: made.data.link_item.code, tool_only: true }, { token });
  assert.is(toolOnly.data.total, 0);
});

test('link routes: add, the server redirects the path and counts hits, edit is versioned, delete frees the path', async ({ server, token }) => {
  const path = `/go/winter-${Date.now()}`;
  const added = await server.call('add_link_route', { path: path.toUpperCase(), target_url: 'https://example.com/winter', note: 'Flyers at the Geelong TAFE' }, { token });
  assert.is(added.err, 0, added.msg);
  const route = added.data.route;
  assert.equal([route.path, route.hits, route.active, route.version], [path, 0, true, 1], 'stored lower-case');
  assert.match(route.url, new RegExp(`${path}$`));

  for (const p of [path, `${path}/`, path.toUpperCase()]) {
    const res = await visit(server, p);
    assert.is(res.status, 302, p);
    assert.is(res.headers.get('location'), 'https://example.com/winter');
  }
  const listed = await server.call('link_route_list', { keyword: path }, { token });
  assert.equal([listed.data.total, listed.data.list[0].hits], [1, 3]);
  assert.ok(listed.data.list[0].last_hit_at);

  const edited = await server.call('edit_link_route', { route_id: route.id, version: 1, target_url: 'https://example.com/winter-2', active: true }, { token });
  assert.equal([edited.data.route.version, edited.data.route.target_url], [2, 'https://example.com/winter-2']);
  assert.is((await visit(server, path)).headers.get('location'), 'https://example.com/winter-2');
  const stale = await server.call('edit_link_route', { route_id: route.id, version: 1, note: 'late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const same = await server.call('edit_link_route', { route_id: route.id, version: 2, note: 'Flyers at the Geelong TAFE' }, { token });
  assert.is(same.data.route.version, 2, 'no change, no new version');

  const off = await server.call('edit_link_route', { route_id: route.id, version: 2, active: false }, { token });
  assert.is(off.data.route.active, false);
  assert.is((await visit(server, path)).status, 410, 'a route turned off is gone');
  const [stored] = await server.database.db.select({ hits: linkRoutes.hits }).from(linkRoutes).where(eq(linkRoutes.id, route.id));
  assert.is(stored.hits, 4, 'a visit to a route turned off is not counted');

  const deleted = await server.call('delete_link_route', { route_id: route.id }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  const after = await visit(server, path);
  assert.is.not(after.status, 302, 'the path is no longer routed');
  const readd = await server.call('add_link_route', { path, target_url: 'https://example.com/again' }, { token });
  assert.is(readd.err, 0, 'a deleted path can be routed again');
});

test('link routes refuse reserved, malformed and taken paths with clear messages, and bad targets', async ({ server, token }) => {
  const cases: [string, RegExp][] = [
    ['/api/admin/login', /must not start with \/api/],
    ['/s/abc', /must not start with \/s/],
    ['/dashboard', /must not start with \/dashboard/],
    ['/staff/applicants', /must not start with \/staff/],
    ['/tools/short-link', /must not start with \/tools/],
    ['/assets/app.js', /dot|\/assets/],
    ['/favicon.svg', /dot/],
    ['/go/flyer.pdf', /dot/],
    ['/', /at least one segment/],
    ['go/winter', /must start with \//],
    ['/go/winter/', /must not end with \//],
    ['/go//winter', /segments use only/],
    ['/go/win ter', /segments use only/],
    ['/go/a?b=1', /segments use only/],
    ['', /Path is required/],
  ];
  for (const [path, message] of cases) {
    const bad = await server.call('add_link_route', { path, target_url: 'https://example.com' }, { token });
    assert.is(bad.status, 400, path);
    assert.is(bad.data.fields[0].path, 'path', path);
    assert.match(bad.data.fields[0].message, message, path);
  }
  for (const segment of RESERVED_FIRST_SEGMENTS.filter((s) => !s.includes('.'))) {
    const bad = await server.call('add_link_route', { path: `/${segment}/x`, target_url: 'https://example.com' }, { token });
    assert.is(bad.status, 400, segment);
  }
  const target = await server.call('add_link_route', { path: '/go/bad-target', target_url: 'javascript:alert(1)' }, { token });
  assert.equal(target.data.fields.map((f: any) => f.path), ['target_url']);

  const path = `/go/taken-${Date.now()}`;
  const first = await server.call('add_link_route', { path, target_url: 'https://example.com/a' }, { token });
  const taken = await server.call('add_link_route', { path, target_url: 'https://example.com/b' }, { token });
  assert.is(taken.status, 400);
  assert.equal(taken.data.fields, [{ path: 'path', message: `Path ${path} is already routed (link route ${first.data.route.id}); choose another or edit that one.` }]);
  const other = await server.call('add_link_route', { path: `${path}-2`, target_url: 'https://example.com/c' }, { token });
  const moved = await server.call('edit_link_route', { route_id: other.data.route.id, version: 1, path }, { token });
  assert.is(moved.status, 400, 'an edit cannot take a routed path either');
  const missing = await server.call('edit_link_route', { route_id: 99_999_999, version: 1, note: 'x' }, { token });
  assert.is(missing.status, 404);
});

test('the console, the API and static paths are never shadowed', async ({ server }) => {
  for (const path of ['/dashboard', '/tools/short-link', '/login']) {
    const res = await visit(server, path);
    assert.is.not(res.status, 302, path);
  }
  const api = await visit(server, '/api/nothing-here');
  assert.is(api.status, 404);
  assert.match(await api.text(), /No API/);
  const unrouted = await visit(server, '/go/never-added-route');
  assert.is.not(unrouted.status, 302);
});

test('every page of the console route table is a reserved path, so no link route can shadow one', () => {
  const paths = [...routeTable.map((r) => r.path), ...groupRedirects.keys()].filter((p) => p !== '/' && !p.endsWith('*'));
  assert.ok(paths.length > 50);
  for (const path of paths) {
    const concrete = path.replace(/:[A-Za-z]+/g, '1').toLowerCase();
    assert.ok(linkRoutePathProblem(concrete), `${path} could be taken by a link route`);
  }
});

test.run();
