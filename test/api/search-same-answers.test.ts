// Keyword search by trigram indexes (migration 0011, docs/search.md) answers what the scans before it did.
// The oracle is the SQL the lists ran before: ILIKE on the name and email, the phone's digits by
// regexp_replace, the id for a number. Every matching id (all pages) and the total are compared on the demo
// seed, for one- and two-letter keywords too (they give the same answers, by a scan).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql, type SQL } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server';

const KEYWORDS = [
  'a', 'e', 'z', '7', '@', '%', '_', // one character
  'an', 'jo', 'ng', 'O’', '04', '12', '.c', // two
  'ann', 'smi', 'Nguyen', 'MAR', 'lee', 'example', '.com', 'gmail', "o'b", 'zzq', // three and more
  '0412', '412 3', '(04) 1', '123', '98', 'ann smith', 'a_b', '100%',
];

const same = suite<{ server: TestServer; token: string }>('keyword search answers as the scans did');
same.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
same.after(async (ctx) => ctx.server.close());

/** The keyword filter as it was before the trigram indexes (queries/staff-keyword.ts at 63af249). */
function oldStaffFilter(keyword: string): SQL {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = keyword.replace(/\D/g, '');
  const clauses = [sql`(s.first_name || ' ' || s.surname) ilike ${pattern}`, sql`s.email ilike ${pattern}`];
  if (digits.length >= 3) clauses.push(sql`regexp_replace(s.phone, '\\D', '', 'g') ilike ${`%${digits}%`}`);
  if (/^\d{1,9}$/.test(keyword)) clauses.push(sql`s.id = ${Number(keyword)}`);
  return sql`(${sql.join(clauses, sql` or `)})`;
}

async function ids(server: TestServer, query: SQL): Promise<number[]> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Every id a list answers for a keyword, all pages of 200, and its total. */
async function listed(server: TestServer, token: string, api: string, body: Record<string, unknown>) {
  const all: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await server.call(api, { ...body, page, page_size: 200 }, { token });
    assert.is(answer.err, 0, `${api} ${JSON.stringify(body)}: ${answer.msg}`);
    all.push(...answer.data.list.map((r: { id: number }) => r.id));
    if (answer.data.list.length < 200) return { all, total: answer.data.total as number };
  }
}

same('get_staff_list and get_enabled_staff_list: the same ids in the same order and the same total', async ({ server, token }) => {
  let matched = 0;
  for (const keyword of KEYWORDS) {
    const want = await ids(server, sql`select s.id from staff s where ${oldStaffFilter(keyword)} order by s.id desc`);
    const got = await listed(server, token, 'get_staff_list', { keyword });
    assert.equal(got.all, want, `get_staff_list '${keyword}'`);
    assert.is(got.total, want.length, `get_staff_list '${keyword}' total`);
    const enabled = await ids(server, sql`select s.id from staff s where s.status = 10 and ${oldStaffFilter(keyword)} order by s.created_at desc, s.id desc`);
    assert.equal((await listed(server, token, 'get_enabled_staff_list', { keyword, sort_by: 'created_at' })).all, enabled, `get_enabled_staff_list '${keyword}'`);
    if (want.length) matched++;
  }
  // The keywords are not all misses: most of them find someone on the demo seed.
  assert.ok(matched >= KEYWORDS.length - 8, `${matched} keywords matched`);
});

same('job_applicant_list_v2: the same applications in the same order, sorted by name too', async ({ server, token }) => {
  for (const keyword of KEYWORDS) {
    const want = await ids(server, sql`select a.id from applications a join staff s on s.id = a.staff_id where ${oldStaffFilter(keyword)} order by a.id desc`);
    const got = await listed(server, token, 'job_applicant_list_v2', { keyword });
    assert.equal(got.all, want, `job_applicant_list_v2 '${keyword}'`);
    assert.is(got.total, want.length, `job_applicant_list_v2 '${keyword}' total`);
  }
  const byName = await ids(server, sql`select a.id from applications a join staff s on s.id = a.staff_id where a.archived = false and ${oldStaffFilter('an')} order by (s.first_name || ' ' || s.surname) asc, a.id asc`);
  assert.equal((await listed(server, token, 'job_applicant_list_v2', { keyword: 'an', archived: false, sort_by: 'name', sort_dir: 'asc' })).all, byName);
  // Without a keyword the page still joins the applicant to sort by name (the count does not).
  const first = (await server.call('job_applicant_list_v2', { sort_by: 'name', sort_dir: 'desc', page_size: 30 }, { token })).data.list;
  const want = await ids(server, sql`select a.id from applications a join staff s on s.id = a.staff_id order by (s.first_name || ' ' || s.surname) desc, a.id desc limit 30`);
  assert.equal(first.map((r: { id: number }) => r.id), want);
});

same('search_records finds the same applicants, and a phone typed with spaces by its digits', async ({ server, token }) => {
  for (const q of KEYWORDS.filter((k) => k.length >= 2)) {
    const want = await ids(server, sql`select s.id from staff s where ${oldStaffFilter(q)} order by s.id limit 8`);
    const answer = await server.call('search_records', { q, kinds: ['applicant'], limit: 8 }, { token });
    assert.is(answer.err, 0, answer.msg);
    assert.equal(answer.data.hits.map((h: { id: number }) => h.id), want, `search_records '${q}'`);
  }
  // The seed's phones are digits alone; people type them with spaces.
  const [someone] = await ids(server, sql`select s.id from staff s where length(s.phone) >= 10 order by s.id limit 1`);
  const phone = ((await server.database.db.execute(sql`select phone from staff where id = ${someone}`)) as unknown as { rows: { phone: string }[] }).rows[0].phone;
  const typed = `${phone.slice(2, 6)} ${phone.slice(6)}`;
  const hits = (await server.call('search_records', { q: typed, kinds: ['applicant'], limit: 20 }, { token })).data.hits;
  assert.ok(hits.some((h: { id: number }) => h.id === someone), `${phone} found by '${typed}'`);
});

same('the stored digits column follows a phone changed later', async ({ server }) => {
  const { db } = server.database;
  const [id] = await ids(server, sql`select id from staff order by id limit 1`);
  await db.execute(sql`update staff set phone = '+61 (0)4 9988 7766' where id = ${id}`);
  const row = ((await db.execute(sql`select phone_digits from staff where id = ${id}`)) as unknown as { rows: { phone_digits: string }[] }).rows[0];
  assert.is(row.phone_digits, '610499887766');
});

same.run();
