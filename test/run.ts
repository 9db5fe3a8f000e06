/**
 * `npm test`: type-check, build, prepare the seeded database templates once, then run every uvu suite in
 * its own process (two at a time), the API suites on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 * Ends with one line: `N passed, N failed, N skipped`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV, TEST_DB_ENV } from './support/constants';
import { buildPgliteTemplate, buildPostgresTemplate } from './support/template';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv.slice(2);
const CONCURRENCY = 2;

interface Outcome { name: string; passed: number; failed: number; skipped: number; output: string; ms: number }

function findSuites(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'bench' && entry !== 'support') out.push(...findSuites(full));
    } else if (entry.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** uvu prints Total/Passed/Skipped; a suite that dies before its summary counts as one failure. */
function readSummary(name: string, code: number, output: string, ms: number): Outcome {
  const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? NaN);
  const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? NaN);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
  // A suite that cannot run here (no Chromium, no PostgreSQL) says how many tests it skips.
  const browserSkips = [...output.matchAll(/^(?:BROWSER-)?SKIP (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    if (browserSkips) return { name, passed: 0, failed: 0, skipped: browserSkips, output, ms };
    return { name, passed: 0, failed: 1, skipped: 0, output: `${output}\n(${name} ended with code ${code} before its summary)`, ms };
  }
  const failed = Math.max(total - passed - skipped, code !== 0 && total === passed + skipped ? 1 : 0);
  return { name, passed, failed, skipped: skipped + browserSkips, output, ms };
}

async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  }));
  return results;
}

const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const template = path.join(tmp, `test-template-${process.pid}.tar`);
// Each run builds into its own folder and its servers serve that, so runs side by side never swap files under each other.
const staticDir = path.join(tmp, `dist-${process.pid}`);

const outcomes: Outcome[] = [];
const report = (o: Outcome) => {
  outcomes.push(o);
  const mark = o.failed ? 'FAIL' : 'ok  ';
  console.log(`${mark} ${o.name}  ${o.passed} passed${o.failed ? `, ${o.failed} failed` : ''}${o.skipped ? `, ${o.skipped} skipped` : ''}  (${(o.ms / 1000).toFixed(1)} s)`);
  if (o.failed || process.env.VERBOSE) console.log(o.output.replace(/^/gm, '    '));
};

const suites = findSuites(path.join(root, 'test')).filter((f) => !filter.length || filter.some((p) => f.includes(p)));
const needsDb = suites.some((f) => !f.includes(`${path.sep}domain${path.sep}`) && !f.includes(`${path.sep}commands${path.sep}`));

const prep = Date.now();
const [typecheck, build] = await Promise.all([
  filter.length ? null : run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']),
  // The browser suites use the palette's test hooks, which a plain production build leaves out.
  run(process.execPath, ['build.mjs', `--outdir=${staticDir}`], { CONSOLE_TEST_HOOKS: '1' }),
  needsDb ? buildPgliteTemplate(template) : null,
  needsDb && process.env.DATABASE_URL ? buildPostgresTemplate(process.env.DATABASE_URL) : null,
]);
if (typecheck) report({ name: 'typecheck (tsc)', passed: typecheck.code === 0 ? 1 : 0, failed: typecheck.code === 0 ? 0 : 1, skipped: 0, output: typecheck.output, ms: typecheck.ms });
if (build.code !== 0) report({ name: 'build', passed: 0, failed: 1, skipped: 0, output: build.output, ms: build.ms });
console.log(`prepared type check, build and database templates in ${((Date.now() - prep) / 1000).toFixed(1)} s`);

interface Job { name: string; file: string; env: NodeJS.ProcessEnv }
const jobs: Job[] = [];
for (const file of suites) {
  const name = path.relative(root, file);
  jobs.push({ name, file, env: { [TEMPLATE_ENV]: template, [TEST_DB_ENV]: 'pglite', STATIC_DIR: staticDir } });
  const onBothDatabases = file.includes(`${path.sep}api${path.sep}`);
  if (onBothDatabases && process.env.DATABASE_URL) jobs.push({ name: `${name} [postgres]`, file, env: { [TEMPLATE_ENV]: template, [TEST_DB_ENV]: 'postgres', STATIC_DIR: staticDir } });
}
await pool(jobs, CONCURRENCY, async (job) => {
  const { code, output, ms } = await run(process.execPath, ['--import', 'tsx', job.file], job.env);
  report(readSummary(job.name, code, output, ms));
});

rmSync(template, { force: true });
rmSync(staticDir, { recursive: true, force: true });
const sum = (k: 'passed' | 'failed' | 'skipped') => outcomes.reduce((n, o) => n + o[k], 0);
const failed = sum('failed');
process.exitCode = failed ? 1 : 0;
console.log(`${sum('passed')} passed, ${failed} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
