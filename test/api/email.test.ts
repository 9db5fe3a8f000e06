// Notification emails over HTTP: templates (placeholders checked, HTML sanitised, versioned, unique
// names), the preview renders what is sent, a send queues one message per recipient through the
// messenger and lands in the email notice list; bad input is refused by field and leaves nothing behind.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emailSends, emailTemplates, outbox, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('email');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

test('templates: seeded ones list with the placeholders; save sanitises, versions and keeps names unique', async ({ server, token }) => {
  const listed = await server.call('get_aanotification_email_template', {}, { token });
  assert.is(listed.err, 0, listed.msg);
  assert.ok(listed.data.template_list.length >= 3, 'seeded templates');
  assert.ok(listed.data.placeholders.includes('first_name'));

  const made = await server.call('save_aanotification_email_template', {
    name: 'Shift reminder', subject: 'Tomorrow, {{first_name}}',
    body: '<p onclick="steal()">Hi {{first_name}}, <a href="javascript:alert(1)">this</a> and <a href="https://example.com">that</a></p><script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe><h3 style="position:fixed">Heading</h3>',
  }, { token });
  assert.is(made.err, 0, made.msg);
  const body: string = made.data.template.body;
  assert.not.match(body, /onclick|javascript:|<script|evil\.example|position:fixed/, `sanitised: ${body}`);
  assert.match(body, /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">that<\/a>/);
  assert.match(body, /<h3>Heading<\/h3>/);
  assert.is(made.data.template.version, 1);

  const edited = await server.call('save_aanotification_email_template', { template_id: made.data.template.id, version: 1, name: 'Shift reminder', subject: 'Tomorrow at {{suburb}}', body }, { token });
  assert.equal([edited.err, edited.data.template.version, edited.data.template.subject], [0, 2, 'Tomorrow at {{suburb}}']);
  const stale = await server.call('save_aanotification_email_template', { template_id: made.data.template.id, version: 1, name: 'Shift reminder', subject: 'Late', body }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, 2]);
  const noVersion = await server.call('save_aanotification_email_template', { template_id: made.data.template.id, name: 'Shift reminder', subject: 'x', body }, { token });
  assert.equal(noVersion.data.fields.map((f: any) => f.path), ['version']);
  const clash = await server.call('save_aanotification_email_template', { name: 'SHIFT REMINDER', subject: 'x', body: '<p>y</p>' }, { token });
  assert.equal([clash.status, clash.data.fields[0].path], [400, 'name']);

  const one = await server.call('get_aanotification_email_template', { template_id: made.data.template.id }, { token });
  assert.equal(one.data.template_list.map((t: any) => t.id), [made.data.template.id]);
  const gone = await server.call('delete_aanotification_email_template', { template_id: made.data.template.id }, { token });
  assert.is(gone.err, 0, gone.msg);
  const missing = await server.call('get_aanotification_email_template', { template_id: made.data.template.id }, { token });
  assert.is(missing.status, 404);
});

test('templates refuse unknown placeholders, empty bodies and missing fields, naming each field', async ({ server, token }) => {
  const bad = await server.call('save_aanotification_email_template', { name: '', subject: 'Hi {{firstname}}', body: '<p>{{ nickname }} and {{first_name}}</p>' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path), ['name', 'subject', 'body']);
  assert.match(bad.data.fields[1].message, /^Subject uses an unknown placeholder \{\{firstname\}\}\. Use \{\{first_name\}\}/);
  assert.match(bad.data.fields[2].message, /^Body uses an unknown placeholder \{\{nickname\}\}/);
  const empty = await server.call('save_aanotification_email_template', { name: 'Empty', subject: 'x', body: '<script>x()</script><p onclick="y()"></p>' }, { token });
  assert.equal(empty.data.fields, [{ path: 'body', message: 'Body is required: write the email.' }]);
  const kept = await server.database.db.select({ id: emailTemplates.id }).from(emailTemplates).where(inArray(emailTemplates.name, ['', 'Empty']));
  assert.is(kept.length, 0);
});

test('preview renders per recipient with escaped values; send queues one email each and lists the send', async ({ server, token }) => {
  const db = server.database.db;
  const [person] = await db.select({ id: staff.id, first: staff.firstName, email: staff.email }).from(staff).where(sql`${staff.email} <> ''`).orderBy(staff.id).limit(1);
  // A name with markup in it must arrive as text.
  await db.update(staff).set({ firstName: '<b>Ann</b>' }).where(eq(staff.id, person.id));
  const args = { staff_id: person.id, subject: 'Hello {{first_name}}', body: '<p>Dear {{ first_name }}, your email is {{email}}.</p><script>x</script>' };
  const preview = await server.call('send_aanotification_email_preview', args, { token });
  assert.is(preview.err, 0, preview.msg);
  assert.equal([preview.data.recipient_count, preview.data.without_email], [1, 0]);
  const [sample] = preview.data.samples;
  assert.is(sample.subject, 'Hello <b>Ann</b>', 'the subject is plain text');
  assert.is(sample.body, `<p>Dear &lt;b&gt;Ann&lt;/b&gt;, your email is ${person.email}.</p>`);

  const sent = await server.call('send_aanotification_email', args, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.equal([sent.data.send.target, sent.data.send.staff_id, sent.data.send.recipient_count], ['staff', person.id, 1]);
  const mails = await db.select().from(outbox).where(eq(outbox.subject, 'Hello <b>Ann</b>'));
  assert.is(mails.length, 1);
  assert.equal([mails[0].channel, mails[0].recipient, mails[0].body], ['email', person.email, sample.body], 'what was previewed is what is sent');

  const listed = await server.call('email_notice_list', { target: 'staff' }, { token });
  assert.is(listed.data.list[0].id, sent.data.send.id);
  assert.is(listed.data.list[0].staff_name, '<b>Ann</b> ' + (await db.select({ s: staff.surname }).from(staff).where(eq(staff.id, person.id)))[0].s);
});

test('a group email reaches exactly the group\'s people with an address', async ({ server, token }) => {
  const db = server.database.db;
  const group = { status: [9], state: 'QLD' };
  const people = await db.select({ id: staff.id, email: staff.email }).from(staff).where(and(eq(staff.status, 9), eq(staff.state, 'QLD'), sql`trim(${staff.email}) <> ''`));
  assert.ok(people.length > 0 && people.length < 500, `a small demo group (${people.length})`);
  const templates = await server.call('get_aanotification_email_template', {}, { token });
  const template = templates.data.template_list[0];
  const args = { group, template_id: template.id, subject: 'Onboarding in {{state}}', body: '<p>Hi {{first_name}}</p>' };
  const preview = await server.call('send_aanotification_email_preview', args, { token });
  assert.is(preview.data.recipient_count, people.length);
  assert.ok(preview.data.samples.length >= 1 && preview.data.samples.length <= 3);
  assert.ok(preview.data.samples.every((s: any) => s.subject === 'Onboarding in QLD'));
  const sent = await server.call('send_aanotification_email', args, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.equal([sent.data.send.target, sent.data.send.recipient_count, sent.data.send.template_name, sent.data.send.filters], ['group', people.length, template.name, group]);
  const mails = await db.select({ recipient: outbox.recipient }).from(outbox).where(eq(outbox.subject, 'Onboarding in QLD'));
  assert.equal(mails.map((m) => m.recipient).sort(), people.map((p) => p.email.trim()).sort());
});

test('send refuses a missing target, both targets, unknown people and templates, by field; nothing is queued', async ({ server, token }) => {
  const db = server.database.db;
  const before = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  const none = await server.call('send_aanotification_email', { subject: 'Nobody', body: '<p>x</p>' }, { token });
  assert.equal(none.data.fields, [{ path: 'staff_id', message: 'Choose a staff member or a group to send to.' }]);
  const both = await server.call('send_aanotification_email', { staff_id: 1, group: {}, subject: 'Both', body: '<p>x</p>' }, { token });
  assert.equal(both.data.fields.map((f: any) => f.path), ['group']);
  const unknownPerson = await server.call('send_aanotification_email', { staff_id: 99_999_999, subject: 'Ghost', body: '<p>x</p>' }, { token });
  assert.is(unknownPerson.status, 404);
  const unknownTemplate = await server.call('send_aanotification_email', { staff_id: 1, template_id: 99_999_999, subject: 'Ghost', body: '<p>x</p>' }, { token });
  assert.is(unknownTemplate.status, 404);
  const emptyGroup = await server.call('send_aanotification_email', { group: { keyword: 'no-such-person-zzz' }, subject: 'Empty', body: '<p>x</p>' }, { token });
  assert.equal([emptyGroup.status, emptyGroup.data.fields[0].path], [400, 'group']);
  const badGroup = await server.call('send_aanotification_email', { group: { state: 'Victoria', colour: 'red' }, subject: 'Bad', body: '<p>x</p>' }, { token });
  assert.equal(badGroup.data.fields.map((f: any) => f.path).sort(), ['group.colour', 'group.state']);
  const after = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  assert.is(after[0].n, before[0].n, 'nothing queued');
  const sends = await db.select({ id: emailSends.id }).from(emailSends).where(inArray(emailSends.subject, ['Nobody', 'Both', 'Ghost', 'Empty', 'Bad']));
  assert.is(sends.length, 0);
});

test.run();
