// Every job-ad call over HTTP: success, refusal, bad input naming the field, the audit row, persistence.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { jobAdStatus } from '../../src/domain/enums/job-ad-status';
import { auditLog, externalJobMappings, facilities, jobAds, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

type Ctx = { server: TestServer; token: string; providerId: number; facilityId: number; otherFacilityId: number };
const ads = suite<Ctx>('job ads');

ads.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  // A provider still on the default posting status (the seed sets some to approval_required).
  const [provider] = await db.select({ id: providers.id }).from(providers)
    .where(and(eq(providers.status, 'enabled'), sql`not exists (select 1 from provider_job_settings s where s.provider_id = ${providers.id})`))
    .orderBy(providers.id).limit(1);
  ctx.providerId = provider.id;
  const [facility] = await db.select().from(facilities).where(eq(facilities.providerId, provider.id)).limit(1);
  ctx.facilityId = facility.id;
  const [other] = await db.select().from(facilities).where(and(isNotNull(facilities.id))).orderBy(desc(facilities.id)).limit(1);
  ctx.otherFacilityId = other.providerId === provider.id ? 0 : other.id;
});
ads.after(async (ctx) => ctx.server.close());

const lastAudit = async (server: TestServer) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const readAd = async (server: TestServer, id: number) => (await server.database.db.select().from(jobAds).where(eq(jobAds.id, id)))[0];

const posting = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  title: 'Personal Care Worker — Casual, Parramatta',
  provider_id: ctx.providerId,
  facility_id: ctx.facilityId,
  position: 'Personal Care Worker',
  employment_type: 1,
  pay_basis: 2,
  pay_rate: 34.5,
  pay_rate_max: 38.2,
  state: 'NSW',
  suburb: 'Parramatta',
  description: '<h2>About the role</h2><p>Support our residents.<script>alert(1)</script></p><p onclick="x()">Apply now</p>',
  benefits: ['free_uniform', 'salary_packaging'],
  loadings: ['saturday', 'sunday'],
  ...extra,
});

async function createAd(ctx: Ctx, extra: Record<string, unknown> = {}) {
  const answer = await ctx.server.call('job_ad_posting', posting(ctx, extra), { token: ctx.token });
  assert.is(answer.err, 0, answer.msg);
  return answer.data as { id: number; version: number; status: number; description: string };
}

const setStatus = async (ctx: Ctx, id: number, status: number) =>
  ctx.server.call('change_job_ad_status', { job_id: id, status, version: (await readAd(ctx.server, id)).version }, { token: ctx.token });

ads('job_ad_posting creates a sanitised draft, audited; an edit is versioned', async (ctx) => {
  const created = await createAd(ctx);
  assert.is(created.status, 1);
  assert.is(created.description, '<h2>About the role</h2><p>Support our residents.</p><p>Apply now</p>');
  const stored = await readAd(ctx.server, created.id);
  assert.equal(stored.benefits, ['free_uniform', 'salary_packaging']);
  assert.is(stored.payRateMax, 38.2);
  const audit = await lastAudit(ctx.server);
  assert.is(audit.api, 'job_ad_posting');
  assert.is(audit.entityId, String(created.id));
  assert.is(audit.before, null);

  const edited = await ctx.server.call('job_ad_posting', posting(ctx, { job_id: created.id, version: created.version, title: 'Senior PCW' }), { token: ctx.token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.title, 'Senior PCW');
  assert.is(edited.data.version, created.version + 1);
  const stale = await ctx.server.call('job_ad_posting', posting(ctx, { job_id: created.id, version: created.version }), { token: ctx.token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, created.version + 1);
  assert.is((await readAd(ctx.server, created.id)).title, 'Senior PCW');
});

ads('job_ad_posting names each bad field', async (ctx) => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ title: '' }, /Title is required/],
    [{ employment_type: 9 }, /Employment type must be one of 1, 2, 3, 4, 5/],
    [{ pay_rate: -1 }, /Pay rate must be more than 0/],
    [{ pay_rate_max: 20 }, /Pay rate maximum must not be below the pay rate/],
    [{ benefits: ['free_lunch'] }, /Benefit must be one of/],
    [{ loadings: ['sunday', 'sunday'] }, /Loadings lists a loading twice/],
    [{ state: 'XX' }, /State must be one of/],
    [{ job_id: 1 }, /Version is required when editing/],
  ];
  for (const [extra, message] of cases) {
    const answer = await ctx.server.call('job_ad_posting', posting(ctx, extra), { token: ctx.token });
    assert.is(answer.err, 400, JSON.stringify(extra));
    assert.match(answer.msg, message);
  }
  if (ctx.otherFacilityId) {
    const foreign = await ctx.server.call('job_ad_posting', posting(ctx, { facility_id: ctx.otherFacilityId }), { token: ctx.token });
    assert.is(foreign.err, 400);
    assert.match(foreign.msg, /facility_id: Facility \d+ is not one of provider/);
  }
  const none = await ctx.server.call('job_ad_posting', posting(ctx, { provider_id: 999999 }), { token: ctx.token });
  assert.is(none.err, 400);
  assert.match(none.msg, /provider_id: Provider 999999 does not exist/);
});

ads('change_job_ad_status follows the table: publish, refuse, archive, restore', async (ctx) => {
  const ad = await createAd(ctx);
  const published = await setStatus(ctx, ad.id, 2);
  assert.is(published.err, 0, published.msg);
  assert.is(published.data.status, 2);
  const audit = await lastAudit(ctx.server);
  assert.is(audit.api, 'change_job_ad_status');
  assert.is((audit.before as { status: number }).status, 1);
  assert.is((audit.after as { status: number }).status, 2);

  const refused = await setStatus(ctx, ad.id, 5);
  assert.is(refused.err, 409);
  assert.match(refused.msg, /Cannot change job ad \d+ from Published to Rejected\. Allowed: Unpublished, Awaiting approval, Archived\./);
  assert.is((await readAd(ctx.server, ad.id)).status, 2);

  assert.is((await setStatus(ctx, ad.id, 100)).err, 0);
  const editArchived = await ctx.server.call('job_ad_posting', posting(ctx, { job_id: ad.id, version: (await readAd(ctx.server, ad.id)).version }), { token: ctx.token });
  assert.is(editArchived.err, 409);
  assert.match(editArchived.msg, /archived/);
  assert.is((await setStatus(ctx, ad.id, 1)).data.status, 1);

  const bad = await ctx.server.call('change_job_ad_status', { job_id: ad.id, status: 7, version: 1 }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.match(bad.msg, /Status must be one of 1, 2, 3, 4, 44, 5, 55, 10, 100/);
  const missing = await ctx.server.call('change_job_ad_status', { job_id: 999999, status: 2, version: 1 }, { token: ctx.token });
  assert.is(missing.err, 404);
});

ads('publishing needs a description', async (ctx) => {
  const ad = await createAd(ctx, { description: '<p><br></p>' });
  const refused = await setStatus(ctx, ad.id, 2);
  assert.is(refused.err, 409);
  assert.match(refused.msg, /has no description yet/);
});

ads('job_ad_detail offers exactly the moves of the table; list filters', async (ctx) => {
  const ad = await createAd(ctx, { title: 'Registered Nurse unique-kw-7731' });
  const detail = await ctx.server.call('job_ad_detail', { job_id: ad.id }, { token: ctx.token });
  assert.is(detail.err, 0);
  assert.equal(detail.data.status_moves.map((m: { to: number }) => m.to), [2, 4, 100]);
  assert.is(detail.data.detail.provider_id, ctx.providerId);

  const found = await ctx.server.call('job_ad_list', { keyword: 'unique-kw-7731' }, { token: ctx.token });
  assert.is(found.err, 0);
  assert.equal(found.data.list.map((r: { id: number }) => r.id), [ad.id]);
  const drafts = await ctx.server.call('job_ad_list', { status: 1, provider_id: ctx.providerId, state: 'NSW', page_size: 200 }, { token: ctx.token });
  assert.ok(drafts.data.list.every((r: { status: number; provider_id: number; state: string }) => r.status === 1 && r.provider_id === ctx.providerId && r.state === 'NSW'));
  assert.ok(drafts.data.list.some((r: { id: number }) => r.id === ad.id));
  const published = await ctx.server.call('job_ad_list', { status: 2, page_size: 5 }, { token: ctx.token });
  assert.ok(published.data.total > 0 && published.data.list.every((r: { status: number }) => r.status === 2));
  const bad = await ctx.server.call('job_ad_list', { state: 'Mars' }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.match(bad.msg, /State must be one of/);
});

ads('get_posting_jobdata, get_opening_job_list and mixed_address_list', async (ctx) => {
  const data = await ctx.server.call('get_posting_jobdata', {}, { token: ctx.token });
  assert.is(data.err, 0);
  assert.is(data.data.job_data, null);
  assert.equal(data.data.new_job_data.employment_types.map((o: { value: number }) => o.value), [1, 2, 3, 4, 5]);
  assert.is(data.data.new_job_data.loadings.length, 8);
  assert.ok(data.data.new_job_data.provider_list.some((p: { id: number }) => p.id === ctx.providerId));
  const ad = await createAd(ctx);
  const withJob = await ctx.server.call('get_posting_jobdata', { job_id: ad.id }, { token: ctx.token });
  assert.is(withJob.data.job_data.id, ad.id);
  assert.is((await ctx.server.call('get_posting_jobdata', { job_id: 999999 }, { token: ctx.token })).err, 404);

  await setStatus(ctx, ad.id, 2);
  const openings = await ctx.server.call('get_opening_job_list', { provider_id: ctx.providerId }, { token: ctx.token });
  assert.ok(openings.data.job_list.some((j: { id: number }) => j.id === ad.id));
  const openIds = openings.data.job_list.map((j: { id: number }) => j.id);
  const stored = await ctx.server.database.db.select().from(jobAds).where(eq(jobAds.providerId, ctx.providerId));
  assert.equal(openIds.sort(), stored.filter((r) => r.status === 2).map((r) => r.id).sort());

  const addresses = await ctx.server.call('mixed_address_list', { provider_id: ctx.providerId }, { token: ctx.token });
  assert.ok(addresses.data.address_list.some((a: { facility_id: number | null }) => a.facility_id === ctx.facilityId));
  assert.is((await ctx.server.call('mixed_address_list', { provider_id: 999999 }, { token: ctx.token })).err, 404);
  const noProvider = await ctx.server.call('mixed_address_list', {}, { token: ctx.token });
  assert.is(noProvider.err, 400);
  assert.match(noProvider.msg, /Provider is required/);
});

ads('visible directly and supply settings are versioned and audited', async (ctx) => {
  const ad = await createAd(ctx);
  const hidden = await ctx.server.call('change_job_visible_directly_setting', { job_id: ad.id, visible_directly: false, version: ad.version }, { token: ctx.token });
  assert.is(hidden.err, 0, hidden.msg);
  assert.is((await readAd(ctx.server, ad.id)).visibleDirectly, false);
  assert.is((await lastAudit(ctx.server)).api, 'change_job_visible_directly_setting');
  const stale = await ctx.server.call('change_job_visible_directly_setting', { job_id: ad.id, visible_directly: true, version: ad.version }, { token: ctx.token });
  assert.is(stale.err, 409);
  const supply = await ctx.server.call('change_job_supply_setting', { job_id: ad.id, supply_enabled: true, supply_limit: 25, version: hidden.data.version }, { token: ctx.token });
  assert.is(supply.err, 0, supply.msg);
  const stored = await readAd(ctx.server, ad.id);
  assert.is(stored.supplyEnabled, true);
  assert.is(stored.supplyLimit, 25);
  const bad = await ctx.server.call('change_job_supply_setting', { job_id: ad.id, supply_enabled: true, supply_limit: 0, version: stored.version }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.match(bad.msg, /Supply limit must be at least 1/);
  const badVis = await ctx.server.call('change_job_visible_directly_setting', { job_id: ad.id, visible_directly: 'yes', version: stored.version }, { token: ctx.token });
  assert.match(badVis.msg, /Visible directly must be true or false/);
});

ads('provider job status: list, set (versioned), and it holds publishing back', async (ctx) => {
  const list = await ctx.server.call('get_provider_job_status_list', {}, { token: ctx.token });
  assert.is(list.err, 0);
  const row = list.data.list.find((r: { provider_id: number }) => r.provider_id === ctx.providerId);
  assert.is(row.job_status, 'open');
  assert.is(row.version, 0);

  const set = await ctx.server.call('set_provider_job_status', { provider_id: ctx.providerId, job_status: 'approval_required', version: 0 }, { token: ctx.token });
  assert.is(set.err, 0, set.msg);
  assert.is(set.data.version, 1);
  assert.is((await lastAudit(ctx.server)).entity, 'providerJobStatus');
  const stale = await ctx.server.call('set_provider_job_status', { provider_id: ctx.providerId, job_status: 'open', version: 0 }, { token: ctx.token });
  assert.is(stale.err, 409);

  const ad = await createAd(ctx);
  const direct = await setStatus(ctx, ad.id, 2);
  assert.is(direct.err, 409);
  assert.match(direct.msg, /needs approval first/);
  assert.is((await setStatus(ctx, ad.id, 4)).err, 0);
  assert.is((await setStatus(ctx, ad.id, 2)).data.status, 2, 'approval from 4 publishes');
  // Editing the live ad sends it back for approval (44); saving it unchanged does not.
  const live = await readAd(ctx.server, ad.id);
  const same = await ctx.server.call('job_ad_posting', posting(ctx, { job_id: ad.id, version: live.version }), { token: ctx.token });
  assert.is(same.err, 0, same.msg);
  assert.is(same.data.status, 2, 'unchanged: still published');
  const edited = await ctx.server.call('job_ad_posting', posting(ctx, { job_id: ad.id, version: same.data.version, pay_rate: 36 }), { token: ctx.token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.status, 44, 'edited: awaiting approval again');
  assert.equal([(await lastAudit(ctx.server)).before, (await lastAudit(ctx.server)).after].map((x) => (x as { status: number }).status), [2, 44]);
  assert.is((await setStatus(ctx, ad.id, 2)).data.status, 2, 'approval from 44 publishes the edit');

  await ctx.server.call('set_provider_job_status', { provider_id: ctx.providerId, job_status: 'suspended', version: 1 }, { token: ctx.token });
  const suspended = await ctx.server.call('job_ad_posting', posting(ctx), { token: ctx.token });
  assert.is(suspended.err, 409);
  assert.match(suspended.msg, /suspended/);
  const bad = await ctx.server.call('set_provider_job_status', { provider_id: ctx.providerId, job_status: 'closed', version: 2 }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.match(bad.msg, /Job status must be one of open, approval_required, suspended/);
  await ctx.server.call('set_provider_job_status', { provider_id: ctx.providerId, job_status: 'open', version: 2 }, { token: ctx.token });
});

ads('get_ads_job_status_list counts every status code', async (ctx) => {
  const answer = await ctx.server.call('get_ads_job_status_list', {}, { token: ctx.token });
  assert.is(answer.err, 0);
  assert.equal(answer.data.status_list.map((s: { status: number }) => s.status), [...jobAdStatus.codes]);
  const all = await ctx.server.database.db.select().from(jobAds);
  for (const s of answer.data.status_list) assert.is(s.count, all.filter((r) => r.status === s.status).length, `status ${s.status}`);
});

ads('external job mappings: add, refuse a taken id, edit, delete, with audit', async (ctx) => {
  const ad = await createAd(ctx);
  const other = await createAd(ctx);
  const added = await ctx.server.call('add_external_job_mapping', { job_id: ad.id, source: 'seek', external_id: 'S-88123', external_url: 'https://www.seek.com.au/job/88123' }, { token: ctx.token });
  assert.is(added.err, 0, added.msg);
  assert.is((await lastAudit(ctx.server)).entity, 'externalJobMapping');
  const taken = await ctx.server.call('add_external_job_mapping', { job_id: other.id, source: 'seek', external_id: 'S-88123' }, { token: ctx.token });
  assert.is(taken.err, 409);
  assert.match(taken.msg, new RegExp(`already mapped to job ad ${ad.id}`));
  const badUrl = await ctx.server.call('add_external_job_mapping', { job_id: ad.id, source: 'indeed', external_id: 'x', external_url: 'javascript:alert(1)' }, { token: ctx.token });
  assert.is(badUrl.err, 400);
  assert.match(badUrl.msg, /External URL must start with https:\/\//);
  const listed = await ctx.server.call('external_job_mapping_list', { job_id: ad.id }, { token: ctx.token });
  assert.equal(listed.data.mapping_list.map((m: { external_id: string }) => m.external_id), ['S-88123']);

  const edited = await ctx.server.call('edit_external_job_mapping', { mapping_id: added.data.id, source: 'seek', external_id: 'S-88124', version: added.data.version }, { token: ctx.token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.version, added.data.version + 1);
  const stale = await ctx.server.call('delete_external_job_mapping', { mapping_id: added.data.id, version: added.data.version }, { token: ctx.token });
  assert.is(stale.err, 409);
  const deleted = await ctx.server.call('delete_external_job_mapping', { mapping_id: added.data.id, version: edited.data.version }, { token: ctx.token });
  assert.is(deleted.err, 0);
  assert.is((await ctx.server.database.db.select().from(externalJobMappings).where(eq(externalJobMappings.id, added.data.id))).length, 0);
  assert.is((await lastAudit(ctx.server)).after, null);
});

ads('calls need a session', async (ctx) => {
  const answer = await ctx.server.call('job_ad_list', {}, { token: null });
  assert.is(answer.err, 3);
});

ads.run();
