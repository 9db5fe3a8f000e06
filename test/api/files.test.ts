// Files over HTTP: add_file takes a PDF/PNG/JPEG/DOCX judged by its content, keeps it in the file store,
// lists it in file_list; the download is an attachment with nosniff, for a signed-in caller only.
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultFileRoot, diskFileStore } from '../../src/server/adapters/file-store';
import { libraryFiles } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; dataDir: string }>('files');
test.before(async (ctx) => {
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-files-'));
  ctx.server = await startTestServer({ dataDir: ctx.dataDir });
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.dataDir, { recursive: true, force: true });
});

const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function upload(server: TestServer, token: string | null, fields: Record<string, string | Blob>, name = 'policy.pdf') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, name);
    else form.append(key, value);
  }
  const response = await fetch(`${server.url}/api/admin/add_file`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

test('add_file keeps the file, file_list shows it, the download is an attachment with nosniff', async ({ server, token, dataDir }) => {
  const added = await upload(server, token, { file: new Blob([pdf()], { type: 'application/pdf' }), title: 'Falls prevention policy', description: 'Residential care, 2026 edition' }, 'falls-policy.pdf');
  assert.is(added.err, 0, added.msg);
  const file = added.data.file;
  assert.equal([file.title, file.file_name, file.type, file.size, file.size_label], ['Falls prevention policy', 'falls-policy.pdf', 'pdf', pdf().byteLength, `${pdf().byteLength} B`]);
  const [row] = await server.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, file.id));
  assert.ok(!row.storageKey.includes('falls'), 'the stored name is made by the server');
  assert.equal(await diskFileStore(defaultFileRoot(dataDir)).get(row.storageKey), pdf(), 'the bytes are in the file store');

  const listed = await server.call('file_list', { keyword: 'Falls prevention' }, { token });
  assert.equal(listed.data.list.map((f: any) => f.id), [file.id]);
  const pdfs = await server.call('file_list', { type: 'pdf', page_size: 200 }, { token });
  assert.ok(pdfs.data.list.every((f: any) => f.type === 'pdf'));

  const download = await fetch(`${server.url}${file.download_url}`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(download.status, 200);
  assert.is(download.headers.get('content-type'), 'application/pdf');
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment; filename="falls-policy.pdf"/);
  assert.is(download.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(new Uint8Array(await download.arrayBuffer()), pdf());
  const anonymous = await fetch(`${server.url}${file.download_url}`);
  assert.is(anonymous.status, 401);
  const missing = await fetch(`${server.url}/api/files/library/99999999`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(missing.status, 404);
});

test('a seeded file downloads (its demo PDF is made on first download)', async ({ server, token }) => {
  const listed = await server.call('file_list', { keyword: 'Code of conduct' }, { token });
  const seeded = listed.data.list[0];
  assert.ok(seeded, 'the demo has a code of conduct');
  const download = await fetch(`${server.url}${seeded.download_url}`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(download.status, 200);
  assert.match(new TextDecoder().decode(new Uint8Array(await download.arrayBuffer()).slice(0, 5)), /%PDF-/);
});

test('add_file refuses a file whose content is not an allowed type, an empty one, no file, and strangers', async ({ server, token }) => {
  const before = (await server.database.db.select({ id: libraryFiles.id }).from(libraryFiles)).length;
  const html = await upload(server, token, { file: new Blob(['<script>alert(1)</script>'], { type: 'application/pdf' }) }, 'policy.pdf');
  assert.is(html.status, 400);
  assert.match(html.data.fields[0].message, /is not a PDF, PNG, JPEG or DOCX file \(judged by its content/);
  const empty = await upload(server, token, { file: new Blob([], { type: 'application/pdf' }) }, 'empty.pdf');
  assert.is(empty.status, 400);
  assert.match(empty.data.fields[0].message, /is empty/);
  const none = await server.call('add_file', { title: 'x' }, { token });
  assert.equal(none.data.fields, [{ path: 'file', message: 'File is required: a PDF, PNG, JPEG or DOCX file sent as multipart/form-data.' }]);
  const long = await upload(server, token, { file: new Blob([pdf()]), title: 'x'.repeat(121) });
  assert.equal(long.data.fields, [{ path: 'title', message: 'Title is at most 120 characters.' }]);
  const anonymous = await upload(server, null, { file: new Blob([pdf()]) });
  assert.is(anonymous.status, 401);
  const after = (await server.database.db.select({ id: libraryFiles.id }).from(libraryFiles)).length;
  assert.is(after, before, 'nothing refused was kept');
});

test.run();
