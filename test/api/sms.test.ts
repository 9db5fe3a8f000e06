// SMS over HTTP: a batch from a pasted sheet with placeholders and bad rows (preview, send, per-row
// report, outbox rows for exactly the good rows with their rendered text, scheduling, the same batch sent
// again texting nobody twice); single sends with spec §5 phone messages; staff sends; conversations,
// staff history and the SMS notice list.
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outbox, smsMessages, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('sms');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

// As a spreadsheet copies it: tab-separated, a heading row, phones written every way people write them.
const SHEET = [
  'First Name\tSurname\tMobile\tSite',
  'Aroha\tNgata\t0412 345 671\tRosewood House',
  'Ben\tTaylor\t+61 412345672\tBanksia Lodge',
  'Chloe\tNguyen\t04123\tWattle Grove',
  '\t\t\t',
  'Dev\tPatel\t412345674\t',
  'Emma\tBrown\t0412-345-671\tRosewood House',
].join('\n');
const TEMPLATE = 'Hi {{first_name}}, shifts at {{site|our homes}} this week. Reply YES.';

const outboxFor = (server: TestServer, recipients: string[]) =>
  server.database.db.select().from(outbox).where(and(eq(outbox.channel, 'sms'), inArray(outbox.recipient, recipients))).orderBy(asc(outbox.id));

test('batch preview: every row rendered, the bad ones with their problem, the policy said before sending', async ({ server, token }) => {
  const preview = await server.call('batch_send_sms_preview', { sheet_data: SHEET, message: TEMPLATE }, { token });
  assert.is(preview.err, 0, preview.msg);
  const d = preview.data;
  assert.is(d.to_column, 'Mobile', 'the phone column is found by its heading');
  assert.equal(d.columns, ['First Name', 'Surname', 'Mobile', 'Site']);
  assert.equal(d.rows.map((r: any) => r.row), [2, 3, 4, 6, 7], 'rows keep the sheet line numbers; the blank row is left out');
  assert.is(d.rows[0].message, 'Hi Aroha, shifts at Rosewood House this week. Reply YES.');
  assert.is(d.rows[0].recipient, '+61412345671');
  assert.is(d.rows[1].recipient, '+61412345672');
  assert.equal(d.rows[2].problems, [{ field: 'Mobile', message: 'Phone number is invalid.' }]);
  assert.is(d.rows[3].message, 'Hi Dev, shifts at our homes this week. Reply YES.', 'an empty cell takes the fallback');
  assert.is(d.rows[3].recipient, '+61412345674', 'a mobile whose 0 a spreadsheet dropped');
  assert.equal(d.rows[4].problems, [{ field: 'Mobile', message: 'Same phone number as row 2: sent once.' }]);
  assert.equal(d.summary, { rows: 5, sendable: 3, skipped: 2, segments: 3 });
  assert.match(d.policy, /^3 messages are sent now; 2 skipped \(rows with a problem/);
  assert.equal(d.problems, []);
  assert.is(d.rows[0].segments, 1);
  assert.is(d.rows[0].encoding, 'GSM-7');
});

test('batch preview: whole-batch problems name their field; empty placeholders, long and unicode messages per row', async ({ server, token }) => {
  const unknown = await server.call('batch_send_sms_preview', { sheet_data: SHEET, message: 'Hi {{frist_name}}' }, { token });
  assert.is(unknown.err, 0);
  assert.equal(unknown.data.problems.map((p: any) => p.field), ['message']);
  assert.match(unknown.data.problems[0].message, /^Unknown placeholder \{\{frist_name\}\}: the sheet has no column of that name\. Its columns: 'First Name'/);
  assert.equal(unknown.data.rows[0].problems, [{ field: 'message', message: 'Unknown placeholder {{frist_name}}.' }]);
  assert.is(unknown.data.summary.sendable, 0);

  const noPhone = await server.call('batch_send_sms_preview', { sheet_data: 'name,email\nA,a@b.co', message: 'Hi {{name}}' }, { token });
  assert.is(noPhone.data.problems[0].field, 'to');
  const wrongTo = await server.call('batch_send_sms_preview', { sheet_data: SHEET, to: 'Phone', message: 'Hi' }, { token });
  assert.match(wrongTo.data.problems[0].message, /^To: the sheet has no column 'Phone'/);

  const csv = 'first_name,phone,note\n"Lee, Jr",0412000001,\nMia,0412000002,"long"';
  const long = await server.call('batch_send_sms_preview', { sheet_data: csv, message: `Hi {{first_name}} {{note}} ${'x'.repeat(1600)}` }, { token });
  assert.equal(long.data.rows[0].problems.map((p: any) => p.message), ['note is empty in this row.', 'Message is too long: 11 SMS parts (at most 10).']);
  const unicode = await server.call('batch_send_sms_preview', { sheet_data: csv, message: 'Hi {{first_name}} 👋 see you' }, { token });
  assert.is(unicode.data.rows[0].message, 'Hi Lee, Jr 👋 see you', 'a quoted CSV cell keeps its comma');
  assert.equal([unicode.data.rows[0].encoding, unicode.data.rows[0].segments], ['UCS-2', 1]);

  const past = await server.call('batch_send_sms_preview', { sheet_data: SHEET, message: TEMPLATE, request_time: '2020-01-01T09:00:00+10:00' }, { token });
  assert.equal(past.data.problems, [{ field: 'request_time', message: 'Request time must be in the future.' }]);
  const empty = await server.call('batch_send_sms_preview', { sheet_data: '   ', message: TEMPLATE }, { token });
  assert.is(empty.status, 400);
  assert.is(empty.data.fields[0].path, 'sheet_data');
});

test('batch send: the good rows are queued with their text, the bad ones reported; the same batch again texts nobody twice', async ({ server, token }) => {
  const recipients = ['+61412345671', '+61412345672', '+61412345674'];
  const before = (await outboxFor(server, recipients)).length;
  const sent = await server.call('batch_send_sms', { sheet_data: SHEET, message: TEMPLATE, batch_key: 'test-batch-0001' }, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.is(sent.data.batch.already_sent, false);
  assert.equal(sent.data.rows.map((r: any) => [r.row, r.status]), [[2, 'queued'], [3, 'queued'], [4, 'skipped'], [6, 'queued'], [7, 'skipped']]);
  assert.equal(sent.data.rows[2].problems, [{ field: 'Mobile', message: 'Phone number is invalid.' }]);
  assert.equal(sent.data.summary, { rows: 5, sendable: 3, skipped: 2, segments: 3 });

  const queued = (await outboxFor(server, recipients)).slice(before);
  assert.equal(queued.map((m) => [m.recipient, m.body]), [
    ['+61412345671', 'Hi Aroha, shifts at Rosewood House this week. Reply YES.'],
    ['+61412345672', 'Hi Ben, shifts at Banksia Lodge this week. Reply YES.'],
    ['+61412345674', 'Hi Dev, shifts at our homes this week. Reply YES.'],
  ]);
  const keys = await server.database.db.select({ key: smsMessages.idempotencyKey }).from(smsMessages).where(eq(smsMessages.batchId, sent.data.batch.id)).orderBy(asc(smsMessages.id));
  assert.equal(keys.map((k) => k.key), [2, 3, 6].map((row) => `sms-batch:${sent.data.batch.id}:${row}`));

  const again = await server.call('batch_send_sms', { sheet_data: SHEET, message: TEMPLATE, batch_key: 'test-batch-0001' }, { token });
  assert.is(again.err, 0, again.msg);
  assert.is(again.data.batch.already_sent, true);
  assert.is(again.data.batch.id, sent.data.batch.id);
  assert.equal(again.data.rows, sent.data.rows, 'the same report');
  const withoutKey = await server.call('batch_send_sms', { sheet_data: `${SHEET}\n`, message: TEMPLATE }, { token });
  assert.equal([withoutKey.data.batch.already_sent, withoutKey.data.batch.id], [true, sent.data.batch.id], 'without a key, the same sheet and message within a day is the same batch');
  assert.is((await outboxFor(server, recipients)).length, before + 3, 'each good row once');
  const onPurpose = await server.call('batch_send_sms', { sheet_data: SHEET, message: TEMPLATE, batch_key: 'test-batch-0002' }, { token });
  assert.equal([onPurpose.data.batch.already_sent, onPurpose.data.summary.sendable], [false, 3], 'a new key sends it again on purpose');
  assert.is((await outboxFor(server, recipients)).length, before + 6);
  const reused = await server.call('batch_send_sms', { sheet_data: SHEET, message: 'Other text', batch_key: 'test-batch-0001' }, { token });
  assert.is(reused.status, 409);
});

test('batch send: refused whole when the batch has a problem or no row can go; scheduled rows wait for their time', async ({ server, token }) => {
  const count = async () => (await server.database.db.select({ id: outbox.id }).from(outbox)).length;
  const start = await count();
  const unknown = await server.call('batch_send_sms', { sheet_data: SHEET, message: 'Hi {{nickname}}' }, { token });
  assert.equal([unknown.status, unknown.data.fields.map((f: any) => f.path)], [400, ['message']]);
  const allBad = await server.call('batch_send_sms', { sheet_data: 'name\tmobile\nA\t123\nB\t', message: 'Hi {{name}}' }, { token });
  assert.equal([allBad.status, allBad.data.fields[0].path], [400, 'sheet_data']);
  assert.match(allBad.msg, /No row can be sent/);
  const past = await server.call('batch_send_sms', { sheet_data: SHEET, message: TEMPLATE, request_time: '2020-01-01T09:00:00Z' }, { token });
  assert.equal([past.status, past.data.fields], [400, [{ path: 'request_time', message: 'Request time must be in the future.' }]]);
  const badTime = await server.call('batch_send_sms', { sheet_data: SHEET, message: TEMPLATE, request_time: 'tomorrow' }, { token });
  assert.equal(badTime.data.fields[0].path, 'request_time');
  assert.is(await count(), start, 'nothing refused was queued');

  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setUTCMinutes(0, 0, 0);
  const scheduled = await server.call('batch_send_sms', { sheet_data: 'first_name,phone\nZoe,+64 0211234567\nYan,+44 07123456789', message: 'Hi {{first_name}}', request_time: at.toISOString() }, { token });
  assert.is(scheduled.err, 0, scheduled.msg);
  assert.equal(scheduled.data.rows.map((r: any) => [r.recipient, r.status]), [['+64211234567', 'scheduled'], ['+447123456789', 'scheduled']]);
  assert.is(scheduled.data.batch.request_time, at.toISOString());
  const notices = await server.call('sms_notice_list', { scheduled: true }, { token });
  assert.ok(notices.data.list.some((m: any) => m.phone === '+64211234567' && m.state === 'scheduled' && m.scheduled_for));
});

test('send_sms_by_phone_number: spec §5 international rules and messages; the message joins its number\'s conversation', async ({ server, token }) => {
  const missing = await server.call('send_sms_by_phone_number', { phone: ' ', message: 'Hello' }, { token });
  assert.equal(missing.data.fields, [{ path: 'phone', message: 'Phone number is required.' }]);
  for (const phone of ['0412345678', '+61 04123', '+1 2025550123', '+64 0312345678', '+353 0812345678']) {
    const bad = await server.call('send_sms_by_phone_number', { phone, message: 'Hello' }, { token });
    assert.equal(bad.data.fields, [{ path: 'phone', message: 'Phone number is invalid.' }], phone);
  }
  const noText = await server.call('send_sms_by_phone_number', { phone: '+61 0412999001', message: '  ' }, { token });
  assert.equal(noText.data.fields, [{ path: 'message', message: 'Message is required.' }]);

  const first = await server.call('send_sms_by_phone_number', { phone: '+61 0412999001', message: 'Are you free on Friday?' }, { token });
  assert.is(first.err, 0, first.msg);
  assert.equal([first.data.message.phone, first.data.message.origin, first.data.message.state], ['+61412999001', 'single', 'queued']);
  const second = await server.call('send_sms_by_phone_number', { phone: '+61 412999001', message: 'Reply YES or NO please.' }, { token });
  assert.is(second.data.message.conversation_id, first.data.message.conversation_id, 'one conversation however the number is written');
  for (const phone of ['+64 0211234567', '+44 7123456789', '+353 871234567']) {
    const ok = await server.call('send_sms_by_phone_number', { phone, message: 'Hello' }, { token });
    assert.is(ok.err, 0, `${phone}: ${ok.msg}`);
  }
  const queued = await server.database.db.select().from(outbox).where(eq(outbox.recipient, '+61412999001')).orderBy(asc(outbox.id));
  assert.equal(queued.map((m) => m.body), ['Are you free on Friday?', 'Reply YES or NO please.']);

  const contacts = await server.call('sms_conversation_contact_list', { keyword: '0412 999 001' }, { token });
  assert.is(contacts.err, 0, contacts.msg);
  assert.equal(contacts.data.list.map((c: any) => [c.phone, c.message_count, c.last_body]), [['+61412999001', 2, 'Reply YES or NO please.']]);
  const thread = await server.call('sms_conversation_message_list', { conversation_id: contacts.data.list[0].id }, { token });
  assert.equal(thread.data.list.map((m: any) => m.body), ['Are you free on Friday?', 'Reply YES or NO please.'], 'oldest first');
  const none = await server.call('sms_conversation_message_list', { conversation_id: 99_999_999 }, { token });
  assert.is(none.status, 404);
});

test('send_sms_to_staff fills the person\'s placeholders; history lists it; seeded conversations carry replies', async ({ server, token }) => {
  const [person] = await server.database.db.select().from(staff).where(and(eq(staff.status, 10), like(staff.phone, '04%'))).orderBy(asc(staff.id)).limit(1);
  const sent = await server.call('send_sms_to_staff', { staff_id: person.id, message: 'Hi {{first_name}}, your new roster is in the app.' }, { token });
  assert.is(sent.err, 0, sent.msg);
  assert.is(sent.data.message.body, `Hi ${person.firstName}, your new roster is in the app.`);
  assert.equal([sent.data.message.phone, sent.data.message.staff_id, sent.data.message.origin], [`+61${person.phone.slice(1)}`, person.id, 'staff']);
  const unknown = await server.call('send_sms_to_staff', { staff_id: person.id, message: 'Hi {{nickname}}' }, { token });
  assert.is(unknown.data.fields[0].path, 'message');
  const missing = await server.call('send_sms_to_staff', { staff_id: 99_999_999, message: 'Hi' }, { token });
  assert.is(missing.status, 404);

  const history = await server.call('send_sms_staff_history', { staff_id: person.id }, { token });
  assert.is(history.err, 0, history.msg);
  assert.is(history.data.list[0].body, sent.data.message.body, 'newest first');
  assert.ok(history.data.list.every((m: any) => m.staff_id === person.id));
  assert.is(history.data.list[0].staff_name, `${person.firstName} ${person.surname}`);

  const replies = await server.call('sms_notice_list', { direction: 'in', page_size: 5 }, { token });
  assert.ok(replies.data.total > 0, 'the demo has replies');
  assert.ok(replies.data.list.every((m: any) => m.direction === 'in' && m.state === 'received'));
  const contacts = await server.call('sms_conversation_contact_list', {}, { token });
  assert.ok(contacts.data.total > 10);
  const anonymous = await server.call('sms_conversation_contact_list', {});
  assert.is(anonymous.status, 401);
});

test('a message\'s state is its outbox row\'s: kept when no SMS provider is configured, sent, failed, cancelled, queued', async ({ server, token }) => {
  const db = server.database.db;
  const texts = ['State kept', 'State sent', 'State failed', 'State cancelled', 'State queued'];
  const ids: number[] = [];
  for (const message of texts) {
    const sent = await server.call('send_sms_by_phone_number', { phone: '+61 0412999077', message }, { token });
    assert.is(sent.err, 0, sent.msg);
    ids.push(sent.data.message.id);
  }
  const keyOf = async (id: number) => (await db.select({ key: smsMessages.idempotencyKey }).from(smsMessages).where(eq(smsMessages.id, id)))[0]!.key!;
  // As the delivery worker leaves them: the built-in transport ('outbox') marks a message sent without sending it.
  const outcomes = [{ status: 'sent', provider: 'outbox' }, { status: 'sent', provider: 'http-sms' }, { status: 'failed', provider: 'http-sms' }, { status: 'cancelled', provider: null }];
  for (const [i, set] of outcomes.entries()) await db.update(outbox).set(set).where(eq(outbox.idempotencyKey, await keyOf(ids[i]!)));
  const listed = await server.call('sms_notice_list', { keyword: 'State ', page_size: 20 }, { token });
  assert.is(listed.err, 0, listed.msg);
  const stateOf = (body: string) => listed.data.list.find((m: { body: string }) => m.body === body)?.state;
  assert.equal(texts.map(stateOf), ['kept', 'sent', 'failed', 'cancelled', 'queued']);
  const thread = await server.call('sms_conversation_message_list', { conversation_id: listed.data.list[0].conversation_id }, { token });
  assert.is(thread.err, 0, thread.msg);
  assert.ok(thread.data.list.some((m: { body: string; state: string }) => m.body === 'State kept' && m.state === 'kept'), 'the conversation says the same');
});

test.run();
