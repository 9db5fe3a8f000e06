import { count, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationStatus } from '../../src/domain/enums/application-status';
import { applicationActions } from '../../src/domain/transitions';
import { applications, auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const apps = suite<{ server: TestServer; token: string; id: number }>('applications');
apps.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const [row] = await ctx.server.database.db.select().from(applications).where(eq(applications.archived, false)).limit(1);
  ctx.id = row.id;
});
apps.after(async (ctx) => ctx.server.close());

const setStatus = (server: TestServer, id: number, status: number, archived = false) =>
  server.database.db.update(applications).set({ status, archived }).where(eq(applications.id, id));
const read = async (server: TestServer, id: number) =>
  (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0];
/** A status change with the version as stored, as a screen that just read the row would send it. */
const change = async (server: TestServer, token: string, id: number, status: number, extra: Record<string, unknown> = {}) =>
  server.call('change_progress_status', { application_id: id, status, version: (await read(server, id)).version, ...extra }, { token });
const archive = async (server: TestServer, token: string, id: number, archived: boolean) =>
  server.call('change_application_archived', { application_id: id, archived, version: (await read(server, id)).version }, { token });
const auditCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(auditLog))[0].n;

// The section 4 table, transcribed again here so the test does not trust the code it checks.
const SPEC: Record<number, { targets: number[]; archive: boolean; default: string | null }> = {
  1: { targets: [2, 4], archive: true, default: 'Shortlist' },
  2: { targets: [7, 4], archive: true, default: null },
  3: { targets: [4], archive: true, default: null },
  4: { targets: [2], archive: true, default: 'Shortlist' },
  5: { targets: [6], archive: true, default: 'Mark as interviewed' },
  6: { targets: [7, 4], archive: true, default: 'Select' },
  7: { targets: [4], archive: true, default: null },
  ...Object.fromEntries([8, 9, 10, 11, 12, 13, 14, 15].map((s) => [s, { targets: [], archive: true, default: null }])),
  16: { targets: [20], archive: true, default: 'Complete recruitment' },
  17: { targets: [20], archive: true, default: 'Complete recruitment' },
  18: { targets: [2, 4], archive: false, default: 'Shortlist' },
  20: { targets: [], archive: true, default: null },
  21: { targets: [7, 4], archive: true, default: 'Select' },
  22: { targets: [7, 4], archive: true, default: 'Select' },
  23: { targets: [20], archive: true, default: null },
  24: { targets: [20], archive: true, default: null },
  25: { targets: [7, 4], archive: true, default: null },
  26: { targets: [6], archive: true, default: 'Mark as interviewed' },
  27: { targets: [7, 4], archive: true, default: null },
  28: { targets: [7, 4], archive: true, default: null },
  30: { targets: [], archive: true, default: null },
  31: { targets: [4], archive: true, default: null },
  44: { targets: [], archive: true, default: null },
  45: { targets: [], archive: true, default: null },
  46: { targets: [], archive: true, default: null },
  103: { targets: [], archive: true, default: null },
};

apps('admin ops are exactly the section 4 row for each status', async ({ server, token, id }) => {
  for (const code of applicationStatus.codes) {
    await setStatus(server, id, code);
    const answer = await server.call('get_application_admin_ops', { application_id: id }, { token });
    assert.is(answer.err, 0);
    const spec = SPEC[code];
    const ops = answer.data.ops as { label: string; status: number | null; archive: boolean; default: boolean }[];
    if (!spec) {
      assert.equal(ops, [], `status ${code} has no row`);
      continue;
    }
    assert.equal(ops.filter((o) => o.status !== null).map((o) => o.status).sort(), [...spec.targets].sort(), `targets of ${code}`);
    assert.is(ops.some((o) => o.archive), spec.archive, `archive of ${code}`);
    assert.is(ops.find((o) => o.default)?.label ?? null, spec.default, `default of ${code}`);
    assert.is(answer.data.status, code);
    assert.is(answer.data.version, (await read(server, id)).version);
    for (const op of ops as { label: string; status: number | null; archive: boolean; default: boolean; danger: boolean; command: string }[]) {
      assert.is(op.danger, op.archive || op.status === 4, `${op.label} of ${code}: Not fit and Archive are destructive`);
      assert.ok(!(op.danger && op.default), `${op.label} of ${code} is destructive and must not be the default`);
      const command = op.archive ? 'application.setArchived' : op.status === 20 ? 'application.completeRecruitment' : 'application.changeStatus';
      assert.is(op.command, command, `${op.label} of ${code}`);
    }
  }
});

apps('an archived application offers only Restore, and says why', async ({ server, token, id }) => {
  await setStatus(server, id, 2, true);
  const answer = await server.call('get_application_admin_ops', { application_id: id }, { token });
  assert.is(answer.err, 0);
  assert.is(answer.data.archived, true);
  assert.equal(answer.data.ops.map((o: { label: string; restore: boolean; command: string }) => [o.label, o.restore, o.command]), [['Restore', true, 'application.setArchived']]);
  assert.match(answer.data.reason, /archived: restore it before changing its status/);
  await setStatus(server, id, 2, false);
  assert.is((await server.call('get_application_admin_ops', { application_id: id }, { token })).data.reason, null);
});

apps('every row of the table is allowed and every other target refused, naming both statuses', async ({ server, token, id }) => {
  let allowed = 0;
  let refused = 0;
  for (const from of applicationStatus.codes) {
    for (const to of applicationStatus.codes) {
      await setStatus(server, id, from);
      const before = await read(server, id);
      const answer = await server.call('change_progress_status', { application_id: id, status: to, version: before.version }, { token });
      const ok = SPEC[from]?.targets.includes(to) ?? false;
      const after = await read(server, id);
      if (ok && to === 20) {
        // Allowed by the table, but only through complete_recruitment and its preview (spec §4).
        allowed++;
        assert.is(answer.err, 409, `${from} → 20 must go through the preview`);
        assert.match(answer.msg, /shows its preview first: choose Complete recruitment/);
        assert.is(after.version, before.version);
      } else if (ok) {
        allowed++;
        assert.is(answer.err, 0, `${from} → ${to}: ${answer.msg}`);
        assert.is(answer.data.status, to);
        assert.is(after.status, to);
        assert.is(after.version, before.version + 1);
      } else {
        refused++;
        assert.is(answer.err, 409, `${from} → ${to} must be refused`);
        // Both statuses by their labels, never their codes.
        assert.ok(answer.msg.includes(`from ${applicationStatus.label(from)} to ${applicationStatus.label(to)}.`), answer.msg);
        assert.not.match(answer.msg, /\(\d+\)/, answer.msg);
        assert.is(after.status, from);
        assert.is(after.version, before.version);
      }
    }
  }
  assert.is(allowed, Object.values(SPEC).reduce((n, s) => n + s.targets.length, 0));
  assert.ok(refused > 1000);
});

apps('domain table agrees with the transcription', () => {
  for (const code of applicationStatus.codes) {
    const targets = applicationActions(code).filter((a) => a.status !== null).map((a) => a.status);
    assert.equal(targets.sort(), [...(SPEC[code]?.targets ?? [])].sort(), `status ${code}`);
  }
});

apps('a status change writes one audit row with before and after', async ({ server, token, id }) => {
  await setStatus(server, id, 1);
  const { version } = await read(server, id);
  const answer = await server.call('change_progress_status', { application_id: id, status: 2, version }, { token, headers: { 'x-command-source': 'palette' } });
  assert.is(answer.err, 0);
  const [row] = await server.database.db.select().from(auditLog).orderBy(sql`${auditLog.id} desc`).limit(1);
  assert.is(row.command, 'application.changeStatus');
  assert.is(row.api, 'change_progress_status');
  assert.is(row.source, 'palette');
  assert.is(row.entityId, String(id));
  assert.is((row.before as { status: number }).status, 1);
  assert.is((row.after as { status: number }).status, 2);
  assert.ok(row.accountId);
});

apps('the answer to a write is the row as stored, the same as a fresh read', async ({ server, token, id }) => {
  await setStatus(server, id, 1);
  const changed = await change(server, token, id, 2);
  assert.is(changed.err, 0);
  const [listed] = (await server.call('job_applicant_list_v2', { keyword: changed.data.email, page_size: 200 }, { token })).data.list.filter((r: { id: number }) => r.id === id);
  assert.equal(changed.data, listed);
});

apps('bad input is a clear error and changes nothing', async ({ server, token, id }) => {
  await setStatus(server, id, 1);
  const before = await read(server, id);
  const audits = await auditCount(server);
  const cases: [unknown, RegExp][] = [
    [{ application_id: id, status: 999, version: before.version }, /status: Status must be one of/],
    [{ application_id: 'x', status: 2, version: before.version }, /application_id: Application id must be a number\./],
    [{ application_id: id, status: 2 }, /version: Version is required: the version of the record you last saw\./],
    [{ application_id: id, status: 2, version: -1 }, /version/],
    [{ application_id: id, status: 2, version: before.version, extra: true }, /extra: Unknown field\./],
    [{ application_id: 99999999, status: 2, version: 1 }, /Application 99999999 not found\./],
  ];
  for (const [body, message] of cases) {
    const answer = await server.call('change_progress_status', body, { token });
    assert.ok(answer.err !== 0, JSON.stringify(body));
    assert.match(answer.msg, message);
  }
  assert.equal(await read(server, id), before);
  assert.is(await auditCount(server), audits);
});

apps('a stale version is a conflict, never a silent overwrite', async ({ server, token, id }) => {
  await setStatus(server, id, 1);
  const { version } = await read(server, id);
  const first = await server.call('change_progress_status', { application_id: id, status: 2, version }, { token });
  assert.is(first.err, 0);
  const stale = await server.call('change_progress_status', { application_id: id, status: 7, version }, { token });
  assert.is(stale.err, 409);
  assert.match(stale.msg, /changed by someone else/);
  assert.is(stale.data.current_version, version + 1);
  assert.is((await read(server, id)).status, 2);
});

apps('concurrent writes with the same version: exactly one wins', async ({ server, token, id }) => {
  await setStatus(server, id, 2);
  const { version } = await read(server, id);
  const answers = await Promise.all(
    [7, 4, 7, 4, 7, 4].map((status) => server.call('change_progress_status', { application_id: id, status, version }, { token })),
  );
  assert.is(answers.filter((a) => a.err === 0).length, 1, answers.map((a) => a.msg).join(' | '));
  assert.ok(answers.filter((a) => a.err !== 0).every((a) => a.err === 409));
  assert.is((await read(server, id)).version, version + 1);
});

apps('archive and restore follow the table and are audited', async ({ server, token, id }) => {
  await setStatus(server, id, 18);
  const refused = await archive(server, token, id, true);
  assert.is(refused.err, 409);
  assert.match(refused.msg, /cannot be archived while it is In prescreen\.$/);
  await setStatus(server, id, 1);
  const archived = await archive(server, token, id, true);
  assert.is(archived.err, 0);
  assert.is(archived.data.archived, true);
  const blocked = await change(server, token, id, 2);
  assert.is(blocked.err, 409);
  assert.match(blocked.msg, /archived/);
  const restored = await archive(server, token, id, false);
  assert.is(restored.err, 0);
  assert.is(restored.data.archived, false);
  const again = await archive(server, token, id, false);
  assert.is(again.data.version, restored.data.version, 'no-op does not bump the version');
});

apps('application list filters by job, status and archived, and pages', async ({ server, token }) => {
  const all = await server.call('job_applicant_list_v2', { page_size: 5 }, { token });
  assert.is(all.err, 0);
  assert.is(all.data.list.length, 5);
  assert.ok(all.data.total > 100);
  const jobId = all.data.list[0].job_id;
  const byJob = await server.call('job_applicant_list_v2', { job_id: jobId, page_size: 200 }, { token });
  assert.ok(byJob.data.list.every((r: { job_id: number }) => r.job_id === jobId));
  assert.is(byJob.data.total, byJob.data.list.length);
  const shortlisted = await server.call('job_applicant_list_v2', { status: 2, archived: false, page_size: 200 }, { token });
  assert.ok(shortlisted.data.list.every((r: { status: number; archived: boolean }) => r.status === 2 && !r.archived));
  const page1 = await server.call('job_applicant_list_v2', { page: 1, page_size: 10 }, { token });
  const page2 = await server.call('job_applicant_list_v2', { page: 2, page_size: 10 }, { token });
  const ids = new Set([...page1.data.list, ...page2.data.list].map((r: { id: number }) => r.id));
  assert.is(ids.size, 20, 'pages do not overlap');
});

apps('complete recruitment: the preview says what will change and changes nothing; the action does it', async ({ server, token, id }) => {
  await setStatus(server, id, 16);
  const before = await read(server, id);
  const audits = await auditCount(server);
  const preview = await server.call('complete_recruitment_preview', { application_id: id, version: before.version }, { token });
  assert.is(preview.err, 0);
  assert.is(preview.data.from_status, 16);
  assert.is(preview.data.to_status, 20);
  assert.match(preview.data.summary, /from Onboarding to Completed\./);
  assert.equal(await read(server, id), before);
  assert.is(await auditCount(server), audits);
  const done = await server.call('complete_recruitment', { application_id: id, version: before.version }, { token });
  assert.is(done.err, 0);
  assert.is(done.data.status, 20);
  assert.is(await auditCount(server), audits + 1);
});

apps('complete recruitment is refused where the table does not offer it, in the preview too', async ({ server, token, id }) => {
  await setStatus(server, id, 1);
  for (const api of ['complete_recruitment_preview', 'complete_recruitment']) {
    const answer = await server.call(api, { application_id: id, version: (await read(server, id)).version }, { token });
    assert.is(answer.err, 409, api);
    assert.match(answer.msg, /from New to Completed\./);
  }
  assert.is((await read(server, id)).status, 1);
});

apps.run();
