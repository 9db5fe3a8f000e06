/**
 * `npx tsx test/bench/route-change.ts`: issue 23 §2's "a warm route change by palette → rows painted".
 * A production build on the test server (seeded test database), the console signed in in headless
 * Chromium (test/support/browser.ts's flags). For each list page in turn: Ctrl+K, the page's name typed,
 * a pause while the person sees the highlighted page (BENCH_LOOK_MS, 200), Enter; the time runs from
 * Enter's keydown to the first frame after the new page's rows are in the document (a rAF after the
 * frame that has them). Every page is visited ROUNDS times: the first visit of a page in the session
 * (its screen's code not loaded yet) and the later ones (loaded) are printed apart, median and p95.
 * Figures, not pass/fail.
 *
 * BENCH_STATIC_DIR  serve this build instead of building one (a build of another commit: before/after)
 * BENCH_ROUNDS      visits of each page (4)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchOrSkip } from '../support/browser';
import { startTestServer } from '../support/server';
import { openPage, openPalette } from '../e2e/palette-support';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const LOOK_MS = Number(process.env.BENCH_LOOK_MS ?? 200);
const TARGET_MS = 150;

/** List pages with rows in the test seed, and what a person types to reach each. */
const PAGES: readonly { path: string; typed: string }[] = [
  { path: '/staff/applicants', typed: 'applicants' },
  { path: '/job/applications', typed: 'job applications' },
  { path: '/staff/enabled-staff', typed: 'enabled staff' },
  { path: '/order/shift', typed: 'orders' },
  { path: '/job/ads', typed: 'job ads' },
  { path: '/provider/providers/enable', typed: 'enabled providers' },
  { path: '/incident/index', typed: 'incidents' },
  { path: '/admin/users', typed: 'admin users' },
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function line(label: string, values: readonly number[], extra = ''): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(0).padStart(4)} ms`;
  return `  ${label.padEnd(34)} n ${String(values.length).padStart(2)}  median ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  min ${f(sorted[0])}  max ${f(sorted[sorted.length - 1])}${extra}`;
}

// In the page: from Enter's keydown, a rAF loop waits for a row of the new page (not one already there)
// under #main at the wanted path; the time is taken in the rAF after that frame, i.e. once it has painted.
const WATCH = `((want) => new Promise((resolve) => {
  for (const el of document.querySelectorAll('#main [data-row-id]')) el.__before = true;
  let started = null;
  const onKey = (e) => { if (e.key === 'Enter' && started === null) started = e.timeStamp; };
  window.addEventListener('keydown', onKey, true);
  const frame = () => {
    const rows = started !== null && location.pathname === want && [...document.querySelectorAll('#main [data-row-id]')].some((el) => !el.__before);
    if (rows) requestAnimationFrame(() => { window.removeEventListener('keydown', onKey, true); resolve(performance.now() - started); });
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}))`;

async function changeTo(page: Page, target: { path: string; typed: string }): Promise<number> {
  await openPalette(page);
  await page.keyboard.insertText(target.typed);
  const highlighted = `[data-testid="palette-item"][data-selected="true"][data-route="${target.path}"]`;
  const found = await page.waitForSelector(highlighted, { timeout: 3000 }).then(() => true, () => false);
  if (!found) {
    // Not the first match for these words: the address itself is always offered first.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(target.path);
    await page.waitForSelector(highlighted, { timeout: 3000 });
  }
  await page.waitForTimeout(LOOK_MS);
  const watched = page.evaluate(`${WATCH}(${JSON.stringify(target.path)})`) as Promise<number>;
  await page.waitForTimeout(20); // the watcher's listener is in place
  await page.keyboard.press('Enter');
  return watched;
}

let scratch: string | null = null;
let staticDir = process.env.BENCH_STATIC_DIR;
if (!staticDir) {
  scratch = mkdtempSync(path.join(tmpdir(), 'route-change-'));
  staticDir = scratch;
  const built = spawnSync(process.execPath, ['build.mjs', `--outdir=${staticDir}`], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', CONSOLE_TEST_HOOKS: '' } });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
}
const server = await startTestServer({ staticDir });
const browser = await launchOrSkip('route-change', 0);
try {
  if (browser) {
    const token = await server.signIn();
    const { page, errors } = await openPage(browser, server, '/dashboard', token);
    await page.waitForSelector('[data-testid="dashboard-greeting"]');
    await page.waitForTimeout(1000);
    const first: number[] = [];
    const later: number[] = [];
    const byPage = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of PAGES) {
        const ms = await changeTo(page, target);
        (round === 0 ? first : later).push(ms);
        byPage.set(target.path, [...(byPage.get(target.path) ?? []), ms]);
        await page.waitForTimeout(300);
      }
    }
    const met = percentile([...later].sort((a, b) => a - b), 50) <= TARGET_MS;
    console.log(`\nRoute change by palette: Enter → rows painted (Chromium headless, production build, test seed, ${PAGES.length} list pages × ${ROUNDS}, ${LOOK_MS} ms on the highlight)`);
    console.log(line('first visit of a page', first));
    console.log(line('later visits (warm)', later, `   target median ≤ ${TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`));
    for (const [where, values] of byPage) console.log(`    ${where.padEnd(30)} ${values.map((v) => v.toFixed(0)).join(', ')} ms`);
    if (errors.length) console.log(`  console errors: ${errors.length}: ${errors.slice(0, 3).join(' | ')}`);
    console.log('');
  }
} finally {
  await browser?.close();
  await server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
