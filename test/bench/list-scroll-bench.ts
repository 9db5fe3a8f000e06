/**
 * `npx tsx test/bench/list-scroll-bench.ts` (also part of `npm run bench`): a 10,000-row list in
 * Chromium. /job/applications is opened with its list call answered by 10,000 rows (the server's real
 * first page, repeated under new ids: the screen's own virtualised table renders them), then the table
 * is scrolled top to bottom a fixed distance each animation frame. Prints the first render (list answer
 * in → rows painted), frame times p50/p95/max over the scroll and frames dropped against 60 fps.
 * Figures, not pass/fail (the verdict line says whether 60 fps held). Builds into its own folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import { launchOrSkip } from '../support/browser';
import { startTestServer } from '../support/server';

const root = path.resolve(import.meta.dirname, '../..');
const ROWS = Number(process.env.BENCH_LIST_ROWS || 10_000);
const FRAMES = Number(process.env.BENCH_SCROLL_FRAMES || 600);
/** Pixels a frame: 600 frames of 60 px is about 900 rows (a fast flick, held), then a jump to the end. */
const STEP_PX = Number(process.env.BENCH_SCROLL_STEP || 60);
const FRAME_MS = 1000 / 60;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const builds = mkdtempSync(path.join(tmpdir(), 'list-scroll-bench-'));
const staticDir = path.join(builds, 'production');
const built = spawnSync('node', ['build.mjs', `--outdir=${staticDir}`], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', CONSOLE_TEST_HOOKS: '' } });
if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);

const server = await startTestServer({ staticDir });
const browser = await launchOrSkip('list-scroll-bench', 0);
try {
  if (browser) {
    const token = await server.signIn();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
    // The list call answered with ROWS rows: the real first page, repeated under ids of their own.
    await page.route('**/api/admin/job_applicant_list_v2', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const real = body.data.list as Record<string, unknown>[];
      const list = Array.from({ length: ROWS }, (_, i) => ({ ...real[i % real.length], id: 5_000_000 + i }));
      await route.fulfill({ response, json: { ...body, data: { ...body.data, list, total: ROWS } } });
    });
    // In the page: when the list answer arrived, and the first frame after its rows were in the DOM.
    await page.addInitScript(`(() => {
      const fetch0 = window.fetch;
      window.fetch = async (...args) => {
        const response = await fetch0(...args);
        if (String(args[0]).includes('job_applicant_list_v2')) {
          const text = await response.clone().text();
          if (text.length > 100000) window.__listAt ??= performance.now();
        }
        return response;
      };
      new MutationObserver((_, observer) => {
        if (window.__listAt === undefined || document.querySelectorAll('[data-testid=applications-row]').length < 10) return;
        observer.disconnect();
        const rowsAt = performance.now();
        requestAnimationFrame(() => { window.__painted = { dom: rowsAt - window.__listAt, paint: performance.now() - window.__listAt }; });
      }).observe(document, { childList: true, subtree: true });
    })()`);
    await page.goto(`${server.url}/job/applications`);
    await page.waitForFunction(() => (window as any).__painted, undefined, { timeout: 60_000 });
    const first = await page.evaluate(() => (window as any).__painted as { dom: number; paint: number });
    const rendered = await page.evaluate(() => document.querySelectorAll('[data-testid=applications-row]').length);
    const rowCount = await page.evaluate(() => document.querySelector('[data-testid=applications-row]')?.closest('table')?.getAttribute('aria-rowcount'));

    // Scroll: STEP_PX each frame for FRAMES frames, then a jump to the end and a few frames more.
    const frames: number[] = await page.evaluate(`new Promise((resolve) => {
      const scroller = document.querySelector('[data-testid=applications-row]').closest('[role=region]');
      const deltas = [];
      let last = 0;
      let n = 0;
      const tick = (now) => {
        if (last) deltas.push(now - last);
        last = now;
        n++;
        if (n === ${FRAMES}) scroller.scrollTop = scroller.scrollHeight;
        else scroller.scrollTop += ${STEP_PX};
        if (n < ${FRAMES} + 30) requestAnimationFrame(tick);
        else resolve(deltas);
      };
      requestAnimationFrame(tick);
    })`);
    const lastRowShown = await page.evaluate(() => Array.from(document.querySelectorAll('[data-testid=applications-row]')).some((r) => r.getAttribute('data-index') === String(Number((document.querySelector('[data-testid=applications-row]')?.closest('table')?.getAttribute('aria-rowcount') ?? 1)) - 1)));
    const sorted = [...frames].sort((a, b) => a - b);
    const dropped = frames.reduce((n, d) => n + Math.max(0, Math.round(d / FRAME_MS) - 1), 0);
    const p95 = percentile(sorted, 95);
    console.log('\nA 10,000-row list in Chromium (/job/applications, headless)');
    console.log(`  rows in the list       ${rowCount ?? '?'} (${rendered} in the DOM: virtualised)`);
    console.log(`  first render           ${first.dom.toFixed(0)} ms to the DOM, ${first.paint.toFixed(0)} ms to the painted frame (answer in → rows shown)`);
    console.log(`  scroll                 ${frames.length} frames, ${STEP_PX} px a frame, then a jump to the end (last row shown: ${lastRowShown ? 'yes' : 'NO'})`);
    console.log(`  frame time             p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
    console.log(`  dropped frames         ${dropped} of ${frames.length + dropped} at 60 fps (${((dropped / (frames.length + dropped)) * 100).toFixed(1)}%)`);
    console.log(`  verdict                ${p95 <= FRAME_MS + 1 ? '60 fps held (p95 within a frame)' : 'below 60 fps at p95'}\n`);
  }
} finally {
  await browser?.close();
  await server.close();
  rmSync(builds, { recursive: true, force: true });
}
