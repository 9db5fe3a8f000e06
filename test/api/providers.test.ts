// Providers over HTTP: the lists by status, info and save (spec §5 phone and email rules, versions),
// and the status table: disabling files a request that approve_set_provider_disable decides; enabling is
// direct. Refusals (stale version, a second request, a decided request) change nothing.
import { and, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, providerDisableRequests, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';

const test = suite<{ server: TestServer; token: string }>('providers');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

/** An enabled provider with no pending disable request. */
async function enabledProvider(server: TestServer, skip = 0) {
  const [row] = await server.database.db.select().from(providers)
    .where(and(eq(providers.status, 'enabled'), sql`not exists (select 1 from provider_disable_requests r where r.provider_id = ${providers.id} and r.status = 'pending')`))
    .orderBy(providers.id).offset(skip).limit(1);
  return row;
}

const NEW = { name: 'Harbourside Aged Care', email: 'careers@harbourside.example.org', phone_number: '0298765432', introduction: 'Residential care in Manly.', address: '12 Pittwater Rd, Manly NSW 2095', state: 'NSW' };

test('provider_list: enabled and disabled lists, keyword and state filters, counts', async ({ server, token }) => {
  const enabled = await server.call('provider_list', { status: 'enabled', page_size: 200 }, { token });
  assert.is(enabled.err, 0, enabled.msg);
  const disabled = await server.call('provider_list', { status: 'disabled', page_size: 200 }, { token });
  const [counts] = await server.database.db.select({ on: sql<number>`count(*) filter (where status = 'enabled')::int`, off: sql<number>`count(*) filter (where status = 'disabled')::int` }).from(providers);
  assert.equal([enabled.data.total, disabled.data.total], [counts.on, counts.off]);
  assert.ok(disabled.data.total > 0, 'the seed has disabled providers');
  assert.ok(enabled.data.list.every((p: any) => p.status === 'enabled' && p.facility_count >= 0 && typeof p.disable_pending === 'boolean'));
  const first = enabled.data.list[0];
  const byName = await server.call('provider_list', { keyword: first.name }, { token });
  assert.ok(byName.data.list.some((p: any) => p.id === first.id));
  const byState = await server.call('provider_list', { state: first.state, page_size: 200 }, { token });
  assert.ok(byState.data.list.every((p: any) => p.state === first.state));
  const bad = await server.call('provider_list', { status: 'gone', state: 'XX' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['state', 'status']);
});

test('save_provider_info: creates, edits with the version, refuses a stale one and bad phone and email (spec §5)', async ({ server, token }) => {
  const made = await server.call('save_provider_info', NEW, { token });
  assert.is(made.err, 0, made.msg);
  const info = made.data.new_provider_info;
  assert.equal([info.name, info.status, info.version, info.company_file, info.operator_count], [NEW.name, 'enabled', 1, null, 0]);
  const shown = await server.call('provider_info', { provider_id: info.id }, { token });
  assert.equal(shown.data.provider_info.phone_number, '0298765432');
  assert.is(shown.data.version, 1, 'the version the palette and CLI read');
  assert.equal(shown.data.status_moves.map((m: any) => [m.to, m.needs_approval]), [['disabled', true]]);

  const edited = await server.call('save_provider_info', { ...NEW, provider_id: info.id, version: 1, name: 'Harbourside Care Manly', phone_number: '+0298765432' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.new_provider_info.name, edited.data.new_provider_info.version], ['Harbourside Care Manly', 2]);
  const stale = await server.call('save_provider_info', { ...NEW, provider_id: info.id, version: 1 }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'save_provider_info'), eq(auditLog.entityId, String(info.id)))).orderBy(desc(auditLog.id));
  assert.equal([(audit.before as any).name, (audit.after as any).name], [NEW.name, 'Harbourside Care Manly']);

  const bad = await server.call('save_provider_info', { ...NEW, email: 'not-an-email', phone_number: '02 9876', name: ' ', state: 'NSW' }, { token });
  assert.is(bad.status, 400);
  const messages = Object.fromEntries(bad.data.fields.map((f: any) => [f.path, f.message]));
  assert.equal(messages, { name: 'Name is required.', email: 'Email address is invalid.', phone_number: 'Phone number should have 10 digits.' });
  const invalidPhone = await server.call('save_provider_info', { ...NEW, email: 'x@harbourside.example.org', phone_number: '02-9876-5432' }, { token });
  assert.equal(invalidPhone.data.fields, [{ path: 'phone_number', message: 'Phone number is invalid.' }]);
  const missing = await server.call('save_provider_info', { ...NEW, email: '', phone_number: '' }, { token });
  assert.equal(Object.fromEntries(missing.data.fields.map((f: any) => [f.path, f.message])), { email: 'Email address is required.', phone_number: 'Phone number is required.' });
  const duplicate = await server.call('save_provider_info', { ...NEW, email: NEW.email.toUpperCase() }, { token });
  assert.is(duplicate.status, 400);
  assert.match(duplicate.data.fields[0].message, /already used by provider/);
  const noVersion = await server.call('save_provider_info', { ...NEW, provider_id: info.id }, { token });
  assert.equal(noVersion.data.fields, [{ path: 'version', message: 'Version is required when editing a provider.' }]);
  const ghost = await server.call('save_provider_info', { ...NEW, email: 'ghost@example.org', provider_id: 99_999_999, version: 1 }, { token });
  assert.is(ghost.status, 404);
  const anonymous = await server.call('save_provider_info', NEW);
  assert.is(anonymous.status, 401);
});

test('set_provider_status to disabled files a pending request; the provider stays enabled until approved', async ({ server, token }) => {
  const provider = await enabledProvider(server);
  const noReason = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', reason: '  ', version: provider.version }, { token });
  assert.equal(noReason.data.fields, [{ path: 'reason', message: 'Reason is required to disable a provider.' }]);
  const omitted = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', version: provider.version }, { token });
  assert.equal(omitted.data.fields, [{ path: 'reason', message: 'Reason is required (it may be empty when enabling).' }]);
  const asked = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', reason: 'Contract ended.', version: provider.version }, { token });
  assert.is(asked.err, 0, asked.msg);
  assert.equal([asked.data.provider_info.status, asked.data.disable_request.status, asked.data.disable_request.reason, asked.data.disable_request.requested_by_name], ['enabled', 'pending', 'Contract ended.', 'Administrator']);
  const [row] = await server.database.db.select().from(providers).where(eq(providers.id, provider.id));
  assert.equal([row.status, row.version], ['enabled', provider.version], 'a request changes nothing on the provider');

  const again = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', reason: 'Twice.', version: provider.version }, { token });
  assert.is(again.status, 409);
  assert.match(again.msg, /already has a disable request/);
  const info = await server.call('provider_info', { provider_id: provider.id }, { token });
  assert.equal([info.data.status_moves, info.data.pending_request.id], [[], asked.data.disable_request.id]);
  const listed = await server.call('provider_disable_request_list', { status: 'pending', provider_id: provider.id }, { token });
  assert.equal(listed.data.list.map((r: any) => r.id), [asked.data.disable_request.id]);
  const flagged = await server.call('provider_list', { keyword: provider.name }, { token });
  assert.ok(flagged.data.list.find((p: any) => p.id === provider.id).disable_pending);

  const request = asked.data.disable_request;
  // Four eyes (issue 22 §5): the administrator who asked cannot approve; a second one does.
  const own = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'approve', note: 'Approving my own.', version: request.version }, { token });
  assert.equal([own.status, own.err], [403, 403]);
  assert.is(own.msg, `You asked for ${provider.name} to be disabled, so another administrator must approve it. You can reject your own request to withdraw it.`);
  const [untouched] = await server.database.db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request.id));
  assert.equal([untouched.status, untouched.version], ['pending', request.version], 'the refusal changed nothing');
  const second = await accountOfType(server, token, 'general_manager');
  const approved = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'approve', note: 'Confirmed with finance.', version: request.version }, { token: second.token });
  assert.is(approved.err, 0, approved.msg);
  assert.equal([approved.data.request.status, approved.data.request.decided_by_name, approved.data.provider_info.status], ['approved', 'Test general_manager', 'disabled']);
  const [after] = await server.database.db.select().from(providers).where(eq(providers.id, provider.id));
  assert.equal([after.status, after.version], ['disabled', provider.version + 1]);
  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'approve_set_provider_disable')).orderBy(desc(auditLog.id)).limit(2);
  assert.equal(audits.map((a) => a.entity).sort(), ['provider', 'provider_disable_request']);

  const twice = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'reject', version: request.version + 1 }, { token });
  assert.is(twice.status, 409);
  assert.match(twice.msg, /already approved/);
  const disabled = await server.call('provider_list', { status: 'disabled', keyword: provider.name }, { token });
  assert.ok(disabled.data.list.some((p: any) => p.id === provider.id), 'it is in the disabled list');

  // Enabling is direct.
  const enabled = await server.call('set_provider_status', { provider_id: provider.id, status: 'enabled', reason: 'Accreditation renewed.', version: after.version }, { token });
  assert.is(enabled.err, 0, enabled.msg);
  assert.equal([enabled.data.provider_info.status, enabled.data.disable_request], ['enabled', null]);
  const already = await server.call('set_provider_status', { provider_id: provider.id, status: 'enabled', reason: '', version: enabled.data.provider_info.version }, { token });
  assert.is(already.status, 409);
  assert.match(already.msg, /already enabled/);
});

test('approve_set_provider_disable: reject keeps the provider enabled; stale and bad input refused', async ({ server, token }) => {
  const provider = await enabledProvider(server, 1);
  const { data } = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', reason: 'Overdue invoices.', version: provider.version }, { token });
  const request = data.disable_request;
  const stale = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'approve', version: request.version + 3 }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, request.version]);
  const bad = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'maybe', version: request.version }, { token });
  assert.equal(bad.data.fields, [{ path: 'decision', message: 'Decision must be one of approve, reject.' }]);
  const rejected = await server.call('approve_set_provider_disable', { request_id: request.id, decision: 'reject', note: 'Invoices paid.', version: request.version }, { token });
  assert.is(rejected.err, 0, rejected.msg);
  assert.equal([rejected.data.request.status, rejected.data.request.decision_note, rejected.data.provider_info.status], ['rejected', 'Invoices paid.', 'enabled']);
  const [pending] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(providerDisableRequests).where(and(eq(providerDisableRequests.providerId, provider.id), eq(providerDisableRequests.status, 'pending')));
  assert.is(pending.n, 0);
  const missing = await server.call('approve_set_provider_disable', { request_id: 99_999_999, decision: 'approve', version: 1 }, { token });
  assert.is(missing.status, 404);
  // A new request may follow a rejected one.
  const next = await server.call('set_provider_status', { provider_id: provider.id, status: 'disabled', reason: 'Again.', version: provider.version }, { token });
  assert.is(next.err, 0, next.msg);
});

test.run();
