// Nobody gets the same text twice in one run (issue 22 §1): a macro or bulk run whose rows name the same
// person twice texts them once. The second text of a run is refused in words (and that call's other changes
// roll back), the macro's dry run says so before anything is sent, and a new run may text them again.
import { and, eq, inArray } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, outbox, staff } from '../../src/server/db/schema';
import { readLoosePhone } from '../../src/domain/sms/sms-phone';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('one-text-per-run');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const db = (server: TestServer) => server.database.db;
const RUN_GROUP = 'x-run-group';

/** A staff member with a phone the SMS rules accept, and two of their applications. */
async function personWithTwoApplications(server: TestServer, skip = 0) {
  const rows = await db(server).select({ staffId: applications.staffId, id: applications.id }).from(applications).orderBy(applications.staffId, applications.id);
  const byStaff = new Map<number, number[]>();
  for (const r of rows) byStaff.set(r.staffId, [...(byStaff.get(r.staffId) ?? []), r.id]);
  const people = await db(server).select().from(staff).where(inArray(staff.id, [...byStaff.keys()]));
  const textable = people.filter((p) => byStaff.get(p.id)!.length >= 2 && readLoosePhone(p.phone).recipient).sort((a, b) => a.id - b.id);
  const person = textable[skip];
  assert.ok(person, 'the seed has a person with a mobile and two applications');
  return { person, recipient: readLoosePhone(person.phone).recipient!, applicationIds: byStaff.get(person.id)!.slice(0, 2) };
}

const textsTo = async (server: TestServer, recipient: string) =>
  (await db(server).select().from(outbox).where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, recipient)))).length;

test('two calls of one run texting the same person: the second is refused in words; another run may text them', async ({ server, token }) => {
  const { person, recipient } = await personWithTwoApplications(server);
  const before = await textsTo(server, recipient);
  const send = (group: string) => server.call('send_sms_to_staff', { staff_id: person.id, message: 'Shifts this week: reply YES.' }, { token, headers: { [RUN_GROUP]: group } });
  const first = await send('macro-run-1');
  assert.is(first.err, 0, first.msg);
  const second = await send('macro-run-1');
  assert.is(second.err, 409);
  assert.match(second.msg, /already gets this text from this run/);
  assert.not.match(second.msg, /run_group|outbox|sms\./);
  assert.is(await textsTo(server, recipient), before + 1, 'one text queued for the run');
  // Another text to them in the same run goes (two cancelled shifts are two different texts).
  const different = await server.call('send_sms_to_staff', { staff_id: person.id, message: 'Your Friday shift is cancelled.' }, { token, headers: { [RUN_GROUP]: 'macro-run-1' } });
  assert.is(different.err, 0, different.msg);
  const nextRun = await send('macro-run-2');
  assert.is(nextRun.err, 0, nextRun.msg);
  // Without a run (a person at the keys twice) nothing is refused.
  assert.is((await server.call('send_sms_to_staff', { staff_id: person.id, message: 'Again' }, { token })).err, 0);
  assert.is(await textsTo(server, recipient), before + 4);
});

test("a macro's dry run over two rows naming one person refuses the second text, and sends nothing", async ({ server, token }) => {
  const { person, recipient, applicationIds } = await personWithTwoApplications(server, 1);
  const before = await textsTo(server, recipient);
  const text = `@name text the applicant\nsms.sendToStaff staff_id={{row.staff_id}} message="Shifts this week: reply YES."`;
  const rows = applicationIds.map((id) => ({ id, staff_id: person.id }));
  const dry = await server.call('dry_run_macro', { text, rows }, { token });
  assert.is(dry.err, 0, dry.msg);
  const [a, b] = dry.data.rows;
  assert.ok(a.ok, JSON.stringify(a));
  assert.not.ok(b.ok);
  assert.match(b.steps[0].msg, /already gets this text from this run/);
  assert.is(await textsTo(server, recipient), before, 'a dry run sends nothing');
  // Who gets what and what it costs, in all: one text (the second was refused), to one person.
  assert.equal(dry.data.messages.sms, { count: 1, people: 1, segments: 1, cost_cents: 8 });
  assert.is(a.steps[0].messages[0].body, 'Shifts this week: reply YES.');
});

test.run();
