// Referees and reference checks over HTTP: contacts validated by spec §5 (add, edit, delete, versioned,
// audited), the check email with its one-time link (only the token's hash stored), the referee's answers,
// and marking them read.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, jobReferees } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { auditsSince, db, freshApplications, lastAuditId, lastOutboxId, outboxSince, refereeRow } from './interview-helpers';

type Ctx = { server: TestServer; token: string };
const test = suite<Ctx>('reference checks');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const contact = { name: 'Karen Mitchell', relationship: 'direct_manager', organisation: 'Bluegum Aged Care', email: 'karen.mitchell@example.org', phone: '0412345678' };
const call = (ctx: Ctx, api: string, body: Record<string, unknown>) => ctx.server.call(api, body, { token: ctx.token });

async function referee(ctx: Ctx, extra: Record<string, unknown> = {}) {
  const [app] = await freshApplications(ctx.server, 1, 6);
  const added = await call(ctx, 'add_job_referee_contact', { application_id: app.id, ...contact, ...extra });
  assert.is(added.err, 0, added.msg);
  return added.data as { id: number; version: number; application_id: number; email: string };
}

/** As if the referee had answered through their link. */
const answer = (ctx: Ctx, id: number) =>
  db(ctx.server).update(jobReferees).set({
    checkSentAt: new Date(Date.now() - 86_400_000).toISOString(),
    checkAnsweredAt: new Date().toISOString(),
    checkAnswers: { answers: [{ question: 'Reliable?', answer: 'Always on time.' }], ratings: [{ criterion: 'Reliability', score: 5 }], would_rehire: true, comments: '' },
  }).where(eq(jobReferees.id, id));

test('a referee is added, listed and audited; spec §5 phone and email rules name the field', async (ctx) => {
  const [app] = await freshApplications(ctx.server, 1, 6);
  const audit = await lastAuditId(ctx.server);
  const added = await call(ctx, 'add_job_referee_contact', { application_id: app.id, ...contact });
  assert.is(added.err, 0, added.msg);
  assert.is(added.data.check_state, 'not_sent');
  assert.is(added.data.staff_id, app.staffId);
  const [entry] = await auditsSince(ctx.server, audit, 'referee');
  assert.is(entry.command, 'referee.add');
  assert.is((entry.after as { email: string }).email, contact.email);
  const intl = await call(ctx, 'add_job_referee_contact', { application_id: app.id, ...contact, email: 'nz@example.org', phone: '+64 0211234567' });
  assert.is(intl.err, 0, 'an international number with its prefix');
  const listed = await call(ctx, 'job_referee_contact_list', { application_id: app.id });
  assert.equal(listed.data.list.map((r: { id: number }) => r.id), [added.data.id, intl.data.id]);
  const byStaff = await call(ctx, 'job_referee_contact_list', { staff_id: app.staffId, check_state: 'not_sent' });
  assert.ok(byStaff.data.list.some((r: { id: number }) => r.id === added.data.id));
  const cases: [Record<string, unknown>, string, string][] = [
    [{ email: 'karen@' }, 'email', 'Email address is invalid.'],
    [{ email: '' }, 'email', 'Email address is required.'],
    [{ phone: '041234' }, 'phone', 'Phone number should have 10 digits.'],
    [{ phone: '04123456789x' }, 'phone', 'Phone number is invalid.'],
    [{ phone: '+61 12345' }, 'phone', 'Phone number is invalid.'],
    [{ phone: '' }, 'phone', 'Phone number is required.'],
    [{ name: '' }, 'name', 'Name is required.'],
    [{ relationship: 'cousin' }, 'relationship', 'Relationship must be one of direct_manager, supervisor, team_leader, colleague, educator, client_or_family, other.'],
  ];
  for (const [fields, path, message] of cases) {
    const bad = await call(ctx, 'add_job_referee_contact', { application_id: app.id, ...contact, ...fields });
    assert.is(bad.err, 400, path);
    assert.equal(bad.data.fields, [{ path, message }], path);
  }
  const neither = await call(ctx, 'job_referee_contact_list', {});
  assert.equal(neither.data.fields, [{ path: 'application_id', message: 'Application id or staff id is required.' }]);
});

test('adding is refused for a repeated email, a sixth referee and an archived application', async (ctx) => {
  const first = await referee(ctx);
  const twice = await call(ctx, 'add_job_referee_contact', { application_id: first.application_id, ...contact, email: contact.email.toUpperCase() });
  assert.is(twice.err, 409);
  assert.match(twice.msg, new RegExp(`already has ${contact.email.toUpperCase()} as referee ${first.id}`));
  for (let i = 2; i <= 5; i++) assert.is((await call(ctx, 'add_job_referee_contact', { application_id: first.application_id, ...contact, email: `r${i}@example.org` })).err, 0);
  const sixth = await call(ctx, 'add_job_referee_contact', { application_id: first.application_id, ...contact, email: 'r6@example.org' });
  assert.is(sixth.err, 409);
  assert.match(sixth.msg, /already has 5 referees/);
  await db(ctx.server).update(applications).set({ archived: true }).where(eq(applications.id, first.application_id));
  const archived = await call(ctx, 'edit_job_referee_contact', { referee_id: first.id, version: first.version, ...contact, name: 'K. Mitchell' });
  assert.is(archived.err, 0, 'an existing contact can still be corrected');
  const added = await call(ctx, 'add_job_referee_contact', { application_id: first.application_id, ...contact, email: 'late@example.org' });
  assert.is(added.err, 409);
  assert.match(added.msg, /archived/);
});

test('the check email carries a one-time link whose hash alone is stored; a resend is held back 10 minutes', async (ctx) => {
  const r = await referee(ctx);
  const mail = await lastOutboxId(ctx.server);
  const audit = await lastAuditId(ctx.server);
  const sent = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: r.version, message: 'Thanks for helping.' });
  assert.is(sent.err, 0, sent.msg);
  assert.is(sent.data.check_state, 'sent');
  assert.is(sent.data.check_send_count, 1);
  assert.ok(sent.data.check_sent_at);
  assert.is(sent.data.version, r.version + 1);
  const [email] = await outboxSince(ctx.server, mail);
  assert.is(email.recipient, contact.email);
  assert.match(email.subject, /^Reference request for /);
  assert.match(email.body, /Thanks for helping\./);
  const token = /\/reference-check\/([A-Za-z0-9_-]{43})/.exec(email.secretBody ?? '')?.[1];
  assert.ok(token, 'the email as sent holds the link');
  assert.match(email.body, /\/reference-check\/••••••/, 'the outbox shows the link with its token masked');
  assert.not.ok(email.body.includes(token!), 'the outbox the console shows has no token');
  const stored = await refereeRow(ctx.server, r.id);
  assert.is(stored.checkTokenHash, createHash('sha256').update(token!).digest('hex'));
  assert.not.match(JSON.stringify(await auditsSince(ctx.server, audit)), new RegExp(token!), 'the token is in no audit row');
  const again = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: sent.data.version });
  assert.is(again.err, 409);
  assert.match(again.msg, /Wait 10 minutes before sending it again/);
  const stale = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: r.version });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, sent.data.version);
  // An hour later the resend goes, with a new link.
  await db(ctx.server).update(jobReferees).set({ checkSentAt: new Date(Date.now() - 3_600_000).toISOString() }).where(eq(jobReferees.id, r.id));
  const resent = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: sent.data.version });
  assert.is(resent.err, 0, resent.msg);
  assert.is(resent.data.check_send_count, 2);
  assert.is.not((await refereeRow(ctx.server, r.id)).checkTokenHash, stored.checkTokenHash);
  await answer(ctx, r.id);
  const answered = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: resent.data.version });
  assert.is(answered.err, 409);
  assert.match(answered.msg, /has already answered/);
  const bad = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id });
  assert.equal(bad.data.fields, [{ path: 'version', message: 'Version is required: the version of the record you last saw.' }]);
});

test('editing a contact is versioned; a new email takes the check back to not sent; answered referees stay as they were', async (ctx) => {
  const r = await referee(ctx);
  const sent = await call(ctx, 'send_check_email_to_referee', { referee_id: r.id, version: r.version });
  const audit = await lastAuditId(ctx.server);
  const moved = await call(ctx, 'edit_job_referee_contact', { referee_id: r.id, version: sent.data.version, ...contact, email: 'karen@newjob.example.org' });
  assert.is(moved.err, 0, moved.msg);
  assert.is(moved.data.check_state, 'not_sent', 'the old link went to the old address');
  assert.is((await refereeRow(ctx.server, r.id)).checkTokenHash, null);
  const [entry] = await auditsSince(ctx.server, audit, 'referee');
  assert.is((entry.before as { email: string }).email, contact.email);
  assert.is((entry.after as { email: string }).email, 'karen@newjob.example.org');
  const stale = await call(ctx, 'edit_job_referee_contact', { referee_id: r.id, version: sent.data.version, ...contact });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, moved.data.version);
  const bad = await call(ctx, 'edit_job_referee_contact', { referee_id: r.id, version: moved.data.version, ...contact, phone: '12' });
  assert.equal(bad.data.fields, [{ path: 'phone', message: 'Phone number should have 10 digits.' }]);
  await answer(ctx, r.id);
  const frozen = await call(ctx, 'edit_job_referee_contact', { referee_id: r.id, version: moved.data.version, ...contact, name: 'Someone Else' });
  assert.is(frozen.err, 409);
  assert.match(frozen.msg, /has answered the reference check, so their details cannot change/);
});

test('deleting a referee: danger, versioned, audited, refused once they have answered', async (ctx) => {
  const r = await referee(ctx);
  const stale = await call(ctx, 'delete_job_referee_contact', { referee_id: r.id, version: r.version + 1 });
  assert.is(stale.err, 409);
  const audit = await lastAuditId(ctx.server);
  const gone = await call(ctx, 'delete_job_referee_contact', { referee_id: r.id, version: r.version });
  assert.equal(gone.data, { id: r.id, deleted: true });
  assert.is(await refereeRow(ctx.server, r.id), undefined);
  const [entry] = await auditsSince(ctx.server, audit, 'referee');
  assert.is(entry.command, 'referee.delete');
  assert.is(entry.after, null);
  assert.is((entry.before as { name: string }).name, contact.name);
  const kept = await referee(ctx);
  await answer(ctx, kept.id);
  const refused = await call(ctx, 'delete_job_referee_contact', { referee_id: kept.id, version: kept.version });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /cannot be deleted/);
  assert.ok(await refereeRow(ctx.server, kept.id));
  assert.is((await call(ctx, 'delete_job_referee_contact', { referee_id: 99999999, version: 1 })).err, 404);
});

test('the result shows the referee\'s answers; marking it read and unread is versioned and audited', async (ctx) => {
  const [seeded] = await db(ctx.server).select().from(jobReferees).where(and(isNotNull(jobReferees.checkAnsweredAt), isNull(jobReferees.checkReadAt))).limit(1);
  const result = await call(ctx, 'reference_check_result', { referee_id: seeded.id });
  assert.is(result.err, 0);
  assert.is(result.data.referee.check_state, 'answered');
  assert.is(result.data.version, seeded.version);
  assert.ok(result.data.check_result.answers.length >= 3, 'the seed gives realistic answers');
  assert.ok(result.data.check_result.ratings.every((r: { score: number }) => r.score >= 1 && r.score <= 5));
  const audit = await lastAuditId(ctx.server);
  const read = await call(ctx, 'set_reference_check_read', { referee_id: seeded.id, version: seeded.version });
  assert.is(read.err, 0, read.msg);
  assert.is(read.data.check_state, 'read');
  assert.ok((await refereeRow(ctx.server, seeded.id)).checkReadBy, 'who read it is kept');
  const [entry] = await auditsSince(ctx.server, audit, 'referee');
  assert.is(entry.command, 'referee.setCheckRead');
  assert.is((entry.before as { check_read_at: string | null }).check_read_at, null);
  const stale = await call(ctx, 'set_reference_check_read', { referee_id: seeded.id, read: false, version: seeded.version });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, read.data.version);
  const unread = await call(ctx, 'set_reference_check_read', { referee_id: seeded.id, read: false, version: read.data.version });
  assert.is(unread.data.check_state, 'answered');
  const same = await call(ctx, 'set_reference_check_read', { referee_id: seeded.id, read: false, version: unread.data.version });
  assert.is(same.data.version, unread.data.version, 'no change, no new version');
  const bad = await call(ctx, 'set_reference_check_read', { referee_id: seeded.id, read: 'yes', version: unread.data.version });
  assert.equal(bad.data.fields, [{ path: 'read', message: 'Read must be true or false.' }]);
  const waiting = await referee(ctx);
  const notYet = await call(ctx, 'set_reference_check_read', { referee_id: waiting.id, version: waiting.version });
  assert.is(notYet.err, 409);
  assert.match(notYet.msg, /has not answered the reference check yet/);
  const pending = await call(ctx, 'reference_check_result', { referee_id: waiting.id });
  assert.is(pending.data.check_result, null);
  assert.is((await call(ctx, 'reference_check_result', { referee_id: 99999999 })).err, 404);
});

test('every referee call names the field on bad input', async (ctx) => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['reference_check_result', { referee_id: 'x' }, 'referee_id', 'Referee id must be a number.'],
    ['delete_job_referee_contact', { referee_id: 1 }, 'version', 'Version is required: the version of the record you last saw.'],
    ['edit_job_referee_contact', { referee_id: 1, version: 1, ...contact, organisation: 'x'.repeat(151) }, 'organisation', 'Organisation is at most 150 characters.'],
    ['job_referee_contact_list', { staff_id: 1, check_state: 'lost' }, 'check_state', 'Check state must be one of not_sent, sent, answered, read.'],
    ['send_check_email_to_referee', { referee_id: 1, version: 1, message: 'x'.repeat(2001) }, 'message', 'Message is at most 2,000 characters.'],
  ];
  for (const [api, body, path, message] of cases) {
    const answer = await call(ctx, api, body);
    assert.is(answer.err, 400, `${api} ${path}`);
    assert.equal(answer.data.fields, [{ path, message }], `${api} ${path}`);
  }
});

test.run();
