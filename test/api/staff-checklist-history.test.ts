import { asc, eq, isNull } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { staff, staffForms } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx { server: TestServer; token: string; fresh: number[] }
const history = suite<Ctx>('checklist item history');

history.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  // People none of whose forms were ever saved: each test takes its own.
  const rows = await ctx.server.database.db.select({ id: staff.id }).from(staff).leftJoin(staffForms, eq(staffForms.staffId, staff.id)).where(isNull(staffForms.id)).orderBy(asc(staff.id)).limit(10);
  ctx.fresh = rows.map((r) => r.id);
});
history.after(async (ctx) => ctx.server.close());

type Event = { item: string; done: boolean; was_done: boolean; detail: string; previous_detail: string; form: string; api: string; changed_by: string | null; changed_at: string };
const read = async (server: TestServer, token: string, args: Record<string, unknown>) => (await server.call('checklist_item_history', args, { token })).data.list as Event[];
async function saveMaterials(server: TestServer, token: string, staffId: number, patch: Record<string, unknown>) {
  const info = await server.call('get_staff_form_info', { staff_id: staffId }, { token });
  const answer = await server.call('modify_form_materials', { staff_id: staffId, version: info.data.form_materials.version, ...patch }, { token });
  assert.is(answer.err, 0, answer.msg);
}

history('each form save that moves an item is one event: who, when, from what to what, newest first', async ({ server, token, fresh }) => {
  const id = fresh[0];
  assert.equal(await read(server, token, { staff_id: id }), [], 'nothing saved, nothing changed');
  await saveMaterials(server, token, id, { identity_verification: 'verified' });
  await saveMaterials(server, token, id, { covid_vaccination_evidence: 'verified' });
  await saveMaterials(server, token, id, { flu_vaccination_evidence: 'verified', reviewer_note: 'Both certificates sighted.' });
  const list = await read(server, token, { staff_id: id });
  assert.equal(list.map((e) => [e.item, e.was_done, e.done]), [
    ['vaccinations', false, true],
    ['vaccinations', false, false],
    ['identity_verified', false, true],
  ]);
  const [flu, covid, identity] = list;
  assert.is(covid.previous_detail, 'COVID-19 and flu evidence outstanding');
  assert.is(covid.detail, 'flu evidence outstanding', 'a step towards done is a change too');
  assert.is(flu.detail, 'COVID-19 and flu verified');
  assert.is(identity.detail, 'Identity document verified');
  for (const e of list) {
    assert.is(e.form, 'materials');
    assert.is(e.api, 'modify_form_materials');
    assert.is(e.changed_by, 'Administrator');
    assert.ok(Date.now() - Date.parse(e.changed_at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) < 60_000, e.changed_at);
  }
});

history('unticking is an event, a save that moves no item is none, and item keeps one item', async ({ server, token, fresh }) => {
  const id = fresh[1];
  await saveMaterials(server, token, id, { identity_verification: 'verified' });
  await saveMaterials(server, token, id, { reviewer_note: 'Passport sighted in person.' });
  await saveMaterials(server, token, id, { identity_verification: 'verifying', covid_vaccination_evidence: 'verified' });
  const all = await read(server, token, { staff_id: id });
  assert.equal(all.map((e) => [e.item, e.done]), [['identity_verified', false], ['vaccinations', false], ['identity_verified', true]]);
  assert.is(all[0].detail, 'Identity verifying');
  const one = await read(server, token, { staff_id: id, item: 'identity_verified' });
  assert.equal(one.map((e) => [e.was_done, e.done]), [[true, false], [false, true]]);
});

history('saves of other forms interleave: each is judged with the others as they were then', async ({ server, token, fresh }) => {
  const id = fresh[2];
  const info = async () => (await server.call('get_staff_form_info', { staff_id: id }, { token })).data;
  let answer = await server.call('modify_form_onboarding', { staff_id: id, version: 0, uniform_issued: true, uniform_size: 'm' }, { token });
  assert.is(answer.err, 0, answer.msg);
  answer = await server.call('modify_form_onboarding', { staff_id: id, version: (await info()).form_onboarding.version, id_badge_issued: true }, { token });
  assert.is(answer.err, 0, answer.msg);
  await saveMaterials(server, token, id, { identity_verification: 'verified' });
  const list = await read(server, token, { staff_id: id });
  assert.equal(list.map((e) => [e.form, e.item, e.done]), [
    ['materials', 'identity_verified', true],
    ['onboarding', 'uniform_and_badge', true],
    ['onboarding', 'uniform_and_badge', false],
  ]);
  assert.is(list[2].previous_detail, 'Uniform and ID badge not issued');
  assert.is(list[2].detail, 'ID badge not issued');
  // The history ends where the form info is now.
  const now = (await info()).checklist_info.items.filter((i: { key: string }) => ['identity_verified', 'uniform_and_badge'].includes(i.key));
  assert.ok(now.every((i: { done: boolean }) => i.done));
});

history('bad input names the field; a missing person is named', async ({ server, token, fresh }) => {
  const bad = await server.call('checklist_item_history', { staff_id: fresh[3], item: 'coffee' }, { token });
  assert.is(bad.err, 400);
  assert.is(bad.data.fields[0].path, 'item');
  assert.match(bad.data.fields[0].message, /^Item must be one of application_answered, identity_verified, police_check, /);
  const noId = await server.call('checklist_item_history', {}, { token });
  assert.equal(noId.data.fields, [{ path: 'staff_id', message: 'Staff id is required.' }]);
  const missing = await server.call('checklist_item_history', { staff_id: 9999999 }, { token });
  assert.is(missing.err, 404);
  assert.is(missing.msg, 'Staff 9999999 not found.');
});

history('seeded people have a lively history that ends where their checklist is now', async ({ server, token }) => {
  const enabled = (await server.call('get_enabled_staff_list', { page_size: 30 }, { token })).data.list as { id: number }[];
  let withHistory = 0;
  for (const { id } of enabled) {
    const list = await read(server, token, { staff_id: id });
    if (!list.length) continue;
    withHistory++;
    const times = list.map((e) => e.changed_at);
    assert.equal(times, [...times].sort().reverse(), 'newest first');
    const now = (await server.call('get_staff_form_info', { staff_id: id }, { token })).data.checklist_info.items as { key: string; done: boolean }[];
    for (const item of now) {
      const latest = list.find((e) => e.item === item.key);
      // Date rules (a police check ageing past three years) can move an item without a save.
      if (latest && !['police_check', 'visa_check'].includes(item.key)) assert.is(latest.done, item.done, `${id} ${item.key}`);
    }
  }
  assert.ok(withHistory >= 10, `most enabled workers have a history (${withHistory} of ${enabled.length})`);
});

history.run();
