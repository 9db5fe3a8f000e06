// Issue 22 §5 over HTTP: complete recruitment's preview warns about a reference check still awaiting an
// answer; a check-out's preview gives the hours, each loading and the cost, changes nothing, and answers
// the worker row's version the check-out then writes with.
import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, jobReferees, shiftWorkers, timesheets } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { freshApplications } from './interview-helpers';
import { fixture, HOUR, shift, worker, type Fixture } from './order-staff-fixture';

const test = suite<{ server: TestServer; token: string; f: Fixture }>('flows finish well');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.f = await fixture(ctx.server.database.db);
});
test.after(async (ctx) => ctx.server.close());

const referee = { relationship: 'direct_manager', organisation: 'Bluegum Aged Care', phone: '0412345678' };

test('complete_recruitment_preview warns, by name, about a reference check still awaiting an answer', async ({ server, token }) => {
  const db = server.database.db;
  const [app] = await freshApplications(server, 1, 16);
  const version = async () => (await db.select({ v: applications.version }).from(applications).where(eq(applications.id, app.id)))[0].v;
  const quiet = await server.call('complete_recruitment_preview', { application_id: app.id, version: await version() }, { token });
  assert.is(quiet.err, 0, quiet.msg);
  assert.equal(quiet.data.warnings, [], 'no referee: nothing to warn about');

  const waiting = await server.call('add_job_referee_contact', { application_id: app.id, name: 'Karen Mitchell', email: 'karen.m@example.org', ...referee }, { token });
  const answered = await server.call('add_job_referee_contact', { application_id: app.id, name: 'Tom Baker', email: 'tom.b@example.org', ...referee, relationship: 'colleague' }, { token });
  await server.call('add_job_referee_contact', { application_id: app.id, name: 'Never Asked', email: 'never@example.org', ...referee }, { token });
  for (const r of [waiting.data, answered.data]) {
    const sent = await server.call('send_check_email_to_referee', { referee_id: r.id, version: r.version, message: 'Thanks.' }, { token });
    assert.is(sent.err, 0, sent.msg);
  }
  // As if Tom had answered through his link.
  await db.update(jobReferees).set({ checkAnsweredAt: new Date().toISOString() }).where(eq(jobReferees.id, answered.data.id));

  const preview = await server.call('complete_recruitment_preview', { application_id: app.id, version: await version() }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.is(preview.data.warnings.length, 1, 'only the check sent and not answered');
  assert.match(preview.data.warnings[0], /^The reference check sent to Karen Mitchell \(direct manager\) on \d{1,2} \w{3} \d{4} still awaits an answer\.$/);
  const done = await server.call('complete_recruitment', { application_id: app.id, version: await version() }, { token });
  assert.is(done.err, 0, 'a warning, not a refusal');
});

test('order_check_out_preview: hours, loadings and cost before anything is written; the check-out writes with its version', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Preview Checkout' });
  const id = await shift(db, f, -10, 8);
  await db.insert(shiftWorkers).values({ shiftId: id, staffId: who, assignedAt: new Date(Date.now() - 50 * HOUR).toISOString() });

  const preview = await server.call('order_check_out_preview', { shift_id: id, staff_id: who }, { token });
  assert.is(preview.err, 0, preview.msg);
  const p = preview.data;
  assert.equal([p.name, p.hours, p.break_minutes], ['Preview Checkout', 7.5, 30]);
  assert.ok(p.loadings.length >= 1 && p.loadings.every((l: any) => typeof l.loading === 'string' && !/_/.test(l.loading) && l.hours > 0 && l.cents > 0), JSON.stringify(p.loadings));
  assert.is(p.loadings.reduce((sum: number, l: any) => sum + l.cents, 0), p.amount_cents, 'the loadings add up to the cost');
  assert.match(p.summary, /^Preview Checkout worked .+ \(Australia\/Sydney\) with a 30-minute break: 7\.5 paid hours at \$[\d.,]+ an hour\. .+ Cost \$[\d.,]+\.$/);
  assert.not.match(p.summary, /_|\{|null|undefined/);
  const [row] = await db.select().from(shiftWorkers).where(eq(shiftWorkers.staffId, who));
  assert.equal([row.checkedOutAt, p.version], [null, row.version], 'the preview wrote nothing and names the row version');
  assert.is((await db.select().from(timesheets).where(eq(timesheets.staffId, who))).length, 0);

  const stale = await server.call('order_check_out_preview', { shift_id: id, staff_id: who, version: row.version + 5 }, { token });
  assert.is(stale.status, 409, 'a version given is checked');

  const out = await server.call('order_check_out', { shift_id: id, staff_id: who, version: p.version }, { token });
  assert.is(out.err, 0, out.msg);
  const [sheet] = await db.select().from(timesheets).where(eq(timesheets.id, out.data.timesheet_id));
  assert.equal([sheet.hours, sheet.amountCents], [p.hours, p.amount_cents], 'the timesheet is what the preview said');
  const after = await server.call('order_check_out_preview', { shift_id: id, staff_id: who }, { token });
  assert.is(after.status, 409);
  assert.match(after.msg, /already checked out/);
});

test.run();
