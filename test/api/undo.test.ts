// The undo journal over HTTP (issue 12, docs/undo.md): undo of one command (status, archive, tag) restores
// the row with audit rows; it survives a new session; it refuses, naming the record, when someone changed
// it since; a run group (X-Run-Group, or a bulk run) is undone as one step; nobody undoes another's step.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RUN_GROUP_HEADER } from '../../src/domain/command-source';
import { applications, auditLog, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';

const test = suite<{ server: TestServer; token: string; ids: number[] }>('undo');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const rows = await ctx.server.database.db.select({ id: applications.id }).from(applications).where(eq(applications.archived, false)).orderBy(applications.id).limit(12);
  ctx.ids = rows.map((r) => r.id);
});
test.after(async (ctx) => ctx.server.close());

const read = async (server: TestServer, id: number) => (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0];
const setStatus = (server: TestServer, id: number, status: number) =>
  server.database.db.update(applications).set({ status, archived: false }).where(eq(applications.id, id));
const change = async (server: TestServer, token: string, id: number, status: number, headers: Record<string, string> = {}) =>
  server.call('change_progress_status', { application_id: id, status, version: (await read(server, id)).version }, { token, headers });
const undoLast = (server: TestServer, token: string) => server.call('undo_last', {}, { token });
const newestStep = async (server: TestServer, token: string) => (await server.call('undo_history', { limit: 1 }, { token })).data.steps[0];
/** Undo of exactly the newest step (undo_last passes a refused one by and takes an older one). */
const undoNewest = async (server: TestServer, token: string) => server.call('undo_entry', { step: (await newestStep(server, token)).step }, { token });

test('a status change is undone: the status is back, with an audit row of the undo', async ({ server, token, ids }) => {
  const id = ids[0];
  await setStatus(server, id, 4); // Not fit → Shortlist, and Shortlist → Not fit is allowed back.
  const moved = await change(server, token, id, 2);
  assert.is(moved.err, 0, moved.msg);
  const preview = await server.call('undo_preview', {}, { token });
  assert.is(preview.err, 0, preview.msg);
  const [named] = await server.database.db.select({ first: staff.firstName, last: staff.surname }).from(staff).innerJoin(applications, eq(applications.staffId, staff.id)).where(eq(applications.id, id));
  const name = `${named.first} ${named.last}`;
  // Names and labels, never field codes: the preview says whose status goes from what to what.
  assert.is(preview.data.step.summary, `Change application status: ${name}, Not fit → Shortlist`);
  assert.equal(preview.data.step.records.map((r: any) => [r.kind, r.name]), [['application', name]]);
  assert.equal(preview.data.step.changes.map((c: any) => [c.field, c.from, c.to]), [['status', 4, 2]]);
  assert.is(preview.data.step.refusal, null);

  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  assert.is(undone.data.undone.command, 'application.changeStatus');
  const row = await read(server, id);
  assert.is(row.status, 4, 'the status it had before');
  assert.is(row.version, moved.data.version + 1, 'the undo is a write of its own');
  const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(2);
  assert.equal(audits.map((a) => [(a.before as any).status, (a.after as any).status]), [[2, 4], [4, 2]], 'the undo and the change, both audited');
  const [undoAudit] = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'undo.last')).orderBy(desc(auditLog.id)).limit(1);
  assert.ok(undoAudit, 'undo.last has its own audit row');
});

test('undo twice takes back the step before, never the undo itself; nothing left is said plainly', async ({ server, token, ids }) => {
  const id = ids[1];
  const before = await read(server, id);
  const archived = await server.call('change_application_archived', { application_id: id, archived: true, version: before.version }, { token });
  assert.is(archived.err, 0, archived.msg);
  const tagged = await server.call('add_staff_tag', { staff_id: before.staffId, tag: 'undo-test-tag' }, { token });
  assert.is(tagged.err, 0, tagged.msg);

  const first = await undoLast(server, token);
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.undone.command, 'tag.add');
  const [person] = await server.database.db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, before.staffId));
  assert.not.ok(person.tags.includes('undo-test-tag'), 'the tag is gone');

  const second = await undoLast(server, token);
  assert.is(second.err, 0, second.msg);
  assert.is(second.data.undone.command, 'application.setArchived');
  assert.is((await read(server, id)).archived, false, 'restored');

  const history = await server.call('undo_history', { limit: 5 }, { token });
  assert.is(history.err, 0, history.msg);
  assert.ok(history.data.steps.slice(0, 2).every((s: any) => s.undone), 'both marked undone');
  assert.not.ok(history.data.steps.some((s: any) => s.command.startsWith('undo.')), 'undos are not steps');
});

test('undo survives a reload: a new session of the same user undoes the earlier command', async ({ server, token, ids }) => {
  const id = ids[2];
  await setStatus(server, id, 2);
  assert.is((await change(server, token, id, 4)).err, 0);
  const again = await server.signIn(); // a reload, another tab: a new session
  const undone = await undoLast(server, again);
  assert.is(undone.err, 0, undone.msg);
  assert.is((await read(server, id)).status, 2);
});

test('a record changed since by someone else: refused, naming the record and the change; nothing written', async ({ server, token, ids }) => {
  const id = ids[3];
  await setStatus(server, id, 4);
  assert.is((await change(server, token, id, 2)).err, 0);
  const other = await accountOfType(server, token, 'super_account');
  assert.is((await change(server, other.token, id, 7)).err, 0, 'another user selects it');
  const audits = (await server.database.db.select().from(auditLog)).length;

  const refused = await undoNewest(server, token);
  assert.is(refused.status, 409, 'a conflict');
  assert.match(refused.msg, `(application ${id}) has changed since`);
  assert.match(refused.msg, 'Change application status');
  assert.is((await read(server, id)).status, 7, 'the other user\'s change stands');
  assert.is((await server.database.db.select().from(auditLog)).length, audits, 'no audit row for a refused undo');
  const preview = await server.call('undo_preview', {}, { token });
  assert.match(preview.data.skipped[0].refusal, `(application ${id}) has changed since`);
  assert.is.not(preview.data.step?.step, preview.data.skipped[0].step, 'undo offers an older step instead');
});

test('a way back the transition table forbids is refused with its reason', async ({ server, token, ids }) => {
  const id = ids[4];
  await setStatus(server, id, 1); // New → Shortlist; Shortlist cannot go back to New.
  assert.is((await change(server, token, id, 2)).err, 0);
  // Known when the step is taken, not only when undo is tried.
  const step = await newestStep(server, token);
  assert.is(step.reason, 'Shortlist → New is not a move');
  const refused = await undoNewest(server, token);
  assert.is(refused.status, 409);
  assert.match(refused.msg, /^Cannot undo 'Change application status' on .+: Shortlist → New is not a move\.$/);
  assert.is((await read(server, id)).status, 2);
});

test('a refused step does not block the older ones: undo passes it by, says why, and takes the next', async ({ server, token, ids }) => {
  const [older, newer] = [ids[10], ids[11]];
  await setStatus(server, older, 4);
  await setStatus(server, newer, 1);
  assert.is((await change(server, token, older, 2)).err, 0); // Not fit → Shortlist: can go back
  assert.is((await change(server, token, newer, 2)).err, 0); // New → Shortlist: cannot
  const preview = await server.call('undo_preview', {}, { token });
  assert.equal(preview.data.skipped.map((s: any) => [s.records[0].entity_id, s.reason]), [[String(newer), 'Shortlist → New is not a move']]);
  assert.is(preview.data.step.records[0].entity_id, String(older));
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  assert.is(undone.data.skipped.length, 1);
  assert.is((await read(server, older)).status, 4, 'the older step was taken back');
  assert.is((await read(server, newer)).status, 2, 'the refused one stands');
  // Pressed again: still not the refused step (the one before the older one, or nothing left).
  const again = await server.call('undo_preview', {}, { token });
  assert.ok(again.data.skipped.some((s: any) => s.records[0].entity_id === String(newer)));
});

test('a move by the advance key (and any move: op, step, bulk run) is journaled, and undone where the table allows', async ({ server, token, ids }) => {
  const [id, other] = [ids[6], ids[7]];
  await setStatus(server, id, 4);
  const advanced = await server.call('advance_application', { application_id: id, version: (await read(server, id)).version }, { token });
  assert.is(advanced.err, 0, advanced.msg);
  assert.is(advanced.data.status, 2);
  const step = await newestStep(server, token);
  assert.is(step.command, 'application.advance');
  assert.is(step.reason, null);
  assert.is((await undoLast(server, token)).err, 0);
  assert.is((await read(server, id)).status, 4, 'Shortlist → Not fit, back');

  await setStatus(server, other, 1);
  assert.is((await server.call('advance_application', { application_id: other, version: (await read(server, other)).version }, { token })).err, 0);
  assert.is((await newestStep(server, token)).reason, 'Shortlist → New is not a move');

  // A bulk run of the same key: one step, undone as one.
  const group = [ids[8], ids[9]];
  for (const g of group) await setStatus(server, g, 4);
  const started = await server.call('bulk_start', { command_id: 'application.advance', args: {}, target: { ids: group.map((g) => ({ id: g })) } }, { token });
  if (started.err !== 0) return assert.unreachable(`bulk_start: ${started.msg}`);
  for (let i = 0; i < 3; i++) await server.call('bulk_step', { run_id: started.data.id, batch_size: 10 }, { token });
  const run = await newestStep(server, token);
  assert.equal([run.step, run.calls], [`bulk:${started.data.id}`, 2]);
  assert.is((await undoLast(server, token)).data.undone.step, `bulk:${started.data.id}`);
  assert.ok((await Promise.all(group.map((g) => read(server, g)))).every((r) => r.status === 4));
});

test('a run group sent as X-Run-Group is undone as one step', async ({ server, token, ids }) => {
  const group = ids.slice(5, 9);
  for (const id of group) await setStatus(server, id, 4);
  const runGroup = `run-${process.pid}-a`;
  for (const id of group) assert.is((await change(server, token, id, 2, { [RUN_GROUP_HEADER]: runGroup })).err, 0);
  const preview = await server.call('undo_preview', {}, { token });
  assert.is(preview.data.step.step, runGroup);
  assert.is(preview.data.step.calls, 4);
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  const rows = await server.database.db.select().from(applications).where(inArray(applications.id, group));
  assert.ok(rows.every((r) => r.status === 4), 'all four back in one undo');
  const bad = await server.call('change_progress_status', {}, { token, headers: { [RUN_GROUP_HEADER]: 'bulk:1' } });
  assert.match(bad.msg, RUN_GROUP_HEADER);
});

test('a bulk run is undone as one step', async ({ server, token, ids }) => {
  const group = ids.slice(9, 12);
  for (const id of group) await setStatus(server, id, 4);
  const target = { ids: await Promise.all(group.map(async (id) => ({ id, version: (await read(server, id)).version }))) };
  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target }, { token });
  if (started.err !== 0) return assert.unreachable(`bulk_start: ${started.msg}`);
  for (let i = 0; i < 3; i++) await server.call('bulk_step', { run_id: started.data.id, batch_size: 10 }, { token });
  let rows = await server.database.db.select().from(applications).where(inArray(applications.id, group));
  assert.ok(rows.every((r) => r.status === 2), 'the run shortlisted all three');
  const undone = await undoLast(server, token);
  assert.is(undone.err, 0, undone.msg);
  assert.is(undone.data.undone.step, `bulk:${started.data.id}`);
  rows = await server.database.db.select().from(applications).where(inArray(applications.id, group));
  assert.ok(rows.every((r) => r.status === 4), 'one undo took the run back');
});

test('nobody undoes another user\'s step', async ({ server, token, ids }) => {
  const id = ids[0];
  await setStatus(server, id, 4);
  assert.is((await change(server, token, id, 2)).err, 0);
  const other = await accountOfType(server, token, 'super_account');
  const history = await server.call('undo_history', {}, { token });
  const mine = history.data.steps[0].step;
  const theirs = await server.call('undo_entry', { step: mine }, { token: other.token });
  assert.ok(theirs.err !== 0);
  assert.match(theirs.msg, 'not found');
  const nothing = await undoLast(server, other.token);
  assert.match(nothing.msg, 'Nothing to undo');
  assert.is((await read(server, id)).status, 2, 'still as its owner left it');
});

test.run();
