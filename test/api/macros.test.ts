// Macros over HTTP: save checks every line against the catalogue (errors name line and column), edits are
// versioned and one name per owner, sharing makes a macro visible (not editable) to the team, the dry
// run reports per row per step and changes nothing, and a real run sends one X-Run-Group on every call.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMacro } from '../../commands/macro-format';
import { newRunGroup, runMacro } from '../../commands/macro-runner';
import { hashPassword } from '../../src/server/auth/passwords';
import { accounts, applications, auditLog, checkNotes, outbox } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx { server: TestServer; token: string; other: string; apps: { id: number; version: number }[] }
const test = suite<Ctx>('macros');

test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  await db.insert(accounts).values({ email: 'macro.colleague@example.com', name: 'Macro Colleague', passwordHash: await hashPassword('another-long-password'), accountType: 'hr_officer' });
  ctx.other = (await ctx.server.call('login', { username: 'macro.colleague@example.com', password: 'another-long-password' })).data.token;
  ctx.apps = await db.select({ id: applications.id, version: applications.version }).from(applications)
    .where(and(eq(applications.status, 1), eq(applications.archived, false))).orderBy(applications.id).limit(4);
  assert.is(ctx.apps.length, 4);
});
test.after(async (ctx) => ctx.server.close());

const SHORTLIST = `@name Shortlist and check
@description Moves each application on and leaves a check item
@param note "Call back"
application.changeStatus application_id={{row.id}} status=2
checklist.add application_id={{row.id}} content="{{note}} ({{row.staff_name}})"
`;

test('save_macro refuses a text with bad steps, one error per line with its line and column', async ({ server, token }) => {
  const bad = await server.call('save_macro', { text: '@name Bad\napplication.changeStatus application_id={{row.id}} status=999\nchecklist.add application_id={{row.id}} colour=red content=x\napplication.nope\nchecklist.add content="open' }, { token });
  assert.is(bad.err, 400);
  const messages = bad.data.fields.map((f: { path: string; message: string }) => `${f.path} ${f.message}`);
  assert.match(messages[0], /^text line 2, column 59: status: Status must be one of/);
  assert.match(messages[1], /^text line 3, column 41: 'colour' is not an argument of checklist.add/);
  assert.match(messages[2], /^text line 4, column 1: No command 'application.nope'/);
  assert.match(messages[3], /^text line 5, column 23: Text is not closed/);
  const unnamed = await server.call('save_macro', { text: 'application.list' }, { token });
  assert.match(unnamed.data.fields[0].message, /@name/);
  assert.is((await server.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.api, 'save_macro')))[0].n, 0, 'nothing written');
});

test('save_macro creates, edits by version, keeps one name per owner; get and list show it', async ({ server, token }) => {
  const made = await server.call('save_macro', { text: SHORTLIST }, { token });
  assert.is(made.err, 0, made.msg);
  assert.equal([made.data.name, made.data.description, made.data.step_count, made.data.version, made.data.shared, made.data.mine], ['Shortlist and check', 'Moves each application on and leaves a check item', 2, 1, false, true]);
  const edited = await server.call('save_macro', { macro_id: made.data.id, version: 1, text: SHORTLIST.replace('Call back', 'Ring back') }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.version, 2);
  const stale = await server.call('save_macro', { macro_id: made.data.id, version: 1, text: SHORTLIST }, { token });
  assert.is(stale.err, 409);
  const twin = await server.call('save_macro', { text: SHORTLIST }, { token });
  assert.is(twin.err, 400);
  assert.match(twin.data.fields[0].message, /already have a macro named 'Shortlist and check'/);
  const got = await server.call('get_macro', { macro_id: made.data.id }, { token });
  assert.match(got.data.text, /Ring back/);
  const listed = await server.call('get_macro_list', {}, { token });
  assert.ok(listed.data.list.some((m: { id: number }) => m.id === made.data.id));
  const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'save_macro')).orderBy(desc(auditLog.id)).limit(1);
  assert.is(audit.entityId, String(made.data.id));
});

test('share_macro: a private macro is invisible to a colleague; shared, it is listed and runnable but not editable', async ({ server, token, other }) => {
  const made = (await server.call('save_macro', { text: '@name Private list\napplication.list status=1' }, { token })).data;
  const hidden = await server.call('get_macro', { macro_id: made.id }, { token: other });
  assert.is(hidden.err, 404);
  assert.not.ok((await server.call('get_macro_list', {}, { token: other })).data.list.some((m: { id: number }) => m.id === made.id));
  const shared = await server.call('share_macro', { macro_id: made.id, shared: true, version: made.version }, { token });
  assert.is(shared.err, 0, shared.msg);
  assert.is(shared.data.shared, true);
  const seen = (await server.call('get_macro_list', {}, { token: other })).data.list.find((m: { id: number }) => m.id === made.id);
  assert.equal([seen.mine, seen.owner_name.length > 0], [false, true]);
  const edit = await server.call('save_macro', { macro_id: made.id, version: shared.data.version, text: '@name Mine now\napplication.list' }, { token: other });
  assert.is(edit.err, 403);
  assert.match(edit.msg, /only its owner can change it/);
  assert.is((await server.call('delete_macro', { macro_id: made.id }, { token: other })).err, 403);
  assert.is((await server.call('share_macro', { macro_id: made.id, shared: false, version: shared.data.version }, { token: other })).err, 403);
  const dry = await server.call('dry_run_macro', { macro_id: made.id }, { token: other });
  assert.is(dry.err, 0, dry.msg);
  assert.is((await server.call('delete_macro', { macro_id: made.id }, { token })).err, 0);
  assert.is((await server.call('get_macro', { macro_id: made.id }, { token })).err, 404);
});

async function snapshotOf(server: TestServer, ids: number[]) {
  const db = server.database.db;
  return {
    apps: await db.select({ id: applications.id, status: applications.status, version: applications.version }).from(applications).where(inArray(applications.id, ids)).orderBy(applications.id),
    notes: (await db.select({ n: count() }).from(checkNotes))[0].n,
    audit: (await db.select({ n: count() }).from(auditLog))[0].n,
    outbox: (await db.select({ n: count() }).from(outbox))[0].n,
  };
}

test('dry_run_macro reports each row and step, skips a failed row\'s later steps, and changes nothing', async ({ server, token, apps }) => {
  const ids = apps.slice(0, 2).map((a) => a.id);
  const before = await snapshotOf(server, ids);
  const rows = [{ id: ids[0], staff_name: 'Ann' }, { id: 999_999, staff_name: 'Nobody' }, { id: ids[1], staff_name: 'Bo' }];
  const dry = await server.call('dry_run_macro', { text: SHORTLIST, rows }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.equal([dry.data.ok_rows, dry.data.failed_rows], [2, 1]);
  const [first, missing, last] = dry.data.rows;
  assert.equal(first.steps.map((s: any) => [s.line, s.ok]), [[4, true], [5, true]]);
  assert.is(first.steps[0].result.status, 2);
  assert.is(first.steps[1].args.content, 'Call back (Ann)');
  assert.is(first.steps[1].result.check_note.content, 'Call back (Ann)');
  assert.equal([missing.row_id, missing.ok, missing.steps.length, missing.steps[0].err], [999_999, false, 1, 404]);
  assert.is(last.ok, true);
  assert.equal(await snapshotOf(server, ids), before, 'statuses, versions, check items, audit and outbox as they were');
});

test('dry run: a later step sees an earlier one (a stale version is refused), a failing step does not poison the rest', async ({ server, token, apps }) => {
  const app = apps[2];
  const text = '@name Twice\napplication.changeStatus application_id={{row.id}} status=2 version={{row.version}}\napplication.changeStatus application_id={{row.id}} status=2 version={{row.version}}\nchecklist.add application_id={{row.id}} content=after';
  const dry = await server.call('dry_run_macro', { text, rows: [{ id: app.id, version: app.version }], mode: 'continue' }, { token });
  assert.is(dry.err, 0, dry.msg);
  const steps = dry.data.rows[0].steps;
  assert.equal(steps.map((s: any) => [s.ok, s.err ?? 0]), [[true, 0], [false, 409], [true, 0]]);
  assert.match(steps[1].msg, /was changed by someone else/);
  const without = await server.call('dry_run_macro', { text: SHORTLIST, rows: [{ id: app.id }] }, { token });
  assert.equal(without.data.rows[0].steps[1], { ...without.data.rows[0].steps[1], ok: false, err: 400, msg: 'No value for {{row.staff_name}}.' });
  const bad = await server.call('dry_run_macro', { text: '@name x\napplication.nope' }, { token });
  assert.is(bad.err, 400);
  assert.is((await server.call('dry_run_macro', {}, { token })).data.fields[0].message, 'Give either macro_id or text.');
});

test('a real run sends one X-Run-Group on every call, as source macro; the steps change the rows', async ({ server, token, apps }) => {
  const target = apps.slice(3, 4);
  const group = newRunGroup();
  const seen: string[] = [];
  const result = await runMacro({
    macro: parseMacro(SHORTLIST).macro, params: { note: 'Run' }, rows: target.map((a) => ({ id: a.id, staff_name: 'Cy' })), mode: 'stop',
    call: async (api, body) => {
      seen.push(group);
      const answer = await server.call(api, body, { token, headers: { 'x-run-group': group, 'x-command-source': 'macro' } });
      return answer;
    },
  });
  assert.equal([result.ok_rows, result.failed_rows, result.stopped], [1, 0, false]);
  assert.is(seen.length, 3, 'the version read and the two steps');
  const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.source, 'macro'), inArray(auditLog.api, ['change_progress_status', 'add_check_note', 'application_checklist_add']))).orderBy(auditLog.id);
  assert.ok(audits.length >= 1, 'the write is audited as a macro call');
  const [row] = await server.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, target[0].id));
  assert.is(row.status, 2);
  const stopped = await runMacro({
    macro: parseMacro(SHORTLIST).macro, params: {}, rows: [{ id: 999_999, staff_name: 'x' }, { id: apps[0].id, staff_name: 'y' }], mode: 'stop',
    call: (api, body) => server.call(api, body, { token, headers: { 'x-run-group': group } }),
  });
  assert.equal([stopped.ok_rows, stopped.failed_rows, stopped.skipped_rows, stopped.stopped], [0, 1, 1, true]);
});

test.run();
