// Notes, check notes, admin notes and tags over HTTP: each call's success and persistence, its refusals,
// bad input named by field, and the audit row it writes.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../src/server/auth/passwords';
import { accounts, applications, auditLog, staff, staffTags, tags } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx {
  server: TestServer;
  token: string;
  /** A second recruiter, to show what only an author may do. */
  other: string;
  staffId: number;
  applicationId: number;
  otherApplicationId: number;
}

const test = suite<Ctx>('notes, check notes, admin notes and tags');

test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  await db.insert(accounts).values({ email: 'second.recruiter@example.com', name: 'Second Recruiter', passwordHash: await hashPassword('another-long-password'), accountType: 'hr_officer' });
  const login = await ctx.server.call('login', { username: 'second.recruiter@example.com', password: 'another-long-password' });
  ctx.other = login.data.token;
  const [app] = await db.select().from(applications).where(eq(applications.status, 6)).limit(1);
  ctx.applicationId = app.id;
  ctx.staffId = app.staffId;
  const [other] = await db.select().from(applications).where(ne(applications.staffId, app.staffId)).limit(1);
  ctx.otherApplicationId = other.id;
});
test.after(async (ctx) => ctx.server.close());

const lastAudit = async (server: TestServer) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

test('comment_for_applicant adds a note by the signed-in account, audited, and lists show it newest first', async ({ server, token, staffId }) => {
  const answer = await server.call('comment_for_applicant', { staff_id: staffId, note: '  Called her: available for night shifts from Monday.  ' }, { token });
  assert.is(answer.err, 0, answer.msg);
  const note = answer.data.new_note;
  assert.is(note.note, 'Called her: available for night shifts from Monday.', 'trimmed');
  assert.is(note.author_name, 'Administrator');
  assert.is(note.source, 'comment');
  assert.is(note.application_id, null);
  assert.ok(Date.now() - Date.parse(note.created_at) < 60_000, 'created now');

  const audit = await lastAudit(server);
  assert.is(audit.api, 'comment_for_applicant');
  assert.is(audit.entity, 'staff_note');
  assert.is(audit.entityId, String(note.id));
  assert.is((audit.after as { note: string }).note, note.note);

  const own = await server.call('get_applicant_note_list', { staff_id: staffId }, { token });
  assert.is(own.err, 0);
  assert.is(own.data.note_list[0].id, note.id, 'newest first');
  assert.is(own.data.total, own.data.note_list.length);
  const all = await server.call('get_note_list', { staff_id: staffId, page: 1, page_size: 5 }, { token });
  assert.is(all.data.list[0].id, note.id);
  const times = all.data.list.map((n: { created_at: string }) => Date.parse(n.created_at));
  assert.equal(times, [...times].sort((a, b) => b - a), 'newest first');
});

test('a note on one of the applicant’s applications is a hiring note at that application’s status', async ({ server, token, staffId, applicationId, otherApplicationId }) => {
  const answer = await server.call('comment_for_applicant', { staff_id: staffId, application_id: applicationId, note: 'Facility wants her for the weekend roster.' }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.new_note.application_id, applicationId);
  assert.is(answer.data.new_note.at_status, 6, 'the application was Interviewed');
  assert.ok(answer.data.new_note.job_title);
  const hiring = await server.call('get_hiring_note_list', { staff_id: staffId }, { token });
  assert.ok(hiring.data.note_list.some((n: { id: number }) => n.id === answer.data.new_note.id));
  assert.ok(hiring.data.note_list.every((n: { application_id: number | null }) => n.application_id !== null), 'only notes tied to an application');

  const foreign = await server.call('comment_for_applicant', { staff_id: staffId, application_id: otherApplicationId, note: 'x' }, { token });
  assert.is(foreign.err, 404);
  assert.is(foreign.msg, `Application ${otherApplicationId} of applicant ${staffId} not found.`);
});

test('bad note input is named by field; a missing applicant is 404; no session is err 3', async ({ server, token, staffId }) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ staff_id: staffId, note: '   ' }, 'note', 'Note is required.'],
    [{ staff_id: staffId }, 'note', 'Note is required.'],
    [{ staff_id: staffId, note: 'x'.repeat(2001) }, 'note', 'Note is at most 2,000 characters.'],
    [{ note: 'hello' }, 'staff_id', 'Staff id is required.'],
    [{ staff_id: staffId, note: 'x', colour: 'red' }, 'colour', 'Unknown field.'],
  ];
  for (const [body, path, message] of cases) {
    const answer = await server.call('comment_for_applicant', body, { token });
    assert.is(answer.err, 400, JSON.stringify(body));
    assert.equal(answer.data.fields, [{ path, message }]);
  }
  assert.is((await server.call('comment_for_applicant', { staff_id: 99_999_999, note: 'x' }, { token })).msg, 'Applicant 99999999 not found.');
  assert.is((await server.call('get_note_list', { staff_id: staffId })).err, 3);
});

test('form-encoded bodies work as JSON ones do', async ({ server, token, staffId }) => {
  const answer = await server.call('comment_for_applicant', { staff_id: String(staffId), note: 'Sent by a form.' }, { token, form: true });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.new_note.staff_id, staffId);
});

test('check notes: add, tick (who and when), untick, delete; items are looked up under their application', async ({ server, token, other, applicationId, otherApplicationId }) => {
  const added = await server.call('add_new_check_note_entry', { application_id: applicationId, content: 'Police check sighted' }, { token });
  assert.is(added.err, 0, added.msg);
  const id = added.data.check_note.id;
  assert.is(added.data.check_note.checked, false);
  assert.is((await lastAudit(server)).entity, 'check_note');

  const ticked = await server.call('set_check_note_checked', { application_id: applicationId, check_note_id: id, checked: true }, { token: other });
  assert.is(ticked.err, 0, ticked.msg);
  assert.is(ticked.data.check_note.checked_by_name, 'Second Recruiter');
  assert.ok(ticked.data.check_note.checked_at);
  const audit = await lastAudit(server);
  assert.equal([(audit.before as { checked: boolean }).checked, (audit.after as { checked: boolean }).checked], [false, true]);

  const again = await server.call('set_check_note_checked', { application_id: applicationId, check_note_id: id, checked: true }, { token });
  assert.is(again.data.check_note.checked_by_name, 'Second Recruiter', 'ticking again keeps who ticked it first');

  const list = await server.call('admin_check_note_list', { application_id: applicationId }, { token });
  const row = list.data.note_list.find((n: { id: number }) => n.id === id);
  assert.is(row.checked, true);
  assert.is(list.data.checked_count, list.data.note_list.filter((n: { checked: boolean }) => n.checked).length);

  const unticked = await server.call('set_check_note_checked', { application_id: applicationId, check_note_id: id, checked: false }, { token });
  assert.equal([unticked.data.check_note.checked, unticked.data.check_note.checked_by_name, unticked.data.check_note.checked_at], [false, null, null]);

  const elsewhere = await server.call('delete_check_note', { application_id: otherApplicationId, check_note_id: id }, { token });
  assert.is(elsewhere.err, 404);
  assert.is(elsewhere.msg, `Check note ${id} on application ${otherApplicationId} not found.`);
  const deleted = await server.call('delete_check_note', { application_id: applicationId, check_note_id: id }, { token });
  assert.equal(deleted.data, { id, deleted: true });
  assert.is((await lastAudit(server)).after, null);
  assert.not.ok((await server.call('admin_check_note_list', { application_id: applicationId }, { token })).data.note_list.some((n: { id: number }) => n.id === id));

  const bad = await server.call('add_new_check_note_entry', { application_id: applicationId, content: '' }, { token });
  assert.equal(bad.data.fields, [{ path: 'content', message: 'Check item is required.' }]);
  const checkedBad = await server.call('set_check_note_checked', { application_id: applicationId, check_note_id: 1, checked: 'yes' }, { token });
  assert.equal(checkedBad.data.fields, [{ path: 'checked', message: 'Checked must be true or false.' }]);
  assert.is((await server.call('admin_check_note_list', { application_id: 99_999_999 }, { token })).err, 404);
});

test('admin notes: add, edit against the version, only the author edits or deletes, delete', async ({ server, token, other, applicationId, staffId }) => {
  const added = await server.call('add_application_admin_note', { application_id: applicationId, note: 'Interviewed well, warm with residents.' }, { token });
  assert.is(added.err, 0, added.msg);
  const note = added.data.admin_note;
  assert.equal([note.mine, note.version, note.at_status, note.edited], [true, 1, 6, false]);
  assert.is((await lastAudit(server)).entity, 'admin_note');

  const theirs = await server.call('application_admin_note_list', { application_id: applicationId }, { token: other });
  assert.is(theirs.data.note_list.find((n: { id: number }) => n.id === note.id).mine, false, 'not mine for someone else');

  const refused = await server.call('edit_application_admin_note', { application_id: applicationId, admin_note_id: note.id, version: 1, note: 'Mine now' }, { token: other });
  assert.is(refused.err, 403);
  assert.is(refused.msg, `Only Administrator, who wrote admin note ${note.id}, may edit it.`);

  const edited = await server.call('edit_application_admin_note', { application_id: applicationId, admin_note_id: note.id, version: 1, note: 'Interviewed well; pair with a buddy for medication rounds.' }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.equal([edited.data.admin_note.version, edited.data.admin_note.edited], [2, true]);
  const audit = await lastAudit(server);
  assert.equal([(audit.before as { note: string }).note, (audit.after as { note: string }).note], ['Interviewed well, warm with residents.', 'Interviewed well; pair with a buddy for medication rounds.']);

  const stale = await server.call('edit_application_admin_note', { application_id: applicationId, admin_note_id: note.id, version: 1, note: 'Late edit' }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, 2);

  const all = await server.call('get_note_list', { staff_id: staffId, page_size: 200 }, { token });
  assert.ok(all.data.list.some((n: { source: string; id: number }) => n.source === 'admin' && n.id === note.id), 'get_note_list holds admin notes too');
  const hiring = await server.call('get_hiring_note_list', { staff_id: staffId, application_id: applicationId }, { token });
  assert.ok(hiring.data.note_list.some((n: { source: string; id: number }) => n.source === 'admin' && n.id === note.id), 'admin notes are hiring notes');

  const notTheirs = await server.call('delete_application_admin_note', { application_id: applicationId, admin_note_id: note.id }, { token: other });
  assert.is(notTheirs.err, 403);
  assert.match(notTheirs.msg, /may delete it/);
  const deleted = await server.call('delete_application_admin_note', { application_id: applicationId, admin_note_id: note.id }, { token });
  assert.equal(deleted.data, { id: note.id, deleted: true });
  assert.is((await server.call('delete_application_admin_note', { application_id: applicationId, admin_note_id: note.id }, { token })).err, 404);

  const missingVersion = await server.call('edit_application_admin_note', { application_id: applicationId, admin_note_id: note.id, note: 'x' }, { token });
  assert.equal(missingVersion.data.fields, [{ path: 'version', message: 'Version is required: the version of the record you last saw.' }]);
});

test('tags: add to the pool and the staff row in one go, reuse a spelling, remove, and count uses', async ({ server, token, staffId }) => {
  const db = server.database.db;
  const before = (await db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, staffId)))[0].tags;
  const added = await server.call('add_staff_tag', { staff_id: staffId, tag: '  Forklift   licence ' }, { token });
  assert.is(added.err, 0, added.msg);
  assert.equal(added.data.tag_list, [...before, 'Forklift licence']);
  assert.equal((await db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, staffId)))[0].tags, added.data.tag_list, 'staff.tags mirrors it');
  const audit = await lastAudit(server);
  assert.equal([audit.entity, (audit.after as { tags: string[] }).tags], ['staff', added.data.tag_list]);

  const [other] = await db.select({ id: staff.id, tags: staff.tags }).from(staff).where(ne(staff.id, staffId)).limit(1);
  const reused = await server.call('add_staff_tag', { staff_id: other.id, tag: 'FORKLIFT LICENCE' }, { token });
  assert.ok(reused.data.tag_list.includes('Forklift licence'), 'the first spelling is kept');
  const pool = await server.call('get_tag_list', { keyword: 'forklift' }, { token });
  assert.equal(pool.data.tag_pool, [{ name: 'Forklift licence', count: 2 }]);

  const twice = await server.call('add_staff_tag', { staff_id: staffId, tag: 'forklift licence' }, { token });
  assert.equal(twice.data.tag_list, added.data.tag_list, 'adding again changes nothing');

  const withStaff = await server.call('get_tag_list', { staff_id: staffId }, { token });
  assert.equal(withStaff.data.tag_list, added.data.tag_list);
  const counts = withStaff.data.tag_pool.map((t: { count: number }) => t.count);
  assert.equal(counts, [...counts].sort((a: number, b: number) => b - a), 'most used first');

  for (const id of [staffId, other.id]) {
    const removed = await server.call('delete_staff_tag', { staff_id: id, tag: 'Forklift Licence' }, { token });
    assert.is(removed.err, 0, removed.msg);
    assert.not.ok(removed.data.tag_list.includes('Forklift licence'));
  }
  assert.equal((await db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, staffId)))[0].tags, before);
  assert.is((await db.select().from(tags).where(sql`lower(${tags.name}) = 'forklift licence'`)).length, 0, 'a tag nobody carries leaves the pool');

  const missing = await server.call('delete_staff_tag', { staff_id: staffId, tag: 'Forklift licence' }, { token });
  assert.is(missing.err, 404);
  assert.is(missing.msg, `Tag 'Forklift licence' on applicant ${staffId} not found.`);
  const long = await server.call('add_staff_tag', { staff_id: staffId, tag: 'x'.repeat(41) }, { token });
  assert.equal(long.data.fields, [{ path: 'tag', message: 'Tag is at most 40 characters.' }]);
  const blank = await server.call('add_staff_tag', { staff_id: staffId, tag: '   ' }, { token });
  assert.equal(blank.data.fields, [{ path: 'tag', message: 'Tag is required.' }]);
  assert.is((await server.call('add_staff_tag', { staff_id: 99_999_999, tag: 'x' }, { token })).err, 404);
});

test('the seeded tag tables agree with staff.tags for everyone', async ({ server }) => {
  const db = server.database.db;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(sql`${staff.tags} is distinct from coalesce((select array_agg(t.name order by st.created_at, st.tag_id) from ${staffTags} st join ${tags} t on t.id = st.tag_id where st.staff_id = ${staff.id}), '{}')`);
  assert.is(Number(n), 0);
  const [{ uses }] = await db.select({ uses: sql<number>`count(*)::int` }).from(staffTags).where(and(sql`true`));
  assert.ok(Number(uses) > 100, `${uses} tag uses seeded`);
});

test.run();
