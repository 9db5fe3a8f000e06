// The server kits on a real database: the shared count strategy, the audit redaction rule, and an action's
// last statement with its guarded update (rpc/audit-statement.ts).
import { and, count, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../../src/server/db/open';
import { changeApplicationStatus } from '../../commands/application';
import { conflict } from '../../src/server/app-error';
import { accounts, applicationEvents, applications, auditLog, commandJournal, staff } from '../../src/server/db/schema';
import { pgTimestamp } from '../../src/server/kit/pg-timestamp';
import { StaleWrite, writeAuditStatement } from '../../src/server/rpc/audit-statement';
import { invalidateTotals, listTotal } from '../../src/server/kit/list-total';
import { one } from '../../src/server/kit/paged-list';
import { REDACTED, redact } from '../../src/server/kit/redact';
import { openTestDatabase } from '../support/template';

const kits = suite<{ database: Database }>('server kits');
kits.before(async (ctx) => {
  ctx.database = await openTestDatabase();
});
kits.after(async (ctx) => ctx.database.close());

kits('a total is exact up to the limit and an estimate, marked as such, above it', async ({ database }) => {
  const { db } = database;
  const matching = () => db.select(one).from(staff).$dynamic();
  const [{ n }] = (await db.execute('select count(*)::int as n from staff') as unknown as { rows: { n: number }[] }).rows;
  const exact = await listTotal(db, 'exact', matching, n);
  assert.equal(exact, { total: n, total_estimated: false });
  const estimated = await listTotal(db, 'estimated', matching, 50);
  assert.is(estimated.total_estimated, true);
  assert.ok(estimated.total > 50, 'an estimate is never below what the capped count proved');
  const filtered = await listTotal(db, 'filtered', () => db.select(one).from(staff).where(eq(staff.status, 10)).$dynamic(), 100_000);
  const [{ m }] = (await db.execute('select count(*)::int as m from staff where status = 10') as unknown as { rows: { m: number }[] }).rows;
  assert.equal(filtered, { total: m, total_estimated: false });
});

kits('cached totals are forgotten after a write on this database', async ({ database }) => {
  const { db } = database;
  const matching = () => db.select(one).from(staff).where(eq(staff.status, 11)).$dynamic();
  const before = await listTotal(db, 'cache', matching);
  const [row] = await db.select().from(staff).where(eq(staff.status, 10)).limit(1);
  await db.update(staff).set({ status: 11 }).where(eq(staff.id, row.id));
  assert.equal(await listTotal(db, 'cache', matching), before, 'within its time to live the cached total answers');
  invalidateTotals(db);
  assert.is((await listTotal(db, 'cache', matching)).total, before.total + 1);
});

kits('redaction names secret fields exactly and keeps look-alikes', () => {
  const image = {
    postcode: '2000', zipcode: '6000', barcode: 'B1', tokens_used: 3, secretary: 'Ann',
    password: 'hunter2', verify_ticket: 'abc', code: '123456', nested: [{ token: 't', token_hash: 'h', name: 'x' }],
  };
  assert.equal(redact(image), {
    postcode: '2000', zipcode: '6000', barcode: 'B1', tokens_used: 3, secretary: 'Ann',
    password: REDACTED, verify_ticket: REDACTED, code: REDACTED, nested: [{ token: REDACTED, token_hash: REDACTED, name: 'x' }],
  });
});

kits('a moment written as pgTimestamp text reads back as the same text', async ({ database }) => {
  const moments = ['2026-11-27T09:20:00.000Z', '2026-11-27T09:20:00.120Z', '2026-11-27T23:59:59.123Z', '2026-01-02T03:04:05.100Z'].map((m) => new Date(m));
  for (const moment of moments) {
    const text = pgTimestamp(moment);
    const read = (await database.db.execute(sql`select ${text}::timestamptz::text as t`) as unknown as { rows: { t: string }[] }).rows[0].t;
    assert.is(read, text, moment.toISOString());
  }
});

kits('a guarded last write that matches no row keeps nothing of its statement; one that matches keeps it all', async ({ database }) => {
  const { db } = database;
  const [account] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  const [row] = await db.select().from(applications).limit(1);
  const counts = async () => ({
    audits: (await db.select({ n: count() }).from(auditLog))[0].n,
    events: (await db.select({ n: count() }).from(applicationEvents))[0].n,
    journal: (await db.select({ n: count() }).from(commandJournal))[0].n,
  });
  const statement = (seenVersion: number) => ({
    command: changeApplicationStatus,
    call: { session: { account: { id: account.id } } as never, args: { application_id: row.id, status: 4, version: seenVersion } },
    caller: { token: null, clientIp: '127.0.0.1', userAgent: 'test', source: 'test' },
    audits: [{ entity: 'application', entityId: row.id, before: { status: row.status }, after: { status: 4 } }],
    inserts: [db.insert(applicationEvents).values({ applicationId: row.id, step: 'test', fromStatus: row.status, toStatus: 4, accountId: account.id })],
    last: {
      update: db.update(applications).set({ status: 4, version: seenVersion + 1 }).where(and(eq(applications.id, row.id), eq(applications.version, seenVersion))).returning({ id: applications.id }),
      refused: () => conflict('stale'),
      explain: async () => { throw conflict('stale'); },
    },
  });
  const before = await counts();
  try {
    await writeAuditStatement(db, statement(row.version + 5));
    assert.unreachable('a stale version matches no row');
  } catch (error) {
    assert.instance(error, StaleWrite);
  }
  assert.equal(await counts(), before, 'no audit, history or journal row stayed');
  assert.is((await db.select().from(applications).where(eq(applications.id, row.id)))[0].version, row.version, 'the row is as it was');

  await writeAuditStatement(db, statement(row.version));
  assert.equal(await counts(), { audits: before.audits + 1, events: before.events + 1, journal: before.journal + 1 });
  const [after] = await db.select().from(applications).where(eq(applications.id, row.id));
  assert.equal([after.status, after.version], [4, row.version + 1]);
});

kits.run();
