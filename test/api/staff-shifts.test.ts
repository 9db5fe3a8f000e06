import { count, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, shifts, shiftWorkers, staff } from '../../src/server/db/schema';
import { EPOCH_MS } from '../../src/server/seed/clock';
import { startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
type Ctx = { server: TestServer; token: string; worker: number; facility: { id: number; providerId: number } };
const sh = suite<Ctx>('staff shifts');

sh.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  // A worker of our own with five shifts around now, one in each status a worker's shift can have.
  const [someone] = await db.select().from(staff).where(eq(staff.status, 10)).limit(1);
  const [worker] = await db
    .insert(staff)
    .values({ firstName: 'Mele', surname: 'Tupou', email: 'mele.tupou@example.com', phone: '0411 222 333', status: 10, position: 'Personal Care Worker', state: someone.state })
    .returning();
  const [facility] = await db.select().from(facilities).where(eq(facilities.state, 'NSW')).limit(1);
  ctx.worker = worker.id;
  ctx.facility = { id: facility.id, providerId: facility.providerId };
  const now = Date.now();
  const plan: [string, number, number, string | null, number | null][] = [
    // label, start (h from now), length (h), canceled, hours
    ['completed', -30, 8, null, 7.5],
    ['awaiting', -12, 8, null, null],
    ['in_progress', -2, 8, null, null],
    ['upcoming', 20, 8, null, null],
    ['canceled', 44, 8, new Date(now - HOUR).toISOString(), null],
  ];
  for (const [label, start, length, canceledAt, hours] of plan) {
    const startsAt = new Date(now + start * HOUR).toISOString();
    const [shift] = await db
      .insert(shifts)
      .values({ providerId: facility.providerId, facilityId: facility.id, position: 'Personal Care Worker', startsAt, endsAt: new Date(now + (start + length) * HOUR).toISOString(), canceledAt, notes: label })
      .returning();
    await db.insert(shiftWorkers).values({ shiftId: shift.id, staffId: worker.id, assignedAt: new Date(now - 100 * HOUR).toISOString(), hours, checkedOutAt: hours ? new Date(now - 21 * HOUR).toISOString() : null });
  }
});
sh.after(async (ctx) => ctx.server.close());

sh('the list derives each status from the times and the worker, newest first, with a summary', async ({ server, token, worker }) => {
  const answer = await server.call('get_staff_shift_list', { staff_id: worker }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.total, 5);
  assert.equal(answer.data.list.map((r: { status: string }) => r.status), ['canceled', 'upcoming', 'in_progress', 'completed', 'completed']);
  assert.equal(answer.data.summary, { upcoming: 1, in_progress: 1, completed: 2, canceled: 1, hours_worked: 7.5, awaiting_check_out: 1 });
  const worked = answer.data.list.find((r: { hours: number | null }) => r.hours !== null);
  assert.is(worked.hours, 7.5);
  assert.ok(worked.facility_name && worked.provider_name && worked.suburb);
});

sh('filters by status and by day; sorts oldest first on request', async ({ server, token, worker }) => {
  const completed = await server.call('get_staff_shift_list', { staff_id: worker, status: 'completed' }, { token });
  assert.is(completed.data.total, 2);
  const upcoming = await server.call('get_staff_shift_list', { staff_id: worker, status: 'upcoming' }, { token });
  assert.is(upcoming.data.total, 1);
  const available = await server.call('get_staff_shift_list', { staff_id: worker, status: 'available' }, { token });
  assert.is(available.data.total, 0, "a worker's own shift is never available");
  const future = new Date(Date.now() + 5 * 24 * HOUR).toISOString().slice(0, 10);
  const none = await server.call('get_staff_shift_list', { staff_id: worker, from: future }, { token });
  assert.is(none.data.total, 0);
  const asc = await server.call('get_staff_shift_list', { staff_id: worker, sort_dir: 'asc' }, { token });
  assert.is(asc.data.list[0].status, 'completed');
});

sh('an unfilled shift is available until it ends, then counts as canceled', async ({ server, token, facility }) => {
  const db = server.database.db;
  const now = Date.now();
  const [open] = await db.insert(shifts).values({ providerId: facility.providerId, facilityId: facility.id, position: 'Cook', startsAt: new Date(now + HOUR).toISOString(), endsAt: new Date(now + 9 * HOUR).toISOString() }).returning();
  const [past] = await db.insert(shifts).values({ providerId: facility.providerId, facilityId: facility.id, position: 'Cook', startsAt: new Date(now - 9 * HOUR).toISOString(), endsAt: new Date(now - HOUR).toISOString() }).returning();
  assert.is((await server.call('get_staff_shift_detail', { shift_id: open.id }, { token })).data.shift_detail.status, 'available');
  assert.is((await server.call('get_staff_shift_detail', { shift_id: past.id }, { token })).data.shift_detail.status, 'canceled');
});

sh('the detail answers shift_detail: times, facility, provider, workers, hours', async ({ server, token, worker }) => {
  const list = await server.call('get_staff_shift_list', { staff_id: worker, status: 'in_progress' }, { token });
  const id = list.data.list[0].id;
  const answer = await server.call('get_staff_shift_detail', { shift_id: id }, { token });
  assert.is(answer.err, 0, answer.msg);
  const d = answer.data.shift_detail;
  assert.is(d.status, 'in_progress');
  assert.is(d.scheduled_hours, 7.5, '8 hours less the 30-minute break');
  assert.is(d.time_zone, 'Australia/Sydney');
  assert.equal(d.workers.map((w: { staff_id: number; name: string }) => [w.staff_id, w.name]), [[worker, 'Mele Tupou']]);
  assert.ok(d.facility.name && d.facility.postcode && d.provider.name);
});

sh('refusals: unknown staff or shift, bad input naming the field; queries write no audit row', async ({ server, token, worker }) => {
  const audits = (await server.database.db.select({ n: count() }).from(auditLog))[0].n;
  const noStaff = await server.call('get_staff_shift_list', { staff_id: 99_999_999 }, { token });
  assert.is(noStaff.err, 404);
  assert.match(noStaff.msg, /Staff member 99999999 not found/);
  const noShift = await server.call('get_staff_shift_detail', { shift_id: 99_999_999 }, { token });
  assert.is(noShift.err, 404);
  assert.match(noShift.msg, /Shift 99999999 not found/);
  const status = await server.call('get_staff_shift_list', { staff_id: worker, status: 'late' }, { token });
  assert.equal(status.data.fields, [{ path: 'status', message: 'Status must be one of available, upcoming, in_progress, completed, canceled.' }]);
  const order = await server.call('get_staff_shift_list', { staff_id: worker, from: '2026-02-01', to: '2026-01-01' }, { token });
  assert.equal(order.data.fields, [{ path: 'to', message: 'To must not be before from.' }]);
  const missing = await server.call('get_staff_shift_detail', {}, { token });
  assert.equal(missing.data.fields, [{ path: 'shift_id', message: 'Shift id is required.' }]);
  assert.is((await server.database.db.select({ n: count() }).from(auditLog))[0].n, audits);
  assert.is((await server.call('get_staff_shift_list', { staff_id: worker })).err, 3);
});

sh('the seed gives enabled staff past and future shifts at facilities in their state', async ({ server }) => {
  const db = server.database.db;
  const [row] = await db
    .select({
      workers: sql<number>`count(distinct ${shiftWorkers.staffId})::int`,
      // Past and future of the seed's fixed clock, so the test holds whatever day it runs.
      past: sql<number>`count(*) filter (where ${shifts.endsAt} < ${new Date(EPOCH_MS).toISOString()}::timestamptz)::int`,
      future: sql<number>`count(*) filter (where ${shifts.startsAt} > ${new Date(EPOCH_MS).toISOString()}::timestamptz)::int`,
      notEnabled: sql<number>`count(*) filter (where ${staff.status} <> 10)::int`,
      checkedOut: sql<number>`count(${shiftWorkers.checkedOutAt})::int`,
    })
    .from(shiftWorkers)
    .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .innerJoin(staff, eq(staff.id, shiftWorkers.staffId))
    .where(sql`${staff.email} <> 'mele.tupou@example.com'`);
  assert.ok(row.workers >= 20, `${row.workers} workers`);
  assert.ok(row.past > 0 && row.future > 0, JSON.stringify(row));
  assert.is(row.notEnabled, 0);
  assert.ok(row.checkedOut > 0);
});

sh.run();
