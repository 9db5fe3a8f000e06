// App versions and UTM summaries over HTTP: validation by field, uniqueness (platform + version; day +
// source + medium + campaign), newest-first lists with the latest release per platform marked, versioned
// edits, list filters with a date range and totals over every matching row, and the chart by source.
import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { appVersions, utmSummaries } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('devops');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  // Start from empty tables: the assertions below count rows.
  await ctx.server.database.db.delete(appVersions);
  await ctx.server.database.db.delete(utmSummaries);
});
test.after(async (ctx) => ctx.server.close());

const add = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.call('appversion_add', { platform: 'ios', build_number: 100, released_on: '2026-10-01', ...body }, { token });

test('appversion_add: validated by field, unique per platform and version, nothing refused is kept', async ({ server, token }) => {
  const made = await add(server, token, { version_name: '2.9.0', build_number: 290, force_update: true, notes: 'Shift check-in by QR code.' });
  assert.is(made.err, 0, made.msg);
  assert.equal(
    [made.data.app_version.platform, made.data.app_version.version_name, made.data.app_version.build_number, made.data.app_version.force_update, made.data.app_version.version, made.data.app_version.latest],
    ['ios', '2.9.0', 290, true, 1, true],
  );
  const bad = await server.call('appversion_add', { platform: 'windows', version_name: '2.9', build_number: 0, released_on: '1/10/2026', force_update: 'yes' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['build_number', 'force_update', 'platform', 'released_on', 'version_name']);
  const byPath = Object.fromEntries(bad.data.fields.map((f: any) => [f.path, f.message]));
  assert.is(byPath.platform, 'Platform must be one of ios, android, web.');
  assert.is(byPath.version_name, 'Version must look like 2.14.0 (major.minor.patch, optionally -beta.1).');
  assert.is(byPath.build_number, 'Build number must be at least 1.');
  for (const v of ['01.2.3', '1.2.3.4', 'v1.2.3', '1.2.3-', '1.2.99999']) {
    const wrong = await add(server, token, { version_name: v });
    assert.equal(wrong.data.fields?.map((f: any) => f.path), ['version_name'], v);
  }
  const missing = await server.call('appversion_add', {}, { token });
  assert.ok(missing.data.fields.some((f: any) => f.path === 'version_name' && f.message === 'Version is required.'));

  const twice = await add(server, token, { version_name: '2.9.0' });
  assert.is(twice.status, 400);
  assert.equal(twice.data.fields, [{ path: 'version_name', message: `ios 2.9.0 is already listed (app version ${made.data.app_version.id}).` }]);
  const otherPlatform = await add(server, token, { platform: 'android', version_name: '2.9.0' });
  assert.is(otherPlatform.err, 0, 'the same number on another platform is another release');
  const rows = await server.database.db.select({ id: appVersions.id }).from(appVersions);
  assert.is(rows.length, 2);
});

test('appversion_list: newest first, platform filter, latest per platform (numeric order, not text; pre-releases never latest)', async ({ server, token }) => {
  await add(server, token, { version_name: '2.10.0', build_number: 300, released_on: '2026-11-01' });
  await add(server, token, { version_name: '2.11.0-beta.1', build_number: 305, released_on: '2026-11-10' });
  await add(server, token, { platform: 'web', version_name: '1.0.0', released_on: '2026-09-01' });
  const ios = await server.call('appversion_list', { platform: 'ios' }, { token });
  assert.is(ios.err, 0, ios.msg);
  assert.equal(ios.data.list.map((r: any) => r.version_name), ['2.11.0-beta.1', '2.10.0', '2.9.0'], 'newest release date first');
  assert.equal(ios.data.list.map((r: any) => r.latest), [false, true, false], '2.10.0 beats 2.9.0; the beta is not latest');
  const all = await server.call('appversion_list', { page_size: 50 }, { token });
  const latest = all.data.list.filter((r: any) => r.latest).map((r: any) => `${r.platform} ${r.version_name}`).sort();
  assert.equal(latest, ['android 2.9.0', 'ios 2.10.0', 'web 1.0.0']);
  const byVersion = await server.call('appversion_list', { platform: 'ios', sort_by: 'version_name', sort_dir: 'asc' }, { token });
  assert.equal(byVersion.data.list.map((r: any) => r.version_name), ['2.9.0', '2.10.0', '2.11.0-beta.1']);
  const forced = await server.call('appversion_list', { force_update: true }, { token });
  assert.equal(forced.data.list.map((r: any) => r.version_name), ['2.9.0']);
  const search = await server.call('appversion_list', { keyword: 'QR code' }, { token });
  assert.is(search.data.total, 1);
});

test('appversion_edit is versioned and keeps uniqueness; appversion_delete removes', async ({ server, token }) => {
  const { data } = await add(server, token, { platform: 'android', version_name: '3.0.0', build_number: 400 });
  const id = data.app_version.id;
  const edited = await server.call('appversion_edit', { app_version_id: id, version: 1, force_update: true, notes: 'Requires Android 10.' }, { token });
  assert.equal([edited.data.app_version.version, edited.data.app_version.force_update], [2, true]);
  const stale = await server.call('appversion_edit', { app_version_id: id, version: 1, build_number: 401 }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const clash = await server.call('appversion_edit', { app_version_id: id, version: 2, version_name: '2.9.0' }, { token });
  assert.equal([clash.status, clash.data.fields[0].path], [400, 'version_name']);
  const renamed = await server.call('appversion_edit', { app_version_id: id, version: 2, version_name: '3.0.1' }, { token });
  assert.is(renamed.data.app_version.version_name, '3.0.1');
  const [stored] = await server.database.db.select().from(appVersions).where(eq(appVersions.id, id));
  assert.equal([stored.major, stored.minor, stored.patch], [3, 0, 1], 'the number columns follow the name');
  const deleted = await server.call('appversion_delete', { app_version_id: id }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  assert.is((await server.call('appversion_delete', { app_version_id: id }, { token })).status, 404);
});

const utm = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.call('utm_summary_add', { visits: 10, sign_ups: 2, applications: 1, ...body }, { token });

test('utm_summary_add: validated by field, one row per day, source, medium and campaign', async ({ server, token }) => {
  const made = await utm(server, token, { day: '2026-11-01', source: 'Google', medium: 'cpc', campaign: 'winter-carers', visits: 120, sign_ups: 9, applications: 4 });
  assert.is(made.err, 0, made.msg);
  assert.equal([made.data.summary.source, made.data.summary.visits, made.data.summary.sign_ups], ['google', 120, 9], 'sources are lower-case');
  const bad = await server.call('utm_summary_add', { day: '2026-13-01', source: 'google ads!', visits: -1, sign_ups: 1.5 }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['applications', 'day', 'sign_ups', 'source', 'visits']);
  const byPath = Object.fromEntries(bad.data.fields.map((f: any) => [f.path, f.message]));
  assert.is(byPath.visits, 'Visits must not be negative.');
  assert.is(byPath.applications, 'Applications is required.');
  const twice = await utm(server, token, { day: '2026-11-01', source: 'google', medium: 'cpc', campaign: 'winter-carers' });
  assert.is(twice.status, 409);
  assert.match(twice.msg, /2026-11-01 already has a summary for google \/ cpc \/ winter-carers/);
  const otherCampaign = await utm(server, token, { day: '2026-11-01', source: 'google', medium: 'cpc', campaign: 'nurses' });
  assert.is(otherCampaign.err, 0);
});

test('utm_summary_list: filters, date range and totals over every matching row; the chart sums by source and day', async ({ server, token }) => {
  for (const [day, source, visits, sign_ups] of [['2026-11-02', 'facebook', 50, 5], ['2026-11-03', 'facebook', 70, 6], ['2026-11-03', 'google', 30, 1], ['2026-11-05', 'seek', 40, 8]] as const) {
    const r = await utm(server, token, { day, source, visits, sign_ups, applications: 1 });
    assert.is(r.err, 0, r.msg);
  }
  const all = await server.call('utm_summary_list', { page_size: 2 }, { token });
  assert.equal([all.data.total, all.data.list.length], [6, 2]);
  assert.equal(all.data.totals, { visits: 120 + 10 + 50 + 70 + 30 + 40, sign_ups: 9 + 2 + 5 + 6 + 1 + 8, applications: 4 + 1 + 4 }, 'totals cover every row, not the page');
  assert.is(all.data.list[0].day, '2026-11-05', 'newest day first');
  const fb = await server.call('utm_summary_list', { source: 'facebook' }, { token });
  assert.equal([fb.data.total, fb.data.totals.visits], [2, 120]);
  const range = await server.call('utm_summary_list', { date_from: '2026-11-02', date_to: '2026-11-03' }, { token });
  assert.equal([range.data.total, range.data.totals.sign_ups], [3, 12]);
  const backwards = await server.call('utm_summary_list', { date_from: '2026-11-05', date_to: '2026-11-01' }, { token });
  assert.equal(backwards.data.fields, [{ path: 'date_to', message: 'To date must be on or after the from date.' }]);

  const chart = await server.call('utm_summary_chart', { date_from: '2026-11-01', date_to: '2026-11-05' }, { token });
  assert.is(chart.err, 0, chart.msg);
  assert.equal(chart.data.days, ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
  const bySource = Object.fromEntries(chart.data.series.map((s: any) => [s.source, s]));
  assert.equal(chart.data.series.map((s: any) => s.source), ['google', 'facebook', 'seek'], 'busiest source first');
  assert.equal(bySource.google.visits, [130, 0, 30, 0, 0]);
  assert.equal(bySource.facebook.sign_ups, [0, 5, 6, 0, 0]);

  const row = fb.data.list[0];
  const deleted = await server.call('utm_summary_delete', { utm_id: row.id }, { token });
  assert.is(deleted.err, 0);
  const after = await server.call('utm_summary_list', { source: 'facebook' }, { token });
  assert.is(after.data.total, 1);
});

test.run();
