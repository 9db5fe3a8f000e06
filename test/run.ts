/**
 * `npm test`: build and prepare the seeded database templates once (kept in .tmp/cache while their
 * sources are unchanged), then run every uvu suite file on
 * long-lived workers (test/runner/), the API suites on PGlite and, when DATABASE_URL is set, on PostgreSQL
 * too. The type-check runs beside the first suites. Ends with the ten slowest suites, the set-up's share,
 * and one line: `N passed, N failed` (`, N skipped` when some could not run here).
 *
 * `npm test -- api/auth e2e/login` runs the suites whose path holds any of the parts. TEST_WORKERS sets
 * how many workers (default 3), TEST_BROWSER_WORKERS how many of them may drive Chromium at once (default
 * 2; see test/runner/pool.ts); TEST_SHUFFLE=<seed> runs the suites in a shuffled
 * order, to show they do not depend on one another; VERBOSE=1 prints every suite's output.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV, TEST_DB_ENV } from './support/constants';
import { buildPgliteTemplate, buildPostgresTemplate } from './support/template';
import { closingReport, formatOutcome, readSummary, type Outcome } from './runner/outcomes';
import { runJobs } from './runner/pool';
import { cached, inputsHash } from './runner/prepared-cache';
import { OWN_PROCESS_MARK, type Job } from './runner/job';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv.slice(2);
const WORKERS = Number(process.env.TEST_WORKERS) || 3;
/** Of the workers, how many may drive Chromium at once (test/runner/pool.ts says why). */
const BROWSER_WORKERS = Number(process.env.TEST_BROWSER_WORKERS) || 2;
const started = Date.now();

function findSuites(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'bench' && entry !== 'support' && entry !== 'runner') out.push(...findSuites(full));
    } else if (entry.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string; ms: number }> {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - begun }));
  });
}

const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const cacheDir = path.join(tmp, 'cache');
const timingsFile = path.join(tmp, 'test-timings.json');

const outcomes: Outcome[] = [];
const report = (o: Outcome) => {
  outcomes.push(o);
  console.log(formatOutcome(o));
  if (o.failed || process.env.VERBOSE) console.log(o.output.replace(/^/gm, '    '));
};

const suites = findSuites(path.join(root, 'test')).filter((f) => !filter.length || filter.some((p) => f.includes(p)));
const needsDb = suites.some((f) => !f.includes(`${path.sep}domain${path.sep}`) && !f.includes(`${path.sep}commands${path.sep}`));

// The type-check needs no build or database: it runs beside everything else and is reported at the end.
const typecheck = filter.length ? null : run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
const buildKey = inputsHash(root, ['src/web', 'src/domain', 'commands', 'static', 'build.mjs', 'tailwind.config.ts', 'package-lock.json']);
const templateKey = inputsHash(root, ['src/server', 'src/domain', 'commands', 'test/support/template.ts', 'test/support/template-wal.ts', 'test/support/constants.ts', 'package-lock.json']);
let buildFailure: Outcome | null = null;
const [built, pglite] = await Promise.all([
  // The browser suites use the palette's test hooks, which a plain production build leaves out.
  cached(cacheDir, 'dist', buildKey, async (target) => {
    const build = await run(process.execPath, ['build.mjs', `--outdir=${target}`], { CONSOLE_TEST_HOOKS: '1' });
    if (build.code !== 0) {
      buildFailure = { name: 'build', passed: 0, failed: 1, skipped: 0, output: build.output, ms: build.ms, setupMs: 0 };
      throw new Error('the build failed');
    }
  }).catch(() => null),
  needsDb ? cached(cacheDir, 'template', templateKey, (target) => buildPgliteTemplate(target)) : null,
  needsDb && process.env.DATABASE_URL ? buildPostgresTemplate(process.env.DATABASE_URL) : null,
]);
if (buildFailure) report(buildFailure);
const staticDir = built?.path ?? path.join(tmp, 'no-build');
const template = pglite?.path ?? '';
const prepMs = Date.now() - started;
const reused = [built?.hit && 'build', pglite?.hit && 'PGlite template'].filter(Boolean);
console.log(`prepared the build and database templates in ${(prepMs / 1000).toFixed(1)} s${reused.length ? ` (${reused.join(' and ')} from .tmp/cache)` : ''}`);

const jobs: Job[] = [];
for (const file of suites) {
  const name = path.relative(root, file);
  const ownProcess = readFileSync(file, 'utf8').startsWith(OWN_PROCESS_MARK);
  const browser = file.includes(`${path.sep}e2e${path.sep}`);
  jobs.push({ id: jobs.length, file: name, ownProcess, browser, env: { [TEMPLATE_ENV]: template, [TEST_DB_ENV]: 'pglite', STATIC_DIR: staticDir } });
  const onBothDatabases = file.includes(`${path.sep}api${path.sep}`);
  if (onBothDatabases && process.env.DATABASE_URL) jobs.push({ id: jobs.length, file: name, ownProcess, browser, env: { [TEMPLATE_ENV]: template, [TEST_DB_ENV]: 'postgres', STATIC_DIR: staticDir } });
}
const jobName = (job: Job) => `${job.file}${job.env[TEST_DB_ENV] === 'postgres' ? ' [postgres]' : ''}`;
orderJobs(jobs);

await runJobs(jobs, { size: WORKERS, browserLimit: BROWSER_WORKERS, root, env: {}, jobTimeoutMs: 20 * 60_000, maxRssBytes: 3 * 1024 ** 3 }, (job, result) => {
  report(readSummary(jobName(job), result.code, result.output, result.ms, result.setupMs));
});

if (typecheck) {
  const checked = await typecheck;
  report({ name: 'typecheck (tsc)', passed: checked.code === 0 ? 1 : 0, failed: checked.code === 0 ? 0 : 1, skipped: 0, output: checked.output, ms: 0, setupMs: 0 });
}
saveTimings();

console.log(closingReport(outcomes, prepMs, Date.now() - started));
const sum = (k: 'passed' | 'failed' | 'skipped') => outcomes.reduce((n, o) => n + o[k], 0);
const failed = sum('failed');
process.exitCode = failed ? 1 : 0;
console.log(`${sum('passed')} passed, ${failed} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);

/**
 * Longest first (from the last run's times, kept in .tmp), so no long suite starts last and leaves one
 * worker idle; browser and server suites first on a fresh clone. TEST_SHUFFLE=<seed> shuffles instead.
 */
function orderJobs(list: Job[]): void {
  const shuffle = process.env.TEST_SHUFFLE;
  if (shuffle) {
    let seed = [...shuffle].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);
    const random = () => ((seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0), seed / 2 ** 32);
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    console.log(`suites in shuffled order (TEST_SHUFFLE=${shuffle})`);
    return;
  }
  let last: Record<string, number> = {};
  try {
    last = JSON.parse(readFileSync(timingsFile, 'utf8'));
  } catch {
    // A fresh clone: no times yet.
  }
  const guess = (job: Job) => last[jobName(job)] ?? (/(^|\/)(e2e|server)\//.test(job.file) ? 60_000 : 20_000);
  list.sort((a, b) => guess(b) - guess(a));
}

function saveTimings(): void {
  let all: Record<string, number> = {};
  try {
    all = JSON.parse(readFileSync(timingsFile, 'utf8'));
  } catch {
    // First run here.
  }
  for (const o of outcomes) if (o.ms > 0) all[o.name] = o.ms;
  writeFileSync(timingsFile, JSON.stringify(all, null, 1));
}
