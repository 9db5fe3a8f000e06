// Outer candidates over HTTP: the CSV import's per-row report (good, duplicate and refused rows, a file
// refused whole), list, edit, score, invite (email with a /s/ link that redirects and counts), remove,
// and the applications of those who registered. Every write leaves its audit row.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, auditLog, outbox, outerCandidates, positions, resumeAssessmentRules, shortLinks, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('outer candidates');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

async function upload(server: TestServer, csv: string, token: string | null, name = 'candidates.csv') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const response = await fetch(`${server.url}/api/admin/import_outer_candidate`, {
    method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, ...((await response.json()) as { err: number; msg: string; data: any }) };
}

const candidateByEmail = async (server: TestServer, email: string) =>
  (await server.database.db.select().from(outerCandidates).where(sql`lower(${outerCandidates.email}) = ${email.toLowerCase()}`))[0];
const candidateCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(outerCandidates))[0].n;
const auditsFor = (server: TestServer, api: string, id: number) =>
  server.database.db.select().from(auditLog).where(and(eq(auditLog.api, api), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

/** Imports one fresh candidate and answers its row as stored. */
async function imported(server: TestServer, token: string, email: string, extra = '') {
  const answer = await upload(server, `first_name,surname,email,position,resume_text\nTest,Person,${email},Personal Care Worker,${extra}\n`, token);
  assert.is(answer.err, 0, answer.msg);
  return candidateByEmail(server, email);
}

test('import: good, duplicate and refused rows each reported by line; only the good rows are written, each audited', async ({ server, token }) => {
  const [existingStaff] = await server.database.db.select({ email: staff.email }).from(staff).limit(1);
  const csv = [
    '\uFEFFFirst Name,Last Name,Email,Mobile,Position,Suburb,State,Postcode,Source,Favourite colour',
    'Aroha,Ngata,aroha.ngata@example.org,0412 345 678,Personal Care Worker,Parramatta,nsw,2150,SEEK,teal',
    '"Mary-Jane","O\'Brien, Jr",mj.obrien@example.org,,Registered Nurse,Geelong,VIC,3220,Indeed,',
    'Sam,Lee,not-an-email,,AIN,,,,,',
    ',Nguyen,no.name@example.org,,,,,,,',
    'Priya,Shah,priya.shah@example.org,,,,Queensland,,,',
    'Ari,Dup,ARoha.Ngata@example.org,,,,,,,',
    `Already,Applicant,${existingStaff.email},,,,,,,`,
    'Tom,Fox,tom.fox@example.org,12345,,,,,,',
  ].join('\r\n');
  const before = await candidateCount(server);
  const answer = await upload(server, csv, token);
  assert.is(answer.err, 0, answer.msg);
  const { imported, duplicates, refused, rows, ignored_columns } = answer.data;
  assert.equal([imported, duplicates, refused], [2, 2, 4]);
  assert.equal(ignored_columns, ['Favourite colour']);
  const byLine = Object.fromEntries(rows.map((r: any) => [r.line, r]));
  assert.is(byLine[2].outcome, 'imported');
  assert.is(byLine[3].outcome, 'imported');
  assert.equal([byLine[4].outcome, byLine[4].field, byLine[4].message], ['refused', 'Email', 'Email address is invalid.']);
  assert.equal([byLine[5].outcome, byLine[5].field, byLine[5].message], ['refused', 'First Name', 'First name is required.']);
  assert.equal([byLine[6].outcome, byLine[6].field], ['refused', 'State']);
  assert.match(byLine[6].message, /State must be one of WA, NSW/);
  assert.equal([byLine[7].outcome, byLine[7].message], ['duplicate', 'Same email as line 2 of this file.']);
  assert.is(byLine[8].outcome, 'duplicate');
  assert.match(byLine[8].message, /Already registered as applicant \d+/);
  assert.equal([byLine[9].outcome, byLine[9].field, byLine[9].message], ['refused', 'Mobile', 'Phone number should have 10 digits.']);

  assert.is(await candidateCount(server), before + 2);
  const aroha = await candidateByEmail(server, 'aroha.ngata@example.org');
  assert.equal([aroha.firstName, aroha.phone, aroha.state, aroha.source, aroha.status], ['Aroha', '0412345678', 'NSW', 'SEEK', 'imported']);
  const mj = await candidateByEmail(server, 'mj.obrien@example.org');
  assert.is(mj.surname, "O'Brien, Jr", 'a quoted comma stays in its field');
  assert.is(byLine[2].candidate_id, aroha.id);
  const audits = await auditsFor(server, 'import_outer_candidate', aroha.id);
  assert.is(audits.length, 1);
  assert.is(audits[0].before, null);
  assert.is((audits[0].after as any).email, 'aroha.ngata@example.org');

  // The same file again: every good row is now a duplicate, nothing new is written.
  const again = await upload(server, csv, token);
  assert.equal([again.data.imported, again.data.duplicates], [0, 4]);
  assert.is(await candidateCount(server), before + 2);
});

test('import: a file that cannot be read is refused whole, naming the file field', async ({ server, token }) => {
  const before = await candidateCount(server);
  const missing = await upload(server, 'first_name,surname\nA,B\n', token);
  assert.equal([missing.status, missing.err], [400, 400]);
  assert.equal(missing.data.fields, [{ path: 'file', message: 'File is missing the column email.' }]);
  const broken = await upload(server, 'first_name,surname,email\n"unclosed,B,c@example.org\n', token);
  assert.is(broken.status, 400);
  assert.match(broken.data.fields[0].message, /could not be read as CSV/);
  const empty = await upload(server, 'first_name,surname,email\n', token);
  assert.equal(empty.data.fields, [{ path: 'file', message: 'File has a heading row but no candidates.' }]);
  const json = await server.call('import_outer_candidate', {}, { token });
  assert.is(json.status, 400);
  assert.is(json.data.fields[0].path, 'file');
  const anonymous = await upload(server, 'first_name,surname,email\nA,B,anon@example.org\n', null);
  assert.is(anonymous.status, 401);
  assert.is(await candidateCount(server), before);
});

test('outer_candidate_list: keyword, status and scored filters, paged', async ({ server, token }) => {
  const row = await imported(server, token, 'list.target@example.org');
  const found = await server.call('outer_candidate_list', { keyword: 'list.target@' }, { token });
  assert.is(found.err, 0, found.msg);
  assert.equal(found.data.list.map((r: any) => r.id), [row.id]);
  assert.is(found.data.list[0].name, 'Test Person');
  const unscored = await server.call('outer_candidate_list', { keyword: 'list.target@', scored: true }, { token });
  assert.is(unscored.data.list.length, 0);
  const paged = await server.call('outer_candidate_list', { page: 1, page_size: 2, status: 'imported' }, { token });
  assert.is(paged.data.list.length, 2);
  assert.ok(paged.data.list.every((r: any) => r.status === 'imported'));
  const bad = await server.call('outer_candidate_list', { status: 'hired' }, { token });
  assert.equal([bad.status, bad.data.fields[0].path], [400, 'status']);
  assert.match(bad.data.fields[0].message, /Status must be one of imported, invited, registered/);
});

test('edit_outer_candidate: saves with the version, refuses a stale version and a taken email, names a bad field', async ({ server, token }) => {
  const row = await imported(server, token, 'edit.me@example.org');
  await imported(server, token, 'taken@example.org');
  const ok = await server.call('edit_outer_candidate', { outer_candidate_id: row.id, version: row.version, suburb: 'Ballarat', state: 'vic' }, { token });
  assert.is(ok.err, 0, ok.msg);
  assert.equal([ok.data.suburb, ok.data.state, ok.data.version], ['Ballarat', 'VIC', row.version + 1]);
  const stale = await server.call('edit_outer_candidate', { outer_candidate_id: row.id, version: row.version, suburb: 'Bendigo' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, row.version + 1]);
  const taken = await server.call('edit_outer_candidate', { outer_candidate_id: row.id, version: row.version + 1, email: 'TAKEN@Example.org' }, { token });
  assert.is(taken.status, 409);
  assert.match(taken.msg, /already belongs to outer candidate/);
  const bad = await server.call('edit_outer_candidate', { outer_candidate_id: row.id, version: row.version + 1, postcode: '30' }, { token });
  assert.equal([bad.status, bad.data.fields], [400, [{ path: 'postcode', message: 'Postcode must be 4 digits.' }]]);
  assert.is((await candidateByEmail(server, 'edit.me@example.org')).suburb, 'Ballarat');
  const audits = await auditsFor(server, 'edit_outer_candidate', row.id);
  assert.is(audits.length, 1);
  assert.equal([(audits[0].before as any).suburb, (audits[0].after as any).suburb], ['', 'Ballarat']);
});

test('update_outer_candidate_resume_score: stores 0-100 with a note, refuses out of range naming the field', async ({ server, token }) => {
  const row = await imported(server, token, 'score.me@example.org');
  const bad = await server.call('update_outer_candidate_resume_score', { outer_candidate_id: row.id, version: row.version, resume_score: 101 }, { token });
  assert.equal([bad.status, bad.data.fields], [400, [{ path: 'resume_score', message: 'Resume score must be at most 100.' }]]);
  const ok = await server.call('update_outer_candidate_resume_score', { outer_candidate_id: row.id, version: row.version, resume_score: 78, score_note: 'Cert III, 3 years aged care' }, { token });
  assert.is(ok.err, 0, ok.msg);
  assert.equal([ok.data.resume_score, ok.data.score_note], [78, 'Cert III, 3 years aged care']);
  assert.ok(ok.data.scored_at);
  const stored = await candidateByEmail(server, 'score.me@example.org');
  assert.is(stored.resumeScore, 78);
  const audits = await auditsFor(server, 'update_outer_candidate_resume_score', row.id);
  assert.equal([(audits[0].before as any).resume_score, (audits[0].after as any).resume_score], [null, 78]);
  const missing = await server.call('update_outer_candidate_resume_score', { outer_candidate_id: 99_999_999, version: 1, resume_score: 50 }, { token });
  assert.is(missing.status, 404);
});

test('update_outer_candidate_resume_score without a score: the position\'s assessment rules score the resume', async ({ server, token }) => {
  const [rules] = await server.database.db.select({ position: positions.name, keywords: resumeAssessmentRules.keywords }).from(resumeAssessmentRules).innerJoin(positions, eq(positions.id, resumeAssessmentRules.positionId)).limit(1);
  assert.ok(rules, 'the demo has assessment rules');
  const words = rules.keywords.map((k) => k.term).join(', ');
  const strong = await upload(server, `first_name,surname,email,position,resume_text\nRuth,Strong,ruth.strong@example.org,${rules.position},"${words}. 8 years experience."\nWeak,Match,weak.match@example.org,${rules.position},"Barista and retail."\nNo,Rules,no.rules@example.org,Astronaut,"Space walks."\n`, token);
  assert.is(strong.data.imported, 3, strong.msg);
  const score = async (email: string) => {
    const row = await candidateByEmail(server, email);
    return server.call('update_outer_candidate_resume_score', { outer_candidate_id: row.id, version: row.version }, { token });
  };
  const good = await score('ruth.strong@example.org');
  const weak = await score('weak.match@example.org');
  assert.is(good.err, 0, good.msg);
  assert.ok(good.data.resume_score > weak.data.resume_score, `${good.data.resume_score} > ${weak.data.resume_score}`);
  assert.match(good.data.score_note, new RegExp(`the ${rules.position} rules`));
  const none = await score('no.rules@example.org');
  assert.is(none.status, 409);
  assert.match(none.msg, /no resume assessment rules for the position 'Astronaut'/);
});

test('invite_outer_candidate: emails a /s/ registration link that redirects and counts; refuses the registered', async ({ server, token }) => {
  const row = await imported(server, token, 'invite.me@example.org');
  const answer = await server.call('invite_outer_candidate', { outer_candidate_id: row.id, version: row.version }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.equal([answer.data.candidate.status, answer.data.candidate.invite_count], ['invited', 1]);
  const link: string = answer.data.registration_link;
  assert.match(link, /\/s\/[A-Za-z0-9]{7}$/);
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'invite.me@example.org')).orderBy(desc(outbox.id));
  assert.is(mail.channel, 'email');
  assert.ok(mail.body.includes(link), 'the email carries the link');
  assert.ok(mail.body.startsWith('Hi Test,'));

  const code = link.split('/s/')[1];
  const redirect = await fetch(`${server.url}/s/${code}`, { redirect: 'manual' });
  assert.is(redirect.status, 302);
  const target = new URL(redirect.headers.get('location')!);
  assert.equal([target.pathname, target.searchParams.get('invite'), target.searchParams.get('email')], ['/register', String(row.id), 'invite.me@example.org']);
  await fetch(`${server.url}/s/${code}`, { redirect: 'manual' });
  const [short] = await server.database.db.select().from(shortLinks).where(eq(shortLinks.code, code));
  assert.is(short.clicks, 2);
  const unknown = await fetch(`${server.url}/s/zzzzzzz`, { redirect: 'manual' });
  assert.is(unknown.status, 404);

  const audits = await auditsFor(server, 'invite_outer_candidate', row.id);
  assert.equal([(audits[0].before as any).status, (audits[0].after as any).status], ['imported', 'invited']);

  const [person] = await server.database.db.select({ id: staff.id }).from(staff).limit(1);
  await server.database.db.update(outerCandidates).set({ status: 'registered', staffId: person.id }).where(eq(outerCandidates.id, row.id));
  const refused = await server.call('invite_outer_candidate', { outer_candidate_id: row.id, version: row.version + 1 }, { token });
  assert.is(refused.status, 409);
  assert.match(refused.msg, /has already registered as applicant/);
});

test('remove_outer_candidate: removes with its audit; refuses a registered one', async ({ server, token }) => {
  const row = await imported(server, token, 'remove.me@example.org');
  const stale = await server.call('remove_outer_candidate', { outer_candidate_id: row.id, version: row.version + 5 }, { token });
  assert.is(stale.status, 409);
  const ok = await server.call('remove_outer_candidate', { outer_candidate_id: row.id, version: row.version }, { token });
  assert.equal(ok.data, { id: row.id, deleted: true });
  assert.is(await candidateByEmail(server, 'remove.me@example.org'), undefined);
  const audits = await auditsFor(server, 'remove_outer_candidate', row.id);
  assert.equal([(audits[0].before as any).email, audits[0].after], ['remove.me@example.org', null]);

  const kept = await imported(server, token, 'registered.one@example.org');
  const [person] = await server.database.db.select({ id: staff.id }).from(staff).limit(1);
  await server.database.db.update(outerCandidates).set({ status: 'registered', staffId: person.id }).where(eq(outerCandidates.id, kept.id));
  const refused = await server.call('remove_outer_candidate', { outer_candidate_id: kept.id, version: kept.version }, { token });
  assert.is(refused.status, 409);
  assert.ok(await candidateByEmail(server, 'registered.one@example.org'));
  const bad = await server.call('remove_outer_candidate', { outer_candidate_id: 'x', version: 1 }, { token });
  assert.equal(bad.data.fields, [{ path: 'outer_candidate_id', message: 'Outer candidate id must be a number.' }]);
});

test('outer_application_list and detail: a registered candidate shows their applications', async ({ server, token }) => {
  const row = await imported(server, token, 'applied.one@example.org');
  const [app] = await server.database.db.select({ staffId: applications.staffId }).from(applications).limit(1);
  const theirs = await server.database.db.select({ id: applications.id }).from(applications).where(eq(applications.staffId, app.staffId));
  await server.database.db.update(outerCandidates).set({ status: 'registered', staffId: app.staffId }).where(eq(outerCandidates.id, row.id));
  const list = await server.call('outer_application_list', { outer_candidate_id: row.id }, { token });
  assert.is(list.err, 0, list.msg);
  assert.equal(list.data.list.map((a: any) => a.id).sort(), theirs.map((a) => a.id).sort());
  assert.ok(list.data.list.every((a: any) => a.outer_candidate_id === row.id && a.job_title));
  const detail = await server.call('outer_candidate_detail', { outer_candidate_id: row.id }, { token });
  assert.equal([detail.data.candidate.application_count, detail.data.candidate.staff_id], [theirs.length, app.staffId]);
  const missing = await server.call('outer_candidate_detail', { outer_candidate_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
});

test.run();
