// Shift orders over HTTP, the life cycle end to end: list with the §3 filter, provider preview, create on
// a provider's behalf after its preview (with the estimated cost), facts and detail, edit, edit shift time,
// contact notes, notes, files, recipients and notifications with their push records, history, cancel.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, libraryFiles, outbox, positionLevels, positions, providers } from '../../src/server/db/schema';
import { costShift } from '../../src/domain/pay/shift-cost';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; order: any; base: any }>('orders');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

/** A Wednesday at least two weeks ahead (YYYY-MM-DD). */
function futureWednesday(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function orderBase(server: TestServer) {
  const db = server.database.db;
  const [facility] = await db.select({ id: facilities.id, providerId: facilities.providerId, state: facilities.state, name: facilities.name })
    .from(facilities).innerJoin(providers, eq(providers.id, facilities.providerId))
    .where(and(eq(providers.status, 'enabled'), eq(facilities.active, true), inArray(facilities.state, ['NSW', 'VIC', 'QLD']))).orderBy(asc(facilities.id)).limit(1);
  const [level] = await db.select({ id: positionLevels.id, position: positions.name, rate: positionLevels.hourlyRate })
    .from(positionLevels).innerJoin(positions, eq(positions.id, positionLevels.positionId)).orderBy(asc(positionLevels.level), asc(positions.id)).limit(1);
  return {
    provider_id: facility!.providerId, facility_id: facility!.id, state: facility!.state, facility_name: facility!.name, position: level!.position, level_id: level!.id,
    rateCents: Math.round(level!.rate * 100), date: futureWednesday(), start_time: '07:00', end_time: '15:00', break_minutes: 30, requested_by: 'Karen Nguyen',
  };
}

const args = ({ state: _s, facility_name: _f, rateCents: _r, ...rest }: any) => rest;

test('get_order_list: statuses derived consistently, the §3 filter (filter_status default all, keyword, dateRange)', async ({ server, token }) => {
  const all = await server.call('get_order_list', { page_size: 50 }, { token });
  assert.is(all.err, 0, all.msg);
  assert.ok(all.data.total > 0);
  assert.is(all.data.status_counts.all, Object.entries(all.data.status_counts).filter(([k]) => k !== 'all').reduce((s, [, n]) => s + (n as number), 0));
  for (const status of ['upcoming', 'completed', 'available']) {
    const only = await server.call('get_order_list', { filter_status: status, page_size: 30 }, { token });
    assert.is(only.err, 0, only.msg);
    assert.ok(only.data.list.length > 0, `${status} has rows`);
    assert.ok(only.data.list.every((r: any) => r.status === status), `${status} only`);
    assert.is(only.data.total, all.data.status_counts[status]);
    const now = Date.now();
    for (const r of only.data.list) {
      if (status === 'upcoming') assert.ok(Date.parse(r.starts_at) > now && r.workers_assigned > 0);
      if (status === 'available') assert.ok(Date.parse(r.ends_at) > now && r.workers_assigned === 0);
      if (status === 'completed') assert.ok(Date.parse(r.ends_at) <= now && r.workers_assigned > 0);
    }
  }
  const sample = all.data.list[0];
  const byKeyword = await server.call('get_order_list', { keyword: sample.facility_name }, { token });
  assert.ok(byKeyword.data.list.every((r: any) => r.facility_name === sample.facility_name || r.provider_name.includes(sample.facility_name) || r.suburb.includes(sample.facility_name)));
  const day = new Date(Date.parse(sample.starts_at)).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
  const byDay = await server.call('get_order_list', { dateRange: [day, day], page_size: 200 }, { token });
  assert.ok(byDay.data.list.some((r: any) => r.id === sample.id));
  assert.ok(byDay.data.list.every((r: any) => new Date(Date.parse(r.starts_at)).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' }) === day));
  const badStatus = await server.call('get_order_list', { filter_status: 'lost', dateRange: ['2026-02-01'] }, { token });
  assert.is(badStatus.status, 400);
  assert.equal(badStatus.data.fields.map((f: any) => f.path).sort(), ['dateRange', 'filter_status']);
  const reversed = await server.call('get_order_list', { dateRange: ['2026-02-10', '2026-02-01'] }, { token });
  assert.equal(reversed.data.fields, [{ path: 'dateRange', message: 'Date range must not end before it starts.' }]);
});

test('provider_preview, competency options and the create preview that refuses with named fields', async (ctx) => {
  const { server, token } = ctx;
  ctx.base = await orderBase(server);
  const preview = await server.call('provider_preview', { provider_id: ctx.base.provider_id }, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.ok(preview.data.facilities.some((f: any) => f.id === ctx.base.facility_id && f.time_zone.startsWith('Australia/')));
  const options = await server.call('competency_option_list', { position: ctx.base.position }, { token });
  assert.ok(options.data.options.length > 3);

  const refused = await server.call('help_create_order_preview', { ...args(ctx.base), date: '2020-01-01', competencies: ['no_such_thing'], facility_id: 999999 }, { token });
  assert.is(refused.err, 0, refused.msg);
  assert.is(refused.data.can_create, false);
  assert.equal(refused.data.problems.map((p: any) => p.field).sort(), ['competencies', 'facility_id']);
  const tooLong = await server.call('help_create_order_preview', { ...args(ctx.base), start_time: '06:00', end_time: '23:00' }, { token });
  assert.ok(tooLong.data.problems.some((p: any) => p.field === 'end_time' && /1 to 16 hours/.test(p.message)));
  const invalid = await server.call('help_create_order', { ...args(ctx.base), start_time: '7am', requested_by: '' }, { token });
  assert.is(invalid.status, 400);
  assert.equal(invalid.data.fields.map((f: any) => f.path).sort(), ['requested_by', 'start_time']);
});

test('help_create_order after its preview: the estimated cost is costShift at the level rate, times the workers', async (ctx) => {
  const { server, token, base } = ctx;
  const body = { ...args(base), workers_needed: 2, competencies: [], requirements: 'Manual handling', notes: 'Ask for the shift lead' };
  const preview = await server.call('help_create_order_preview', body, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.ok(preview.data.can_create, JSON.stringify(preview.data.problems));
  const expected = costShift({ startsAt: preview.data.starts_at, endsAt: preview.data.ends_at, breakMinutes: 30, state: base.state, employmentType: 1, baseRateCents: base.rateCents });
  assert.is(preview.data.estimated_cost.per_worker_cents, expected.totalCents);
  assert.is(preview.data.estimated_cost.total_cents, expected.totalCents * 2);
  assert.equal(preview.data.estimated_cost.lines.map((l: any) => l.loading), ['casual']);

  const made = await server.call('help_create_order', body, { token, headers: { 'x-command-source': 'screen' } });
  assert.is(made.err, 0, made.msg);
  const order = made.data.order_data;
  ctx.order = order;
  assert.equal([order.status, order.review_status, order.created_on_behalf, order.requested_by, order.workers_needed, order.workers_assigned],
    ['available', 'approved', true, 'Karen Nguyen', 2, 0]);
  assert.is(order.starts_at.slice(0, 10) <= base.date, true);
  assert.is(new Date(Date.parse(order.starts_at)).toLocaleTimeString('en-GB', { timeZone: order.time_zone, hour: '2-digit', minute: '2-digit' }), '07:00');
  assert.equal(made.data.estimated_cost, preview.data.estimated_cost);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'help_create_order'), eq(auditLog.entityId, String(order.id))));
  assert.is((audit!.after as any).position, base.position);

  const info = await server.call('order_info_v2', { order_id: order.id }, { token });
  assert.is(info.data.version, 1);
  const detail = await server.call('order_detail_info', { order_id: order.id }, { token });
  assert.equal(detail.data.order_detail.allowed, { edit: true, edit_time: true, cancel: true, review: false, notify: true });
  assert.equal(detail.data.order_detail.estimated_cost, made.data.estimated_cost);
  const byFacts = await server.call('calculate_estimated_cost', { facility_id: base.facility_id, position: base.position, date: base.date, start_time: '22:00', end_time: '06:00', employment_type: 2 }, { token });
  assert.is(byFacts.err, 0, byFacts.msg);
  assert.equal(byFacts.data.estimated_cost.lines.map((l: any) => l.loading), ['night_shift', 'night_shift']);
  const missing = await server.call('calculate_estimated_cost', { position: base.position }, { token });
  assert.is(missing.status, 400);
  assert.ok(missing.data.fields.some((f: any) => f.path === 'facility_id'));
});

test('edit_order, edit_shift_time and edit_contact_notes are versioned and checked', async (ctx) => {
  const { server, token } = ctx;
  const id = ctx.order.id;
  const stale = await server.call('edit_order', { order_id: id, version: 7, workers_needed: 3 }, { token });
  assert.is(stale.status, 409);
  const unknown = await server.call('edit_order', { order_id: id, version: 1, competencies: ['nope'] }, { token });
  assert.is(unknown.status, 400);
  assert.is(unknown.data.fields[0].path, 'competencies');
  const edited = await server.call('edit_order', { order_id: id, version: 1, workers_needed: 3, requirements: 'Hoist trained' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.order_data.workers_needed, edited.data.order_data.requirements, edited.data.order_data.version], [3, 'Hoist trained', 2]);

  const saturday = new Date(Date.parse(`${ctx.base.date}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const moved = await server.call('edit_shift_time', { order_id: id, version: 2, date: saturday, start_time: '14:00', end_time: '22:00', break_minutes: 30 }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.is(moved.data.notified, 0);
  const cost = await server.call('calculate_estimated_cost', { order_id: id }, { token });
  assert.equal(cost.data.estimated_cost.lines.map((l: any) => [l.loading, l.multiplier]), [['saturday', 1.75]]);
  const past = await server.call('edit_shift_time', { order_id: id, version: 3, date: '2021-03-03', start_time: '14:00', end_time: '22:00' }, { token });
  assert.is(past.status, 400);
  assert.is(past.data.fields[0].path, 'date');

  const contact = await server.call('edit_contact_notes', { order_id: id, version: 3, contact_notes: 'Mobile off before 9am; text first.', contact_name: 'Deb Wilson' }, { token });
  assert.is(contact.err, 0, contact.msg);
  assert.equal([contact.data.order_data.contact_notes, contact.data.order_data.contact_name, contact.data.order_data.version], ['Mobile off before 9am; text first.', 'Deb Wilson', 4]);
});

test('notes, files, recipients, a manual notification through the outbox, push records', async (ctx) => {
  const { server, token } = ctx;
  const id = ctx.order.id;
  const note = await server.call('add_order_note', { order_id: id, body: 'Called the facility: any experienced worker is fine.' }, { token });
  assert.is(note.err, 0, note.msg);
  const notes = await server.call('get_order_note', { order_id: id }, { token });
  assert.is(notes.data.note, 'Ask for the shift lead');
  assert.is(notes.data.note_list[0].body, 'Called the facility: any experienced worker is fine.');
  const empty = await server.call('add_order_note', { order_id: id, body: '  ' }, { token });
  assert.is(empty.status, 400);

  const [file] = await server.database.db.select({ id: libraryFiles.id }).from(libraryFiles).limit(1);
  const attached = await server.call('attach_order_file', { order_id: id, file_id: file!.id }, { token });
  assert.is(attached.err, 0, attached.msg);
  const files = await server.call('get_order_files', { order_id: id }, { token });
  assert.equal(files.data.file_list.map((f: any) => f.file_id), [file!.id]);

  const recipients = await server.call('ccs_create_shift_recipients', { order_id: id, limit: 5 }, { token });
  assert.is(recipients.err, 0, recipients.msg);
  const chosen = recipients.data.recipients;
  assert.ok(chosen.length > 0, 'someone fits');
  assert.ok(chosen.every((r: any) => r.position.toLowerCase() === ctx.base.position.toLowerCase() && r.state === ctx.base.state));
  const before = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
  const sent = await server.call('manually_trigger_shift_notification', { order_id: id }, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.is(sent.data.sent, chosen.length);
  const after = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
  assert.is(after - before, chosen.length);
  assert.match(sent.data.records[0].body, /New shift: .* Reply YES/);
  const records = await server.call('get_order_push_record_list', { order_id: id }, { token });
  assert.is(records.data.total, chosen.length);
  assert.ok(records.data.list.every((r: any) => r.trigger === 'manual' && r.kind === 'new_shift'));
  const reminder = await server.call('manually_trigger_shift_notification', { order_id: id, kind: 'reminder' }, { token });
  assert.is(reminder.status, 409);
  assert.match(reminder.msg, /Nobody is assigned/);
});

test('history from audit rows; cancel needs a reason, then the order is closed to changes', async (ctx) => {
  const { server, token } = ctx;
  const id = ctx.order.id;
  const history = await server.call('order_operating_history_list', { order_id: id }, { token });
  assert.is(history.err, 0, history.msg);
  const apis = history.data.history_notes.map((h: any) => h.api);
  for (const api of ['help_create_order', 'edit_order', 'edit_shift_time', 'edit_contact_notes', 'add_order_note', 'manually_trigger_shift_notification']) assert.ok(apis.includes(api), api);
  const edit = history.data.history_notes.find((h: any) => h.api === 'edit_order');
  assert.ok(edit.changes.some((c: any) => c.field === 'workers_needed' && c.before === 2 && c.after === 3));

  const noReason = await server.call('cancel_order', { order_id: id, version: 4 }, { token });
  assert.is(noReason.status, 400);
  assert.is(noReason.data.fields[0].message, 'Reason is required.');
  const canceled = await server.call('cancel_order', { order_id: id, version: 4, reason: 'Resident moved to hospital' }, { token });
  assert.is(canceled.err, 0, canceled.msg);
  assert.equal([canceled.data.order_data.status, canceled.data.order_data.cancel_reason], ['canceled', 'Resident moved to hospital']);
  const again = await server.call('cancel_order', { order_id: id, version: 5, reason: 'x' }, { token });
  assert.is(again.status, 409);
  assert.match(again.msg, /is canceled/);
  const editAfter = await server.call('edit_order', { order_id: id, version: 5, workers_needed: 1 }, { token });
  assert.is(editAfter.status, 409);
  const listed = await server.call('get_order_list', { keyword: String(id), filter_status: 'canceled' }, { token });
  assert.ok(listed.data.list.some((r: any) => r.id === id));
});

test('cancel is refused once a shift has started; review approves or rejects a provider’s order', async ({ server, token }) => {
  const started = await server.call('get_order_list', { filter_status: 'completed', page_size: 1 }, { token });
  const done = started.data.list[0];
  const refused = await server.call('cancel_order', { order_id: done.id, version: done.version, reason: 'Too late' }, { token });
  assert.is(refused.status, 409);
  assert.match(refused.msg, /has finished/);

  const pending = await server.call('get_order_list', { review_status: 'pending', filter_status: 'available', page_size: 2, sort_dir: 'asc' }, { token });
  assert.ok(pending.data.list.length === 2, 'the seed has orders awaiting review');
  const [a, b] = pending.data.list;
  const preview = await server.call('review_order_preview', { order_id: a.id, version: a.version, decision: 'approve' }, { token });
  assert.equal([preview.data.can_review, preview.data.review_status_after], [true, 'approved']);
  const approved = await server.call('review_shift_order', { order_id: a.id, version: a.version, decision: 'approve' }, { token });
  assert.is(approved.err, 0, approved.msg);
  assert.is(approved.data.order_data.review_status, 'approved');
  const twice = await server.call('review_order_preview', { order_id: a.id, version: a.version + 1, decision: 'approve' }, { token });
  assert.equal([twice.data.can_review, twice.data.reason], [false, `Order ${a.id} is already approved.`]);
  const noNote = await server.call('review_shift_order', { order_id: b.id, version: b.version, decision: 'reject' }, { token });
  assert.is(noNote.status, 400);
  assert.is(noNote.data.fields[0].path, 'note');
  const rejected = await server.call('review_shift_order', { order_id: b.id, version: b.version, decision: 'reject', note: 'Duplicate of another order' }, { token });
  assert.is(rejected.err, 0, rejected.msg);
  assert.equal([rejected.data.order_data.review_status, rejected.data.order_data.status], ['rejected', 'canceled']);
  assert.match(rejected.data.order_data.cancel_reason, /Rejected in review: Duplicate/);
});

test.run();
