import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, shiftWorkers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { fixture, HOUR, shift, worker, type Fixture } from './order-staff-fixture';

type Ctx = { server: TestServer; token: string; f: Fixture; sheet: { id: number; version: number; amount: number } };
const ts = suite<Ctx>('timesheets');

/** A worker checked out of a finished shift: their pending timesheet. */
async function checkedOut(server: TestServer, token: string, f: Fixture, name: string) {
  const db = server.database.db;
  const who = await worker(db, f, { name });
  const id = await shift(db, f, -30, 8);
  await db.insert(shiftWorkers).values({ shiftId: id, staffId: who, assignedAt: new Date(Date.now() - 80 * HOUR).toISOString() });
  const info = await server.call('get_assigned_staff_info', { shift_id: id }, { token });
  const out = await server.call('order_check_out', { shift_id: id, staff_id: who, version: info.data.staff_list[0].version }, { token });
  assert.is(out.err, 0, out.msg);
  const detail = await server.call('time_sheet_detail', { timesheet_id: out.data.timesheet_id }, { token });
  return { id: out.data.timesheet_id as number, version: detail.data.version as number, amount: detail.data.amount_cents as number, staffId: who, shiftId: id };
}

ts.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.f = await fixture(ctx.server.database.db);
});
ts.after(async (ctx) => ctx.server.close());

ts('the demo has timesheets; the list filters by status and worker, newest shift first', async ({ server, token, f }) => {
  const all = await server.call('time_sheet_list', {}, { token });
  assert.is(all.err, 0, all.msg);
  assert.ok(all.data.total > 0, 'seeded timesheets');
  const mine = await checkedOut(server, token, f, 'Listed Worker');
  const byWorker = await server.call('time_sheet_list', { staff_id: mine.staffId }, { token });
  assert.equal(byWorker.data.list.map((r: { id: number }) => r.id), [mine.id]);
  const row = byWorker.data.list[0];
  assert.equal([row.status, row.hours, row.name, row.comment_count], ['pending', 7.5, 'Listed Worker', 0]);
  const approved = await server.call('time_sheet_list', { status: 'approved', page_size: 50 }, { token });
  assert.ok(approved.data.list.every((r: { status: string }) => r.status === 'approved'));
  const bad = await server.call('time_sheet_list', { status: 'paid' }, { token });
  assert.is(bad.err, 400);
  assert.match(bad.msg, /status: Status must be one of pending, queried, approved\./);
});

ts('the detail shows the cost lines of the rate table, which add up to the amount', async ({ server, token, f }) => {
  const mine = await checkedOut(server, token, f, 'Cost Lines');
  const detail = await server.call('time_sheet_detail', { timesheet_id: mine.id }, { token });
  assert.ok(detail.data.lines.length >= 1);
  assert.is(detail.data.lines.reduce((s: number, l: { cents: number }) => s + l.cents, 0), detail.data.amount_cents);
  assert.equal(detail.data.next_statuses, ['approved', 'queried']);
});

ts('comments are added and listed in order; an empty one is refused by field', async ({ server, token, f }) => {
  const mine = await checkedOut(server, token, f, 'Commented Worker');
  assert.is((await server.call('comment_time_sheet', { timesheet_id: mine.id, body: 'Break looks short.' }, { token })).err, 0);
  assert.is((await server.call('comment_time_sheet', { timesheet_id: mine.id, body: 'Confirmed with the facility.' }, { token })).err, 0);
  const list = await server.call('time_sheet_comment_list', { timesheet_id: mine.id }, { token });
  assert.equal(list.data.list.map((c: { body: string }) => c.body), ['Break looks short.', 'Confirmed with the facility.']);
  const empty = await server.call('comment_time_sheet', { timesheet_id: mine.id, body: '  ' }, { token });
  assert.is(empty.err, 400);
  assert.equal(empty.data.fields[0], { path: 'body', message: 'Comment is required.' });
});

ts('status moves follow the table: a query needs a comment; approved is final', async ({ server, token, f }) => {
  const mine = await checkedOut(server, token, f, 'Status Moves');
  const noComment = await server.call('time_sheet_modify', { timesheet_id: mine.id, version: mine.version, status: 'queried' }, { token });
  assert.is(noComment.err, 400);
  assert.equal(noComment.data.fields.map((x: { path: string }) => x.path), ['comment']);
  const queried = await server.call('time_sheet_modify', { timesheet_id: mine.id, version: mine.version, status: 'queried', comment: 'Finished at 14:00, not 15:00?' }, { token });
  assert.is(queried.err, 0, queried.msg);
  assert.is(queried.data.status, 'queried');
  assert.is(queried.data.comment_count, 1);
  const approved = await server.call('time_sheet_approve', { timesheet_id: mine.id, version: queried.data.version }, { token });
  assert.is(approved.err, 0, approved.msg);
  assert.ok(approved.data.approved_by && approved.data.approved_at);
  const back = await server.call('time_sheet_modify', { timesheet_id: mine.id, version: approved.data.version, status: 'pending' }, { token });
  assert.is(back.err, 409);
  assert.match(back.msg, /is approved: it cannot become pending/);
  const recalc = await server.call('timesheet_recalculate', { timesheet_id: mine.id, version: approved.data.version }, { token });
  assert.is(recalc.err, 409);
  assert.match(recalc.msg, /no longer change/);
});

ts('changing the times recosts it and the worker on the shift; stale versions are refused', async ({ server, token, f }) => {
  const mine = await checkedOut(server, token, f, 'Changed Times');
  const detail = (await server.call('time_sheet_detail', { timesheet_id: mine.id }, { token })).data;
  const earlier = new Date(Date.parse(detail.ends_at) - 2 * HOUR).toISOString();
  const changed = await server.call('time_sheet_modify', { timesheet_id: mine.id, version: mine.version, ends_at: earlier }, { token });
  assert.is(changed.err, 0, changed.msg);
  assert.is(changed.data.hours, 5.5);
  assert.ok(changed.data.amount_cents < mine.amount, 'two hours fewer cost less');
  const [row] = await server.database.db.select().from(shiftWorkers).where(eq(shiftWorkers.staffId, mine.staffId));
  assert.is(row.hours, 5.5);
  const stale = await server.call('time_sheet_modify', { timesheet_id: mine.id, version: mine.version, break_minutes: 0 }, { token });
  assert.is(stale.err, 409);
  assert.match(stale.msg, /changed by someone else/);
});

ts('recalculate re-reads the rate table and says what it was; it is audited', async ({ server, token, f }) => {
  const mine = await checkedOut(server, token, f, 'Recalc Worker');
  const answer = await server.call('timesheet_recalculate', { timesheet_id: mine.id, version: mine.version }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.previous_amount_cents, mine.amount);
  assert.is(answer.data.amount_cents, mine.amount, 'same times, same rates: same amount');
  assert.is(answer.data.version, mine.version + 1);
  const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'timesheet_recalculate'));
  assert.ok(audit.some((a) => a.entityId === String(mine.id)));
});

ts.run();
