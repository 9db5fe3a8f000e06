// The server kits on a real database: the shared count strategy and the audit redaction rule.
import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../../src/server/db/open';
import { staff } from '../../src/server/db/schema';
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

kits.run();
