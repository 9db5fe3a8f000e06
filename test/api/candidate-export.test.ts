import { count, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, candidateExportFiles, candidateExports, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const exp = suite<{ server: TestServer; token: string }>('candidate exports');
exp.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
exp.after(async (ctx) => ctx.server.close());

const db = (server: TestServer) => server.database.db;
const read = async (server: TestServer, id: number) => (await db(server).select().from(candidateExports).where(eq(candidateExports.id, id)))[0];
const lastAudits = async (server: TestServer, n: number) => db(server).select().from(auditLog).orderBy(desc(auditLog.id)).limit(n);
const auditCount = async (server: TestServer) => (await db(server).select({ n: count() }).from(auditLog))[0].n;

/** A pending request for a candidate whose profile renders (the seed has them; this one is made so). */
async function pendingExport(server: TestServer, format: 'html' | 'csv' = 'html') {
  const [row] = await db(server).select().from(candidateExports).where(eq(candidateExports.status, 'pending')).orderBy(candidateExports.id).limit(1);
  const [copy] = await db(server)
    .insert(candidateExports)
    .values({ staffId: row.staffId, providerId: row.providerId, applicationId: row.applicationId, format, requestedByName: 'Karen Mitchell (HR Coordinator)', requestedByEmail: 'karen.mitchell@example.org', requestedAt: new Date().toISOString() })
    .returning();
  await db(server).update(staff).set({ status: 10, phone: '0412 345 678', position: 'Personal Care Worker', firstName: 'Zoë', surname: "O'Brien", tags: ['=HYPERLINK("x")', '<script>alert(1)</script>'] }).where(eq(staff.id, row.staffId));
  return copy;
}

exp('the list pages, filters by status and keyword, and names who asked and when', async ({ server, token }) => {
  const all = await server.call('get_export_candidate_list', { page_size: 200 }, { token });
  assert.is(all.err, 0, all.msg);
  const statuses = new Set(all.data.list.map((r: { status: string }) => r.status));
  for (const s of ['pending', 'approved', 'exported', 'failed']) assert.ok(statuses.has(s), `the seed has ${s} requests`);
  const times = all.data.list.map((r: { requested_at: string }) => Date.parse(r.requested_at));
  assert.equal(times, [...times].sort((a, b) => b - a), 'newest request first');
  const first = all.data.list[0];
  assert.ok(first.requested_by && first.requested_by_email.endsWith('@example.org') && first.provider_name);
  const failed = await server.call('get_export_candidate_list', { status: 'failed' }, { token });
  assert.ok(failed.data.total > 0);
  assert.ok(failed.data.list.every((r: { status: string; failure_reason: string | null }) => r.status === 'failed' && r.failure_reason));
  const byName = await server.call('get_export_candidate_list', { keyword: first.name }, { token });
  assert.ok(byName.data.list.some((r: { id: number }) => r.id === first.id));
});

exp('bad input names the field', async ({ server, token }) => {
  const status = await server.call('get_export_candidate_list', { status: 'sent' }, { token });
  assert.is(status.err, 400);
  assert.equal(status.data.fields, [{ path: 'status', message: 'Status must be one of pending, approved, exported, failed.' }]);
  const dates = await server.call('get_export_candidate_list', { requested_from: '2026-05-02', requested_to: '2026-05-01' }, { token });
  assert.equal(dates.data.fields, [{ path: 'requested_to', message: 'Requested to must not be before requested from.' }]);
  const version = await server.call('approve_candidate_export', { export_id: 1 }, { token });
  assert.equal(version.data.fields, [{ path: 'version', message: 'Version is required: the version of the record you last saw.' }]);
  const id = await server.call('reexport_candidate_profile', { export_id: 'seven', version: 1 }, { token });
  assert.equal(id.data.fields, [{ path: 'export_id', message: 'Export id must be a number.' }]);
});

exp('approving renders the profile, marks it exported, and audits the export and its file', async ({ server, token }) => {
  const pending = await pendingExport(server);
  const audits = await auditCount(server);
  const answer = await server.call('approve_candidate_export', { export_id: pending.id, version: pending.version }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.status, 'exported');
  assert.is(answer.data.approved_by, 'Administrator');
  assert.is(answer.data.export_count, 1);
  assert.is(answer.data.version, pending.version + 1);
  assert.ok(answer.data.exported_at && answer.data.approved_at);
  assert.is(await auditCount(server), audits + 2);
  const [fileAudit, exportAudit] = await lastAudits(server, 2);
  assert.equal([exportAudit.entity, exportAudit.api, (exportAudit.before as { status: string }).status, (exportAudit.after as { status: string }).status], ['candidate_export', 'approve_candidate_export', 'pending', 'exported']);
  assert.is(fileAudit.entity, 'candidate_export_file');

  const file = await server.call('download_candidate_export', { export_id: pending.id }, { token });
  assert.is(file.err, 0, file.msg);
  assert.is(file.data.content_type, 'text/html; charset=utf-8');
  assert.match(file.data.filename, new RegExp(`^profile-zoe-obrien-${pending.staffId}\\.html$`));
  assert.match(file.data.content, /<h1>Zoë O&#39;Brien<\/h1>/, 'names are escaped');
  assert.ok(file.data.content.includes('&lt;script&gt;alert(1)&lt;/script&gt;') && !file.data.content.includes('<script>'), 'so are tags');
  assert.match(file.data.content, /0412 345 678/);
  assert.is(file.data.byte_size, Buffer.byteLength(file.data.content));

  const again = await server.call('approve_candidate_export', { export_id: pending.id, version: answer.data.version }, { token });
  assert.is(again.err, 409);
  assert.match(again.msg, /is exported already; only a pending request can be approved/);
  const stale = await server.call('reexport_candidate_profile', { export_id: pending.id, version: pending.version }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, answer.data.version);
});

exp('re-exporting renders a new file and keeps the old; CSV cells cannot become formulas', async ({ server, token }) => {
  const pending = await pendingExport(server, 'csv');
  const refused = await server.call('reexport_candidate_profile', { export_id: pending.id, version: pending.version }, { token });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /waiting for approval/);
  const noFile = await server.call('download_candidate_export', { export_id: pending.id }, { token });
  assert.is(noFile.err, 409);
  assert.match(noFile.msg, /has no file yet: it is pending approval/);

  const approved = await server.call('approve_candidate_export', { export_id: pending.id, version: pending.version, export_now: false }, { token });
  assert.is(approved.data.status, 'approved');
  assert.is(approved.data.export_count, 0);
  const first = await server.call('reexport_candidate_profile', { export_id: pending.id, version: approved.data.version }, { token });
  assert.is(first.data.status, 'exported');
  const second = await server.call('reexport_candidate_profile', { export_id: pending.id, version: first.data.version }, { token });
  assert.is(second.err, 0, second.msg);
  assert.is(second.data.export_count, 2);
  const files = await db(server).select().from(candidateExportFiles).where(eq(candidateExportFiles.exportId, pending.id));
  assert.is(files.length, 2);
  const detail = await server.call('get_export_candidate_detail', { export_id: pending.id }, { token });
  assert.equal(detail.data.files.map((f: { filename: string }) => f.filename), [`profile-zoe-obrien-${pending.staffId}-2.csv`, `profile-zoe-obrien-${pending.staffId}.csv`]);
  const older = await server.call('download_candidate_export', { export_id: pending.id, file_id: detail.data.files[1].id }, { token });
  const [header, row] = (older.data.content as string).split('\r\n');
  assert.match(header, /^candidate_id,first_name,surname,email,phone/);
  assert.match(row, new RegExp(`^${pending.staffId},Zoë,O'Brien,`));
  assert.ok(row.includes(`,"'=HYPERLINK(""x""); <script>alert(1)</script>",`), `a leading = is not a formula: ${row}`);
  const wrongFile = await server.call('download_candidate_export', { export_id: pending.id, file_id: 99_999_999 }, { token });
  assert.is(wrongFile.err, 404);
});

exp('a profile that cannot be rendered is recorded as failed, with what is missing, and can be re-exported once fixed', async ({ server, token }) => {
  const pending = await pendingExport(server);
  await db(server).update(staff).set({ phone: '', position: '' }).where(eq(staff.id, pending.staffId));
  const failed = await server.call('approve_candidate_export', { export_id: pending.id, version: pending.version }, { token });
  assert.is(failed.err, 0, failed.msg);
  assert.is(failed.data.status, 'failed');
  assert.is(failed.data.failure_reason, 'The profile has no phone number and no position.');
  assert.is(failed.data.approved_by, 'Administrator');
  assert.is((await read(server, pending.id)).exportCount, 0);
  await db(server).update(staff).set({ phone: '0412 345 678', position: 'Cook' }).where(eq(staff.id, pending.staffId));
  const fixed = await server.call('reexport_candidate_profile', { export_id: pending.id, version: failed.data.version }, { token });
  assert.is(fixed.data.status, 'exported');
  assert.is(fixed.data.failure_reason, null);
});

exp('an unknown export is not found; without a session nothing answers', async ({ server, token }) => {
  const missing = await server.call('approve_candidate_export', { export_id: 99_999_999, version: 1 }, { token });
  assert.is(missing.err, 404);
  assert.match(missing.msg, /Candidate export 99999999 not found/);
  assert.is((await server.call('get_export_candidate_list', {})).err, 3);
});

exp.run();
