// Bulk runs over HTTP: the dry run groups what would happen and changes nothing; a run over 'all
// matching' acts on exactly the rows the filter matches; every record gets one audit row; an interrupted
// run resumes without doing any row twice, also when two steps run at once.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { staffMovesFrom } from '../../src/domain/staff-status-moves';
import { applications, auditLog, bulkRunRows, outbox, staff } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType } from './admin-accounts';

const bulk = suite<{ server: TestServer; token: string }>('bulk');
bulk.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
bulk.after(async (ctx) => ctx.server.close());

const db = (server: TestServer) => server.database.db;
const tableCount = async (server: TestServer, table: typeof auditLog | typeof outbox) => (await db(server).select({ n: count() }).from(table))[0].n;

/** Applications set to a status for the test, with their versions as stored. */
async function applicationsAt(server: TestServer, status: number, n: number, skip = 0) {
  const rows = await db(server).select({ id: applications.id }).from(applications).where(eq(applications.archived, false)).orderBy(applications.id).limit(n).offset(skip);
  const ids = rows.map((r) => r.id);
  await db(server).update(applications).set({ status }).where(inArray(applications.id, ids));
  return db(server).select({ id: applications.id, version: applications.version, status: applications.status }).from(applications).where(inArray(applications.id, ids)).orderBy(applications.id);
}

const snapshotOf = async (server: TestServer, ids: number[]) =>
  JSON.stringify(await db(server).select().from(applications).where(inArray(applications.id, ids)).orderBy(applications.id));

async function stepUntilDone(server: TestServer, token: string, runId: number, batch = 7) {
  for (let i = 0; i < 500; i++) {
    const step = await server.call('bulk_step', { run_id: runId, batch_size: batch }, { token });
    assert.is(step.err, 0, step.msg);
    if (step.data.status !== 'running') return step.data;
  }
  throw new Error('run never finished');
}

bulk('dry run groups allowed, not-allowed transitions and stale versions, and changes nothing', async ({ server, token }) => {
  const fresh = await applicationsAt(server, 1, 4); // New → Shortlist: allowed
  const interviewed = await applicationsAt(server, 6, 3, 4); // Interviewed → Shortlist: not in the table
  const stale = fresh[3];
  const ids = [
    ...fresh.slice(0, 3).map((r) => ({ id: r.id, version: r.version })),
    { id: stale.id, version: stale.version - 1 },
    ...interviewed.map((r) => ({ id: r.id, version: r.version })),
  ];
  const all = [...fresh, ...interviewed].map((r) => r.id);
  const before = { rows: await snapshotOf(server, all), audit: await tableCount(server, auditLog), outbox: await tableCount(server, outbox) };

  const answer = await server.call('bulk_dry_run', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids } }, { token });
  assert.is(answer.err, 0, answer.msg);
  const dry = answer.data;
  assert.is(dry.total, 7);
  assert.is(dry.examined, 7);
  assert.equal(dry.change.ids.sort(), fresh.slice(0, 3).map((r) => r.id).sort());
  const byReason = Object.fromEntries(dry.refused.map((g: { reason: string }) => [g.reason, g]));
  assert.is(byReason.transition.count, 3, JSON.stringify(dry.refused));
  assert.equal(byReason.transition.ids.sort(), interviewed.map((r) => r.id).sort());
  assert.match(byReason.transition.msg, /Interviewed/);
  assert.is(byReason.stale.count, 1);
  assert.equal(byReason.stale.ids, [stale.id]);
  assert.is(byReason.stale.err, 409);
  // Identical reasons are one group: three not-allowed rows, one line.
  assert.is(dry.refused.length, 2);

  assert.is(await snapshotOf(server, all), before.rows, 'no application changed');
  assert.is(await tableCount(server, auditLog), before.audit, 'no audit row written');
  assert.is(await tableCount(server, outbox), before.outbox, 'no message queued');
});

bulk('dry run counts the messages a run would send, and sends none', async ({ server, token }) => {
  // Staff at a status with a move whose notice is emailed; the preview says which rows notify.
  const rows = await db(server).select({ id: staff.id, status: staff.status, version: staff.version }).from(staff).orderBy(staff.id).limit(400);
  const from = rows.find((r) => staffMovesFrom(r.status).some((m) => m.to !== 10 && !m.danger))!;
  const move = staffMovesFrom(from.status).find((m) => m.to !== 10 && !m.danger)!;
  const same = rows.filter((r) => r.status === from.status).slice(0, 3);
  let notifying = 0;
  for (const r of same) {
    const info = await server.call('get_status_change_information', { staff_id: r.id, new_status: move.to }, { token });
    assert.is(info.err, 0, info.msg);
    if (info.data.notify) notifying += 1;
  }
  const outboxBefore = await tableCount(server, outbox);
  const answer = await server.call('bulk_dry_run', {
    command_id: 'profile.modifyStatus', args: { new_status: move.to }, target: { ids: same.map((r) => ({ id: r.id, version: r.version })) },
  }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.change.count, same.length);
  assert.is(answer.data.messages.email.count, notifying);
  assert.is(answer.data.messages.sms.cost_cents, answer.data.messages.sms.segments * answer.data.messages.sms.price_per_segment_cents);
  if (notifying) assert.ok(answer.data.messages.samples[0].recipient.includes('@'));
  assert.is(await tableCount(server, outbox), outboxBefore);
});

/** What a person calls an application: its applicant's name, as the database holds it. */
async function applicantNames(server: TestServer, ids: number[]) {
  const rows = await db(server).select({ id: applications.id, first: staff.firstName, last: staff.surname }).from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId)).where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((r) => [String(r.id), `${r.first} ${r.last}`]));
}

bulk('the dry run and the results name the rows they list (the applicant), not only their ids', async ({ server, token }) => {
  const fresh = await applicationsAt(server, 1, 3, 300);
  const interviewed = await applicationsAt(server, 6, 2, 303);
  const ids = [...fresh, ...interviewed].map((r) => ({ id: r.id, version: r.version }));
  const expected = await applicantNames(server, ids.map((r) => r.id));
  const dry = await server.call('bulk_dry_run', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids } }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.equal(dry.data.names, expected, 'every row the answer lists is named');

  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids } }, { token });
  assert.is(started.err, 0, started.msg);
  await stepUntilDone(server, token, started.data.id);
  const rows = await server.call('bulk_rows', { run_id: started.data.id }, { token });
  assert.is(rows.err, 0, rows.msg);
  assert.is(rows.data.list.length, 5);
  for (const row of rows.data.list) assert.is(row.name, expected[row.record_id], `row ${row.record_id}`);
});

bulk('every kind the names know is named from its own table', async ({ server }) => {
  const { recordNames, namedKinds } = await import('../../src/server/kit/record-names');
  const { recordKinds } = await import('../../commands/record-kinds');
  for (const kind of namedKinds) {
    // A real row of the kind's table: the first id the seed made (ids start at 1 in every table here).
    const names = await recordNames(db(server), kind, [1, 2, 3]);
    assert.ok(kind in recordKinds, kind);
    for (const name of names.values()) assert.ok(name.trim().length > 0 && !/null|undefined/.test(name), `${kind}: '${name}'`);
    if (['applicant', 'application', 'provider', 'facility', 'jobAd', 'shift', 'payslip', 'invoice', 'timesheet'].includes(kind)) assert.ok(names.size > 0, `${kind} names a seeded row`);
  }
  const people = await recordNames(db(server), 'applicant', [1]);
  const [first] = await db(server).select().from(staff).where(eq(staff.id, 1));
  assert.is(people.get(1), `${first.firstName} ${first.surname}`);
  assert.is((await recordNames(db(server), 'utmSummary', [1])).size, 0, 'a kind without a name is left out');
});

bulk('a target via applications texts their applicants, each once, and is refused for a command that does not take people', async ({ server, token }) => {
  const rows = await db(server).select({ id: applications.id, staffId: applications.staffId }).from(applications).orderBy(applications.id).limit(6);
  // Two of the applications are one applicant's.
  await db(server).update(applications).set({ staffId: rows[0].staffId }).where(eq(applications.id, rows[1].id));
  const people = new Set([rows[0].staffId, ...rows.slice(2).map((r) => r.staffId)]);
  const target = { via: { kind: 'application', ids: rows.map((r) => r.id) } };
  const dry = await server.call('bulk_dry_run', { command_id: 'sms.sendToStaff', args: { message: 'Via test' }, target }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.is(dry.data.total, people.size, 'each applicant once');
  const wrong = await server.call('bulk_dry_run', { command_id: 'application.changeStatus', args: { status: 2 }, target }, { token });
  assert.is(wrong.err, 400);
  assert.is(wrong.data.fields[0].path, 'target.via.kind');
});

bulk('an account that may not act: dry run refuses every row for permission; start is refused', async ({ server, token }) => {
  const viewer = await accountOfType(server, token, 'public_account');
  const rows = await applicationsAt(server, 1, 2, 20);
  const target = { ids: rows.map((r) => ({ id: r.id, version: r.version })) };
  const dry = await server.call('bulk_dry_run', { command_id: 'application.changeStatus', args: { status: 2 }, target }, { token: viewer.token });
  assert.is(dry.err, 0, dry.msg);
  assert.is(dry.data.change.count, 0);
  assert.is(dry.data.refused.length, 1);
  assert.is(dry.data.refused[0].reason, 'permission');
  assert.is(dry.data.refused[0].count, 2);
  const start = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target }, { token: viewer.token });
  assert.is(start.err, 403);
});

bulk('bad input is refused naming the field', async ({ server, token }) => {
  const rows = await applicationsAt(server, 1, 1, 30);
  const target = { ids: [{ id: rows[0].id, version: rows[0].version }] };
  const badStatus = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 999 }, target }, { token });
  assert.is(badStatus.err, 400);
  assert.ok(badStatus.data.fields.some((f: { path: string }) => f.path === 'args.status'), JSON.stringify(badStatus.data));
  const notBulk = await server.call('bulk_start', { command_id: 'application.list', args: {}, target }, { token });
  assert.is(notBulk.err, 400);
  assert.is(notBulk.data.fields[0].path, 'command_id');
  const nothing = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids: [] } }, { token });
  assert.is(nothing.err, 400);
});

bulk("a run over 'all matching' acts on exactly the matching rows, one audit row each, and keeps results", async ({ server, token }) => {
  // 230 rows at status 3 (Pre-Screen): more than one page of 200; Pre-Screen → Not fit is allowed.
  const rows = await applicationsAt(server, 3, 230, 40);
  const [{ n: matching }] = await db(server).select({ n: count() }).from(applications).where(and(eq(applications.status, 3), eq(applications.archived, false)));
  assert.ok(matching >= 230);
  const filter = { status: 3, archived: false };
  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 4 }, target: { list: 'application.list', filter }, source: 'palette' }, { token });
  assert.is(started.err, 0, started.msg);
  assert.is(started.data.total, matching, 'the exact count, no cap');
  assert.is(started.data.pending, matching);
  const runId = started.data.id;
  const [{ maxAudit }] = await db(server).select({ maxAudit: sql<number>`coalesce(max(id), 0)::int` }).from(auditLog);

  const done = await stepUntilDone(server, token, runId, 50);
  assert.is(done.status, 'done');
  assert.is(done.ok, matching);
  assert.is(done.pending, 0);
  const [{ left }] = await db(server).select({ left: count() }).from(applications).where(and(eq(applications.status, 3), eq(applications.archived, false)));
  assert.is(left, 0);

  const audits = await db(server).select({ entityId: auditLog.entityId, source: auditLog.source }).from(auditLog)
    .where(and(sql`${auditLog.id} > ${maxAudit}`, eq(auditLog.command, 'application.changeStatus')));
  assert.is(audits.length, matching, 'one audit row per record');
  assert.is(new Set(audits.map((a) => a.entityId)).size, matching);
  assert.ok(audits.every((a) => a.source === 'palette'));
  assert.ok(rows.every((r) => audits.some((a) => a.entityId === String(r.id))));

  const okRows = await server.call('bulk_rows', { run_id: runId, outcome: 'ok', page_size: 5 }, { token });
  assert.is(okRows.err, 0, okRows.msg);
  assert.is(okRows.data.total, matching);
  assert.is(okRows.data.list.length, 5);
  const refusedRows = await server.call('bulk_rows', { run_id: runId, outcome: 'refused' }, { token });
  assert.is(refusedRows.data.total, 0);
});

bulk('an interrupted run resumes without doing any row twice; concurrent steps never share a row', async ({ server, token }) => {
  const rows = await applicationsAt(server, 1, 30, 300);
  const [stale] = rows.splice(5, 1);
  const ids = [...rows.map((r) => ({ id: r.id, version: r.version })), { id: stale.id, version: stale.version + 5 }];
  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids } }, { token });
  assert.is(started.err, 0, started.msg);
  const runId = started.data.id;
  const [{ maxAudit }] = await db(server).select({ maxAudit: sql<number>`coalesce(max(id), 0)::int` }).from(auditLog);

  // Two batches, then the tab closes: the run is left half done.
  for (let i = 0; i < 2; i++) assert.is((await server.call('bulk_step', { run_id: runId, batch_size: 4 }, { token })).err, 0);
  const half = await server.call('bulk_status', { run_id: runId }, { token });
  assert.is(half.data.status, 'running');
  assert.is(half.data.ok + half.data.refused, 8);
  const unfinished = await server.call('bulk_runs', { unfinished: true }, { token });
  assert.ok(unfinished.data.list.some((r: { id: number }) => r.id === runId));

  // Resumed from two tabs at once: both step the same pending rows.
  const answers = await Promise.all([
    server.call('bulk_step', { run_id: runId, batch_size: 10 }, { token }),
    server.call('bulk_step', { run_id: runId, batch_size: 10 }, { token }),
    server.call('bulk_step', { run_id: runId, batch_size: 10 }, { token }),
  ]);
  for (const a of answers) assert.is(a.err, 0, a.msg);
  const done = await stepUntilDone(server, token, runId);
  assert.is(done.ok, rows.length);
  assert.is(done.refused, 1);
  assert.is(done.reasons[0].reason, 'stale');

  const audits = await db(server).select({ entityId: auditLog.entityId, n: count() }).from(auditLog)
    .where(and(sql`${auditLog.id} > ${maxAudit}`, eq(auditLog.command, 'application.changeStatus'), inArray(auditLog.entityId, ids.map((r) => String(r.id)))))
    .groupBy(auditLog.entityId);
  assert.is(audits.length, rows.length, 'the stale row was not written');
  assert.ok(audits.every((a) => a.n === 1), 'no row done twice');
  const versions = await db(server).select({ id: applications.id, version: applications.version }).from(applications).where(inArray(applications.id, rows.map((r) => r.id)));
  for (const v of versions) assert.is(v.version, rows.find((r) => r.id === v.id)!.version + 1, `application ${v.id} written once`);

  const failed = await server.call('bulk_rows', { run_id: runId, outcome: 'refused' }, { token });
  assert.is(failed.data.total, 1);
  assert.is(failed.data.list[0].record_id, stale.id);
  assert.is(failed.data.list[0].reason, 'stale');
});

bulk('a row left claimed by a step that died is done once by the next step', async ({ server, token }) => {
  // A step that died mid-row committed nothing of it: the row is still pending. Simulate one whose
  // change committed with its outcome (the only way it can commit): the next steps pass it by.
  const rows = await applicationsAt(server, 1, 3, 400);
  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids: rows.map((r) => ({ id: r.id, version: r.version })) } }, { token });
  const runId = started.data.id;
  await db(server).update(bulkRunRows).set({ outcome: 'ok' }).where(and(eq(bulkRunRows.runId, runId), eq(bulkRunRows.position, 1)));
  const done = await stepUntilDone(server, token, runId);
  assert.is(done.ok, 3);
  const [first] = await db(server).select().from(applications).where(eq(applications.id, rows[0].id));
  assert.is(first.status, 1, 'the row already done was not done again');
});

bulk('stop skips what is left; another account cannot see the run', async ({ server, token }) => {
  const rows = await applicationsAt(server, 1, 6, 420);
  const started = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids: rows.map((r) => ({ id: r.id, version: r.version })) } }, { token });
  const runId = started.data.id;
  await server.call('bulk_step', { run_id: runId, batch_size: 2 }, { token });
  const stopped = await server.call('bulk_stop', { run_id: runId }, { token });
  assert.is(stopped.err, 0, stopped.msg);
  assert.is(stopped.data.status, 'stopped');
  assert.is(stopped.data.ok, 2);
  assert.is(stopped.data.skipped, 4);
  const after = await server.call('bulk_step', { run_id: runId }, { token });
  assert.is(after.data.ok, 2, 'a stopped run does nothing more');
  const other = await accountOfType(server, token, 'hr_manager');
  const peek = await server.call('bulk_status', { run_id: runId }, { token: other.token });
  assert.is(peek.err, 404);
});

bulk.run();
