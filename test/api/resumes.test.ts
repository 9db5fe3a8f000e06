// Resumes over HTTP with real multipart uploads: list, upload, default, score (by hand and by the
// position's rules), the unreviewed flag, blurring a real PDF and PNG into downloadable redacted copies,
// and delete (files leave the store). Each call: success, refusal, bad input naming the field, audit row.
import { and, desc, eq, sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, staff } from '../../src/server/db/schema';
import { pdfPlainText } from '../../src/server/resume-blur/pdf-text';
import { REDACTION_RGBA } from '../../src/server/resume-blur/png-redact';
import { makePng, makeResumePdf } from '../support/resume-files';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx {
  server: TestServer;
  token: string;
  dataDir: string;
  person: typeof staff.$inferSelect;
  pdfId: number;
  pngId: number;
}

const test = suite<Ctx>('resumes');

test.before(async (ctx) => {
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-resumes-'));
  ctx.server = await startTestServer({ dataDir: ctx.dataDir });
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  // Someone applying as a Personal Care Worker, whose details we set so the resume can name them.
  const [row] = await db.select().from(staff).where(and(eq(staff.position, 'Personal Care Worker'), sql`not exists (select 1 from staff_resumes r where r.staff_id = ${staff.id})`)).limit(1);
  [ctx.person] = await db.update(staff).set({ firstName: 'Priya', surname: 'Raman', email: 'priya.raman@example.com', phone: '0412 345 678', suburb: 'Parramatta', postcode: '2150' }).where(eq(staff.id, row.id)).returning();
});
test.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.dataDir, { recursive: true, force: true });
});

function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((e) => (statSync(path.join(dir, e)).isDirectory() ? walk(path.join(dir, e)) : [path.relative(root, path.join(dir, e))]));
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
}

async function upload(server: TestServer, fields: Record<string, string | number | boolean>, file: [string, Uint8Array, string] | null, token: string | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append('file', new File([file[1] as Uint8Array<ArrayBuffer>], file[0], { type: file[2] }));
  const response = await fetch(`${server.url}/api/admin/upload_staff_resume`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

const download = async (server: TestServer, url: string, token: string) => new Uint8Array(await (await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
const lastAudit = async (server: TestServer, api: string) => server.database.db.select().from(auditLog).where(eq(auditLog.api, api)).orderBy(desc(auditLog.id));

test('upload_staff_resume: a PDF and a PNG, the first the default until the second asks to be; resume_list shows both', async (ctx) => {
  const { server, token, person } = ctx;
  const pdf = await upload(server, { staff_id: person.id }, ['Priya Raman CV.pdf', await makeResumePdf(), 'application/pdf'], token);
  assert.is(pdf.err, 0, pdf.msg);
  assert.equal([pdf.data.resume.is_default, pdf.data.resume.type, pdf.data.resume.reviewed, pdf.data.resume.blur_status], [true, 'pdf', false, 'not_configured']);
  ctx.pdfId = pdf.data.resume.id;
  const png = await upload(server, { staff_id: person.id, is_default: true }, ['scan.png', makePng(200, 100), 'image/png'], token);
  assert.is(png.err, 0, png.msg);
  ctx.pngId = png.data.resume.id;
  const list = await server.call('resume_list', { staff_id: person.id }, { token });
  assert.equal(list.data.resume_list.map((r: any) => [r.id, r.is_default]), [[ctx.pngId, true], [ctx.pdfId, false]]);
  assert.is(list.data.is_have_not_reviewed_resume, true);
  const [audit] = await lastAudit(server, 'upload_staff_resume');
  assert.equal([audit.entity, audit.entityId, (audit.after as any).file_name], ['staff_resume', String(ctx.pngId), 'scan.png']);
});

test('upload_staff_resume: a text file named .pdf, a missing applicant and no session are refused; nothing kept', async ({ server, token, dataDir, person }) => {
  const before = storedFiles(dataDir);
  const fake = await upload(server, { staff_id: person.id }, ['cv.pdf', new TextEncoder().encode('just text'), 'application/pdf'], token);
  assert.is(fake.err, 400);
  assert.equal(fake.data.fields, [{ path: 'file', message: 'cv.pdf is not a PDF, PNG, JPEG or DOCX file (judged by its content, not its name).' }]);
  const noStaff = await upload(server, {}, ['cv.png', makePng(4, 4), 'image/png'], token);
  assert.equal(noStaff.data.fields, [{ path: 'staff_id', message: 'Staff id is required.' }]);
  const missing = await upload(server, { staff_id: 99_999_999 }, ['cv.png', makePng(4, 4), 'image/png'], token);
  assert.is(missing.status, 404);
  const anonymous = await upload(server, { staff_id: person.id }, ['cv.png', makePng(4, 4), 'image/png'], null);
  assert.is(anonymous.status, 401);
  assert.equal(storedFiles(dataDir), before);
});

test('set_default_resume: moves the default, refuses the one already default, audits both rows', async ({ server, token, person, pdfId, pngId }) => {
  const moved = await server.call('set_default_resume', { staff_id: person.id, resume_id: pdfId }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.equal(moved.data.resume_list.map((r: any) => [r.id, r.is_default]), [[pdfId, true], [pngId, false]]);
  const again = await server.call('set_default_resume', { staff_id: person.id, resume_id: pdfId }, { token });
  assert.is(again.status, 409);
  assert.match(again.msg, /already the default/);
  const bad = await server.call('set_default_resume', { staff_id: person.id, resume_id: 'x' }, { token });
  assert.equal(bad.data.fields, [{ path: 'resume_id', message: 'Resume id must be a number.' }]);
  const audits = await lastAudit(server, 'set_default_resume');
  assert.equal(audits.slice(0, 2).map((a) => a.entityId).sort(), [String(pdfId), String(pngId)].sort());
});

test('update_staff_resume_score: by hand, then by the position’s rules with reasons; stale versions and bad scores refused', async ({ server, token, person, pdfId, pngId }) => {
  const list = (await server.call('resume_list', { staff_id: person.id }, { token })).data.resume_list;
  const png = list.find((r: any) => r.id === pngId);
  const byHand = await server.call('update_staff_resume_score', { staff_id: person.id, resume_id: pngId, score: 72, version: png.version }, { token });
  assert.is(byHand.err, 0, byHand.msg);
  assert.equal([byHand.data.resume.score, byHand.data.resume.reviewed, byHand.data.scored_by], [72, true, 'recruiter']);
  const stale = await server.call('update_staff_resume_score', { staff_id: person.id, resume_id: pngId, score: 10, version: png.version }, { token });
  assert.is(stale.status, 409);
  assert.is(stale.data.current_version, png.version + 1);
  const tooHigh = await server.call('update_staff_resume_score', { staff_id: person.id, resume_id: pngId, score: 150, version: png.version + 1 }, { token });
  assert.equal(tooHigh.data.fields, [{ path: 'score', message: 'Score must be at most 100.' }]);
  const noText = await server.call('update_staff_resume_score', { staff_id: person.id, resume_id: pngId, version: png.version + 1 }, { token });
  assert.is(noText.status, 409, 'an image has no text for the rules (or the position has none)');

  const positions = (await server.call('resume_assessment_position_list', {}, { token })).data.position_list;
  const pcw = positions.find((p: any) => p.name === 'Personal Care Worker');
  const saved = await server.call('save_resume_assessment', {
    position_id: pcw.id, version: (await server.call('resume_assessment_data', { position_id: pcw.id }, { token })).data.config.version,
    keywords: [{ term: 'dementia', weight: 3 }, { term: 'palliative care', weight: 1 }], required_qualifications: ['Certificate III in Individual Support'],
    min_experience_years: 2, pass_score: 60,
  }, { token });
  assert.is(saved.err, 0, saved.msg);
  const pdf = list.find((r: any) => r.id === pdfId);
  const byRules = await server.call('update_staff_resume_score', { staff_id: person.id, resume_id: pdfId, version: pdf.version }, { token });
  assert.is(byRules.err, 0, byRules.msg);
  assert.is(byRules.data.scored_by, 'rules');
  assert.is(byRules.data.position, 'Personal Care Worker');
  assert.ok(byRules.data.resume.score >= 60 && byRules.data.resume.score < 100, `score ${byRules.data.resume.score}`);
  assert.ok(byRules.data.resume.score_reasons.some((r: any) => r.text === 'Does not mention "palliative care".'));
  assert.ok(byRules.data.resume.score_reasons.some((r: any) => r.text === 'Holds the required Certificate III in Individual Support.'));
  const [audit] = await lastAudit(server, 'update_staff_resume_score');
  assert.equal([(audit.before as any).score, (audit.after as any).score], [null, byRules.data.resume.score]);
});

test('have_candidate_resume_not_reviewed: false once every resume is scored; the field is named when missing', async ({ server, token, person }) => {
  const answer = await server.call('have_candidate_resume_not_reviewed', { staff_id: person.id }, { token });
  assert.equal(answer.data, { is_have_not_reviewed_resume: false, not_reviewed_count: 0 });
  await upload(server, { staff_id: person.id }, ['another.png', makePng(8, 8), 'image/png'], token);
  const after = await server.call('have_candidate_resume_not_reviewed', { staff_id: person.id }, { token });
  assert.equal(after.data, { is_have_not_reviewed_resume: true, not_reviewed_count: 1 });
  const bad = await server.call('have_candidate_resume_not_reviewed', {}, { token });
  assert.equal(bad.data.fields, [{ path: 'staff_id', message: 'Staff id is required.' }]);
  assert.is((await server.call('have_candidate_resume_not_reviewed', { staff_id: person.id }, { token: null })).status, 401);
});

test('resume_auto_blurring on the PDF: the downloaded copy has none of the details, the rest is legible', async ({ server, token, person, pdfId }) => {
  const answer = await server.call('resume_auto_blurring', { resume_id: pdfId }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.ok(answer.data.details_removed >= 9);
  const detail = answer.data.detail;
  assert.equal([detail.resume.blur_status, detail.staff_name, detail.can_blur], ['blurred', 'Priya Raman', true]);
  const text = await pdfPlainText(await download(server, detail.resume.blurred_download_url, token));
  for (const gone of ['Priya', 'Raman', 'priya.raman@example.com', '345 678', 'Church Street', 'Parramatta', '2150']) assert.not.ok(text.includes(gone), `${gone} in ${text}`);
  assert.ok(text.includes('Certificate III in Individual Support (CHC33021), TAFE NSW.'));
  const original = await pdfPlainText(await download(server, detail.resume.download_url, token));
  assert.ok(original.includes('priya.raman@example.com'), 'the original is kept as it was');
  const shown = (await server.call('resume_blur_detail', { resume_id: pdfId }, { token })).data.detail;
  assert.is(shown.pages.length, 2, 'the text layer of both pages, for drawing boxes on');
  const personal = shown.pages[0].pieces.filter((p: any) => p.personal).map((p: any) => p.text);
  assert.ok(personal.some((t: string) => t.includes('priya.raman@example.com')), personal.join(' | '));
  assert.not.ok(shown.pages[0].pieces.some((p: any) => p.personal && p.text.startsWith('Certificate III')));
  const [audit] = await lastAudit(server, 'resume_auto_blurring');
  assert.equal([audit.entity, (audit.after as any).blur_status], ['staff_resume_blur', 'blurred']);
  const list = await server.call('resume_blur_list', { blur_status: 'blurred', staff_id: person.id }, { token });
  assert.equal(list.data.list.map((r: any) => r.id), [pdfId]);
  const badStatus = await server.call('resume_blur_list', { blur_status: 'done' }, { token });
  assert.equal(badStatus.data.fields, [{ path: 'blur_status', message: 'Blur status must be one of not_configured, configured, blurred.' }]);
});

test('the PNG: refused until boxes are drawn; submit_resume_blur_config checks each box; the copy overwrites them', async ({ server, token, pngId }) => {
  const refused = await server.call('resume_auto_blurring', { resume_id: pngId }, { token });
  assert.is(refused.status, 409);
  assert.match(refused.msg, /draw boxes/);
  const detail = (await server.call('resume_blur_detail', { resume_id: pngId }, { token })).data.detail;
  assert.equal([detail.can_blur, detail.regions], [true, []]);
  const bad = await server.call('submit_resume_blur_config', { resume_id: pngId, version: detail.resume.version, regions: [{ page: 1, x: 1.5, y: 0, width: 0.1, height: 0.1 }] }, { token });
  assert.equal(bad.data.fields, [{ path: 'regions.0.x', message: 'Region x must be at most 1.' }]);
  const outside = await server.call('submit_resume_blur_config', { resume_id: pngId, version: detail.resume.version, regions: [{ page: 1, x: 0.9, y: 0, width: 0.2, height: 0.1 }] }, { token });
  assert.equal(outside.data.fields, [{ path: 'regions.0', message: 'Region must lie inside the page.' }]);
  const page2 = await server.call('submit_resume_blur_config', { resume_id: pngId, version: detail.resume.version, regions: [{ page: 2, x: 0, y: 0, width: 0.1, height: 0.1 }] }, { token });
  assert.is(page2.status, 409);
  const regions = [{ page: 1, x: 0.5, y: 0.5, width: 0.25, height: 0.5 }];
  const saved = await server.call('submit_resume_blur_config', { resume_id: pngId, version: detail.resume.version, regions }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.equal([saved.data.detail.regions, saved.data.detail.resume.blur_status], [regions, 'configured']);
  const stale = await server.call('submit_resume_blur_config', { resume_id: pngId, version: detail.resume.version, regions: [] }, { token });
  assert.is(stale.status, 409);
  const [audit] = await lastAudit(server, 'submit_resume_blur_config');
  assert.equal((audit.after as any).regions, regions);

  const blurred = await server.call('resume_auto_blurring', { resume_id: pngId }, { token });
  assert.is(blurred.err, 0, blurred.msg);
  const image = PNG.sync.read(Buffer.from(await download(server, blurred.data.detail.resume.blurred_download_url, token)));
  const pixel = (x: number, y: number) => [...image.data.subarray((y * 200 + x) * 4, (y * 200 + x) * 4 + 4)];
  assert.equal(pixel(100, 50), [...REDACTION_RGBA]);
  assert.equal(pixel(149, 99), [...REDACTION_RGBA]);
  assert.equal(pixel(99, 50), [(99 * 7) % 256, (50 * 5) % 256, 200, 255], 'just outside the box is untouched');
  assert.equal(pixel(150, 50), [(150 * 7) % 256, (50 * 5) % 256, 200, 255]);
});

test('delete_staff_resume: the next newest becomes default, both files leave the store, the audit keeps the row', async ({ server, token, dataDir, person, pdfId }) => {
  const before = storedFiles(dataDir);
  const deleted = await server.call('delete_staff_resume', { staff_id: person.id, resume_id: pdfId }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  assert.ok(deleted.data.new_default_id, 'the default moved on');
  assert.is(before.length - storedFiles(dataDir).length, 2, 'the original and its redacted copy are gone');
  const list = await server.call('resume_list', { staff_id: person.id }, { token });
  assert.not.ok(list.data.resume_list.some((r: any) => r.id === pdfId));
  assert.is(list.data.resume_list.filter((r: any) => r.is_default).length, 1);
  const again = await server.call('delete_staff_resume', { staff_id: person.id, resume_id: pdfId }, { token });
  assert.is(again.status, 404);
  const [audit] = await lastAudit(server, 'delete_staff_resume');
  assert.equal([(audit.before as any).id, audit.after], [pdfId, null]);
});

test.run();
