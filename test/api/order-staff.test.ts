import { and, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, providerBlockedStaff, qualifications, shifts, shiftWorkers, staffQualifications, timesheets, trainingCertificates } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { fixture, HOUR, shift, worker, type Fixture } from './order-staff-fixture';

type Ctx = { server: TestServer; token: string; f: Fixture };
const os = suite<Ctx>('order staff: assign, check, remove, check out');

os.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.f = await fixture(ctx.server.database.db);
});
os.after(async (ctx) => ctx.server.close());

const codes = (answer: { data: { conflicts?: { code: string }[] } | null }) => (answer.data?.conflicts ?? []).map((c) => c.code);

os('a worker with no conflicts is assigned, listed with their status, and audited', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Clean Assign' });
  const id = await shift(db, f, 72);
  const preview = await server.call('order_assign_staff_preview', { shift_id: id, staff_id: who }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.equal([preview.data.need_confirm, preview.data.conflicts], [false, []]);
  const answer = await server.call('order_assign_staff', { shift_id: id, staff_id: who, note: 'Regular at this site' }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.worker.status, 'assigned');
  const info = await server.call('get_assigned_staff_info', { shift_id: id }, { token });
  assert.is(info.data.shift.status, 'upcoming', 'a shift with a worker on it is upcoming');
  assert.equal(info.data.staff_list.map((w: { staff_id: number; note: string }) => [w.staff_id, w.note]), [[who, 'Regular at this site']]);
  const audit = await db.select().from(auditLog).where(and(eq(auditLog.api, 'order_assign_staff'), eq(auditLog.entityId, String(answer.data.worker.id))));
  assert.is(audit.length, 1);
  const again = await server.call('order_assign_staff', { shift_id: id, staff_id: who }, { token });
  assert.is(again.err, 409);
  assert.match(again.msg, /already on shift/);
});

os('an overlapping shift is refused, naming the other shift', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Busy Overlap' });
  const first = await shift(db, f, 100);
  const second = await shift(db, f, 104);
  assert.is((await server.call('order_assign_staff', { shift_id: first, staff_id: who }, { token })).err, 0);
  const answer = await server.call('order_assign_staff', { shift_id: second, staff_id: who, confirm: true }, { token });
  assert.is(answer.err, 409);
  assert.match(answer.msg, new RegExp(`shift #${first}.*overlaps`));
  assert.ok(codes(answer).includes('overlap'));
  const preview = await server.call('order_assign_staff_preview', { shift_id: second, staff_id: who }, { token });
  assert.is(preview.err, 409, 'the preview refuses what the action refuses');
});

os('less than 10 hours between shifts needs confirming; confirmed, it is kept on the assignment', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Short Rest' });
  const early = await shift(db, f, 130);
  const late = await shift(db, f, 144); // 6 hours after the first ends
  assert.is((await server.call('order_assign_staff', { shift_id: early, staff_id: who }, { token })).err, 0);
  const preview = await server.call('order_assign_staff_preview', { shift_id: late, staff_id: who }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.is(preview.data.need_confirm, true);
  assert.equal(codes(preview), ['short_rest']);
  assert.match(preview.data.conflicts[0].message, /Only 6 hours' rest after shift/);
  const unconfirmed = await server.call('order_assign_staff', { shift_id: late, staff_id: who }, { token });
  assert.is(unconfirmed.err, 409);
  assert.is(unconfirmed.data.need_confirm, true);
  assert.match(unconfirmed.msg, /Confirm to assign despite/);
  const confirmed = await server.call('order_assign_staff', { shift_id: late, staff_id: who, confirm: true }, { token });
  assert.is(confirmed.err, 0, confirmed.msg);
  assert.equal(confirmed.data.worker.confirmed_conflicts.map((c: { code: string }) => c.code), ['short_rest']);
});

os("the provider's block list refuses, with the provider's reason", async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Blocked Person' });
  await db.insert(providerBlockedStaff).values({ providerId: f.facility.providerId, staffId: who, reason: 'Left a resident unattended in March.' });
  const id = await shift(db, f, 200);
  const answer = await server.call('order_assign_staff', { shift_id: id, staff_id: who, confirm: true }, { token });
  assert.is(answer.err, 409);
  assert.ok(codes(answer).includes('blocked'));
  assert.match(answer.msg, /has blocked Blocked Person: Left a resident unattended in March\./);
  assert.is((await db.select().from(shiftWorkers).where(eq(shiftWorkers.shiftId, id))).length, 0, 'nothing was written');
});

os('a missing or expired required credential refuses; an unverified one needs confirming', async ({ server, token, f }) => {
  const db = server.database.db;
  const id = await shift(db, f, 240);
  const missing = await worker(db, f, { name: 'No Firstaid', leaveOut: ['first_aid'] });
  const a = await server.call('order_assign_staff', { shift_id: id, staff_id: missing, confirm: true }, { token });
  assert.is(a.err, 409);
  assert.equal(codes(a), ['credential_missing']);
  assert.match(a.msg, /has no HLTAID011 Provide First Aid on file/);
  const expired = await worker(db, f, { name: 'Old Police', expired: ['police_check'] });
  const b = await server.call('order_assign_staff', { shift_id: id, staff_id: expired, confirm: true }, { token });
  assert.is(b.err, 409);
  assert.equal(codes(b), ['credential_expired']);
  assert.match(b.msg, /expires on 2021-01-01/);
});

os('only enabled staff can be assigned', async ({ server, token, f }) => {
  const db = server.database.db;
  const disabled = await worker(db, f, { name: 'Disabled Worker', status: 12 });
  const id = await shift(db, f, 260);
  const answer = await server.call('order_assign_staff', { shift_id: id, staff_id: disabled, confirm: true }, { token });
  assert.is(answer.err, 409);
  assert.ok(codes(answer).includes('not_enabled'));
  assert.match(answer.msg, /is not enabled staff/);
});

os('canceled or finished shifts take nobody; arguments are validated by field', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f);
  const past = await shift(db, f, -20);
  const answer = await server.call('order_assign_staff', { shift_id: past, staff_id: who }, { token });
  assert.is(answer.err, 409);
  assert.match(answer.msg, /has already ended/);
  const bad = await server.call('order_assign_staff', { shift_id: past }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((x: { path: string }) => x.path), ['staff_id']);
});

os('search_staff and the autocomplete check each person; the assignable come first', async ({ server, token, f }) => {
  const db = server.database.db;
  const good = await worker(db, f, { name: 'Zelda Searchable' });
  const blocked = await worker(db, f, { name: 'Zelda Refused', leaveOut: ['cpr'] });
  const id = await shift(db, f, 300);
  const found = await server.call('search_staff', { shift_id: id, keyword: 'Zelda' }, { token });
  assert.is(found.err, 0, found.msg);
  const byId = new Map(found.data.list.map((c: { id: number }) => [c.id, c]));
  assert.is((byId.get(good) as { assignable: boolean }).assignable, true);
  assert.is((byId.get(blocked) as { assignable: boolean }).assignable, false);
  const only = await server.call('search_staff', { shift_id: id, keyword: 'Zelda', assignable_only: true }, { token });
  assert.ok(only.data.list.every((c: { assignable: boolean }) => c.assignable));
  const auto = await server.call('search_staff_autocomplete', { shift_id: id, keyword: 'Zelda', limit: 5 }, { token });
  assert.is(auto.data.staff_list[0].id, good);
});

os('remove preview: a late removal needs confirming; order_remove_staff refuses it; confirmed, the shift is available again', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Late Removal' });
  const soon = await shift(db, f, 5);
  const assigned = await server.call('order_assign_staff', { shift_id: soon, staff_id: who }, { token });
  assert.is(assigned.err, 0, assigned.msg);
  const version = assigned.data.worker.version;
  const preview = await server.call('remove_shift_worker_preview', { shift_id: soon, staff_id: who, version }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.is(preview.data.need_confirm, true);
  assert.match(preview.data.reasons[0], /Late removal: the shift starts in 5 hours/);
  assert.is(preview.data.shift_status_after, 'available');
  const plain = await server.call('order_remove_staff', { shift_id: soon, staff_id: who, version, reason: 'Sick' }, { token });
  assert.is(plain.err, 409);
  assert.match(plain.msg, /Choose Remove a worker from the shift and confirm\./);
  const unconfirmed = await server.call('remove_shift_worker', { shift_id: soon, staff_id: who, version, reason: 'Sick' }, { token });
  assert.is(unconfirmed.err, 409);
  assert.is(unconfirmed.data.need_confirm, true);
  const stale = await server.call('remove_shift_worker', { shift_id: soon, staff_id: who, version: version + 1, reason: 'Sick', confirm: true }, { token });
  assert.is(stale.err, 409);
  assert.match(stale.msg, /changed by someone else/);
  const done = await server.call('remove_shift_worker', { shift_id: soon, staff_id: who, version, reason: 'Sick', confirm: true }, { token });
  assert.is(done.err, 0, done.msg);
  assert.is(done.data.shift_status, 'available');
  assert.is((await server.call('get_assigned_staff_info', { shift_id: soon }, { token })).data.staff_list.length, 0);
  // Far ahead, nothing needs confirming and order_remove_staff does it.
  const later = await shift(db, f, 400);
  const again = await server.call('order_assign_staff', { shift_id: later, staff_id: who }, { token });
  const calm = await server.call('remove_shift_worker_preview', { shift_id: later, staff_id: who, version: again.data.worker.version }, { token });
  assert.is(calm.data.need_confirm, false);
  assert.is((await server.call('order_remove_staff', { shift_id: later, staff_id: who, version: again.data.worker.version, reason: 'Roster change' }, { token })).err, 0);
});

os('check-out records the times worked and makes a pending timesheet costed from the rate table', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Check Out' });
  const ahead = await shift(db, f, 30);
  const assignedAhead = await server.call('order_assign_staff', { shift_id: ahead, staff_id: who }, { token });
  const early = await server.call('order_check_out', { shift_id: ahead, staff_id: who, version: assignedAhead.data.worker.version }, { token });
  assert.is(early.err, 409);
  assert.match(early.msg, /has not started yet/);

  const running = await shift(db, f, -7, 8);
  const assigned = await server.call('order_assign_staff', { shift_id: running, staff_id: who }, { token });
  assert.is(assigned.err, 0, assigned.msg);
  assert.is(assigned.data.worker.status, 'on_shift');
  const info = await server.call('get_assigned_staff_info', { shift_id: running }, { token });
  const start = info.data.shift.starts_at;
  const end = new Date(Date.parse(start) + 7 * HOUR).toISOString();
  const out = await server.call('order_check_out', { shift_id: running, staff_id: who, version: assigned.data.worker.version, worked_ends_at: end, worked_break_minutes: 30 }, { token });
  assert.is(out.err, 0, out.msg);
  assert.is(out.data.worker.status, 'checked_out');
  assert.is(out.data.worker.hours, 6.5);
  const [sheet] = await db.select().from(timesheets).where(eq(timesheets.id, out.data.timesheet_id));
  assert.is(sheet.status, 'pending');
  assert.is(sheet.hours, 6.5);
  assert.ok(sheet.amountCents >= Math.round(sheet.hourlyRateCents * 6.5), 'at least the base rate for the hours (a casual earns more)');
  assert.ok(Number.isInteger(sheet.amountCents));
  assert.is(out.data.worker.timesheet?.id ?? (await server.call('get_assigned_staff_info', { shift_id: running }, { token })).data.staff_list[0].timesheet.id, sheet.id);

  const twice = await server.call('order_check_out', { shift_id: running, staff_id: who, version: out.data.worker.version }, { token });
  assert.is(twice.err, 409);
  assert.match(twice.msg, /already checked out/);
  const removal = await server.call('remove_shift_worker_preview', { shift_id: running, staff_id: who, version: out.data.worker.version }, { token });
  assert.is(removal.err, 409);
  assert.match(removal.msg, /timesheet stands/);
});

os('editing a checked-out worker changes the hours and recosts the timesheet; the note is versioned', async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Edit Hours' });
  const id = await shift(db, f, -10, 8);
  // Assigned before it started (straight into the table: the shift is over, so order_assign_staff would refuse).
  await db.insert(shiftWorkers).values({ shiftId: id, staffId: who, assignedAt: new Date(Date.now() - 50 * HOUR).toISOString() });
  const info = await server.call('get_assigned_staff_info', { shift_id: id }, { token });
  assert.is(info.data.staff_list[0].status, 'awaiting_check_out');
  const out = await server.call('order_check_out', { shift_id: id, staff_id: who, version: info.data.staff_list[0].version }, { token });
  assert.is(out.err, 0, out.msg);
  assert.is(out.data.worker.hours, 7.5);
  const edited = await server.call('order_edit_staff', { shift_id: id, staff_id: who, version: out.data.worker.version, worked_break_minutes: 60, note: 'Long lunch' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.worker.hours, edited.data.worker.note], [7, 'Long lunch']);
  const [sheet] = await db.select().from(timesheets).where(eq(timesheets.shiftWorkerId, out.data.worker.id));
  assert.is(sheet.hours, 7);
  const stale = await server.call('order_edit_staff', { shift_id: id, staff_id: who, version: out.data.worker.version, note: 'x' }, { token });
  assert.is(stale.err, 409);
});

os("the order's own competencies are required too; a full order takes nobody more; missing training needs confirming", async ({ server, token, f }) => {
  const db = server.database.db;
  const id = await shift(db, f, 320);
  await db.update(shifts).set({ competencies: ['wwcc'], workersNeeded: 1 }).where(eq(shifts.id, id));
  const who = await worker(db, f, { name: 'No Wwcc' });
  const refused = await server.call('order_assign_staff', { shift_id: id, staff_id: who, confirm: true }, { token });
  assert.is(refused.err, 409);
  assert.equal(codes(refused), ['credential_missing']);
  assert.match(refused.msg, /Working With Children Check/);
  const other = await worker(db, f, { name: 'Untrained Person' });
  await db.delete(trainingCertificates).where(eq(trainingCertificates.staffId, other));
  await db.insert(staffQualifications).values({ staffId: other, qualificationId: (await db.select().from(qualifications).where(eq(qualifications.code, 'wwcc')))[0].id, verification: 'verified' });
  const preview = await server.call('order_assign_staff_preview', { shift_id: id, staff_id: other }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.ok(codes(preview).every((c: string) => c === 'training_missing') && codes(preview).length === 3, 'care roles need three training topics');
  assert.is((await server.call('order_assign_staff', { shift_id: id, staff_id: other, confirm: true }, { token })).err, 0);
  const third = await worker(db, f, { name: 'Too Late' });
  const full = await server.call('order_assign_staff', { shift_id: id, staff_id: third }, { token });
  assert.is(full.err, 409);
  assert.match(full.msg, /is full: it needs 1 worker and has 1/);
});

os("moving a shift onto another of its worker's shifts is refused, naming both; a move clear of it goes through", async ({ server, token, f }) => {
  const db = server.database.db;
  const who = await worker(db, f, { name: 'Moved Twice' });
  const fixed = await shift(db, f, 400);
  const movable = await shift(db, f, 430);
  for (const id of [fixed, movable]) assert.is((await server.call('order_assign_staff', { shift_id: id, staff_id: who }, { token })).err, 0);
  const [row] = await db.select().from(shifts).where(eq(shifts.id, fixed));
  // New times on the facility's own clock (NSW), four hours long, starting at an instant.
  const localTimes = (at: Date) => {
    const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', hourCycle: 'h23', ...o }).format(at);
    const hour = Number(part({ hour: '2-digit' }));
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    return { date: part({ year: 'numeric', month: '2-digit', day: '2-digit' }), start_time: hh(hour), end_time: hh(hour + 4), break_minutes: 0, notify: false };
  };
  const { version } = (await server.call('order_info_v2', { order_id: movable }, { token })).data;
  const refused = await server.call('edit_shift_time', { order_id: movable, version, ...localTimes(new Date(Date.parse(row.startsAt) + 2 * HOUR)) }, { token });
  assert.is(refused.err, 409, refused.msg);
  assert.match(refused.msg, new RegExp(`Cannot move shift ${movable}: Moved Twice already works shift #${fixed}`));
  assert.equal(refused.data.conflicts.map((c: { code: string; staff_id: number }) => [c.code, c.staff_id]), [['overlap', who]]);
  const [still] = await db.select().from(shifts).where(eq(shifts.id, movable));
  assert.is(still.version, version, 'nothing written');
  const later = await server.call('edit_shift_time', { order_id: movable, version, ...localTimes(new Date(Date.parse(still.startsAt) + 24 * HOUR)) }, { token });
  assert.is(later.err, 0, later.msg);
});

os.run();
