// Interviews over HTTP: scheduling (with the invitation email), the list across jobs, attendance moves
// (versioned, refused where the table or the clock says no), reminders to providers, and reports.
import { eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, applications, interviews, jobAds, providers, staff } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';
import { auditsSince, db, freshApplications, interviewRow, lastAuditId, lastOutboxId, outboxSince, quarterHourFromNow } from './interview-helpers';

const test = suite<{ server: TestServer; token: string }>('interviews');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const schedule = (ctx: { server: TestServer; token: string }, body: Record<string, unknown>) => ctx.server.call('schedule_interview', body, { token: ctx.token });
const video = (applicationId: number, days = 3) => ({
  application_id: applicationId, scheduled_at: quarterHourFromNow(days), place: 'https://meet.example.com/123-4567-890', interviewer: 'Karen Mitchell', message: 'Bring photo ID.',
});

test('scheduling an interview stores it, audits it and emails the applicant an invitation', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1);
  const [person] = await db(ctx.server).select().from(staff).where(eq(staff.id, app.staffId));
  const audit = await lastAuditId(ctx.server);
  const mail = await lastOutboxId(ctx.server);
  const answer = await schedule(ctx, video(app.id));
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.application_id, app.id);
  assert.is(answer.data.staff_id, app.staffId);
  assert.is(answer.data.attendance, 'unconfirmed');
  assert.is(answer.data.mode, 'video');
  assert.is(answer.data.location, '', 'a video interview keeps no address');
  assert.is(answer.data.duration_minutes, 30);
  assert.is(answer.data.report_id, null);
  const stored = await interviewRow(ctx.server, answer.data.id);
  assert.is(stored.videoLink, 'https://meet.example.com/123-4567-890');
  assert.is(Date.parse(stored.scheduledAt), Date.parse(video(app.id).scheduled_at));
  const [entry] = await auditsSince(ctx.server, audit, 'interview');
  assert.is(entry.command, 'interview.schedule');
  assert.is(entry.api, 'schedule_interview');
  assert.is(entry.entityId, String(answer.data.id));
  assert.is((entry.after as { attendance: string }).attendance, 'unconfirmed');
  const [email] = await outboxSince(ctx.server, mail);
  assert.is(email.channel, 'email');
  assert.is(email.recipient, person.email);
  assert.match(email.subject, /^Interview invitation: /);
  assert.match(email.body, /https:\/\/meet\.example\.com\/123-4567-890/);
  assert.match(email.body, /Interviewer: Karen Mitchell/);
  assert.match(email.body, /Bring photo ID\./);
  // Without a mode, an address is an interview in person; without an interviewer, the signed-in account interviews.
  const [other] = await freshApplications(ctx.server, 1);
  const inPerson = await schedule(ctx, { application_id: other.id, scheduled_at: quarterHourFromNow(4), place: 'Wattle Grove Lodge, 12 High Street, Footscray VIC' });
  assert.is(inPerson.err, 0, inPerson.msg);
  assert.equal([inPerson.data.mode, inPerson.data.location, inPerson.data.video_link], ['in_person', 'Wattle Grove Lodge, 12 High Street, Footscray VIC', '']);
  const [admin] = await db(ctx.server).select().from(accounts).where(eq(accounts.email, TEST_ADMIN_EMAIL));
  assert.is(inPerson.data.interviewer, admin.name);
});

test('scheduling is refused for archived applications, wrong statuses, past times and a second open interview', async (ctx) => {
  const [archived, fresh, early] = await freshApplications(ctx.server, 3);
  await db(ctx.server).update(applications).set({ archived: true }).where(eq(applications.id, archived.id));
  const a = await schedule(ctx, video(archived.id));
  assert.is(a.err, 409);
  assert.match(a.msg, /archived/);
  await db(ctx.server).update(applications).set({ status: 1 }).where(eq(applications.id, early.id));
  const b = await schedule(ctx, video(early.id));
  assert.is(b.err, 409);
  // Statuses by their labels alone, never their codes (issue 22 §4).
  assert.match(b.msg, new RegExp(`Application ${early.id} is New: interviews are scheduled from Shortlist`));
  assert.not.match(b.msg, /\(\d+\)/);
  const past = await schedule(ctx, { ...video(fresh.id), scheduled_at: quarterHourFromNow(-1) });
  assert.is(past.err, 400);
  assert.equal(past.data.fields, [{ path: 'scheduled_at', message: 'Interview time must be in the future.' }]);
  const first = await schedule(ctx, video(fresh.id));
  assert.is(first.err, 0, first.msg);
  const second = await schedule(ctx, video(fresh.id, 5));
  assert.is(second.err, 409);
  assert.match(second.msg, new RegExp(`already has interview ${first.data.id} to come`));
  const all = await db(ctx.server).select().from(interviews).where(eq(interviews.applicationId, fresh.id));
  assert.is(all.length, 1, 'nothing else was stored');
});

test('bad scheduling input names the field', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1);
  const base = video(app.id);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...base, place: '  ' }, 'place', 'Place or video link is required.'],
    [{ ...base, mode: 'video', place: '12 High Street, Footscray' }, 'place', 'A video interview needs an http or https link as its place.'],
    [{ ...base, mode: 'in_person' }, 'place', 'An interview in person needs an address, not a link.'],
    [{ ...base, interviewer: 'x'.repeat(101) }, 'interviewer', 'Interviewer is at most 100 characters.'],
    [{ ...base, scheduled_at: '2030-05-01T09:10:00.000Z' }, 'scheduled_at', 'Interview time must be on a 15-minute step.'],
    [{ ...base, scheduled_at: 'tomorrow' }, 'scheduled_at', 'Interview time must be a date and time (ISO 8601).'],
    [{ ...base, duration_minutes: 20 }, 'duration_minutes', 'Duration must be a multiple of 15 minutes.'],
    [{ ...base, mode: 'carrier pigeon' }, 'mode', 'Mode must be one of in_person, video, phone.'],
    [{ ...base, colour: 'blue' }, 'colour', 'Unknown field.'],
  ];
  for (const [body, path, message] of cases) {
    const answer = await schedule(ctx, body);
    assert.is(answer.err, 400, path);
    assert.ok(answer.data.fields.some((f: { path: string; message: string }) => f.path === path && f.message === message), `${path}: ${JSON.stringify(answer.data.fields)}`);
  }
  assert.is((await db(ctx.server).select().from(interviews).where(eq(interviews.applicationId, app.id))).length, 0);
});

test('the list filters by attendance, job, application, applicant, dates and keyword, and pages', async (ctx) => {
  const call = (body: Record<string, unknown>) => ctx.server.call('job_interview_list', body, { token: ctx.token });
  const all = await call({ page_size: 5 });
  assert.is(all.err, 0);
  assert.is(all.data.list.length, 5);
  assert.ok(all.data.total > 100, `${all.data.total} seeded interviews`);
  const times = all.data.list.map((r: { scheduled_at: string }) => Date.parse(r.scheduled_at));
  assert.equal(times, [...times].sort((x, y) => y - x), 'newest first by default');
  const interviewed = await call({ attendance: 'interviewed', page_size: 200 });
  assert.ok(interviewed.data.list.every((r: { attendance: string }) => r.attendance === 'interviewed'));
  const sample = interviewed.data.list[0];
  const byJob = await call({ job_id: sample.job_id, page_size: 200 });
  assert.ok(byJob.data.list.length > 0 && byJob.data.list.every((r: { job_id: number }) => r.job_id === sample.job_id));
  const byApp = await call({ application_id: sample.application_id });
  assert.ok(byApp.data.list.every((r: { application_id: number }) => r.application_id === sample.application_id));
  const byStaff = await call({ staff_id: sample.staff_id });
  assert.ok(byStaff.data.list.some((r: { id: number }) => r.id === sample.id));
  const day = sample.scheduled_at.slice(0, 10);
  const onDay = await call({ date_from: day, date_to: day, page_size: 200 });
  assert.ok(onDay.data.list.some((r: { id: number }) => r.id === sample.id));
  assert.ok(onDay.data.list.every((r: { scheduled_at: string }) => new Date(r.scheduled_at).toISOString().slice(0, 10) === day));
  const byName = await call({ keyword: sample.name, page_size: 200 });
  assert.ok(byName.data.list.some((r: { id: number }) => r.id === sample.id));
  const byInterviewer = await call({ keyword: sample.interviewer.split(',')[0], page_size: 200 });
  assert.ok(byInterviewer.data.list.some((r: { id: number }) => r.id === sample.id));
  const reversed = await call({ date_from: '2026-02-01', date_to: '2026-01-01' });
  assert.is(reversed.err, 400);
  assert.equal(reversed.data.fields, [{ path: 'date_to', message: 'To date must not be before from date.' }]);
  const p1 = await call({ page: 1, page_size: 10 });
  const p2 = await call({ page: 2, page_size: 10 });
  assert.is(new Set([...p1.data.list, ...p2.data.list].map((r: { id: number }) => r.id)).size, 20, 'pages do not overlap');
});

test('attendance moves follow the table: the default is offered, a move bumps the version and is audited', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1);
  const made = await schedule(ctx, video(app.id));
  const id = made.data.id;
  const detail = await ctx.server.call('get_interview', { interview_id: id }, { token: ctx.token });
  assert.equal(detail.data.moves.map((m: { to: string }) => m.to), ['going', 'accepted', 'not_going', 'cancelled']);
  assert.equal(detail.data.moves.filter((m: { default: boolean }) => m.default).map((m: { to: string }) => m.to), ['going']);
  const audit = await lastAuditId(ctx.server);
  const going = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'going', version: made.data.version }, { token: ctx.token });
  assert.is(going.err, 0, going.msg);
  assert.is(going.data.attendance, 'going');
  assert.is(going.data.version, made.data.version + 1);
  assert.ok(going.data.attendance_at);
  const [entry] = await auditsSince(ctx.server, audit, 'interview');
  assert.is(entry.command, 'interview.setAttendance');
  assert.is((entry.before as { attendance: string }).attendance, 'unconfirmed');
  assert.is((entry.after as { attendance: string }).attendance, 'going');
  // Not yet started: it cannot have been held or missed.
  const early = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'interviewed', version: going.data.version }, { token: ctx.token });
  assert.is(early.err, 409);
  assert.match(early.msg, /cannot be marked Interviewed \(interviewed\) before it starts/);
  const notYet = await ctx.server.call('get_interview', { interview_id: id }, { token: ctx.token });
  assert.equal(notYet.data.moves.map((m: { to: string }) => m.to), ['not_going', 'cancelled']);
  // Once it has started, interviewed is the default and is allowed; after that nothing moves.
  await db(ctx.server).update(interviews).set({ scheduledAt: quarterHourFromNow(-0.1) }).where(eq(interviews.id, id));
  const started = await ctx.server.call('get_interview', { interview_id: id }, { token: ctx.token });
  assert.is(started.data.moves.find((m: { default: boolean }) => m.default)?.to, 'interviewed');
  const held = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'interviewed', version: going.data.version }, { token: ctx.token });
  assert.is(held.err, 0, held.msg);
  const back = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'going', version: held.data.version }, { token: ctx.token });
  assert.is(back.err, 409);
  assert.match(back.msg, /Cannot change interview \d+ from Interviewed \(interviewed\) to Going \(going\)/);
  const final = await ctx.server.call('get_interview', { interview_id: id }, { token: ctx.token });
  assert.equal(final.data.moves, []);
  assert.match(final.data.reason, /attendance is final/);
  assert.is((await interviewRow(ctx.server, id)).attendance, 'interviewed');
});

test('attendance: a stale version is a conflict, the same value changes nothing, bad input names the field', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1);
  const made = await schedule(ctx, video(app.id));
  const id = made.data.id;
  const first = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'accepted', version: made.data.version }, { token: ctx.token });
  assert.is(first.err, 0);
  const stale = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'going', version: made.data.version }, { token: ctx.token });
  assert.is(stale.err, 409);
  assert.match(stale.msg, /changed by someone else/);
  assert.is(stale.data.current_version, first.data.version);
  const same = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'accepted', version: first.data.version }, { token: ctx.token });
  assert.is(same.err, 0);
  assert.is(same.data.version, first.data.version, 'no change, no new version');
  const bad = await ctx.server.call('set_interview_confirm_status', { interview_id: id, attendance: 'maybe', version: first.data.version }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields, [{ path: 'attendance', message: 'Attendance must be one of unconfirmed, going, not_going, not_attending, interviewed, cancelled, accepted.' }]);
  const missing = await ctx.server.call('set_interview_confirm_status', { interview_id: 99999999, attendance: 'going', version: 1 }, { token: ctx.token });
  assert.is(missing.err, 404);
  assert.match(missing.msg, /Interview 99999999 not found/);
});

test('providers are emailed their unconfirmed interviews once, and not again within 12 hours', async (ctx) => {
  const [job] = await db(ctx.server).select({ id: jobAds.id, providerId: jobAds.providerId }).from(jobAds).limit(1);
  const [provider] = await db(ctx.server).select().from(providers).where(eq(providers.id, job.providerId));
  const apps = await freshApplications(ctx.server, 2);
  await db(ctx.server).update(applications).set({ jobId: job.id }).where(eq(applications.id, apps[0].id));
  await db(ctx.server).update(applications).set({ jobId: job.id }).where(eq(applications.id, apps[1].id));
  // Only the interviews made here wait for this job in the next days.
  const seeded = await db(ctx.server).select({ id: interviews.id }).from(interviews).innerJoin(applications, eq(applications.id, interviews.applicationId)).where(eq(applications.jobId, job.id));
  for (const s of seeded) await db(ctx.server).update(interviews).set({ attendance: 'cancelled' }).where(eq(interviews.id, s.id));
  const soon = await schedule(ctx, video(apps[0].id, 0.5));
  const later = await schedule(ctx, video(apps[1].id, 2));
  const farOff = await ctx.server.call('unconfirmed_attendance_notify_provider', { job_id: job.id, days: 1 }, { token: ctx.token });
  assert.equal(farOff.data, { notified: 1, providers: 1, skipped_recent: 0 }, 'only the one within a day');
  const mail = await lastOutboxId(ctx.server);
  const audit = await lastAuditId(ctx.server);
  const answer = await ctx.server.call('unconfirmed_attendance_notify_provider', { job_id: job.id, days: 3 }, { token: ctx.token });
  assert.is(answer.err, 0, answer.msg);
  assert.equal(answer.data, { notified: 1, providers: 1, skipped_recent: 1 });
  const emails = await outboxSince(ctx.server, mail);
  assert.is(emails.length, 1);
  assert.is(emails[0].recipient, provider.email);
  assert.match(emails[0].subject, /Unconfirmed interviews: 1 in the next 3 days/);
  assert.match(emails[0].body, new RegExp(later.data.name));
  assert.not.match(emails[0].body, new RegExp(`${soon.data.name},`), 'the one reminded a moment ago is left out');
  const entries = await auditsSince(ctx.server, audit, 'interview');
  assert.equal(entries.map((e) => e.entityId), [String(later.data.id)]);
  assert.ok((await interviewRow(ctx.server, later.data.id)).providerNotifiedAt);
  assert.is((await interviewRow(ctx.server, later.data.id)).version, later.data.version, 'a reminder is not an edit');
  const again = await ctx.server.call('unconfirmed_attendance_notify_provider', { job_id: job.id, days: 3 }, { token: ctx.token });
  assert.equal(again.data, { notified: 0, providers: 0, skipped_recent: 2 });
  const nothing = await ctx.server.call('unconfirmed_attendance_notify_provider', { job_id: 99999999 }, { token: ctx.token });
  assert.is(nothing.err, 404);
  const bad = await ctx.server.call('unconfirmed_attendance_notify_provider', { days: 0 }, { token: ctx.token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields, [{ path: 'days', message: 'Days is at least 1.' }]);
});

/** A held interview (started an hour ago, marked interviewed) of a fresh application. */
async function heldInterview(ctx: { server: TestServer; token: string }) {
  const [app] = await freshApplications(ctx.server, 1);
  const made = await schedule(ctx, video(app.id));
  await db(ctx.server).update(interviews).set({ scheduledAt: quarterHourFromNow(-0.05), attendance: 'going' }).where(eq(interviews.id, made.data.id));
  const held = await ctx.server.call('set_interview_confirm_status', { interview_id: made.data.id, attendance: 'interviewed', version: made.data.version }, { token: ctx.token });
  assert.is(held.err, 0, held.msg);
  return held.data as { id: number; version: number };
}

const report = {
  answers: [{ question: 'Why aged care?', answer: 'Cared for her grandmother.' }, { question: 'Availability?', answer: 'Nights and weekends.' }],
  scores: [{ criterion: 'Communication', score: 5 }, { criterion: 'Reliability', score: 4, comment: 'Good references.' }],
  recommendation: 'recommend',
  summary: 'Offer casual shifts.',
};

test('a report is written once, for an interview that took place, and answers with its average', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1);
  const pending = await schedule(ctx, video(app.id));
  const early = await ctx.server.call('add_interview_report', { interview_id: pending.data.id, ...report }, { token: ctx.token });
  assert.is(early.err, 409);
  assert.match(early.msg, /mark it interviewed before writing its report/);
  const held = await heldInterview(ctx);
  const empty = await ctx.server.call('interview_report_data', { interview_id: held.id }, { token: ctx.token });
  assert.is(empty.err, 0);
  assert.is(empty.data.report_data, null);
  assert.ok(empty.data.template.questions.length >= 6, 'a new report starts from the position\'s questions');
  assert.equal(empty.data.template.criteria.slice(0, 2), ['Communication', 'Care experience']);
  const audit = await lastAuditId(ctx.server);
  const added = await ctx.server.call('add_interview_report', { interview_id: held.id, ...report }, { token: ctx.token });
  assert.is(added.err, 0, added.msg);
  assert.is(added.data.average_score, 4.5);
  assert.is(added.data.recommendation, 'recommend');
  assert.is(added.data.scores[0].comment, '', 'a comment left out is empty');
  const [admin] = await db(ctx.server).select().from(accounts).where(eq(accounts.email, TEST_ADMIN_EMAIL));
  assert.is(added.data.author_name, admin.name, 'written by the signed-in account');
  const [entry] = await auditsSince(ctx.server, audit, 'interview_report');
  assert.is(entry.command, 'interview.addReport');
  assert.is(entry.entityId, String(added.data.id));
  const read = await ctx.server.call('interview_report_data', { interview_id: held.id }, { token: ctx.token });
  assert.equal(read.data.report_data, added.data);
  assert.is(read.data.interview.report_id, added.data.id);
  const twice = await ctx.server.call('add_interview_report', { interview_id: held.id, ...report }, { token: ctx.token });
  assert.is(twice.err, 409);
  assert.match(twice.msg, new RegExp(`already has report ${added.data.id}: edit that one`));
});

test('editing a report is versioned and audited; bad report input names the field', async (ctx) => {
  const held = await heldInterview(ctx);
  const added = await ctx.server.call('add_interview_report', { interview_id: held.id, ...report }, { token: ctx.token });
  const audit = await lastAuditId(ctx.server);
  const edited = await ctx.server.call('edit_interview_report', { report_id: added.data.id, version: added.data.version, ...report, recommendation: 'strongly_recommend' }, { token: ctx.token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.version, added.data.version + 1);
  assert.is(edited.data.recommendation, 'strongly_recommend');
  const [entry] = await auditsSince(ctx.server, audit, 'interview_report');
  assert.is((entry.before as { recommendation: string }).recommendation, 'recommend');
  assert.is((entry.after as { recommendation: string }).recommendation, 'strongly_recommend');
  const stale = await ctx.server.call('edit_interview_report', { report_id: added.data.id, version: added.data.version, ...report }, { token: ctx.token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, edited.data.version);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...report, answers: [] }, 'answers', 'Answers need at least one question.'],
    [{ ...report, scores: [{ criterion: 'Communication', score: 6 }] }, 'scores.0.score', 'Score is at most 5.'],
    [{ ...report, scores: [{ criterion: '', score: 3 }] }, 'scores.0.criterion', 'Criterion is required.'],
    [{ ...report, answers: [...report.answers, { question: 'why aged care?', answer: '' }] }, 'answers.2.question', 'Question is listed twice.'],
    [{ ...report, recommendation: 'hire' }, 'recommendation', 'Recommendation must be one of strongly_recommend, recommend, unsure, not_recommend.'],
    [{ ...report, summary: 'x'.repeat(4001) }, 'summary', 'Summary is at most 4,000 characters.'],
  ];
  for (const [fields, path, message] of cases) {
    const answer = await ctx.server.call('edit_interview_report', { report_id: added.data.id, version: edited.data.version, ...fields }, { token: ctx.token });
    assert.is(answer.err, 400, path);
    assert.equal(answer.data.fields, [{ path, message }], path);
  }
  const missing = await ctx.server.call('interview_report_data', { interview_id: 99999999 }, { token: ctx.token });
  assert.is(missing.err, 404);
});

test('virtual interview answers are read per application, in the order asked', async (ctx) => {
  const [row] = (await db(ctx.server).execute(sql`select application_id, count(*)::int as n from virtual_interview_answers group by 1 order by 1 limit 1`) as unknown as { rows: { application_id: number; n: number }[] }).rows;
  const answer = await ctx.server.call('get_virtual_interview_record', { application_id: row.application_id }, { token: ctx.token });
  assert.is(answer.err, 0);
  assert.is(answer.data.answers.length, row.n);
  assert.equal(answer.data.answers.map((a: { position: number }) => a.position), Array.from({ length: row.n }, (_, i) => i + 1));
  assert.is(answer.data.total_seconds, answer.data.answers.reduce((s: number, a: { duration_seconds: number }) => s + a.duration_seconds, 0));
  assert.ok(answer.data.answers.every((a: { answer_text: string }) => a.answer_text.length > 20), 'answers are transcripts');
  const [none] = await freshApplications(ctx.server, 1);
  const empty = await ctx.server.call('get_virtual_interview_record', { application_id: none.id }, { token: ctx.token });
  assert.equal([empty.data.answers, empty.data.completed_at], [[], null]);
  assert.is((await ctx.server.call('get_virtual_interview_record', { application_id: 99999999 }, { token: ctx.token })).err, 404);
});

test('virtual interview question sets: listed per position, created at version 0, versioned and audited', async (ctx) => {
  const listed = await ctx.server.call('get_position_vi_configs', {}, { token: ctx.token });
  assert.is(listed.err, 0);
  const saved = listed.data.configs.find((c: { id: number | null; enabled: boolean }) => c.id !== null && c.enabled);
  const unsaved = listed.data.configs.find((c: { id: number | null; job_count: number }) => c.id === null && c.job_count > 0);
  assert.ok(saved && saved.questions.length > 0, 'a seeded set');
  assert.ok(unsaved, 'a position the job ads use without a set');
  const questions = [{ question: 'Why this role?', max_seconds: 120 }];
  const audit = await lastAuditId(ctx.server);
  const created = await ctx.server.call('set_position_vi_config', { position: unsaved.position.toLowerCase(), questions, version: 0 }, { token: ctx.token });
  assert.is(created.err, 0, created.msg);
  assert.is(created.data.position, unsaved.position, 'stored under the job ads\' spelling');
  assert.is(created.data.version, 1);
  const updated = await ctx.server.call('set_position_vi_config', { position: saved.position, questions, enabled: false, version: saved.version }, { token: ctx.token });
  assert.is(updated.err, 0, updated.msg);
  assert.is(updated.data.version, saved.version + 1);
  assert.equal(updated.data.questions, questions);
  const entries = await auditsSince(ctx.server, audit, 'position_vi_config');
  assert.is(entries.length, 2);
  assert.equal((entries[1].before as { questions: unknown[] }).questions, saved.questions);
  const stale = await ctx.server.call('set_position_vi_config', { position: saved.position, questions, version: saved.version }, { token: ctx.token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, saved.version + 1);
  const createdTwice = await ctx.server.call('set_position_vi_config', { position: unsaved.position, questions, version: 0 }, { token: ctx.token });
  assert.is(createdTwice.err, 409);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ position: 'Astronaut', questions, version: 0 }, 'position', 'Position is not one the job ads use.'],
    [{ position: saved.position, questions: [], enabled: true, version: 2 }, 'questions', 'An enabled virtual interview needs at least one question.'],
    [{ position: saved.position, questions: [{ question: 'Why?', max_seconds: 10 }], version: 2 }, 'questions.0.max_seconds', 'Answer time is at least 30 seconds.'],
  ];
  for (const [body, path, message] of cases) {
    const answer = await ctx.server.call('set_position_vi_config', body, { token: ctx.token });
    assert.is(answer.err, 400, path);
    assert.equal(answer.data.fields, [{ path, message }], path);
  }
});

test('queries and report writes name the field on bad input', async (ctx) => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['get_interview', { interview_id: 'seven' }, 'interview_id', 'Interview id must be a number.'],
    ['get_interview', {}, 'interview_id', 'Interview id is required.'],
    ['interview_report_data', { interview_id: 0 }, 'interview_id', 'Interview id must be positive.'],
    ['get_virtual_interview_record', { application_id: 1.5 }, 'application_id', 'Application id must be a whole number.'],
    ['job_interview_list', { attendance: 'late' }, 'attendance', 'Attendance must be one of unconfirmed, going, not_going, not_attending, interviewed, cancelled, accepted.'],
    ['add_interview_report', { interview_id: 1, ...report, scores: [] }, 'scores', 'Scores need at least one criterion.'],
    ['add_interview_report', { interview_id: 1, ...report, answers: [{ question: 'Why?', answer: 'x'.repeat(2001) }] }, 'answers.0.answer', 'Answer is at most 2,000 characters.'],
  ];
  for (const [api, body, path, message] of cases) {
    const answer = await ctx.server.call(api, body, { token: ctx.token });
    assert.is(answer.err, 400, `${api} ${path}`);
    assert.equal(answer.data.fields, [{ path, message }], `${api} ${path}`);
  }
  assert.is((await ctx.server.call('get_interview', { interview_id: 99999999 }, { token: ctx.token })).err, 404);
});

test.run();
