// The virtual interview invitation list and its resend over HTTP: who is listed (positions that ask), the
// derived state, the email with a fresh link, the throttle, and the refusals.
import { eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, jobAds, positionViConfigs, virtualInterviewInvites } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { auditsSince, db, lastAuditId, lastOutboxId, outboxSince } from './interview-helpers';

const test = suite<{ server: TestServer; token: string }>('virtual interview invitations');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

type Row = { id: number; state: string; questions: number; answers: number; invite_count: number; invited_at: string | null; position: string };
const list = (ctx: { server: TestServer; token: string }, args: Record<string, unknown> = {}) => ctx.server.call('virtual_interview_list', args, { token: ctx.token });
const resend = (ctx: { server: TestServer; token: string }, id: number) => ctx.server.call('resend_virtual_interview', { application_id: id }, { token: ctx.token });

/** An unarchived application in a screening status (2) whose position asks, with no answers yet. */
async function askedApplication(server: TestServer, skip = 0): Promise<number> {
  const [row] = (await db(server).execute(sql`
    select a.id from applications a join job_ads j on j.id = a.job_id
    join position_vi_configs c on lower(c.position) = lower(j.position) and c.enabled
    where not exists (select 1 from virtual_interview_answers v where v.application_id = a.id)
    order by a.id offset ${skip} limit 1`) as unknown as { rows: { id: number }[] }).rows;
  await db(server).update(applications).set({ status: 2, archived: false }).where(eq(applications.id, row.id));
  await db(server).delete(virtualInterviewInvites).where(eq(virtualInterviewInvites.applicationId, row.id));
  return row.id;
}

test('lists only applications whose position asks, with a state that agrees with the answers and invitations', async (ctx) => {
  const all = await list(ctx, { page_size: 200 });
  assert.is(all.err, 0, all.msg);
  assert.ok(all.data.total > 0);
  const enabled = new Set((await db(ctx.server).select().from(positionViConfigs).where(eq(positionViConfigs.enabled, true))).map((c) => c.position.toLowerCase()));
  for (const row of all.data.list as Row[]) {
    assert.ok(enabled.has(row.position.toLowerCase()), `${row.position} asks`);
    const expected = row.answers >= row.questions ? 'answered' : row.invite_count > 0 ? 'invited' : 'not_invited';
    assert.is(row.state, expected, `application ${row.id}`);
  }
  for (const state of ['not_invited', 'invited', 'answered']) {
    const only = await list(ctx, { state, page_size: 50 });
    assert.is(only.err, 0);
    assert.ok(only.data.list.length > 0, `the seed has ${state} rows`);
    assert.ok((only.data.list as Row[]).every((r) => r.state === state), state);
  }
  const cook = await list(ctx, { position: 'Cook' });
  assert.is(cook.data.total, 0, 'a switched-off set lists nobody');
});

test('resend emails a fresh personal link, counts it, audits it, and refuses a second one within ten minutes', async (ctx) => {
  const id = await askedApplication(ctx.server);
  const audit = await lastAuditId(ctx.server);
  const mail = await lastOutboxId(ctx.server);
  const first = await resend(ctx, id);
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.invite_count, 1);
  const [sent] = await outboxSince(ctx.server, mail);
  assert.is(sent.recipient, first.data.email);
  const link = /\/virtual-interview\/([\w-]{43})/.exec(sent.secretBody ?? '');
  assert.ok(link, 'the email as sent holds the personal link');
  assert.not.ok(sent.body.includes(link[1]), 'the outbox the console shows has the token masked');
  assert.match(sent.body, /\/virtual-interview\/••••••/);
  const [stored] = await db(ctx.server).select().from(virtualInterviewInvites).where(eq(virtualInterviewInvites.applicationId, id));
  assert.not.ok(sent.body.includes(stored.tokenHash), 'only the hash is kept');
  assert.is((await auditsSince(ctx.server, audit, 'virtual_interview_invite')).length, 1);

  const again = await resend(ctx, id);
  assert.is(again.err, 409);
  assert.match(again.msg, /minutes ago; wait \d+ more minutes?/);
  assert.is((await outboxSince(ctx.server, mail)).length, 1, 'no second email');

  // Ten minutes later a reminder goes, with a new link.
  await db(ctx.server).update(virtualInterviewInvites).set({ lastSentAt: new Date(Date.now() - 11 * 60_000).toISOString() }).where(eq(virtualInterviewInvites.applicationId, id));
  const reminder = await resend(ctx, id);
  assert.is(reminder.err, 0, reminder.msg);
  assert.is(reminder.data.invite_count, 2);
  const mails = await outboxSince(ctx.server, mail);
  assert.match(mails[1].subject, /^Reminder:/);
  assert.is.not(/\/virtual-interview\/([\w-]{43})/.exec(mails[1].secretBody ?? '')![1], link![1], 'a new link');
  const row = ((await list(ctx, { keyword: first.data.email })).data.list as Row[]).find((r) => r.id === id);
  assert.equal([row?.state, row?.invite_count], ['invited', 2]);
});

test('resend refuses what it should, and names the field on bad input', async (ctx) => {
  const id = await askedApplication(ctx.server, 1);
  await db(ctx.server).update(applications).set({ status: 4 }).where(eq(applications.id, id));
  const notFit = await resend(ctx, id);
  assert.is(notFit.err, 409);
  assert.match(notFit.msg, /is Not fit: a virtual interview invitation goes only while the application is being screened/);
  await db(ctx.server).update(applications).set({ status: 2, archived: true }).where(eq(applications.id, id));
  assert.match((await resend(ctx, id)).msg, /archived/);

  const [answered] = (await db(ctx.server).execute(sql`
    select a.id from applications a join job_ads j on j.id = a.job_id join position_vi_configs c on lower(c.position) = lower(j.position) and c.enabled
    where (select count(*) from virtual_interview_answers v where v.application_id = a.id) >= jsonb_array_length(c.questions) limit 1`) as unknown as { rows: { id: number }[] }).rows;
  await db(ctx.server).update(applications).set({ status: 2, archived: false }).where(eq(applications.id, answered.id));
  assert.match((await resend(ctx, answered.id)).msg, /already recorded all \d+ answers/);

  const [cook] = await db(ctx.server).select({ id: applications.id }).from(applications).innerJoin(jobAds, eq(jobAds.id, applications.jobId)).where(sql`lower(${jobAds.position}) not in (select lower(position) from position_vi_configs where enabled)`).limit(1);
  assert.match((await resend(ctx, cook.id)).msg, /does not ask for a virtual interview/);
  assert.is((await resend(ctx, 99_999_999)).err, 404);

  const bad = await ctx.server.call('resend_virtual_interview', { application_id: 'x' }, { token: ctx.token });
  assert.equal([bad.err, bad.data.fields], [400, [{ path: 'application_id', message: 'Application id must be a number.' }]]);
  const badState = await list(ctx, { state: 'maybe' });
  assert.equal([badState.err, badState.data.fields], [400, [{ path: 'state', message: 'State must be one of not_invited, invited, answered.' }]]);
});

test.run();
