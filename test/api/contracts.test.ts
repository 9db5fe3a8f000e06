// Contract templates, onboarding templates and onboarding files over HTTP: CRUD with sanitised rich
// text, versioned edits, duplicate names, ordered checklists, uploads checked by content.
import { and, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, contractTemplates, onboardingFiles, providers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string; providerId: number }>('contracts');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [provider] = await ctx.server.database.db.select({ id: providers.id }).from(providers).orderBy(providers.id).limit(1);
  ctx.providerId = provider.id;
});
test.after(async (ctx) => ctx.server.close());

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function multipart(server: TestServer, api: string, fields: Record<string, string | number>, file: [name: string, bytes: Uint8Array, type: string] | null, token: string | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new File([file[1] as Uint8Array<ArrayBuffer>], file[0], { type: file[2] }));
  const response = await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

test('add_contract_template: body sanitised, listed and shown; duplicate names and empty bodies refused', async ({ server, token, providerId }) => {
  const body = '<h2>Casual employment agreement</h2><p>Dear {{first_name}}, <strong>welcome</strong>.</p><script>alert(1)</script><p onclick="x()">Pay is per the award.</p>';
  const made = await server.call('add_contract_template', { provider_id: providerId, name: 'Casual PCW agreement 2026', employment_type: 1, body }, { token });
  assert.is(made.err, 0, made.msg);
  const template = made.data.template;
  assert.equal([template.name, template.employment_type, template.active, template.version], ['Casual PCW agreement 2026', 1, true, 1]);
  assert.not.match(template.body, /script|onclick/);
  assert.match(template.body, /<strong>welcome<\/strong>/);

  const listed = await server.call('contract_template_list', { provider_id: providerId, employment_type: 1, keyword: 'PCW agreement 2026' }, { token });
  assert.equal(listed.data.list.map((t: any) => t.id), [template.id]);
  assert.ok(listed.data.list[0].word_count >= 10);
  const shown = await server.call('contract_template_detail', { contract_template_id: template.id }, { token });
  assert.equal([shown.data.template.body, shown.data.version], [template.body, 1]);

  const twin = await server.call('add_contract_template', { provider_id: providerId, name: 'casual pcw AGREEMENT 2026', employment_type: 2, body: '<p>x</p>' }, { token });
  assert.equal([twin.status, twin.data.fields[0].path], [400, 'name']);
  const empty = await server.call('add_contract_template', { provider_id: providerId, name: 'Empty', employment_type: 2, body: '<p><br></p><script>x</script>' }, { token });
  assert.equal(empty.data.fields, [{ path: 'body', message: 'Body is required: write the contract text.' }]);
  const bad = await server.call('add_contract_template', { provider_id: providerId, name: '', employment_type: 9 }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['body', 'employment_type', 'name']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Employment type must be one of 1, 2, 3, 4, 5.'));
  const missing = await server.call('add_contract_template', { provider_id: 99_999_999, name: 'x', employment_type: 1, body: '<p>x</p>' }, { token });
  assert.is(missing.status, 404);
  const anonymous = await server.call('contract_template_list', { provider_id: providerId });
  assert.is(anonymous.status, 401);
});

test('edit_contract_template and delete: versioned, audited, stale refused', async ({ server, token, providerId }) => {
  const { data } = await server.call('add_contract_template', { provider_id: providerId, name: 'Part time RN', employment_type: 3, body: '<p>Hours: 3 shifts a week.</p>' }, { token });
  const id = data.template.id;
  const edited = await server.call('edit_contract_template', { contract_template_id: id, version: 1, employment_type: 2, body: '<p>Hours: <em>full time</em>.</p>', active: false }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.template.employment_type, edited.data.template.active, edited.data.template.version], [2, false, 2]);
  const stale = await server.call('edit_contract_template', { contract_template_id: id, version: 1, name: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.api, 'edit_contract_template'), eq(auditLog.entityId, String(id))));
  assert.equal([(audit.before as any).employment_type, (audit.after as any).employment_type], [3, 2]);
  const gone = await server.call('delete_contract_template', { contract_template_id: id }, { token });
  assert.equal(gone.data, { id, deleted: true });
  assert.is((await server.database.db.select().from(contractTemplates).where(eq(contractTemplates.id, id))).length, 0);
  const again = await server.call('contract_template_detail', { contract_template_id: id }, { token });
  assert.is(again.status, 404);
});

test('onboarding templates: ordered items kept in order, edited with a version, validated per item', async ({ server, token, providerId }) => {
  const items = [
    { title: 'Sign the contract', required: true },
    { title: 'Upload police check', description: 'National police certificate, under 12 months old.' },
    { title: 'Read the staff handbook', required: false },
  ];
  const made = await server.call('add_onboarding_template', { provider_id: providerId, name: 'Residential care onboarding', items }, { token });
  assert.is(made.err, 0, made.msg);
  assert.equal(made.data.template.items.map((i: any) => [i.title, i.required]), [['Sign the contract', true], ['Upload police check', true], ['Read the staff handbook', false]]);
  const reordered = [items[2], items[0]].map((i) => ({ description: '', required: true, ...i }));
  const edited = await server.call('edit_onboarding_template', { onboarding_template_id: made.data.template.id, version: 1, items: reordered }, { token });
  assert.equal(edited.data.template.items.map((i: any) => i.title), ['Read the staff handbook', 'Sign the contract']);
  assert.is(edited.data.template.version, 2);
  const listed = await server.call('onboarding_template_list', { provider_id: providerId }, { token });
  assert.ok(listed.data.list.some((t: any) => t.id === made.data.template.id));
  const bad = await server.call('add_onboarding_template', { provider_id: providerId, name: 'Bad', items: [{ title: '' }, { title: 'x'.repeat(121) }] }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path), ['items.0.title', 'items.1.title']);
  const none = await server.call('add_onboarding_template', { provider_id: providerId, name: 'Bad', items: [] }, { token });
  assert.equal(none.data.fields, [{ path: 'items', message: 'Add at least one checklist item.' }]);
  const twice = await server.call('add_onboarding_template', { provider_id: providerId, name: 'Twice', items: [{ title: 'A' }, { title: 'a' }] }, { token });
  assert.equal(twice.data.fields, [{ path: 'items', message: 'Each item title once.' }]);
  const gone = await server.call('delete_onboarding_template', { onboarding_template_id: made.data.template.id }, { token });
  assert.is(gone.err, 0);
});

test('onboarding files: uploaded as multipart and checked by content, listed as file_list, downloaded, deleted', async ({ server, token, providerId }) => {
  const added = await multipart(server, 'file_onboarding_add', { provider_id: providerId, title: 'Staff handbook 2026' }, ['handbook.pdf', PDF, 'application/pdf'], token);
  assert.is(added.err, 0, added.msg);
  assert.equal([added.data.file.title, added.data.file.type, added.data.file.size, added.data.file.file_name], ['Staff handbook 2026', 'pdf', PDF.byteLength, 'handbook.pdf']);
  const listed = await server.call('file_onboarding_list', { provider_id: providerId }, { token });
  assert.ok(listed.data.file_list.some((f: any) => f.id === added.data.file.id));
  const fetched = await server.call('file_onboarding_download', { onboarding_file_id: added.data.file.id }, { token });
  assert.equal(Buffer.from(fetched.data.content_base64, 'base64'), Buffer.from(PDF));

  const fake = await multipart(server, 'file_onboarding_add', { provider_id: providerId }, ['policy.pdf', new TextEncoder().encode('just text'), 'application/pdf'], token);
  assert.is(fake.status, 400);
  assert.match(fake.data.fields[0].message, /judged by its content/);
  const noFile = await multipart(server, 'file_onboarding_add', { provider_id: providerId }, null, token);
  assert.equal([noFile.status, noFile.data.fields[0].path], [400, 'file']);

  const gone = await server.call('file_onboarding_delete', { onboarding_file_id: added.data.file.id }, { token });
  assert.is(gone.err, 0, gone.msg);
  const after = await server.call('file_onboarding_list', { provider_id: providerId }, { token });
  assert.not.ok(after.data.file_list.some((f: any) => f.id === added.data.file.id));
  const [kept] = await server.database.db.select().from(onboardingFiles).where(eq(onboardingFiles.id, added.data.file.id));
  assert.ok(kept.deletedAt, 'the row is kept, marked deleted');
  const again = await server.call('file_onboarding_delete', { onboarding_file_id: added.data.file.id }, { token });
  assert.is(again.status, 404);
});

test.run();
