// What an application carries beyond its status, over HTTP: visibility and withdrawal with their
// previews, prescreen in and out, the applicant's prescreen setting, relocation within a provider, the
// resume, its score and review flag, staff action requests, role screening, a recruiter adding an
// application, and the lists that read them. Success, refusal and bad input for each.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, auditLog, jobAds, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; id: number }>('application settings');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [row] = await ctx.server.database.db.select().from(applications).where(eq(applications.archived, false)).orderBy(applications.id).limit(1);
  ctx.id = row.id;
});
test.after(async (ctx) => ctx.server.close());

const db = (server: TestServer) => server.database.db;
const put = (server: TestServer, id: number, status: number, archived = false) => db(server).update(applications).set({ status, archived }).where(eq(applications.id, id));
const read = async (server: TestServer, id: number) => (await db(server).select().from(applications).where(eq(applications.id, id)))[0];
const audits = async (server: TestServer) => (await db(server).select({ n: count() }).from(auditLog))[0].n;
async function act(server: TestServer, token: string, api: string, id: number, body: Record<string, unknown> = {}) {
  return server.call(api, { application_id: id, version: (await read(server, id)).version, ...body }, { token });
}

test('visibility: the preview says what changes and changes nothing; setting it again is a no-op', async ({ server, token, id }) => {
  await put(server, id, 2);
  // Start from shown, whatever the demo made of it.
  await act(server, token, 'change_application_visible', id, { visible: true });
  const before = await read(server, id);
  const preview = await act(server, token, 'change_application_visible_preview', id, { visible: false });
  assert.is(preview.err, 0, preview.msg);
  assert.is(preview.data.visible_now, true);
  assert.match(preview.data.summary, /will be hidden from /);
  assert.equal(await read(server, id), before);
  const hidden = await act(server, token, 'change_application_visible', id, { visible: false });
  assert.is(hidden.data.visible, false);
  assert.is(hidden.data.version, before.version + 1);
  const again = await act(server, token, 'change_application_visible', id, { visible: false });
  assert.is(again.data.version, before.version + 1, 'no-op does not bump the version');
  assert.match((await act(server, token, 'change_application_visible_preview', id, { visible: false })).data.summary, /already hidden/);
  assert.match((await act(server, token, 'change_application_visible', id, { visible: 'no' })).msg, /visible: Visible must be true or false\./);
  assert.is((await act(server, token, 'change_application_visible', id, { visible: true })).data.visible, true);
});

test('prescreen: New, Shortlist and Pre-Screen go in (18) and come back to where they were; others are refused', async ({ server, token, id }) => {
  await put(server, id, 2);
  const into = await act(server, token, 'change_application_prescreen', id, { in_prescreen: true });
  assert.is(into.data.status, 18);
  assert.is(into.data.prescreen_from, 2);
  const out = await act(server, token, 'change_application_prescreen', id, { in_prescreen: false });
  assert.is(out.data.status, 2, 'back to Shortlist');
  await put(server, id, 5);
  const refused = await act(server, token, 'change_application_prescreen', id, { in_prescreen: true });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /it is Interview pending\. Only New, Shortlist or Pre-Screen can go into prescreen\./);
  const result = await act(server, token, 'update_application_prescreen', id, { prescreen_result: 'passed', prescreen_note: 'Answers on availability and car access are fine.' });
  assert.is(result.data.prescreen_result, 'passed');
  assert.match((await act(server, token, 'update_application_prescreen', id, { prescreen_result: 'maybe' })).msg, /prescreen_result: Prescreen result must be one of pending, passed, failed\./);
});

test('the applicant’s prescreen setting: preview with counts, versioned with the applicant, audited', async ({ server, token, id }) => {
  await put(server, id, 18);
  const app = await read(server, id);
  const [person] = await db(server).select().from(staff).where(eq(staff.id, app.staffId));
  // Flip whatever the demo set for this applicant.
  const want = !(await server.call('get_staff_job_application_detail', { application_id: id }, { token })).data.is_show_inprescreen_to_providers;
  const body = { staff_id: person.id, is_show_inprescreen_to_providers: want, version: person.version };
  const preview = await server.call('staff_prescreen_setting_preview', body, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.ok(preview.data.in_prescreen_num >= 1);
  assert.match(preview.data.summary, want ? /Providers will see/ : /Providers will no longer see/);
  const set = await server.call('show_inprescreen_setting', body, { token });
  assert.is(set.err, 0, set.msg);
  assert.equal(set.data, { staff_id: person.id, is_show_inprescreen_to_providers: want, version: person.version + 1 });
  const stale = await server.call('show_inprescreen_setting', { ...body, is_show_inprescreen_to_providers: !want }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, person.version + 1);
  const [row] = await db(server).select().from(auditLog).where(eq(auditLog.command, 'application.showInprescreenSetting')).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(row.after, set.data);
  const detail = await server.call('get_staff_job_application_detail', { application_id: id }, { token });
  assert.is(detail.data.is_show_inprescreen_to_providers, want);
  assert.match((await server.call('show_inprescreen_setting', { staff_id: person.id, version: 1 }, { token })).msg, /is_show_inprescreen_to_providers: Show in-prescreen applications to providers must be true or false\./);
});

test('relocate: to another published ad of the same provider; other providers, unpublished ads, the same ad and twins are refused', async ({ server, token, id }) => {
  await put(server, id, 2);
  const app = await read(server, id);
  const [job] = await db(server).select().from(jobAds).where(eq(jobAds.id, app.jobId));
  const choices = await server.call('get_selected_job_list', { application_id: id }, { token });
  assert.is(choices.err, 0, choices.msg);
  assert.ok(choices.data.job_list.every((j: { provider_id: number; id: number; status: number }) => j.provider_id === job.providerId && j.id !== job.id && j.status === 2));
  const target = choices.data.job_list.find((j: { applied: boolean }) => !j.applied);
  const [other] = await db(server).select().from(jobAds).where(and(ne(jobAds.providerId, job.providerId), eq(jobAds.status, 2))).limit(1);
  const [draft] = await db(server).select().from(jobAds).where(and(eq(jobAds.providerId, job.providerId), ne(jobAds.status, 2))).limit(1);
  assert.match((await act(server, token, 'change_application_relocate', id, { job_id: other.id })).msg, /an application moves only between ads of the same provider/);
  if (draft) assert.match((await act(server, token, 'change_application_relocate', id, { job_id: draft.id })).msg, /only a Published ad takes applications/);
  assert.match((await act(server, token, 'change_application_relocate', id, { job_id: job.id })).msg, /is already on job ad/);
  assert.match((await act(server, token, 'change_application_relocate', id, { job_id: 999999 })).msg, /Job ad 999999 not found\./);
  assert.ok(target, 'the seed has a second published ad of this provider');
  const moved = await act(server, token, 'change_application_relocate', id, { job_id: target.id });
  assert.is(moved.err, 0, moved.msg);
  assert.is(moved.data.job_id, target.id);
  assert.is(moved.data.relocated_from_job_id, job.id);
  assert.is((await read(server, id)).jobId, target.id);
  // Back again; then a twin (the applicant applied to that ad already) is refused.
  await act(server, token, 'change_application_relocate', id, { job_id: job.id });
  const [twin] = await db(server).insert(applications).values({ staffId: app.staffId, jobId: target.id, status: 1 }).returning();
  assert.match((await act(server, token, 'change_application_relocate', id, { job_id: target.id })).msg, new RegExp(`already has application ${twin.id} for job ad ${target.id}`));
  assert.match((await act(server, token, 'change_application_relocate', id, { job_id: 'x' })).msg, /job_id: Job id must be a number\./);
});

test('withdraw: the preview changes nothing, the action → 45 with its reason; ended applications are refused', async ({ server, token, id }) => {
  await put(server, id, 6);
  const before = await read(server, id);
  const count0 = await audits(server);
  const reason = 'Accepted a permanent role closer to home.';
  const preview = await act(server, token, 'application_withdraw_preview', id, { reason });
  assert.is(preview.data.to_status, 45);
  assert.match(preview.data.summary, /from Interviewed to Withdraw\./);
  assert.equal(await read(server, id), before);
  assert.is(await audits(server), count0, 'a preview writes no audit row');
  const done = await act(server, token, 'application_withdraw', id, { reason });
  assert.is(done.data.status, 45);
  assert.is(done.data.withdraw_reason, reason);
  assert.ok(done.data.withdrawn_at);
  const again = await act(server, token, 'application_withdraw', id, { reason });
  assert.is(again.err, 409);
  assert.match(again.msg, /it is Withdraw, which has ended/);
  await put(server, id, 6);
  assert.match((await act(server, token, 'application_withdraw', id, {})).msg, /reason: Reason is required\./);
});

test('resume, score and reviewed: written, versioned, a repeat is a no-op; bad values name the field', async ({ server, token, id }) => {
  await put(server, id, 1);
  const v0 = (await read(server, id)).version;
  // The demo may have scored or reviewed it already: change each to something it is not.
  const now = (await server.call('get_staff_job_application_detail', { application_id: id }, { token })).data.application;
  const score = now.resume_score === 78 ? 77 : 78;
  assert.is((await act(server, token, 'update_application_resume_score', id, { resume_score: score })).data.resume_score, score);
  assert.is((await act(server, token, 'update_application_resume_score', id, { resume_score: score })).data.version, v0 + 1, 'a repeat is a no-op');
  assert.match((await act(server, token, 'update_application_resume_score', id, { resume_score: 101 })).msg, /resume_score: Resume score is at most 100\./);
  const reviewed = await act(server, token, 'update_application_reviewed', id, { reviewed: !now.reviewed });
  assert.is(reviewed.data.reviewed, !now.reviewed);
  assert.is(Boolean(reviewed.data.reviewed_at), !now.reviewed, 'reviewed_at is set when reviewed, cleared when not');
  const resume = await act(server, token, 'update_application_resume', id, { resume_name: 'Resume - March 2026.pdf', resume_url: 'https://files.example.com.au/resumes/8812.pdf' });
  assert.is(resume.data.resume_name, 'Resume - March 2026.pdf');
  assert.match((await act(server, token, 'update_application_resume', id, { resume_name: 'x', resume_url: 'files/8812.pdf' })).msg, /resume_url: Resume address must be an http, https or ftp address\./);
  assert.is((await read(server, id)).version, v0 + 3);
});

test('staff action requests: request, then record the result; a result before any request is refused', async ({ server, token, id }) => {
  const first = await server.call('get_staff_actions_results', { application_id: id }, { token });
  assert.is(first.data.list.length, 8);
  assert.equal(first.data.list.map((r: { action: string }) => r.action).slice(0, 2), ['request_police_clearance', 'flu_vax']);
  // One the demo has not asked for yet.
  const fresh = first.data.list.find((r: { result: string | null }) => r.result === null) as { action: string; label: string };
  const early = await act(server, token, 'change_screen_actions_results', id, { action: fresh.action, result: 'satisfied' });
  assert.is(early.err, 409);
  assert.match(early.msg, new RegExp(`${fresh.label.replace(/[/'()]/g, '.')} was never requested for application ${id}`));
  const asked = await act(server, token, 'change_screen_actions_results', id, { action: fresh.action, result: 'requested', note: 'Asked by SMS' });
  assert.is(asked.err, 0, asked.msg);
  const done = await act(server, token, 'change_screen_actions_results', id, { action: fresh.action, result: 'satisfied', note: 'Statement received and checked' });
  const row0 = done.data.list.find((r: { action: string }) => r.action === fresh.action);
  assert.equal([row0.result, row0.note], ['satisfied', 'Statement received and checked']);
  assert.ok(row0.requested_at);
  const [row] = await db(server).select().from(auditLog).where(eq(auditLog.entity, 'application_action_request')).orderBy(desc(auditLog.id)).limit(1);
  assert.is((row.before as { result: string }).result, 'requested');
  assert.match((await act(server, token, 'change_screen_actions_results', id, { action: 'pilot_licence', result: 'requested' })).msg, /action: Action must be one of/);
  const role = await act(server, token, 'change_role_screen_result', id, { role_screen_result: 'failed', role_screen_note: 'Cannot meet the manual handling requirements.' });
  assert.is(role.data.role_screen_result, 'failed');
  assert.match((await act(server, token, 'change_role_screen_result', id, { role_screen_result: 'great' })).msg, /role_screen_result: Role screening result must be one of pending, passed, failed\./);
});

test('a recruiter adds an application: published ads only, no twins, not for disabled people; it is audited and listed', async ({ server, token }) => {
  const [person] = await db(server).select().from(staff).where(eq(staff.status, 10)).limit(1);
  const jobs = await server.call('get_selected_job_list', { staff_id: person.id }, { token });
  const job = jobs.data.job_list.find((j: { applied: boolean }) => !j.applied);
  const added = await server.call('manually_added_lite_application', { staff_id: person.id, job_id: job.id, note: 'Referred by the Penrith facility manager' }, { token });
  assert.is(added.err, 0, added.msg);
  assert.equal([added.data.status, added.data.source, added.data.job_id], [1, 'manual', job.id]);
  const twin = await server.call('manually_added_lite_application', { staff_id: person.id, job_id: job.id }, { token });
  assert.match(twin.msg, new RegExp(`already has application ${added.data.id} for job ad ${job.id}`));
  const [draft] = await db(server).select().from(jobAds).where(ne(jobAds.status, 2)).limit(1);
  assert.match((await server.call('manually_added_lite_application', { staff_id: person.id, job_id: draft.id }, { token })).msg, /only a Published ad takes applications/);
  const [disabled] = await db(server).select().from(staff).where(eq(staff.status, 12)).limit(1);
  assert.match((await server.call('manually_added_lite_application', { staff_id: disabled.id, job_id: job.id }, { token })).msg, /is Disabled: a rejected/);
  assert.match((await server.call('manually_added_lite_application', { staff_id: person.id, job_id: job.id, status: 5 }, { token })).msg, /status: Status must be 1 \(New\) or 2 \(Shortlist\)\./);
  const [row] = await db(server).select().from(auditLog).where(and(eq(auditLog.command, 'application.addLite'), eq(auditLog.entityId, String(added.data.id))));
  assert.is(row.before, null);
  const mine = await server.call('get_staff_job_application_list', { staff_id: person.id, page_size: 100 }, { token });
  assert.ok(mine.data.list.some((r: { id: number }) => r.id === added.data.id));
  assert.is(mine.data.total, (await db(server).select({ n: count() }).from(applications).where(eq(applications.staffId, person.id)))[0].n);
  const others = await server.call('candidate_job_application_list', { staff_id: person.id, exclude_application_id: added.data.id }, { token });
  assert.not.ok(others.data.list.some((r: { id: number }) => r.id === added.data.id));
  assert.is(others.data.list.length, mine.data.total - 1);
  const detail = await server.call('get_staff_job_application_detail', { application_id: added.data.id }, { token });
  assert.is(detail.data.events[0].step, 'addedManually');
  assert.is(detail.data.events[0].label, 'Added by a recruiter');
  assert.match((await server.call('get_staff_job_application_list', { staff_id: 99999999 }, { token })).msg, /Applicant 99999999 not found\./);
  assert.match((await server.call('get_staff_job_application_detail', { application_id: 99999999 }, { token })).msg, /Application 99999999 not found\./);
});

test('every read and write refuses a missing record, a stale version and bad input, naming what is wrong', async ({ server, token, id }) => {
  await put(server, id, 2);
  const { version, staffId } = await read(server, id);
  const stale = version + 5;
  const missing = 99999999;
  const cases: [string, Record<string, unknown>, number, RegExp][] = [
    ['get_selected_job_list', { application_id: missing }, 404, /Application 99999999 not found\./],
    ['get_selected_job_list', { keyword: 'x'.repeat(101) }, 400, /keyword: Keyword is at most 100 characters\./],
    ['get_staff_job_application_list', { staff_id: staffId, status: 99 }, 400, /status: Status must be one of/],
    ['get_staff_job_application_detail', { application_id: 'one' }, 400, /application_id: Application id must be a number\./],
    ['candidate_job_application_list', { staff_id: missing }, 404, /Applicant 99999999 not found\./],
    ['candidate_job_application_list', {}, 400, /staff_id: Staff id is required\./],
    ['get_staff_actions_results', { application_id: missing }, 404, /Application 99999999 not found\./],
    ['get_staff_actions_results', { application_id: id, extra: 1 }, 400, /extra: Unknown field\./],
    ['change_application_visible', { application_id: id, visible: false, version: stale }, 409, /changed by someone else/],
    ['change_application_visible_preview', { application_id: id, visible: false, version: stale }, 409, /changed by someone else/],
    ['change_application_visible_preview', { application_id: id, visible: false }, 400, /version: Version is required/],
    ['update_application_prescreen', { application_id: id, prescreen_result: 'passed', version: stale }, 409, /changed by someone else/],
    ['update_application_resume_score', { application_id: id, resume_score: 50, version: stale }, 409, /changed by someone else/],
    ['update_application_resume_score', { application_id: id, resume_score: 50.5, version }, 400, /resume_score: Resume score must be a whole number\./],
    ['update_application_reviewed', { application_id: id, reviewed: true, version: stale }, 409, /changed by someone else/],
    ['update_application_reviewed', { application_id: id, reviewed: 'yes', version }, 400, /reviewed: Reviewed must be true or false\./],
    ['update_application_resume', { application_id: id, resume_name: 'cv.pdf', resume_url: 'https://files.example.com.au/cv.pdf', version: stale }, 409, /changed by someone else/],
    ['update_application_resume', { application_id: id, resume_url: 'https://files.example.com.au/cv.pdf', version }, 400, /resume_name: Resume name is required\./],
    ['change_role_screen_result', { application_id: id, role_screen_result: 'passed', version: stale }, 409, /changed by someone else/],
    ['change_screen_actions_results', { application_id: missing, action: 'flu_vax', result: 'requested', version: 1 }, 404, /Application 99999999 not found\./],
    ['change_application_prescreen', { application_id: id, in_prescreen: true, version: stale }, 409, /changed by someone else/],
    ['change_application_relocate', { application_id: missing, job_id: 1, version: 1 }, 404, /not found\./],
    ['application_withdraw_preview', { application_id: id, reason: 'Moving away', version: stale }, 409, /changed by someone else/],
    ['application_withdraw_preview', { application_id: id, reason: '', version }, 400, /reason: Reason is required\./],
    ['staff_prescreen_setting_preview', { staff_id: staffId, is_show_inprescreen_to_providers: true, version: 9999 }, 409, /changed by someone else/],
    ['staff_prescreen_setting_preview', { staff_id: missing, is_show_inprescreen_to_providers: true, version: 1 }, 404, /Applicant 99999999 not found\./],
    ['manually_added_lite_application', { staff_id: staffId, job_id: missing }, 404, /Job ad 99999999 not found\./],
    ['manually_added_lite_application', { staff_id: staffId }, 400, /job_id: Job id is required\./],
  ];
  const before = await read(server, id);
  const count0 = await audits(server);
  for (const [api, body, err, message] of cases) {
    const answer = await server.call(api, body, { token });
    assert.is(answer.err, err, `${api} ${JSON.stringify(body)}: ${answer.msg}`);
    assert.match(answer.msg, message, api);
  }
  assert.equal(await read(server, id), before, 'nothing changed');
  assert.is(await audits(server), count0, 'no audit row for a refused call');
});

test.run();
