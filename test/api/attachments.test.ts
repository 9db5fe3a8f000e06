// Attachments over HTTP with real multipart bodies: upload, list, download byte for byte, delete (the
// file goes too), files judged by their content and size, server-made stored names, nothing left on
// disk by a refused or failed upload, and downloads for signed-in callers only.
import { desc, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, attachments, auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx {
  server: TestServer;
  token: string;
  dataDir: string;
  staffId: number;
  applicationId: number;
  otherApplicationId: number;
}

const test = suite<Ctx>('attachments');

test.before(async (ctx) => {
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-attachments-'));
  ctx.server = await startTestServer({ dataDir: ctx.dataDir });
  ctx.token = await ctx.server.signIn();
  const rows = await ctx.server.database.db.select().from(applications).limit(40);
  ctx.applicationId = rows[0].id;
  ctx.staffId = rows[0].staffId;
  ctx.otherApplicationId = rows.find((r) => r.staffId !== ctx.staffId)!.id;
});
test.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.dataDir, { recursive: true, force: true });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

/** Every file under the store's folder, relative to it. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
  });
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
}

async function multipart(server: TestServer, api: string, fields: Record<string, string | number>, files: [field: string, name: string, bytes: Uint8Array, type: string][], token: string | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [field, name, bytes, type] of files) form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const response = await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

const download = (server: TestServer, url: string, token: string | null) =>
  fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

test('upload_application_attachments: a real multipart upload, listed, downloaded byte for byte, then deleted with its file', async ({ server, token, dataDir, staffId, applicationId }) => {
  const before = storedFiles(dataDir);
  const answer = await multipart(server, 'upload_application_attachments', { application_id: applicationId }, [
    ['files', 'My CV (final).pdf', PDF, 'application/pdf'],
    ['files', '../../etc/photo id', PNG, 'image/png'],
  ], token);
  assert.is(answer.err, 0, answer.msg);
  const [pdf, png] = answer.data.attachments as { id: number; file_name: string; type: string; size: number; staff_id: number; application_id: number; download_url: string; uploaded_by_name: string }[];
  assert.equal([pdf.file_name, pdf.type, pdf.size, pdf.staff_id, pdf.application_id, pdf.uploaded_by_name], ['My CV (final).pdf', 'pdf', PDF.byteLength, staffId, applicationId, 'Administrator']);
  assert.equal([png.file_name, png.type], ['photo id.png', 'png'], 'no folders from the uploaded name; the real type’s extension');

  const added = storedFiles(dataDir).filter((f) => !before.includes(f));
  assert.is(added.length, 2, 'both files are in the store');
  for (const f of added) {
    assert.match(f, /^attachments\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(pdf|png)$/, 'stored under a name the server made');
    assert.not.match(f, /CV|photo/);
  }
  const rows = await server.database.db.select().from(attachments).where(eq(attachments.id, pdf.id));
  assert.ok(added.includes(rows[0].storageKey));

  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'upload_application_attachments')).orderBy(desc(auditLog.id)).limit(2);
  assert.equal(audits.map((a) => a.entity), ['attachment', 'attachment']);
  assert.equal(((audits[0].args as { files: { file_name: string }[] }).files).map((f) => f.file_name).sort(), ['My CV (final).pdf', 'photo id.png'], 'the audit row names the files');

  const listed = await server.call('staff_attachment_list', { staff_id: staffId }, { token });
  assert.ok(listed.data.attachment_list.some((a: { id: number }) => a.id === pdf.id));
  assert.is(listed.data.total_size, listed.data.attachment_list.reduce((s: number, a: { size: number }) => s + a.size, 0));
  const onApplication = await server.call('staff_attachment_list', { application_id: applicationId }, { token });
  assert.ok(onApplication.data.attachment_list.every((a: { application_id: number }) => a.application_id === applicationId));

  const file = await download(server, pdf.download_url, token);
  assert.is(file.status, 200);
  assert.is(file.headers.get('content-type'), 'application/pdf');
  assert.match(file.headers.get('content-disposition') ?? '', /^attachment; filename="My CV \(final\)\.pdf"; filename\*=UTF-8''My%20CV%20\(final\)\.pdf$/);
  assert.is(file.headers.get('cache-control'), 'private, no-store');
  assert.equal(new Uint8Array(await file.arrayBuffer()), PDF, 'the same bytes come back');
  const [downloadAudit] = await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.equal([downloadAudit.command, downloadAudit.entityId], ['attachment.download', String(pdf.id)]);

  const deleted = await server.call('delete_application_attachment', { application_id: applicationId, attachment_id: pdf.id }, { token });
  assert.equal(deleted.data, { id: pdf.id, deleted: true });
  assert.not.ok(storedFiles(dataDir).includes(rows[0].storageKey), 'the file went with its row');
  assert.is((await download(server, pdf.download_url, token)).status, 404);
  const [deleteAudit] = await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.equal([deleteAudit.entity, (deleteAudit.before as { file_name: string }).file_name, deleteAudit.after], ['attachment', 'My CV (final).pdf', null]);
});

test('a fake PDF is refused by its content, with the field named, and nothing is kept', async ({ server, token, dataDir, applicationId }) => {
  const before = storedFiles(dataDir);
  const fake = new TextEncoder().encode('Dear hiring manager, please find my resume attached.');
  const answer = await multipart(server, 'upload_application_attachments', { application_id: applicationId }, [
    ['files', 'resume.pdf', PDF, 'application/pdf'],
    ['files', 'cv.pdf', fake, 'application/pdf'],
  ], token);
  assert.is(answer.err, 400);
  assert.equal(answer.data.fields, [{ path: 'files.1', message: 'cv.pdf is not a PDF, PNG, JPEG or DOCX file (judged by its content, not its name).' }]);
  assert.equal(storedFiles(dataDir), before, 'neither file was kept');
});

test('the size limit is 10 MB and the message says so; empty files and missing files are named', async ({ server, token, dataDir, staffId }) => {
  const before = storedFiles(dataDir);
  const big = new Uint8Array(10 * 1024 * 1024 + 1);
  big.set(PDF);
  const tooBig = await multipart(server, 'add_staff_attachment', { staff_id: staffId }, [['file', 'scan.pdf', big, 'application/pdf']], token);
  assert.is(tooBig.err, 400);
  assert.equal(tooBig.data.fields, [{ path: 'file', message: 'scan.pdf is larger than the 10 MB limit for one file.' }]);
  const empty = await multipart(server, 'add_staff_attachment', { staff_id: staffId }, [['file', 'blank.pdf', new Uint8Array(0), 'application/pdf']], token);
  assert.equal(empty.data.fields, [{ path: 'file', message: 'blank.pdf is empty.' }]);
  const none = await multipart(server, 'add_staff_attachment', { staff_id: staffId }, [], token);
  assert.equal(none.data.fields, [{ path: 'file', message: 'File must be a file, sent as multipart/form-data.' }]);
  const six = await multipart(server, 'upload_application_attachments', { application_id: 1 }, Array.from({ length: 6 }, (_, i) => ['files', `page ${i}.pdf`, PDF, 'application/pdf'] as [string, string, Uint8Array, string]), token);
  assert.equal(six.data.fields, [{ path: 'files', message: 'At most 5 files at a time.' }]);
  const json = await server.call('upload_application_attachments', { application_id: 1, files: ['resume.pdf'] }, { token });
  assert.is(json.err, 400, 'a JSON body cannot pass a name off as a file');
  assert.equal(json.data.fields, [{ path: 'files.0', message: 'File must be a file, sent as multipart/form-data.' }]);
  assert.equal(storedFiles(dataDir), before);
});

test('a file kept before a failing command is removed again; callers without a session keep nothing', async ({ server, token, dataDir }) => {
  const before = storedFiles(dataDir);
  const missing = await multipart(server, 'upload_application_attachments', { application_id: 99_999_999 }, [['files', 'resume.pdf', PDF, 'application/pdf']], token);
  assert.is(missing.err, 404);
  assert.is(missing.msg, 'Application 99999999 not found.');
  assert.equal(storedFiles(dataDir), before, 'the staged file was deleted when the command failed');
  const anonymous = await multipart(server, 'upload_application_attachments', { application_id: 1 }, [['files', 'resume.pdf', PDF, 'application/pdf']], null);
  assert.is(anonymous.err, 3);
  assert.equal(storedFiles(dataDir), before);
});

test('staff attachments: add, list, download needs a session, delete is scoped to the applicant', async ({ server, token, staffId, dataDir }) => {
  const DOCX = new TextEncoder().encode('PK\u0003\u0004....[Content_Types].xml....word/document.xml....');
  const added = await multipart(server, 'add_staff_attachment', { staff_id: staffId }, [['file', 'Reference letter.docx', DOCX, 'application/octet-stream']], token);
  assert.is(added.err, 0, added.msg);
  const a = added.data.attachment;
  assert.equal([a.type, a.mime_type, a.application_id], ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', null]);

  const anonymous = await download(server, a.download_url, null);
  assert.is(anonymous.status, 401);
  assert.is(((await anonymous.json()) as { err: number }).err, 3);
  assert.is((await download(server, a.download_url, 'not-a-token')).status, 401);
  assert.is((await download(server, '/api/files/attachments/99999999', token)).status, 404);

  const elsewhere = await server.call('delete_staff_attachment', { staff_id: staffId + 1, attachment_id: a.id }, { token });
  assert.is(elsewhere.err, 404);
  assert.is(elsewhere.msg, `Attachment ${a.id} of applicant ${staffId + 1} not found.`);
  const stored = (await server.database.db.select().from(attachments).where(eq(attachments.id, a.id)))[0].storageKey;
  assert.ok(storedFiles(dataDir).includes(stored), 'a refused delete keeps the file');
  const deleted = await server.call('delete_staff_attachment', { staff_id: staffId, attachment_id: a.id }, { token });
  assert.is(deleted.err, 0);
  assert.not.ok(storedFiles(dataDir).includes(stored));
  assert.is((await server.call('staff_attachment_list', {}, { token })).data.fields[0].message, 'Staff id or application id is required.');
});

test('a seeded attachment downloads as a real PDF of the size listed', async ({ server, token }) => {
  const [seeded] = await server.database.db.select().from(attachments).where(eq(attachments.mimeType, 'application/pdf')).limit(1);
  assert.match(seeded.storageKey, /^demo\//);
  const file = await download(server, `/api/files/attachments/${seeded.id}`, token);
  assert.is(file.status, 200);
  const bytes = new Uint8Array(await file.arrayBuffer());
  assert.is(bytes.byteLength, seeded.sizeBytes);
  assert.is(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
});

test.run();
