// Issue 13, load in `npm test`: short bounded autocannon runs on loopback against the demo seed. Reads
// (the two main lists) and writes (status changes 2 ↔ 4, each carrying the version it last saw) get no
// connection errors, no timeouts and no answer but a 200 with err 0 (writes may also meet a 409 conflict,
// the one expected refusal). Afterwards the rows, their versions and the audit log agree with what was
// acknowledged. The longer soak at the large seed is `npm run bench` (test/bench/soak.ts).
import autocannon from 'autocannon';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications, auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const SECONDS = Number(process.env.LOAD_TEST_SECONDS || 3);
const CONNECTIONS = 8;

interface Tally { requests: number; ok: number; conflicts: number; other: string[]; errors: number; timeouts: number; rps: number; p99: number }

async function run(options: autocannon.Options, onAnswer?: (status: number, body: any, context: Record<string, number>) => void): Promise<Tally> {
  const tally: Tally = { requests: 0, ok: 0, conflicts: 0, other: [], errors: 0, timeouts: 0, rps: 0, p99: 0 };
  const requests = (options.requests ?? [{}]).map((r) => ({
    ...r,
    onResponse: (status: number, raw: string, context: Record<string, number>) => {
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* counted below as an unexpected answer */
      }
      if (status === 200 && body?.err === 0) tally.ok++;
      else if (status === 409 || body?.err === 409) tally.conflicts++;
      else if (tally.other.length < 5) tally.other.push(`${status} ${raw.slice(0, 120)}`);
      else tally.other.push('…');
      onAnswer?.(status, body, context);
    },
  }));
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, method: 'POST', ...options, requests } as autocannon.Options);
  return { ...tally, requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, rps: result.requests.average, p99: result.latency.p99 };
}

const load = suite<{ server: TestServer; headers: Record<string, string> }>('load on loopback');
load.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.headers = { 'content-type': 'application/json', authorization: `Bearer ${await ctx.server.signIn()}` };
});
load.after(async (ctx) => ctx.server.close());

load(`reads for ${SECONDS} s: list calls, every answer a 200`, async ({ server, headers }) => {
  let n = 0;
  const tally = await run({
    url: `${server.url}/api/admin/job_applicant_list_v2`,
    headers,
    requests: [{
      setupRequest: (req) => {
        n++;
        // Alternate the two main lists, paging and filtering, so no single cached answer carries the run.
        const staff = n % 2 === 0;
        return { ...req, path: staff ? '/api/admin/get_staff_list' : '/api/admin/job_applicant_list_v2', body: JSON.stringify(staff ? { page: (n % 7) + 1, page_size: 20, keyword: n % 3 ? '' : 'a' } : { page: (n % 5) + 1, page_size: 20, status: [2, 4, 7][n % 3] }) };
      },
    }],
  });
  console.log(`reads: ${tally.requests} in ${SECONDS} s (${tally.rps.toFixed(0)} req/s, p99 ${tally.p99} ms)`);
  // Figures depend on the machine (a busy CI box answers a handful a second): only that the run did work.
  assert.ok(tally.requests > 0, 'the run did work');
  assert.is(tally.errors, 0, 'no connection errors');
  assert.is(tally.timeouts, 0, 'no timeouts');
  assert.equal(tally.other, [], 'no answer but a 200');
  assert.is(tally.conflicts, 0, 'reads never conflict');
  assert.is(tally.ok, tally.requests, 'every read answered with err 0');
});

load(`writes for ${SECONDS} s: status changes, only 200s and expected conflicts, rows and audit log agree`, async ({ server, headers }) => {
  const db = server.database.db;
  const rows = (await server.call('job_applicant_list_v2', { status: 2, archived: false, page_size: 100 }, { headers })).data.list as { id: number; version: number }[];
  assert.ok(rows.length >= 20, `enough applications to spread the writes: ${rows.length}`);
  const [{ floor }] = await db.select({ floor: max(auditLog.id) }).from(auditLog);
  const state = new Map(rows.map((r) => [r.id, { status: 2, version: r.version, start: r.version, changes: 0 }]));
  const ids = rows.map((r) => r.id);
  let cursor = 0;
  const tally = await run({
    url: `${server.url}/api/admin/change_progress_status`,
    headers,
    requests: [{
      setupRequest: (req, context) => {
        const id = ids[cursor++ % ids.length];
        const row = state.get(id)!;
        const to = row.status === 2 ? 4 : 2;
        Object.assign(context as Record<string, number>, { id, to });
        return { ...req, body: JSON.stringify({ application_id: id, status: to, version: row.version }) };
      },
    }],
  }, (status, body, context) => {
    if (status !== 200 || body?.err !== 0) return;
    const row = state.get(context.id)!;
    Object.assign(row, { status: context.to, version: body.data.version, changes: row.changes + 1 });
  });
  console.log(`writes over ${ids.length} applications: ${tally.requests} in ${SECONDS} s (${tally.rps.toFixed(0)} req/s, p99 ${tally.p99} ms), ${tally.conflicts} conflicts`);
  assert.ok(tally.ok > 0, 'the run changed things');
  assert.is(tally.errors, 0, 'no connection errors');
  assert.is(tally.timeouts, 0, 'no timeouts');
  assert.equal(tally.other, [], 'no answer but a 200 or a conflict');
  // Each id is taken by one request at a time (the pool is far larger than the connection count).
  assert.ok(tally.conflicts < tally.requests / 2, `conflicts stay the exception: ${tally.conflicts} of ${tally.requests}`);

  // A call still in flight when the run ended may have committed without its answer being read: the row
  // and the audit log must agree with each other, and hold at least every acknowledged change.
  // Both read from one snapshot: such a call committing between two separate reads would make them disagree.
  const { after, audits } = await db.transaction(async (tx) => ({
    after: await tx.select().from(applications).where(inArray(applications.id, ids)),
    audits: await tx.select({ entityId: auditLog.entityId, after: auditLog.after }).from(auditLog)
      .where(and(gt(auditLog.id, Number(floor ?? 0)), eq(auditLog.command, 'application.changeStatus'))).orderBy(asc(auditLog.id)),
  }), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  assert.ok(audits.length >= tally.ok && audits.length <= tally.ok + CONNECTIONS, `audit rows ${audits.length} for ${tally.ok} acknowledged changes`);
  for (const row of after) {
    const seen = state.get(row.id)!;
    const mine = audits.filter((a) => a.entityId === String(row.id));
    assert.is(row.version - seen.start, mine.length, `application ${row.id}: one audit row per version step`);
    assert.ok(mine.length >= seen.changes, `application ${row.id}: every acknowledged change kept`);
    if (mine.length) assert.is((mine.at(-1)!.after as { status: number }).status, row.status, `application ${row.id}: the last audit row and the row agree`);
  }
});

load.run();
