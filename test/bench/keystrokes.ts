// 'Shortlist 20 applicants and text them', done three ways in Chromium on New applications, each counted
// from the run itself: (a) a saved macro over a selection, (b) the keyboard (list keys, palette, `.`),
// (c) mouse clicks on the screens (typing only where a screen has no other way). Asserts every flow
// worked (20 shortlisted, 20 texts in the outbox) and prints the counts for docs/keystrokes.md.
// `npx tsx test/bench/keystrokes.ts` (in-process server), or BENCH_URL=http://127.0.0.1:8120 with
// BENCH_PASSWORD for a running one.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import { launchOrSkip } from '../support/browser';

const N = 20;
const NEW = 1;
const SHORTLIST = 2;
const LIST = '/job/applications?status=1&archived=false';

interface Counts { keys: number; typed: number; clicks: number; moves: number }

/** Counts what the user does: key presses, typed characters, clicks, and pointer moves between targets. */
function counter(page: Page) {
  const c: Counts = { keys: 0, typed: 0, clicks: 0, moves: 0 };
  let lastTarget = '';
  return {
    counts: c,
    press: async (key: string) => { c.keys++; await page.keyboard.press(key); },
    type: async (text: string) => { c.typed += text.length; await page.keyboard.type(text); },
    click: async (selector: string) => {
      const el = await page.waitForSelector(selector);
      const box = await el.boundingBox();
      const target = `${selector}@${Math.round(box?.x ?? 0)},${Math.round(box?.y ?? 0)}`;
      if (target !== lastTarget) c.moves++;
      lastTarget = target;
      c.clicks++;
      await el.click();
    },
  };
}

async function setUp() {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL;
    const call = async (api: string, body: unknown, token?: string) => {
      const response = await fetch(`${url}/api/admin/${api}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
      return (await response.json()) as { err: number; msg: string; data: any };
    };
    const login = await call('login', { username: process.env.BENCH_EMAIL ?? 'admin@example.com', password: process.env.BENCH_PASSWORD ?? 'Look-Pass-123' });
    return { url, token: login.data.token as string, call, close: async () => {} };
  }
  const { startTestServer } = await import('../support/server');
  const server = await startTestServer();
  const token = await server.signIn();
  return { url: server.url, token, call: (api: string, body: unknown, t?: string) => server.call(api, body, { token: t }), close: () => server.close() };
}

const env = await setUp();
const browser = await launchOrSkip('keystrokes', 0);
if (!browser) process.exit(0);

const api = async (name: string, body: unknown) => {
  const answer = await env.call(name, body, env.token);
  assert.is(answer.err, 0, `${name}: ${answer.msg}`);
  return answer.data;
};
const statusOf = async (id: number) => (await api('get_staff_job_application_detail', { application_id: id })).application.status as number;
const textsTo = async (body: string) => (await api('outbox_list', { page: 1, page_size: 200, channel: 'sms', keyword: body })).total as number;

async function openList(): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, baseURL: env.url });
  await context.addInitScript(([key, value]) => { if (!sessionStorage.getItem('kb')) { sessionStorage.setItem('kb', '1'); localStorage.setItem(key, value); } }, [TOKEN_STORAGE_KEY, env.token] as const);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(LIST);
  await page.waitForSelector('[data-testid="applications-row"][data-focused]').catch(async (e) => {
    throw new Error(`${page.url()}: ${(await page.textContent('body'))?.slice(0, 300)}: ${e}`);
  });
  return page;
}

const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));

async function verify(label: string, ids: number[], body: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const statuses = await Promise.all(ids.map(statusOf));
    if (statuses.every((s) => s === SHORTLIST) && (await textsTo(body)) >= N) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const statuses = await Promise.all(ids.map(statusOf));
  assert.equal(statuses, ids.map(() => SHORTLIST), `${label}: all ${N} shortlisted`);
  assert.is(await textsTo(body), N, `${label}: ${N} texts in the outbox`);
}

/** x on the focused row, j to the 20th, Shift+X: the first 20 rows selected. */
async function selectTwenty(page: Page, k: ReturnType<typeof counter>) {
  await k.press('x');
  for (let i = 1; i < N; i++) await k.press('j');
  await k.press('Shift+X');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === n, N);
}

const results: Record<string, Counts & { ms: number }> = {};

/** BENCH_FLOWS=keyboard,clicks runs only those. */
const want = (flow: string) => !process.env.BENCH_FLOWS || process.env.BENCH_FLOWS.split(',').includes(flow);

// (a) A macro (saved once beforehand; its text is counted apart) over a selection.
if (want('macro')) {
  const body = `Macro bench ${Date.now()}: you are shortlisted, we will call you.`;
  const text = `@name Shortlist and text\napplication.changeStatus application_id={{row.id}} status=2\nsms.sendToStaff staff_id={{row.staff_id}} message="${body}"\n`;
  const existing = (await api('get_macro_list', {})).list.find((m: { name: string }) => m.name === 'Shortlist and text');
  await api('save_macro', existing ? { macro_id: existing.id, version: existing.version, text } : { text });
  const page = await openList();
  const ids = (await rowIds(page)).slice(0, N);
  assert.is(ids.length, N, 'twenty New applications on the page');
  const k = counter(page);
  const started = Date.now();
  await selectTwenty(page, k);
  await k.press('Control+k');
  await page.waitForSelector('[data-testid="palette-input"]');
  await k.type('shortlist and text');
  await page.waitForFunction((q) => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === q, 'shortlist and text');
  // The macro may not be ranked first: arrows to it count as keys.
  for (let i = 0; i < 10 && !(await page.$('[data-testid="palette-group-macros"] [data-testid="palette-item"][data-selected="true"]')); i++) await k.press('ArrowDown');
  await k.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'macro-dry-run');
  await k.press('Enter');
  await page.waitForSelector('[data-testid="macro-dry-results"]', { state: 'attached', timeout: 60_000 }).catch(async (e) => {
    throw new Error(`${(await page.textContent('[data-testid="macro-run"]'))?.slice(0, 500)}: ${e}`);
  });
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'macro-run-button');
  await k.press('Enter');
  await page.waitForSelector('[data-testid="macro-results"]:not([data-running])', { state: 'attached', timeout: 120_000 });
  await verify('macro', ids, body);
  results.macro = { ...k.counts, ms: Date.now() - started };
  console.log('macro', JSON.stringify(results.macro));
  console.log(`(macro text written once: ${text.length} characters)`);
  await page.context().close();
}

// (b) Keyboard: text the focused row from the palette, `.` repeats it down the list, then select the
// twenty and shortlist them with the status key (a bulk run: dry run, Enter).
if (want('keyboard')) {
  const body = `Keyboard bench ${Date.now()}: you are shortlisted, we will call you.`;
  const page = await openList();
  const ids = (await rowIds(page)).slice(0, N);
  const k = counter(page);
  const started = Date.now();
  await k.press('Control+k');
  await page.waitForSelector('[data-testid="palette-input"]');
  await k.type('send sms');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === 'send sms');
  for (let i = 0; i < 10 && !(await page.$('[data-testid="palette-item"][data-selected="true"][data-command-id="sms.sendToStaff"]')); i++) await k.press('ArrowDown');
  await k.press('Enter');
  await page.waitForSelector('[data-testid="palette-step"][data-step-key="message"]');
  await k.type(body);
  await k.press('Enter');
  // The send time is optional: Enter takes 'now'.
  for (let i = 0; i < 3 && (await page.$('[data-testid="palette"]')); i++) {
    if (await page.$('[data-testid="palette-step"]')) await k.press('Enter');
    await page.waitForTimeout(300);
  }
  await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
  for (let i = 1; i < N; i++) {
    await k.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${ids[i]}"][data-focused]`);
    await k.press('.');
    await page.waitForFunction((want) => document.querySelectorAll('[data-testid="toast"][data-kind="success"]').length > 0 || want, false);
  }
  for (let i = 0; i < 100 && (await textsTo(body)) < N; i++) await page.waitForTimeout(200);
  // Back to the first row, selecting on the way: x, k × 19, Shift+X.
  await k.press('x');
  for (let i = 1; i < N; i++) await k.press('k');
  await k.press('Shift+X');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === n, N);
  await k.press('s');
  await page.waitForSelector('[data-testid="palette-item"][data-default]');
  await k.press('Enter');
  await page.waitForSelector(`[data-testid="bulk-dry-run"][data-change="${N}"]`);
  await k.press('Enter');
  await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 60_000 });
  await verify('keyboard', ids, body);
  results.keyboard = { ...k.counts, ms: Date.now() - started };
  console.log('keyboard', JSON.stringify(results.keyboard));
  await page.context().close();
}

// (c) Clicks on the screens: the twenty shortlisted as a bulk run by mouse, then each applicant texted on
// the Staff SMS page (search by email: typed, as no screen picks a person from a list by click alone).
if (want('clicks')) {
  const body = `Mouse bench ${Date.now()}: you are shortlisted, we will call you.`;
  const page = await openList();
  const ids = (await rowIds(page)).slice(0, N);
  const staff: { id: number; email: string }[] = [];
  for (const id of ids) {
    const detail = await api('get_staff_job_application_detail', { application_id: id });
    staff.push({ id: detail.application.staff_id, email: detail.application.email ?? detail.staff?.email ?? '' });
  }
  const k = counter(page);
  const started = Date.now();
  // Shortlist by mouse as a bulk run: the page's select-all box (the page is these twenty), the toolbar's
  // status button, the default move (Shortlist) in the palette it opens, then the dry run's Run line.
  await k.click('[data-testid="applications-select-page"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === n, N);
  await k.click('[data-testid="applications-action"][data-command-id="application.changeStatus"]');
  await k.click('[data-testid="palette-item"][data-default]');
  await page.waitForSelector(`[data-testid="bulk-dry-run"][data-change="${N}"]`);
  await k.click('[data-testid="palette-item"][data-confirm]');
  await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 60_000 });
  for (let i = 0; i < 100 && (await Promise.all(ids.map(statusOf))).some((st) => st !== SHORTLIST); i++) await page.waitForTimeout(100);
  await page.goto('/staff/sms');
  for (const person of staff) {
    await k.click('[data-testid="sms-staff-search"]');
    await k.type(person.email);
    await k.click('[data-testid="sms-staff-option"]');
    await k.click('[data-testid="sms-staff-message"]');
    await page.keyboard.press('Control+a');
    k.counts.keys++;
    await k.type(body);
    await k.click('[data-testid="sms-staff-send"]');
    await page.waitForSelector('[data-testid="sms-staff-chosen"]');
  }
  await verify('clicks', ids, body);
  results.clicks = { ...k.counts, ms: Date.now() - started };
  console.log('clicks', JSON.stringify(results.clicks));
  await page.context().close();
}

console.log('\nflow      keys  typed  clicks  moves  seconds');
for (const [name, r] of Object.entries(results)) {
  console.log(`${name.padEnd(9)} ${String(r.keys).padStart(4)}  ${String(r.typed).padStart(5)}  ${String(r.clicks).padStart(6)}  ${String(r.moves).padStart(5)}  ${(r.ms / 1000).toFixed(1)}`);
}
await browser.close();
await env.close();
