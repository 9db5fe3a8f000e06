// Issue 13, concurrency: 50 sessions change the status of one application at the same moment, each with
// the version it read. Exactly one wins; the other 49 are conflicts (409) that name the current version;
// the row, its version, the audit log, the history and the undo journal agree on what happened. The
// change is sent as one statement guarded by the version (kit/one-statement.ts): a loser keeps nothing.
import { and, count, eq, gt, max } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationEvents, applications, auditLog, commandJournal } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';

const SESSIONS = 50;

const race = suite<{ server: TestServer; tokens: string[] }>('fifty sessions, one application');
race.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.tokens = [];
  for (let i = 0; i < SESSIONS; i++) {
    const answer = await ctx.server.call('login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    assert.is(answer.err, 0, `sign-in ${i}: ${answer.msg}`);
    ctx.tokens.push(answer.data.token);
  }
  assert.is(new Set(ctx.tokens).size, SESSIONS, 'fifty distinct sessions');
});
race.after(async (ctx) => ctx.server.close());

race('50 parallel status changes from 50 sessions: one wins, 49 conflicts, and the row and the audit log agree', async ({ server, tokens }) => {
  const db = server.database.db;
  const [row] = await db.select().from(applications).where(eq(applications.archived, false)).limit(1);
  // Application received (2) may move to Interview (7) or Unsuccessful (4): half the sessions ask for each.
  await db.update(applications).set({ status: 2 }).where(eq(applications.id, row.id));
  const [before] = await db.select().from(applications).where(eq(applications.id, row.id));
  const [{ floor }] = await db.select({ floor: max(auditLog.id) }).from(auditLog);
  const auditFloor = Number(floor ?? 0);
  const events = async () => (await db.select({ n: count() }).from(applicationEvents).where(eq(applicationEvents.applicationId, row.id)))[0].n;
  const journalled = async () => (await db.select({ n: count() }).from(commandJournal).where(gt(commandJournal.lastAuditId, auditFloor)))[0].n;
  const eventsBefore = await events();

  const answers = await Promise.all(
    tokens.map((token, i) => server.call('change_progress_status', { application_id: row.id, status: i % 2 ? 7 : 4, version: before.version }, { token })),
  );

  const winners = answers.filter((a) => a.err === 0);
  const losers = answers.filter((a) => a.err !== 0);
  assert.is(winners.length, 1, `exactly one wins: ${answers.map((a) => a.err).join(',')}`);
  assert.is(losers.length, SESSIONS - 1);
  for (const loser of losers) {
    assert.is(loser.err, 409, loser.msg);
    assert.is(loser.data.current_version, before.version + 1, 'each conflict names the version that won');
  }

  const [after] = await db.select().from(applications).where(eq(applications.id, row.id));
  assert.is(after.version, before.version + 1, 'one write, one version');
  assert.is(after.status, winners[0].data.status, 'the row holds the winner’s status');

  const audits = await db.select().from(auditLog).where(and(gt(auditLog.id, auditFloor), eq(auditLog.entityId, String(row.id)), eq(auditLog.command, 'application.changeStatus')));
  assert.is(audits.length, 1, 'one audit row, for the winner');
  assert.is((audits[0].after as { status: number }).status, after.status, 'the audit row and the row agree');
  assert.is((audits[0].after as { updated_at: string }).updated_at, after.updatedAt, 'the audit row’s after image is the row as stored');
  assert.is(winners[0].data.updated_at, after.updatedAt, 'the answer is the row as stored');
  assert.is(await events(), eventsBefore + 1, 'one history entry, for the winner');
  assert.is(await journalled(), 1, 'one undo journal row, for the winner');
});

race.run();
