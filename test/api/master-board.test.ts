// The master board over HTTP: a provider's board settings (first save creates it), style, a real QR
// code of its public address, its worker pool, roles, shift templates, temp shifts with approval and
// the status table, and the CSV import's per-row report.
import { and, eq, isNull } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, masterBoards, providers, staffMasterBoardEntries, tempShifts } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

type Ctx = { server: TestServer; token: string; fresh: number; facilityId: number; facilityName: string; other: number; otherFacility: number };
const test = suite<Ctx>('master-board');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  // A provider with facilities whose board was never saved.
  const rows = await db.select({ id: providers.id, facility: facilities.id, name: facilities.name }).from(providers)
    .innerJoin(facilities, eq(facilities.providerId, providers.id)).leftJoin(masterBoards, eq(masterBoards.providerId, providers.id))
    .where(isNull(masterBoards.id)).orderBy(providers.id).limit(1);
  if (!rows.length) throw new Error('the seed has no provider without a board');
  [ctx.fresh, ctx.facilityId, ctx.facilityName] = [rows[0].id, rows[0].facility, rows[0].name];
  const [other] = await db.select({ id: facilities.id, providerId: facilities.providerId }).from(facilities).where(eq(facilities.providerId, ctx.fresh === 1 ? 2 : 1)).limit(1);
  [ctx.other, ctx.otherFacility] = [other.providerId, other.id];
});
test.after(async (ctx) => ctx.server.close());

const shift = (facility_id: number, extra: Record<string, unknown> = {}) => ({
  facility_id, position: 'Personal Care Worker', shift_date: '2026-12-05', start_time: '07:00', end_time: '15:30', break_minutes: 30, hourly_rate_cents: 3850, ...extra,
});

test('master_board_detail answers defaults at version 0; the first save creates the board, later saves are versioned', async ({ server, token, fresh }) => {
  const first = await server.call('master_board_detail', { provider_id: fresh }, { token });
  assert.is(first.err, 0, first.msg);
  const board = first.data.master_board;
  assert.equal([board.version, board.enabled, board.require_approval], [0, false, true]);
  assert.match(board.public_url, new RegExp(`/board/${board.slug}$`));

  const saved = await server.call('edit_master_board_config', { provider_id: fresh, version: 0, enabled: true, slug: 'Test-Board-One', release_after_hours: 12 }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.equal([saved.data.master_board.version, saved.data.master_board.slug, saved.data.master_board.enabled, saved.data.master_board.release_after_hours], [1, 'test-board-one', true, 12]);
  const again = await server.call('edit_master_board_config', { provider_id: fresh, version: 0, enabled: false }, { token });
  assert.equal([again.status, again.data.current_version], [409, 1]);
  const style = await server.call('edit_master_board_style', { provider_id: fresh, version: 1, primary_colour: '#13A8A8', layout: 'cards', header_text: 'Shifts this week' }, { token });
  assert.equal([style.data.master_board.primary_colour, style.data.master_board.layout, style.data.master_board.version], ['#13a8a8', 'cards', 2]);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'edit_master_board_style'), eq(auditLog.entityId, String(fresh))));
  assert.equal([(audit.before as any).layout, (audit.after as any).layout], ['list', 'cards']);

  const bad = await server.call('edit_master_board_style', { provider_id: fresh, version: 2, primary_colour: 'blue', layout: 'grid' }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['layout', 'primary_colour']);
  const badConfig = await server.call('edit_master_board_config', { provider_id: fresh, version: 2, slug: 'no spaces!', release_after_hours: 200 }, { token });
  assert.equal(badConfig.data.fields.map((f: any) => f.path).sort(), ['release_after_hours', 'slug']);
  const missing = await server.call('master_board_detail', { provider_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
  const anonymous = await server.call('master_board_detail', { provider_id: fresh });
  assert.is(anonymous.status, 401);
});

test('a board address belongs to one provider; the list shows boards with their counts', async ({ server, token, fresh, other }) => {
  const theirs = await server.call('master_board_detail', { provider_id: other }, { token });
  const taken = await server.call('edit_master_board_config', { provider_id: other, version: theirs.data.master_board.version, slug: 'test-board-one' }, { token });
  assert.equal([taken.status, taken.data.fields[0].path], [400, 'slug']);
  const listed = await server.call('master_board_list', { keyword: '', enabled: true, page_size: 200 }, { token });
  assert.is(listed.err, 0, listed.msg);
  assert.ok(listed.data.list.some((b: any) => b.provider_id === fresh && b.slug === 'test-board-one'));
  assert.ok(listed.data.list.every((b: any) => b.enabled));
});

test('master_board_qrcode: a real QR code (SVG) of the board\u2019s public address', async ({ server, token, fresh }) => {
  const qr = await server.call('master_board_qrcode', { provider_id: fresh }, { token });
  assert.is(qr.err, 0, qr.msg);
  assert.match(qr.data.url, /\/board\/test-board-one$/);
  assert.match(qr.data.svg, /^<svg[^>]*viewBox="0 0 (\d+) \1"/);
  assert.match(qr.data.svg, /<path[^>]+d="M/);
  const other = await server.call('master_board_qrcode', { provider_id: fresh === 1 ? 2 : 1 }, { token });
  assert.is.not(other.data.svg, qr.data.svg, 'another address, another code');
});

test('roles: add with permissions, edit versioned, duplicate names and unknown permissions refused, delete', async ({ server, token, fresh }) => {
  const made = await server.call('add_master_board_role', { provider_id: fresh, name: 'Night coordinator', permissions: ['view_board', 'post_shift'] }, { token });
  assert.is(made.err, 0, made.msg);
  const edited = await server.call('edit_master_board_role', { board_role_id: made.data.role.id, version: 1, permissions: ['view_board', 'post_shift', 'approve_shift'] }, { token });
  assert.equal([edited.data.role.permissions, edited.data.role.version], [['view_board', 'post_shift', 'approve_shift'], 2]);
  const twin = await server.call('add_master_board_role', { provider_id: fresh, name: 'night COORDINATOR' }, { token });
  assert.equal(twin.data.fields[0].path, 'name');
  const bad = await server.call('add_master_board_role', { provider_id: fresh, name: 'X', permissions: ['fly'] }, { token });
  assert.equal(bad.data.fields[0].path, 'permissions.0');
  const listed = await server.call('master_board_role_list', { provider_id: fresh }, { token });
  assert.ok(listed.data.list.some((r: any) => r.id === made.data.role.id));
  const gone = await server.call('delete_master_board_role', { board_role_id: made.data.role.id }, { token });
  assert.is(gone.err, 0);
  const again = await server.call('delete_master_board_role', { board_role_id: made.data.role.id }, { token });
  assert.is(again.status, 404);
});

test('shift templates: times on 15-minute steps, a facility of the provider only, paid time checked', async ({ server, token, fresh, facilityId, otherFacility }) => {
  const made = await server.call('add_master_board_template', { provider_id: fresh, name: 'Night – RN', facility_id: facilityId, position: 'Registered Nurse', start_time: '22:45', end_time: '07:15', hourly_rate_cents: 6100 }, { token });
  assert.is(made.err, 0, made.msg);
  assert.equal([made.data.template.break_minutes, made.data.template.headcount], [30, 1]);
  const elsewhere = await server.call('add_master_board_template', { provider_id: fresh, name: 'Elsewhere', facility_id: otherFacility, position: 'RN', start_time: '07:00', end_time: '15:00', hourly_rate_cents: 6100 }, { token });
  assert.equal([elsewhere.status, elsewhere.data.fields[0].path], [400, 'facility_id']);
  const odd = await server.call('add_master_board_template', { provider_id: fresh, name: 'Odd', position: 'RN', start_time: '7:10', end_time: '25:00', hourly_rate_cents: 100 }, { token });
  assert.equal(odd.data.fields.map((f: any) => f.path).sort(), ['end_time', 'hourly_rate_cents', 'start_time']);
  const tooShort = await server.call('add_master_board_template', { provider_id: fresh, name: 'Short', position: 'RN', start_time: '07:00', end_time: '07:45', break_minutes: 0, hourly_rate_cents: 6100 }, { token });
  assert.equal(tooShort.data.fields, [{ path: 'end_time', message: 'The shift must be paid for at least an hour after its break.' }]);
  const edited = await server.call('edit_master_board_template', { template_id: made.data.template.id, version: 1, headcount: 2 }, { token });
  assert.equal([edited.data.template.headcount, edited.data.template.version], [2, 2]);
  const listed = await server.call('master_board_template_list', { provider_id: fresh }, { token });
  assert.ok(listed.data.list.some((t: any) => t.id === made.data.template.id && t.facility_name));
});

test('temp shifts: wait for approval when the board says so, move only as the table allows, edits versioned', async ({ server, token, fresh, facilityId, otherFacility }) => {
  const made = await server.call('add_temp_shift', { provider_id: fresh, ...shift(facilityId, { note: 'Dementia wing' }) }, { token });
  assert.is(made.err, 0, made.msg);
  const s = made.data.temp_shift;
  assert.equal([s.status, s.paid_hours, s.source, s.version], ['pending_approval', 8, 'console', 1]);
  const detail = await server.call('temp_shift_detail', { temp_shift_id: s.id }, { token });
  assert.equal(detail.data.moves.map((m: any) => m.to), ['open', 'rejected', 'cancelled']);

  const noReason = await server.call('change_temp_shift_status', { temp_shift_id: s.id, version: 1, status: 'rejected' }, { token });
  assert.equal([noReason.status, noReason.data.fields[0].path], [400, 'reason']);
  const skip = await server.call('change_temp_shift_status', { temp_shift_id: s.id, version: 1, status: 'filled' }, { token });
  assert.is(skip.status, 409);
  assert.match(skip.msg, /cannot go from pending_approval to filled/);
  const approved = await server.call('change_temp_shift_status', { temp_shift_id: s.id, version: 1, status: 'open' }, { token });
  assert.equal([approved.data.temp_shift.status, approved.data.temp_shift.version], ['open', 2]);
  assert.ok(approved.data.temp_shift.decided_by_name, 'who approved is kept');
  const edited = await server.call('edit_temp_shift', { temp_shift_id: s.id, version: 2, headcount: 3, end_time: '13:00' }, { token });
  assert.equal([edited.data.temp_shift.headcount, edited.data.temp_shift.paid_hours, edited.data.temp_shift.version], [3, 5.5, 3]);
  const stale = await server.call('edit_temp_shift', { temp_shift_id: s.id, version: 2, headcount: 1 }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 3]);
  const filled = await server.call('change_temp_shift_status', { temp_shift_id: s.id, version: 3, status: 'filled' }, { token });
  assert.is(filled.err, 0);
  const cancelled = await server.call('change_temp_shift_status', { temp_shift_id: s.id, version: 4, status: 'cancelled', reason: 'Not needed' }, { token });
  assert.is(cancelled.data.temp_shift.status_reason, 'Not needed');
  const closed = await server.call('edit_temp_shift', { temp_shift_id: s.id, version: 5, headcount: 1 }, { token });
  assert.is(closed.status, 409);

  const elsewhere = await server.call('add_temp_shift', { provider_id: fresh, ...shift(otherFacility) }, { token });
  assert.equal([elsewhere.status, elsewhere.data.fields[0].path], [400, 'facility_id']);
  const bad = await server.call('add_temp_shift', { provider_id: fresh, facility_id: facilityId, shift_date: '2026-02-30', start_time: '07:00', end_time: '15:00', hourly_rate_cents: 3850, headcount: 0 }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['headcount', 'position', 'shift_date']);

  // Without approval the shift opens at once.
  const board = (await server.call('master_board_detail', { provider_id: fresh }, { token })).data.master_board;
  await server.call('edit_master_board_config', { provider_id: fresh, version: board.version, require_approval: false }, { token });
  const open = await server.call('add_temp_shift', { provider_id: fresh, ...shift(facilityId) }, { token });
  assert.is(open.data.temp_shift.status, 'open');
  const counted = (await server.call('master_board_detail', { provider_id: fresh }, { token })).data.master_board;
  const stored = await server.database.db.select({ status: tempShifts.status }).from(tempShifts).where(eq(tempShifts.providerId, fresh));
  assert.equal([counted.open_count, counted.pending_count], [stored.filter((r) => r.status === 'open').length, stored.filter((r) => r.status === 'pending_approval').length]);
  assert.is(counted.open_count, 1, 'the board counts its own shifts');
  const listed = await server.call('temp_shift_list', { provider_id: fresh, status: 'open', sort_by: 'shift_date' }, { token });
  assert.ok(listed.data.list.some((r: any) => r.id === open.data.temp_shift.id));
  assert.ok(listed.data.list.every((r: any) => r.status === 'open' && r.provider_id === fresh));
});

test('import_temp_shifts: good rows kept, bad rows reported by line with what is wrong; dry run keeps nothing', async ({ server, token, fresh, facilityId, facilityName }) => {
  const csv = [
    'Facility,Position,Date,Start,End,Break,Hourly rate,Workers,Note',
    `"${facilityName}",Personal Care Worker,3/12/2026,7:00,15:30,30,$38.50,2,"Covering leave, AM"`,
    `${facilityId},Registered Nurse,2026-12-04,22:45,07:15,30,61,1,`,
    'Nowhere House,Cleaner,2026-12-04,07:00,11:00,0,29.5,1,',
    `${facilityId},,31/02/2026,7:10,15:00,30,abc,0,`,
  ].join('\r\n');
  const dry = await server.call('import_temp_shifts', { provider_id: fresh, csv, dry_run: true }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.equal([dry.data.imported, dry.data.failed, dry.data.dry_run], [0, 2, true]);
  const before = (await server.database.db.select({ id: tempShifts.id }).from(tempShifts).where(eq(tempShifts.providerId, fresh))).length;

  const done = await server.call('import_temp_shifts', { provider_id: fresh, csv }, { token });
  assert.equal([done.data.imported, done.data.failed], [2, 2]);
  assert.equal(done.data.report.map((r: any) => [r.line, r.ok]), [[2, true], [3, true], [4, false], [5, false]]);
  assert.match(done.data.report[2].messages[0], /Nowhere House is not one of this provider's facilities/);
  const five = done.data.report[3].messages.join(' ');
  for (const part of ['Position is required', 'Date 31/02/2026 is not a date', 'Start 7:10', 'Hourly rate abc', 'Workers needed']) assert.ok(five.includes(part), `${part} in ${five}`);
  const after = (await server.database.db.select({ id: tempShifts.id }).from(tempShifts).where(eq(tempShifts.providerId, fresh))).length;
  assert.is(after - before, 2);
  const [first] = await server.database.db.select().from(tempShifts).where(eq(tempShifts.id, done.data.report[0].temp_shift_id));
  assert.equal([first.shiftDate, first.startTime, first.hourlyRateCents, first.headcount, first.note, first.source], ['2026-12-03', '07:00', 3850, 2, 'Covering leave, AM', 'import']);

  const noColumns = await server.call('import_temp_shifts', { provider_id: fresh, csv: 'Name,Email\nA,b' }, { token });
  assert.equal([noColumns.status, noColumns.data.fields[0].path], [400, 'csv']);
  assert.match(noColumns.msg, /lacks the columns facility, position, date, start, end, hourly_rate/);
  const empty = await server.call('import_temp_shifts', { provider_id: fresh, csv: '' }, { token });
  assert.is(empty.status, 400);
});

test('import_temp_shifts dry run: each good row would be added (no id), a bad row says what is wrong, a bad file is refused as the import refuses it', async ({ server, token, fresh, facilityId }) => {
  const csv = ['Facility,Position,Date,Start,End,Hourly rate', `${facilityId},Cook,2026-12-05,07:00,11:00,35`, `${facilityId},Cook,2026-12-05,07:00,11:00,abc`].join('\n');
  const dry = await server.call('import_temp_shifts', { provider_id: fresh, csv, dry_run: true }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.equal(dry.data.report.map((r: any) => [r.line, r.ok, r.temp_shift_id]), [[2, true, null], [3, false, null]]);
  assert.equal(dry.data.report[0].messages, ['Would be added.']);
  assert.match(dry.data.report[1].messages.join(' '), /Hourly rate abc is not an amount/);
  const refused = await server.call('import_temp_shifts', { provider_id: fresh, csv: 'Name,Email\nA,b', dry_run: true }, { token });
  assert.equal([refused.status, refused.data.fields[0].path], [400, 'csv']);
  assert.match(refused.msg, /lacks the columns facility, position, date, start, end, hourly_rate/);
});

test('master_board_pool: the provider\u2019s preferred and blocked workers', async ({ server, token }) => {
  const [entry] = await server.database.db.select({ provider_id: staffMasterBoardEntries.providerId }).from(staffMasterBoardEntries).limit(1);
  assert.ok(entry, 'the seed has master board entries');
  const pool = await server.call('master_board_pool', { provider_id: entry.provider_id }, { token });
  assert.is(pool.err, 0, pool.msg);
  assert.ok(pool.data.list.length >= 1);
  assert.ok(pool.data.list.every((p: any) => ['preferred', 'blocked'].includes(p.standing)));
});

test.run();
