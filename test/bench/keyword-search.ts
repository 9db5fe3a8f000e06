/**
 * Issue 23 §1: keyword search on the large seed (100,000 applicants, 300,000 applications), through the
 * trigram indexes of migration 0011 (docs/search.md). p50/p95 of `get_staff_list` and
 * `job_applicant_list_v2` with a keyword, first page as the screens ask for it, printed next to the targets:
 * PostgreSQL p95 ≤ 20 ms for one user and ≤ 50 ms with 10 searching at once; PGlite p95 ≤ 50 ms for one.
 *
 * Keywords are what recruiters type, taken from the seeded applicants: a surname, a first name's first four
 * letters, an email's local part, six digits of a phone, a whole name. There are thousands of distinct ones,
 * so a keyword seldom comes back within the 5 s a list total is cached. One- and two-letter keywords cannot
 * use a trigram index (they scan, with the same answers as before): their line has no target.
 *
 * `npx tsx test/bench/keyword-search.ts` (also run by `npm run bench`); BENCH_SEARCH_SECONDS per run
 * (default 10), BENCH_TARGETS=postgres,pglite, BENCH_PORT.
 */
import autocannon from 'autocannon';
import { signIn, spawnServer, stop } from './bench-kit';
import { prepareLarge, type BenchTarget } from './large-seed';

const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS || 10);
const LISTS = [
  { api: 'get_staff_list', body: {} },
  { api: 'job_applicant_list_v2', body: { archived: false } },
] as const;
const TARGETS = { postgres: { 1: 20, 10: 50 }, pglite: { 1: 50 } } as Record<BenchTarget, Record<number, number>>;
const SHORT = ['a', 'e', 'o', 'an', 'jo', 'ma', 'ng', 'qx', 'zy', '04', 'li', 'ch'];

interface Person { first_name: string; surname: string; email: string; phone: string }

/** Distinct keywords from applicants spread over the whole table (pages of 200 by id). */
async function keywords(base: string, headers: Record<string, string>): Promise<string[]> {
  const out = new Set<string>();
  for (let page = 1; page <= 500 && out.size < 3_000; page += 25) {
    const answer = await (await fetch(`${base}/get_staff_list`, { method: 'POST', headers, body: JSON.stringify({ page, page_size: 200, sort_by: 'id' }) })).json();
    (answer.data.list as Person[]).forEach((p, i) => {
      const digits = p.phone.replace(/\D/g, '');
      const pick = [p.surname, p.first_name.slice(0, 4), p.email.split('@')[0], digits.slice(-6), `${p.first_name} ${p.surname}`][i % 5];
      if (pick.length >= 3) out.add(pick);
    });
  }
  return [...out];
}

export interface Latency { p50: number; p95: number; count: number; errors: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One bounded autocannon run; every response's time is kept, so p95 is exact. */
async function measure(url: string, headers: Record<string, string>, body: (n: number) => string, connections: number, seconds: number): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  let n = 0;
  const options: autocannon.Options = {
    url, method: 'POST', headers, connections, duration: seconds,
    requests: [{
      setupRequest: (req) => ({ ...req, body: body(n++) }),
      // A list answered with an error would be fast and wrong: the envelope is read too.
      onResponse: (status, text) => {
        if (status !== 200 || JSON.parse(text).err !== 0) errors++;
      },
    }],
  };
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(options, (error) => (error ? reject(error) : resolve()));
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length, errors };
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

function report(label: string, f: Latency, target?: number) {
  const goal = target === undefined ? '' : `   target p95 ≤ ${target} ms: ${f.p95 <= target ? 'met' : 'NOT met'}`;
  console.log(`  ${label.padEnd(48)} p50 ${ms(f.p50)}   p95 ${ms(f.p95)}   (${f.count} calls${f.errors ? `, ${f.errors} errors` : ''})${goal}`);
}

async function benchTarget(target: BenchTarget, port: number) {
  console.log(`\n${target}`);
  const env = await prepareLarge(target);
  const server = await spawnServer('src/server/main.ts', env, port);
  try {
    const base = `http://127.0.0.1:${port}/api/admin`;
    const headers = await signIn(port);
    const words = await keywords(base, headers);
    console.log(`  ${words.length} distinct keywords (e.g. ${words.slice(0, 5).map((w) => `'${w}'`).join(', ')})`);
    // Warm the server's code paths and the database's caches once, outside the figures.
    await measure(`${base}/get_staff_list`, headers, (n) => JSON.stringify({ keyword: words[n % words.length] }), 1, 2);
    const users = target === 'postgres' ? [1, 10] : [1];
    for (const list of LISTS) {
      for (const connections of users) {
        // Each run starts further along the keywords, so no run repeats the one before it.
        const offset = Math.floor(Math.random() * words.length);
        const figures = await measure(`${base}/${list.api}`, headers, (n) => JSON.stringify({ ...list.body, keyword: words[(offset + n) % words.length] }), connections, SECONDS);
        report(`${list.api}, ${connections === 1 ? 'one user' : `${connections} at once`}`, figures, TARGETS[target][connections]);
      }
      const short = await measure(`${base}/${list.api}`, headers, (n) => JSON.stringify({ ...list.body, keyword: SHORT[n % SHORT.length] }), 1, Math.min(SECONDS, 5));
      report(`${list.api}, one user, 1–2 letters (a scan)`, short);
    }
  } finally {
    await stop(server);
  }
}

console.log(`Keyword search (issue 23 §1): ${SECONDS} s per run, large seed, loopback`);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as BenchTarget[];
let port = Number(process.env.BENCH_PORT || 18_700);
for (const target of targets) await benchTarget(target, port++);
