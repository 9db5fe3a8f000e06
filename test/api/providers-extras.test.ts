// A provider's attachments (multipart, judged by content, downloaded for a signed-in caller, the file
// removed after its row), block list, settings (referral page, custom positions, style) and queued SMS.
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outbox, providerBlockedStaff, providerOperators, providers, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; dataDir: string; providerId: number }>('provider extras');
test.before(async (ctx) => {
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-providers-'));
  ctx.server = await startTestServer({ dataDir: ctx.dataDir });
  ctx.token = await ctx.server.signIn();
  ctx.providerId = (await ctx.server.database.db.select({ id: providers.id }).from(providers).where(eq(providers.status, 'enabled')).orderBy(providers.id).limit(1))[0].id;
});
test.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.dataDir, { recursive: true, force: true });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((e) => (statSync(path.join(dir, e)).isDirectory() ? walk(path.join(dir, e)) : [path.relative(root, path.join(dir, e))]));
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
}

async function upload(server: TestServer, fields: Record<string, string | number>, name: string, bytes: Uint8Array, token: string | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  const response = await fetch(`${server.url}/api/admin/add_provider_attachment`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

test('provider attachments: the company file is uploaded, shown with the info, downloaded, deleted with its file', async ({ server, token, dataDir, providerId }) => {
  const before = storedFiles(dataDir);
  const made = await upload(server, { provider_id: providerId, category: 'company_file' }, 'Company profile 2026.pdf', PDF, token);
  assert.is(made.err, 0, made.msg);
  const file = made.data.attachment;
  assert.equal([file.category, file.file_name, file.size, file.uploaded_by_name], ['company_file', 'Company profile 2026.pdf', PDF.byteLength, 'Administrator']);
  const added = storedFiles(dataDir).filter((f) => !before.includes(f));
  assert.is(added.length, 1);
  const info = await server.call('provider_info', { provider_id: providerId }, { token });
  assert.is(info.data.provider_info.company_file.id, file.id, 'the newest company file is the one shown');

  const got = await fetch(`${server.url}${file.download_url}`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(got.status, 200);
  assert.equal(new Uint8Array(await got.arrayBuffer()), PDF);
  assert.match(got.headers.get('content-disposition') ?? '', /^attachment;/);
  const anonymous = await fetch(`${server.url}${file.download_url}`);
  assert.is(anonymous.status, 401);

  const text = await upload(server, { provider_id: providerId, category: 'other' }, 'notes.pdf', new TextEncoder().encode('just text'), token);
  assert.is(text.status, 400);
  assert.equal(text.data.fields[0].path, 'file');
  const badCategory = await upload(server, { provider_id: providerId, category: 'secret' }, 'x.pdf', PDF, token);
  assert.equal(badCategory.data.fields.map((f: any) => f.path), ['category']);
  assert.equal(storedFiles(dataDir).filter((f) => !before.includes(f)).length, 1, 'refused uploads leave no file');

  const wrongProvider = await server.call('delete_provider_attachment', { provider_id: providerId + 1, attachment_id: file.id }, { token });
  assert.is(wrongProvider.status, 404);
  const gone = await server.call('delete_provider_attachment', { provider_id: providerId, attachment_id: file.id }, { token });
  assert.equal(gone.data, { id: file.id, deleted: true });
  assert.equal(storedFiles(dataDir).filter((f) => !before.includes(f)), [], 'the file goes with its row');
  const listed = await server.call('provider_attachment_list', { provider_id: providerId }, { token });
  assert.not.ok(listed.data.attachment_list.some((a: any) => a.id === file.id));
  assert.ok(listed.data.attachment_list.length > 0, 'the seeded files are listed');
  const seeded = await fetch(`${server.url}${listed.data.attachment_list[0].download_url}`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(seeded.status, 200, 'a seeded (demo) file downloads as a PDF');
});

test('block list: add with a reason, listed with who and when, duplicate refused, removed', async ({ server, token, providerId }) => {
  const [worker] = await server.database.db.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.status, 10), sql`not exists (select 1 from provider_blocked_staff b where b.staff_id = ${sql.raw('"staff"."id"')} and b.provider_id = ${providerId})`)).limit(1);
  const added = await server.call('add_provider_block', { provider_id: providerId, staff_id: worker.id, reason: 'No-show on two shifts.' }, { token });
  assert.is(added.err, 0, added.msg);
  assert.equal([added.data.block.staff_id, added.data.block.reason, added.data.block.created_by_name], [worker.id, 'No-show on two shifts.', 'Administrator']);
  const twice = await server.call('add_provider_block', { provider_id: providerId, staff_id: worker.id, reason: 'Again.' }, { token });
  assert.is(twice.status, 409);
  const listed = await server.call('provider_block_list', { provider_id: providerId, page_size: 200 }, { token });
  assert.ok(listed.data.list.some((b: any) => b.id === added.data.block.id && b.name));
  const bad = await server.call('add_provider_block', { provider_id: providerId, staff_id: worker.id, reason: '  ' }, { token });
  assert.equal(bad.data.fields, [{ path: 'reason', message: 'Reason is required.' }]);
  const ghost = await server.call('add_provider_block', { provider_id: providerId, staff_id: 99_999_999, reason: 'x' }, { token });
  assert.is(ghost.status, 404);
  const removed = await server.call('remove_provider_block', { block_id: added.data.block.id }, { token });
  assert.is(removed.err, 0, removed.msg);
  const rows = await server.database.db.select().from(providerBlockedStaff).where(eq(providerBlockedStaff.id, added.data.block.id));
  assert.is(rows.length, 0);
  const again = await server.call('remove_provider_block', { block_id: added.data.block.id }, { token });
  assert.is(again.status, 404);
});

test('provider settings: defaults, versioned saves of referral page, positions and style; hex colours checked', async ({ server, token }) => {
  const fresh = (await server.call('save_provider_info', { name: 'Settings Test Care', email: 'settings@care.example.org', phone_number: '0398765432', state: 'VIC' }, { token })).data.new_provider_info;
  const shown = await server.call('provider_settings', { provider_id: fresh.id }, { token });
  assert.equal([shown.data.config.version, shown.data.config.style.primary_color, shown.data.config.custom_positions], [0, '#1890ff', []]);
  const style = await server.call('save_provider_style', { provider_id: fresh.id, version: 0, primary_color: '#2F54EB', accent_color: '#faad14', logo_text: 'Settings' }, { token });
  assert.is(style.err, 0, style.msg);
  assert.equal([style.data.config.version, style.data.config.style.primary_color], [1, '#2f54eb']);
  const stale = await server.call('save_provider_style', { provider_id: fresh.id, version: 0, primary_color: '#000000', accent_color: '#000000', logo_text: '' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 1]);
  const badColour = await server.call('save_provider_style', { provider_id: fresh.id, version: 1, primary_color: 'blue', accent_color: '#12345', logo_text: '' }, { token });
  assert.equal(badColour.data.fields.map((f: any) => f.message), ['Primary colour must be a hex colour such as #1890ff.', 'Accent colour must be a hex colour such as #1890ff.']);
  const positions = await server.call('save_provider_custom_positions', { provider_id: fresh.id, version: 1, positions: ['Lifestyle Coordinator', 'Night AIN'] }, { token });
  assert.equal(positions.data.config.custom_positions, ['Lifestyle Coordinator', 'Night AIN']);
  const repeated = await server.call('save_provider_custom_positions', { provider_id: fresh.id, version: 2, positions: ['AIN', 'ain'] }, { token });
  assert.equal(repeated.data.fields, [{ path: 'positions', message: 'Positions must not repeat.' }]);
  const referral = await server.call('save_provider_referral_config', { provider_id: fresh.id, version: 2, enabled: true, headline: 'Refer a friend', intro: 'Earn $200.', bonus_cents: 20_000 }, { token });
  assert.equal([referral.data.config.referral.bonus_cents, referral.data.config.version], [20_000, 3]);
  const negative = await server.call('save_provider_referral_config', { provider_id: fresh.id, version: 3, enabled: true, headline: '', intro: '', bonus_cents: -1 }, { token });
  assert.equal(negative.data.fields, [{ path: 'bonus_cents', message: 'Bonus must not be negative.' }]);
  const missing = await server.call('provider_settings', { provider_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
});

test('provider_queue_sms_list: the SMS in the outbox to the provider and its operators', async ({ server, token, providerId }) => {
  const [op] = await server.database.db.select().from(providerOperators).where(eq(providerOperators.providerId, providerId)).limit(1);
  await server.database.db.update(providerOperators).set({ phone: '0412000111' }).where(eq(providerOperators.id, op.id));
  await server.database.db.insert(outbox).values([{ channel: 'sms', recipient: '0412000111', body: 'Three open shifts this weekend.' }, { channel: 'sms', recipient: '0499999999', body: 'Someone else.' }]);
  const listed = await server.call('provider_queue_sms_list', { provider_id: providerId, page_size: 200 }, { token });
  assert.is(listed.err, 0, listed.msg);
  const mine = listed.data.list.find((m: any) => m.body === 'Three open shifts this weekend.');
  assert.equal([mine.recipient, mine.recipient_name, mine.status], ['0412000111', `${op.firstName} ${op.surname}`, 'queued']);
  assert.not.ok(listed.data.list.some((m: any) => m.recipient === '0499999999'));
});

test.run();
