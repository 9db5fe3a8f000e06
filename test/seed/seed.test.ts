// The demo world: every status a screen can filter on is present, the data obeys the domain rules, and
// the same scale always gives the same rows.
import { asc, count, sql } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { australianStates } from '../../src/domain/enums/location';
import { jobAdStatus } from '../../src/domain/enums/job-ad-status';
import { staffStatus } from '../../src/domain/enums/staff-status';
import { applicationActions, applicationTransitions } from '../../src/domain/transitions';
import { validateEmail } from '../../src/domain/validation/email';
import { isAustralianMobile } from '../../src/domain/validation/phone';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/open';
import { applications, facilities, jobAds, providers, staff } from '../../src/server/db/schema';
import { seedWorld } from '../../src/server/seed/index';
import { EPOCH_MS } from '../../src/server/seed/clock';

let database: Database;
let counts: Record<string, number>;

async function seededDatabase(): Promise<{ database: Database; counts: Record<string, number> }> {
  const database = await openDatabase({ kind: 'memory' });
  await migrateDatabase(database);
  return { database, counts: await seedWorld(database.db, { scale: 'demo' }) };
}

/** Count of rows per value of a column, as a Map. */
async function tally(column: string, table: string): Promise<Map<number, number>> {
  const rows = await database.db.execute(sql`select ${sql.raw(column)} as value, count(*)::int as n from ${sql.raw(table)} group by 1`);
  return new Map(((rows as unknown as { rows: { value: number; n: number }[] }).rows).map((row) => [Number(row.value), row.n]));
}

test.before(async () => {
  ({ database, counts } = await seededDatabase());
});

test.after(async () => {
  await database?.close();
});

test('returns the row count of each table, at the demo sizes', async () => {
  for (const core of ['applications', 'facilities', 'job_ads', 'providers', 'staff']) assert.ok(core in counts, core);
  // Every area's seeder reports what it wrote, and the demo leaves none of them empty.
  for (const [name, n] of Object.entries(counts)) assert.ok(n > 0, `${name}: ${n}`);
  const tables = { providers, facilities, job_ads: jobAds, staff, applications };
  for (const [name, table] of Object.entries(tables)) {
    const [{ n }] = await database.db.select({ n: count() }).from(table);
    assert.is(n, counts[name], `${name} count matches the table`);
  }
  assert.is(counts.providers, 12);
  assert.ok(counts.facilities >= 24 && counts.facilities <= 60, `facilities: ${counts.facilities}`);
  assert.is(counts.job_ads, 60);
  assert.is(counts.staff, 600);
  assert.is(counts.applications, 1500);
});

test('providers are mostly enabled, two disabled, each with 2 to 5 facilities', async () => {
  const rows = await database.db.select().from(providers);
  assert.is(rows.filter((row) => row.status === 'disabled').length, 2);
  assert.is(rows.filter((row) => row.status === 'enabled').length, 10);
  const perProvider = await tally('provider_id', 'facilities');
  for (const row of rows) {
    const n = perProvider.get(row.id) ?? 0;
    assert.ok(n >= 2 && n <= 5, `provider ${row.id} has ${n} facilities`);
    assert.ok(australianStates.has(row.state), row.state);
  }
});

test('every staff status code appears at least 5 times', async () => {
  const byStatus = await tally('status', 'staff');
  for (const code of staffStatus.codes) assert.ok((byStatus.get(code) ?? 0) >= 5, `staff status ${code}: ${byStatus.get(code)}`);
  assert.equal([...byStatus.keys()].filter((code) => !staffStatus.has(code)), [], 'no unknown staff status');
});

test('every job ad status code appears', async () => {
  const byStatus = await tally('status', 'job_ads');
  for (const code of jobAdStatus.codes) assert.ok((byStatus.get(code) ?? 0) >= 1, `job ad status ${code}`);
});

test('every status of the transition table appears at least 10 times among applications', async () => {
  const byStatus = await tally('status', 'applications');
  const keys = Object.keys(applicationTransitions).map(Number);
  assert.ok(keys.length >= 30, 'the transition table has its rows');
  for (const code of keys) assert.ok((byStatus.get(code) ?? 0) >= 10, `application status ${code}: ${byStatus.get(code)}`);
});

test('applications are archived only where the status allows Archive, about 8% of them', async () => {
  const rows = await database.db.select({ status: applications.status, archived: applications.archived }).from(applications);
  const archived = rows.filter((row) => row.archived);
  for (const row of archived) {
    assert.ok(applicationActions(row.status).some((action) => action.archive), `status ${row.status} cannot be archived`);
  }
  const share = archived.length / rows.length;
  assert.ok(share > 0.05 && share < 0.11, `archived share ${share}`);
});

test('each (job, staff) pair applies once, within the job and person lifetimes', async () => {
  const rows = await database.db
    .select({ jobId: applications.jobId, staffId: applications.staffId, appliedAt: applications.appliedAt, updatedAt: applications.updatedAt })
    .from(applications);
  const pairs = new Set(rows.map((row) => `${row.jobId}:${row.staffId}`));
  assert.is(pairs.size, rows.length);
  for (const row of rows) {
    assert.ok(Date.parse(row.updatedAt) >= Date.parse(row.appliedAt), 'updated after applied');
    assert.ok(Date.parse(row.updatedAt) <= EPOCH_MS, 'nothing after the epoch');
  }
  const early = await database.db.execute(sql`
    select count(*)::int as n from applications a join job_ads j on j.id = a.job_id join staff s on s.id = a.staff_id
    where a.applied_at < j.created_at or a.applied_at < s.created_at`);
  assert.is((early as unknown as { rows: { n: number }[] }).rows[0].n, 0, 'nobody applies before the ad or before signing up');
});

test('staff have valid Australian mobiles, valid unique example emails and ages 18 to 70', async () => {
  const rows = await database.db.select().from(staff);
  for (const row of rows) {
    assert.ok(isAustralianMobile(row.phone) && /^04\d{8}$/.test(row.phone), `phone ${row.phone}`);
    assert.is(validateEmail(row.email), null, `email ${row.email}`);
    assert.match(row.email, /@example\.(com|net|org)$/);
    assert.ok([1, 2, 3, null].includes(row.gender), `gender ${row.gender}`);
    if (row.birthDate) {
      const age = (EPOCH_MS - Date.parse(row.birthDate)) / (365.2425 * 86_400_000);
      assert.ok(age >= 18 && age <= 70, `age ${age}`);
    }
  }
  assert.is(new Set(rows.map((row) => row.email.toLowerCase())).size, rows.length, 'emails are unique');
  assert.is(new Set(rows.map((row) => row.phone)).size, rows.length, 'phones are unique');
});

test('new rows after the seed get fresh ids (sequences were moved past the seeded ids)', async () => {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(providers)
      .values({ name: 'Test Provider', email: 'test@example.com', phoneNumber: '0298765432', state: 'NSW' })
      .returning({ id: providers.id });
    assert.is(row.id, counts.providers + 1);
    tx.rollback();
  }).catch((error: Error) => {
    if (!/rollback/i.test(error.message)) throw error;
  });
});

test('the same scale gives the same rows', async () => {
  const again = await seededDatabase();
  try {
    assert.equal(again.counts, counts);
    const first50 = (db: Database) => db.db.select().from(staff).orderBy(asc(staff.id)).limit(50);
    const [a, b] = [await first50(database), await first50(again.database)];
    assert.is(a.length, 50);
    assert.equal(b, a);
  } finally {
    await again.database.close();
  }
});

test.run();
