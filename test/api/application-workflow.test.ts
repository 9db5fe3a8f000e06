// The workflow beside spec §4 over HTTP: admin ops list both tables, one application walks new →
// shortlist → interview → select → offer → contract → onboarding → complete, every step refuses what
// its table does not allow (naming the status and what is allowed), bad input names the field, stale
// versions conflict, and each write is audited with one history entry and its email.
import { and, count, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { workflowStepCommands } from '../../commands/application';
import { getCommand, type ServerCommandId } from '../../commands';
import { applicationStatus } from '../../src/domain/enums/application-status';
import { defaultAction } from '../../src/domain/transitions';
import { workflowStepsFrom, workflowTable } from '../../src/domain/workflow';
import { applicationEvents, applications, auditLog, interviews, outbox, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; id: number; email: string }>('application workflow');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [row] = await ctx.server.database.db.select({ id: applications.id, email: staff.email }).from(applications).innerJoin(staff, eq(staff.id, applications.staffId)).where(eq(applications.archived, false)).limit(1);
  ctx.id = row.id;
  ctx.email = row.email;
});
test.after(async (ctx) => ctx.server.close());

const db = (server: TestServer) => server.database.db;
/** Sets the status (and archived flag) as stored; interviews still to come move into the past, so a new one can be scheduled. */
async function put(server: TestServer, id: number, status: number, archived = false) {
  await db(server).update(applications).set({ status, archived }).where(eq(applications.id, id));
  await db(server).update(interviews).set({ scheduledAt: '2020-01-06T00:00:00.000Z' }).where(eq(interviews.applicationId, id));
}
const read = async (server: TestServer, id: number) => (await db(server).select().from(applications).where(eq(applications.id, id)))[0];
const auditRows = (server: TestServer, id: number) => db(server).select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));
const events = (server: TestServer, id: number) => db(server).select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(desc(applicationEvents.id));
const mails = async (server: TestServer, to: string) => (await db(server).select({ n: count() }).from(outbox).where(eq(outbox.recipient, to)))[0].n;

/** A day `days` from now (the interview diary refuses times in the past), as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const INTERVIEW = { interview_at: `${day(7)}T10:00:00+10:00`, location: 'Banksia Gardens, 12 Wattle St, Parramatta NSW' };
const OFFER = { employment_type: 1, pay_rate: 32.5, pay_basis: 2, start_date: day(21) };
const CONTRACT = { contract_name: 'Casual Personal Care Worker agreement', respond_by: day(14) };
const ONBOARDING = { induction_at: `${day(21)}T08:30:00+11:00`, location: 'Banksia Gardens reception' };
/** Valid details for every step that needs some, by its api. */
const DETAILS: Record<string, Record<string, unknown>> = {
  schedule_application_interview: INTERVIEW,
  send_application_offer: OFFER,
  send_application_contract: CONTRACT,
  sign_application_contract: { signed_on: day(0), signatory: 'Priya Nair, Facility Manager' },
  complete_application_contract_offline: { signed_on: day(0), reference: 'Paper copy filed at Parramatta office' },
  start_application_onboarding: ONBOARDING,
  request_additional_information: { message: 'Please upload your current NDIS worker screening clearance.' },
};
const apiOfStep = (key: keyof typeof workflowStepCommands) => getCommand(workflowStepCommands[key] as ServerCommandId).api!;

/** Calls `api` for the application with its version as stored. */
async function act(server: TestServer, token: string, api: string, id: number, body: Record<string, unknown> = {}) {
  return server.call(api, { application_id: id, version: (await read(server, id)).version, ...body }, { token });
}

test('admin ops list the workflow steps open from each status beside the unchanged §4 ops', async ({ server, token, id }) => {
  for (const code of applicationStatus.codes) {
    await put(server, id, code);
    const answer = await server.call('get_application_admin_ops', { application_id: id }, { token });
    assert.is(answer.err, 0);
    const expected = workflowStepsFrom(code);
    assert.equal(answer.data.workflow.map((w: { key: string }) => w.key), expected.map((s) => s.key), `workflow of ${code}`);
    for (const w of answer.data.workflow) {
      const step = workflowTable.find((s) => s.key === w.key)!;
      assert.is(w.status, step.to);
      assert.equal(w.needs, step.needs.map((n) => n.field));
      assert.is(w.command, workflowStepCommands[step.key]);
      assert.is(w.danger, step.danger);
    }
    assert.not.ok(answer.data.ops.some((o: { status: number | null }) => expected.some((s) => s.to === o.status && ![2, 4, 6, 7, 20].includes(o.status!))), 'no workflow step among the §4 ops');
  }
  await put(server, id, 7, true);
  assert.equal((await server.call('get_application_admin_ops', { application_id: id }, { token })).data.workflow, [], 'archived: only Restore');
});

test('one application walks new → shortlist → interview → select → offer → contract → onboarding → complete', async ({ server, token, id, email }) => {
  await put(server, id, 1);
  const mailsBefore = await mails(server, email);
  const start = await read(server, id);
  const steps: [string, Record<string, unknown>, number][] = [
    ['advance_application', {}, 2],
    ['schedule_application_interview', INTERVIEW, 5],
    ['advance_application', {}, 6],
    ['advance_application', {}, 7],
    ['send_application_offer', OFFER, 8],
    ['application_workflow_action', { op: 'offerAccepted', note: 'Accepted by phone' }, 10],
    ['send_application_contract', CONTRACT, 12],
    ['application_workflow_action', { op: 'contractAccepted' }, 14],
    ['start_application_onboarding', ONBOARDING, 16],
  ];
  for (const [api, body, to] of steps) {
    const previewApi = api === 'advance_application' ? null : `${api}_preview`;
    if (previewApi) {
      const before = await read(server, id);
      const preview = await act(server, token, previewApi, id, body);
      assert.is(preview.err, 0, `${previewApi}: ${preview.msg}`);
      assert.is(preview.data.to_status, to);
      assert.match(preview.data.summary, new RegExp(`to ${applicationStatus.label(to)}[.,]`));
      assert.equal(await read(server, id), before, `${previewApi} changes nothing`);
    }
    const answer = await act(server, token, api, id, body);
    assert.is(answer.err, 0, `${api}: ${answer.msg}`);
    assert.is(answer.data.status, to, api);
    assert.is((await read(server, id)).status, to);
  }
  // Onboarding's default is Complete recruitment, which has a preview step: advance says so.
  const refused = await act(server, token, 'advance_application', id);
  assert.is(refused.err, 409);
  assert.match(refused.msg, /is Onboarding: .*shows its preview first: choose Complete recruitment/);
  assert.not.match(refused.msg, /[a-z]+_[a-z_]+/, 'no command id (issue 22 §3)');
  assert.is((await act(server, token, 'complete_recruitment_preview', id)).err, 0);
  assert.is((await act(server, token, 'complete_recruitment', id)).data.status, 20);

  const after = await read(server, id);
  assert.is(after.version, start.version + steps.length + 1, 'each step bumped the version once');
  const audits = await auditRows(server, id);
  assert.ok(audits.length >= steps.length + 1);
  assert.is((audits[0].after as { status: number }).status, 20);
  const history = (await events(server, id)).slice(0, steps.length + 1).reverse();
  assert.equal(history.map((e) => e.step), ['shortlist', 'scheduleInterview', 'markInterviewed', 'select', 'sendOffer', 'offerAccepted', 'sendContract', 'contractAccepted', 'startOnboarding', 'completeRecruitment']);
  assert.equal(history.map((e) => e.toStatus), [2, 5, 6, 7, 8, 10, 12, 14, 16, 20]);
  assert.is((history[1].details as { location: string }).location, INTERVIEW.location);
  assert.is((history[5].details as { note: string }).note, 'Accepted by phone');
  // Interview, offer, contract and onboarding each emailed the applicant.
  assert.is(await mails(server, email), mailsBefore + 4);
  const sent = await db(server).select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(4);
  const offerMail = sent.find((m) => m.subject.startsWith('Your offer for'));
  assert.ok(offerMail, sent.map((m) => m.subject).join(' | '));
  assert.match(offerMail!.body, new RegExp(`Casual offer at \\$32\\.50 an hour \\(Hourly\\), starting ${OFFER.start_date}`));
  // The interview is in the diary too (job_interview_list), at the time and place the step was given.
  const diary = await server.call('job_interview_list', { application_id: id }, { token });
  assert.ok(diary.data.list.some((i: { scheduled_at: string; location: string }) => Date.parse(i.scheduled_at) === Date.parse(INTERVIEW.interview_at) && i.location === INTERVIEW.location), JSON.stringify(diary.data.list));
});

test('every step with details refuses the statuses its row does not list, naming the status and what is allowed', async ({ server, token, id }) => {
  for (const step of workflowTable.filter((s) => s.needs.length)) {
    const api = apiOfStep(step.key);
    const wrong = applicationStatus.codes.find((c) => !(step.from as readonly number[]).includes(c) && c !== 47)!;
    await put(server, id, wrong);
    const before = await read(server, id);
    for (const call of [api, `${api}_preview`]) {
      const answer = await act(server, token, call, id, DETAILS[api]);
      assert.is(answer.err, 409, `${call} from ${wrong}`);
      assert.ok(answer.msg.includes(`it is ${applicationStatus.label(wrong)}.`), answer.msg);
      assert.not.match(answer.msg, /\(\d+\)/, 'statuses by label, no code');
      assert.match(answer.msg, new RegExp(`${step.label} is allowed from`));
      assert.match(answer.msg, /Allowed from|Nothing is allowed/);
    }
    assert.equal(await read(server, id), before);
    // Allowed from the first status its row lists.
    await put(server, id, step.from[0]);
    const ok = await act(server, token, api, id, DETAILS[api]);
    assert.is(ok.err, 0, `${api} from ${step.from[0]}: ${ok.msg}`);
    assert.is(ok.data.status, step.to);
  }
});

test('bad input names the field and changes nothing', async ({ server, token, id }) => {
  await put(server, id, 7);
  const before = await read(server, id);
  const v = before.version;
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['send_application_offer', { ...OFFER, pay_rate: undefined }, /pay_rate: Pay rate is required\./],
    ['send_application_offer', { ...OFFER, pay_rate: 65000 }, /pay_rate: An hourly pay rate is at most 500; is it annual\?/],
    ['send_application_offer', { ...OFFER, employment_type: 9 }, /employment_type: Employment type must be one of 1, 2, 3, 4, 5\./],
    ['send_application_offer', { ...OFFER, start_date: '16/03/2026' }, /start_date: Start date must be a date \(YYYY-MM-DD\)\./],
    ['schedule_application_interview', { ...INTERVIEW, interview_at: `${day(7)}T10:07:00+10:00` }, /interview_at: Interview time must be on a 15-minute step\./],
    ['schedule_application_interview', { ...INTERVIEW, interview_at: `${day(-2)}T10:00:00+10:00` }, /interview_at: Interview time must be in the future\./],
    ['start_application_onboarding', { ...ONBOARDING, induction_at: `${day(-1)}T08:30:00+11:00` }, /induction_at: Induction time must be in the future\./],
    ['schedule_application_interview', { interview_at: INTERVIEW.interview_at }, /location: Place or video link is required\./],
    ['send_application_contract', { ...CONTRACT, contract_name: ' ' }, /contract_name: Contract is required\./],
    ['request_additional_information', { message: 'docs' }, /message: Message must say what is needed/],
    ['application_workflow_action', { op: 'hire' }, /op: Op must be one of/],
    ['advance_application', { extra: 1 }, /extra: Unknown field\./],
  ];
  for (const [api, body, message] of cases) {
    const answer = await server.call(api, { application_id: id, version: v, ...body }, { token });
    assert.is(answer.err, 400, `${api} ${JSON.stringify(body)}: ${answer.msg}`);
    assert.match(answer.msg, message);
  }
  const missingVersion = await server.call('send_application_offer', { application_id: id, ...OFFER }, { token });
  assert.match(missingVersion.msg, /version: Version is required/);
  assert.equal(await read(server, id), before);
});

test('the generic op: plain moves and the candidate’s answers run; ops with their own command are sent there', async ({ server, token, id }) => {
  await put(server, id, 8);
  const declined = await act(server, token, 'application_workflow_action', id, { op: 'offerDeclined' });
  assert.is(declined.data.status, 11);
  await put(server, id, 7);
  const needs = await act(server, token, 'application_workflow_action', id, { op: 'sendOffer' });
  assert.is(needs.err, 409);
  assert.match(needs.msg, /Send an offer needs an employment type, a pay rate, a pay basis and a start date: choose Send an offer for application \d+, which asks for them/);
  assert.not.match(needs.msg, /[a-z]+_[a-z_]+/, 'no command id');
  const archive = await act(server, token, 'application_workflow_action', id, { op: 'archive' });
  assert.match(archive.msg, /sets a flag, not a status: choose Archive or restore application for application \d+/);
  await put(server, id, 16);
  assert.match((await act(server, token, 'application_workflow_action', id, { op: 'completeRecruitment' })).msg, /shows its preview first: choose Complete recruitment for application \d+\.$/);
  await put(server, id, 2);
  const wrong = await act(server, token, 'application_workflow_action', id, { op: 'offerAccepted' });
  assert.is(wrong.err, 409);
  assert.match(wrong.msg, /it is Shortlist\. Candidate accepted the offer is allowed from Offer sent\. Allowed from Shortlist: Select, Archive, Not fit, Schedule interview, Require supplement\./);
  const preview = await act(server, token, 'application_workflow_action_preview', id, { op: 'select' });
  assert.is(preview.data.to_status, 7);
  assert.is((await read(server, id)).status, 2, 'a preview changes nothing');
  assert.is((await act(server, token, 'application_workflow_action', id, { op: 'select' })).data.status, 7);
});

test('advance runs the §4 default of every status that has one, and says why where it cannot', async ({ server, token, id }) => {
  for (const code of applicationStatus.codes) {
    await put(server, id, code);
    const next = defaultAction(code);
    const answer = await act(server, token, 'advance_application', id);
    if (next && next.status !== 20) {
      assert.is(answer.err, 0, `${code}: ${answer.msg}`);
      assert.is(answer.data.status, next.status);
    } else {
      assert.is(answer.err, 409, `${code}`);
      assert.ok(answer.msg.includes(`is ${applicationStatus.label(code)}`), answer.msg);
      assert.not.match(answer.msg, /\(\d+\)/, 'statuses by label, no code');
    }
  }
  await put(server, id, 1, true);
  assert.match((await act(server, token, 'advance_application', id)).msg, /archived\. Restore it before you advance it\./);
});

test('a stale version is a conflict for a step, and concurrent steps: exactly one wins', async ({ server, token, id }) => {
  await put(server, id, 2);
  const { version } = await read(server, id);
  const answers = await Promise.all([1, 2, 3].map(() => server.call('schedule_application_interview', { application_id: id, version, ...INTERVIEW }, { token })));
  assert.is(answers.filter((a) => a.err === 0).length, 1, answers.map((a) => a.msg).join(' | '));
  // The write locks the row before reading it, so every loser meets the winner's version (not, on
  // PostgreSQL, the winner's interview through a read taken before the winner committed).
  assert.ok(answers.filter((a) => a.err !== 0).every((a) => a.err === 409 && /changed by someone else/.test(a.msg)), answers.map((a) => `${a.err} ${a.msg}`).join(' | '));
  const stale = await server.call('advance_application', { application_id: id, version }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, version + 1);
});

test('require supplement (request_additional_information): → 21 and the applicant is emailed what is needed', async ({ server, token, id, email }) => {
  await put(server, id, 6);
  const message = 'Please send a certified copy of your Certificate III in Individual Support.';
  const answer = await act(server, token, 'request_additional_information', id, { message });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.status, 21);
  const [mail] = await db(server).select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  assert.match(mail.subject, /More information needed/);
  assert.ok(mail.body.includes(message));
  const [audit] = await auditRows(server, id);
  assert.is(audit.command, 'application.requestAdditionalInformation');
  assert.is((audit.before as { status: number }).status, 6);
  assert.is((audit.after as { status: number }).status, 21);
  // The candidate's answer is recorded on their behalf, then Select is the §4 default.
  assert.is((await act(server, token, 'application_workflow_action', id, { op: 'supplementSubmitted' })).data.status, 22);
  assert.is((await act(server, token, 'advance_application', id)).data.status, 7);
});

test.run();
