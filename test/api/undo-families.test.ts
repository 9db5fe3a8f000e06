// Undo of each inverse family over HTTP (issue 12, docs/undo.md): a multi-field edit (facility), an
// enable/disable toggle (admin user), an assignment (worker to shift), a block, notices read → unread on
// exactly the notices the call changed; each undo is audited. Refusals: a record changed since by another
// user, a provider disable waiting for approval, and a sent SMS is never a step.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accounts, auditLog, facilities, providerBlockedStaff, shiftWorkers, stationNotices } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';
import { fixture, shift, worker } from './order-staff-fixture';

const test = suite<{ server: TestServer; token: string; adminId: number }>('undo-families');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [admin] = await ctx.server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.com'));
  ctx.adminId = admin.id;
});
test.after(async (ctx) => ctx.server.close());

const undoLast = (server: TestServer, token: string) => server.call('undo_last', {}, { token });
/** Undo of exactly the newest step (undo_last would pass a refused one by and take an older one). */
const undoNewest = async (server: TestServer, token: string) =>
  server.call('undo_entry', { step: (await server.call('undo_history', { limit: 1 }, { token })).data.steps[0].step }, { token });
const lastAudit = async (server: TestServer, entity: string, id: number | string) =>
  (await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];
const facilityRow = async (server: TestServer, id: number) => (await server.database.db.select().from(facilities).where(eq(facilities.id, id)))[0];

test('an edit is undone on exactly the fields it gave, audited as the undo', async ({ server, token }) => {
  const [f] = await server.database.db.select().from(facilities).orderBy(facilities.id).limit(1);
  const edited = await server.call('edit_facility', { facility_id: f.id, version: f.version, name: `${f.name} (moved)`, contact_name: 'Undo Tester' }, { token });
  assert.is(edited.err, 0, edited.msg);
  const preview = await server.call('undo_preview', {}, { token });
  assert.is(preview.data.step.summary, `Edit facility: ${f.name} (moved)`);
  assert.equal(preview.data.step.changes.map((c: any) => [c.field, c.from, c.to]), [['name', f.name, `${f.name} (moved)`], ['contact_name', f.contactName, 'Undo Tester']]);
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  const row = await facilityRow(server, f.id);
  assert.equal([row.name, row.contactName, row.phone], [f.name, f.contactName, f.phone], 'name and contact back, the rest untouched');
  assert.is(row.version, f.version + 2, 'the undo is a write of its own');
  const audit = await lastAudit(server, 'facility', f.id);
  assert.equal([(audit.before as any).name, (audit.after as any).name], [`${f.name} (moved)`, f.name]);
});

test('an edit changed since by another user is refused, naming who; nothing written', async ({ server, token }) => {
  const [, f] = await server.database.db.select().from(facilities).orderBy(facilities.id).limit(2);
  assert.is((await server.call('edit_facility', { facility_id: f.id, version: f.version, phone: '0299990000' }, { token })).err, 0);
  const other = await accountOfType(server, token, 'super_account');
  const theirs = await server.call('edit_facility', { facility_id: f.id, version: f.version + 1, contact_name: 'Someone Else' }, { token: other.token });
  assert.is(theirs.err, 0, theirs.msg);
  const refused = await undoNewest(server, token);
  assert.is(refused.status, 409);
  assert.match(refused.msg, `(facility ${f.id}) has changed since ('Edit facility' by Test super_account`);
  const row = await facilityRow(server, f.id);
  assert.equal([row.phone, row.contactName], ['0299990000', 'Someone Else'], 'both edits stand');
});

test('a disable is undone: the admin user is active again', async ({ server, token }) => {
  const other = await accountOfType(server, token, 'hr_officer');
  const off = await server.call('set_admin_user_status', { user_id: other.id, version: other.version, status: 'inactive' }, { token });
  assert.is(off.err, 0, off.msg);
  const statusOf = async () => (await server.database.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, other.id)))[0].status;
  const disabled = await statusOf();
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  assert.is.not(await statusOf(), disabled, 'enabled again');
  const audit = await lastAudit(server, 'account', other.id);
  assert.is(audit.command, 'admin.setUserStatus', 'the undo ran the command the other way, audited');
});

test('an assignment is undone by removing the worker; a block by lifting it', async ({ server, token }) => {
  const f = await fixture(server.database.db);
  const person = await worker(server.database.db, f);
  const shiftId = await shift(server.database.db, f, 24 * 10);
  const assigned = await server.call('order_assign_staff', { shift_id: shiftId, staff_id: person, confirm: true }, { token });
  assert.is(assigned.err, 0, assigned.msg);
  const onShift = () => server.database.db.select().from(shiftWorkers).where(and(eq(shiftWorkers.shiftId, shiftId), eq(shiftWorkers.staffId, person)));
  assert.is((await onShift()).length, 1);
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  assert.is((await onShift()).length, 0, 'the worker is off the shift again');
  assert.is((await lastAudit(server, 'shift_worker', assigned.data.worker.id)).command, 'order.removeWorker');

  const blocked = await server.call('add_provider_block', { provider_id: f.facility.providerId, staff_id: person, reason: 'Undo test' }, { token });
  assert.is(blocked.err, 0, blocked.msg);
  const blocks = () => server.database.db.select().from(providerBlockedStaff).where(and(eq(providerBlockedStaff.providerId, f.facility.providerId), eq(providerBlockedStaff.staffId, person)));
  assert.is((await blocks()).length, 1);
  const lifted = await undoLast(server, token);
  assert.is(lifted.err, 0, lifted.msg);
  assert.is((await blocks()).length, 0, 'the block is lifted');
});

test('notices marked read are unread again, exactly those the call changed', async ({ server, token, adminId }) => {
  const made = await server.database.db.insert(stationNotices).values([0, 1, 2].map((i) => ({ recipientKind: 'account', recipientId: adminId, category: 'system', title: `Undo notice ${i}`, content: 'x', readAt: i === 2 ? new Date().toISOString() : null })) as never).returning({ id: stationNotices.id });
  const ids = made.map((n) => n.id);
  const marked = await server.call('set_station_notice_read', { notice_ids: ids, read: true }, { token });
  assert.is(marked.err, 0, marked.msg);
  assert.is(marked.data.updated, 2);
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  const rows = await server.database.db.select({ id: stationNotices.id, readAt: stationNotices.readAt }).from(stationNotices).where(inArray(stationNotices.id, ids)).orderBy(stationNotices.id);
  assert.equal(rows.map((r) => r.readAt !== null), [false, false, true], 'the two it read are unread; the one read before stays read');
  assert.is((await lastAudit(server, 'station_notice', ids[0])).command, 'notice.setRead');
});

test('a sent SMS is never a step: undo takes back the step before it', async ({ server, token, adminId }) => {
  const [n] = await server.database.db.insert(stationNotices).values({ recipientKind: 'account', recipientId: adminId, category: 'system', title: 'Before the SMS', content: 'x' } as never).returning({ id: stationNotices.id });
  assert.is((await server.call('set_station_notice_read', { notice_ids: [n.id], read: true }, { token })).err, 0);
  const sent = await server.call('send_sms_by_phone_number', { phone: '+61 0412999077', message: 'Undo test message' }, { token });
  assert.is(sent.err, 0, sent.msg);
  const preview = await server.call('undo_preview', {}, { token });
  assert.is(preview.data.step.command, 'notice.setRead', 'the SMS left nothing to undo');
});

test('a provider disable waiting for approval is refused with the way to take it back', async ({ server, token }) => {
  const list = await server.call('provider_list', { page_size: 50 }, { token });
  let disabled: Awaited<ReturnType<TestServer['call']>> | undefined;
  // The first enabled provider without a request already waiting (other suites' seeds file some).
  for (const p of (list.data?.list ?? []).filter((x: any) => x.status === 'enabled').slice(0, 20)) {
    disabled = await server.call('set_provider_status', { provider_id: p.id, status: 'disabled', reason: 'Undo test', version: p.version }, { token });
    if (disabled.err === 0) break;
  }
  if (!disabled || disabled.err !== 0) return assert.unreachable(`no provider could be disabled: ${disabled?.msg ?? list.msg}`);
  if (!(disabled.data as { disable_request?: unknown }).disable_request) return; // disabled at once: nothing waits, plain undo applies
  const refused = await undoNewest(server, token);
  assert.ok(refused.err !== 0);
  assert.match(refused.msg, 'reject the request instead');
});

test.run();
