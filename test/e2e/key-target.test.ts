// Issue 22 §3, the key acts on the record the person sees: a record chosen in the palette opens even
// where the list's filter hides it (the filter is cleared, and the list says so), and every key that
// acts on a record then acts on that one; `g o` is a sequence that consumes its `o`; `a` at Onboarding
// opens the completion preview; the reference check is sent from the palette by the referee's name and
// with shift+R on an application; a key pressed while the list re-reads after a write acts on the record
// as the write left it, while a key that names no record (Ctrl+K) does not wait for that re-read.
import { eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, interviews } from '../../src/server/db/schema';
import { rowCommands } from '../../src/web/screens/generic/row-commands';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { openPalette, paletteClosed, typeInPalette, unexpected, waitForPath } from './palette-support';

const TESTS = 9;
const test = await browserSuite('the key acts on the record shown', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

type Row = { id: number; status: number; archived: boolean; name: string } & Record<string, unknown>;

const list = async (server: TestServer, token: string, args: Record<string, unknown>): Promise<Row[]> =>
  (await server.call('job_applicant_list_v2', { page_size: 50, ...args }, { token })).data.list;

/** Puts an application at a status, as the workflow suites do (no interview in the way). */
async function put(server: TestServer, id: number, status: number) {
  await server.database.db.update(applications).set({ status, archived: false }).where(eq(applications.id, id));
  await server.database.db.update(interviews).set({ scheduledAt: '2020-01-06T00:00:00.000Z' }).where(eq(interviews.applicationId, id));
}

/** 'shift+r' as Playwright presses it. */
const pressable = (kbd: string) =>
  kbd
    .split('+')
    .map((part, i, all) => (i < all.length - 1 ? part[0].toUpperCase() + part.slice(1) : all.includes('shift') ? part.toUpperCase() : part))
    .join('+');

/** The application ids the page asks the server about, from now on. */
function watchCalls(page: Page) {
  const seen: { api: string; id: unknown }[] = [];
  page.on('request', (request) => {
    const api = /\/api\/admin\/([a-z0-9_]+)/.exec(request.url())?.[1];
    const body = request.postData();
    if (!api || !body?.startsWith('{')) return;
    const args = JSON.parse(body) as Record<string, unknown>;
    if ('application_id' in args) seen.push({ api, id: args.application_id });
  });
  return seen;
}

/** Polls a server-side condition until it holds (the write answers after the palette closes). */
async function until(check: () => Promise<boolean>, what: string, timeout = 5000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) assert.unreachable(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = async (server: TestServer, id: number) => (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status;

const panelId = (page: Page) => page.$eval('[data-testid="application-panel"]', (el) => Number(el.getAttribute('data-application-id')));

/** Every key the list offers on this record acts on it: the palette names it, and every call names it. */
async function checkKeys(page: Page, target: Row, other: number) {
  const calls = watchCalls(page);
  const keys = rowCommands('application', target).filter((c) => c.id !== 'application.advance');
  assert.ok(keys.length >= 4, `record keys on an application: ${keys.map((c) => c.kbd).join(' ')}`);
  for (const command of keys) {
    const callsBefore = calls.length;
    const toastsBefore = await page.$$eval('[data-testid="toast"]', (t) => t.length);
    await page.keyboard.press(pressable(command.kbd!));
    // Either the palette opens on the record (it asks something first), or the command runs at once.
    await until(async () => calls.length > callsBefore || (await page.$('[data-testid="palette-record"]')) !== null || (await page.$$eval('[data-testid="toast"]', (t) => t.length)) > toastsBefore, `${command.kbd} (${command.id}) did something`);
    const record = await page.$('[data-testid="palette-record"]');
    if (!record) continue;
    assert.match((await record.textContent()) ?? '', `#${target.id}`, `${command.kbd} (${command.id}) acts on the record shown`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached', timeout: 2000 }).catch(async () => {
      await page.keyboard.press('Escape');
      await paletteClosed(page);
    });
  }
  // `a` runs at once (its call names the record shown, not the one focused before), or, where the record's
  // status has no default move, opens the op chooser on it.
  await page.keyboard.press('a');
  await page.waitForFunction(() => document.querySelector('[data-testid="toast"]') !== null || document.querySelector('[data-testid="palette-record"]') !== null);
  const chooser = await page.$('[data-testid="palette-record"]');
  if (chooser) assert.match((await chooser.textContent()) ?? '', `#${target.id}`, 'a opens the op chooser on the record shown');
  const advance = calls.filter((c) => c.api === 'advance_application' || c.api === 'complete_recruitment_preview');
  assert.ok(advance.length > 0 || chooser, 'a called the server or asked on the record shown');
  assert.ok(calls.every((c) => c.id === target.id), `every call names ${target.id}, none ${other}: ${JSON.stringify(calls)}`);
}

if (test) {
  test('a record the filter hides, chosen in the palette, opens: the filter is cleared and said so; URL, panel and every key agree', async ({ server, browser, token }) => {
    const fresh = await list(server, token, { status: 1, archived: false });
    const target = (await list(server, token, { status: 2, archived: false }))[30];
    assert.ok(fresh.length && target, 'seeded New and Shortlist applications');
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1', { token, ...WIDE });
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const before = Number(await focused.getAttribute('data-row-id'));
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${before}"]`);

    await openPalette(page);
    await typeInPalette(page, String(target.id));
    await page.waitForSelector(`[data-testid="palette-item"][data-record="application:${target.id}"][data-selected="true"]`);
    await page.keyboard.press('Enter');
    await paletteClosed(page);

    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${target.id}"]`);
    const notice = await page.waitForSelector('[data-testid="applications-reveal"]');
    await page.waitForFunction((want) => document.querySelector('[data-testid="applications-reveal"]')?.textContent?.includes(want), `Filters cleared to show Application ${target.id}: Application status.`, { timeout: 5000 }).catch(() => {});
    const said = (await notice.textContent()) ?? '';
    assert.ok(said.includes(`Filters cleared to show Application ${target.id}: Application status.`), said);
    await waitForPath(page, new RegExp(`^/job/applications\\?(?!.*status=)(.*&)?application=${target.id}(&|$)`));
    await page.waitForFunction(() => (document.querySelector('[data-testid="applications-status-filter"]') as HTMLSelectElement | null)?.value === '');
    assert.is(await panelId(page), target.id);

    await checkKeys(page, target, before);
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('a record on another page of the list opens beside it; the keys act on it, j steps into the page', async ({ server, browser, token }) => {
    const [far] = await list(server, token, { page: 40, page_size: 10 });
    assert.ok(far, 'a deep row');
    const { context, page, errors } = await openConsole(browser, server, `/job/applications?application=${far.id}`, { token, ...WIDE });
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${far.id}"]`);
    const notice = await page.waitForSelector('[data-testid="applications-reveal"]');
    assert.match((await notice.textContent()) ?? '', `Application ${far.id} is not on this page of the list`);
    assert.is(await page.$(`[data-testid="applications-row"][data-focused]`), null, 'no other row claims the focus');
    await page.keyboard.press('s');
    const record = await page.waitForSelector('[data-testid="palette-record"]');
    assert.match((await record.textContent()) ?? '', `#${far.id}`);
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    await page.keyboard.press('j');
    const first = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = Number(await first.getAttribute('data-row-id'));
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${id}"]`);
    await page.waitForSelector('[data-testid="applications-reveal"]', { state: 'detached' });
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('g o goes to shift orders and nothing else: the o belongs to the sequence', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await waitForPath(page, /^\/order\/shift/);
    await page.waitForSelector('[data-testid="page"]');
    assert.is(await page.$('[data-testid="palette"]'), null, '“Run an application op” did not open');
    // A g followed by a key no sequence has is spent too: o alone afterwards is o again.
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a at Onboarding opens the complete recruitment preview; no message names a command id', async ({ server, browser, token }) => {
    const row = (await list(server, token, { status: 2, archived: false }))[10];
    await put(server, row.id, 16);
    const { context, page, errors } = await openConsole(browser, server, `/job/applications?status=16&application=${row.id}`, { token, ...WIDE });
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${row.id}"][data-focused]`);
    await page.keyboard.press('a');
    const preview = await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await page.textContent('[data-testid="palette-command-title"]')) ?? '', 'Complete recruitment');
    assert.match((await preview.textContent()) ?? '', row.name);
    const text = (await page.textContent('[data-testid="palette"]')) ?? '';
    assert.not.match(text, /complete_recruitment|preview step/);
    assert.match((await page.textContent('[data-testid="palette-item"][data-confirm]')) ?? '', 'Complete recruitment');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a where the status has no default move (Contract expired) opens the op chooser with the moves it allows, not a refusal', async ({ server, browser, token }) => {
    const row = (await list(server, token, { status: 2, archived: false }))[11];
    await put(server, row.id, 13);
    const { context, page, errors } = await openConsole(browser, server, `/job/applications?status=13&application=${row.id}`, { token, ...WIDE });
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${row.id}"][data-focused]`);
    await page.keyboard.press('a');
    await page.waitForSelector('[data-testid="palette-step"]');
    assert.match((await page.textContent('[data-testid="palette-command-title"]')) ?? '', 'Run an application op');
    const choices = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.textContent ?? ''));
    assert.ok(choices.some((c) => /Send a contract/.test(c)), choices.join(' | '));
    assert.is(await page.$('[data-testid="toast"]'), null, 'no refusal toast');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('Send reference check email: the referee found by name in the palette, and shift+R on an application offers its referees', async ({ server, browser, token }) => {
    const app = (await list(server, token, { status: 2, archived: false }))[20];
    const add = (name: string, email: string) =>
      server.call('add_job_referee_contact', { application_id: app.id, name, relationship: 'supervisor', organisation: 'Wattle Care', email, phone: '0412345678' }, { token });
    const first = (await add('Quenby Hollowell', 'quenby.hollowell@example.org')).data;
    const second = (await add('Ottoline Braithe', 'ottoline.braithe@example.org')).data;
    const stateOf = async (id: number) => ((await server.call('job_referee_contact_list', { application_id: app.id }, { token })).data.list as { id: number; check_state: string }[]).find((r) => r.id === id)?.check_state;
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE });
    await openPalette(page);
    await typeInPalette(page, 'send reference check');
    await page.waitForSelector('[data-testid="palette-item"][data-selected="true"][data-needs-record]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="referee_id"]');
    await typeInPalette(page, 'Hollowell');
    const hit = await page.waitForSelector(`[data-testid="palette-item"][data-option-value="${first.id}"]`);
    assert.match((await hit.textContent()) ?? '', 'Quenby Hollowell');
    assert.is(await page.$('[data-testid="toast"][data-kind="error"]'), null, 'no error toast');
    await page.waitForFunction((id) => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-option-value') === String(id), first.id);
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    await until(async () => (await stateOf(first.id)) === 'sent', 'the first referee was sent the check');

    // shift+R on the application: its referees, by name; Enter sends to the one chosen.
    await page.goto(`${server.url}/job/applications?application=${app.id}`);
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${app.id}"]`);
    await page.locator('body').click({ position: { x: 5, y: 890 } });
    await page.keyboard.press('Shift+R');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="referee_id"]');
    const names = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.textContent ?? ''));
    assert.ok(names.some((n) => n.includes('Ottoline Braithe')), names.join(' | '));
    await typeInPalette(page, 'Ottoline');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    await until(async () => (await stateOf(second.id)) === 'sent', 'the second referee was sent the check');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a pressed while the list re-reads after a write acts on the status the write left: scheduled, then a marks it interviewed; a j pressed after it waits its turn', async ({ server, browser, token }) => {
    const row = (await list(server, token, { status: 2, archived: false }))[12];
    await put(server, row.id, 2);
    const { context, page, errors } = await openConsole(browser, server, `/job/applications?status=2&application=${row.id}`, { token, ...WIDE });
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${row.id}"][data-focused]`);
    const answer = async (text: string) => {
      await typeInPalette(page, text);
      await page.keyboard.press('Enter');
    };
    await page.keyboard.press('o');
    await page.waitForSelector('[data-testid="palette-step"]');
    await answer('schedule');
    await answer(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await answer('10:00');
    await answer('Banksia Gardens, 12 Wattle St, Parramatta NSW');
    await page.waitForSelector('[data-testid="palette-preview"]');
    // From the confirm on, the list's re-read takes 1.5 s: the row still shows Shortlist while it comes.
    await page.route(/\/api\/admin\/job_applicant_list_v2/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    const shown = await page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
    const next = shown[shown.indexOf(row.id) + 1];
    assert.ok(next, 'a row below the focused one');
    // `a` waits for the fresh row; the `j` pressed after it waits its turn (it must not move first and
    // leave `a` to advance the next row).
    await page.keyboard.press('a');
    await page.keyboard.press('j');
    await until(async () => (await statusOf(server, row.id)) === 6, 'a marked the scheduled interview as held', 8000);
    assert.is(await statusOf(server, next), 2, 'the next row was left as it was');
    // The stale Shortlist row would have opened the op chooser, which waits for a choice; nothing is left open.
    await paletteClosed(page);
    await page.unroute(/\/api\/admin\/job_applicant_list_v2/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('Ctrl+K while the list re-reads for another recruiter\'s change opens the palette at once; it does not wait for the re-read', async ({ server, browser, token }) => {
    const rows = await list(server, token, { status: 1, archived: false });
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false&consoleTest=1', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    // The re-read the other recruiter's change causes does not come back until this test lets it.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let reread = false;
    await page.route(/\/api\/admin\/job_applicant_list_v2/, async (route) => {
      reread = true;
      await held;
      await route.continue().catch(() => {});
    });
    const other = await server.signIn();
    const moved = rows[rows.length - 1];
    const done = await server.call('advance_application', { application_id: moved.id, version: moved.version }, { token: other });
    assert.is(done.err, 0, done.msg);
    await until(async () => reread, 'the live notice started a re-read');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'palette-input', undefined, { timeout: 10_000 });
    // Opened while the re-read still holds the record keys (it holds for up to 3 s): not after it.
    assert.ok(await page.evaluate(() => (window as any).__consoleTest.refreshing()), 'the palette opened while the list was still re-reading');
    letThrough();
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    await page.unroute(/\/api\/admin\/job_applicant_list_v2/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a command that does not act on the focused row does not name it: a new order over a focused shift, undo over a focused application', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/order/shift', { token, ...WIDE });
    await page.waitForSelector('[data-testid="app-shell"] [data-focused]');
    await page.keyboard.press('Alt+N');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="provider_id"]');
    assert.is(await page.$('[data-testid="palette-record"]'), null, 'the new order is not for the focused shift');
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    await page.goto(`${server.url}/job/applications?status=1`);
    const row = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = await row.getAttribute('data-row-id');
    await page.keyboard.press('Control+z');
    await page.waitForSelector('[data-testid="undo-preview"]');
    assert.is(await page.$('[data-testid="palette-record"]'), null, 'undo takes back the last step, not the focused application');
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    // A command whose record comes from the focused row still names it: texting the application's applicant.
    await page.keyboard.press('Shift+M');
    const named = await page.waitForSelector('[data-testid="palette-record"]');
    assert.match((await named.textContent()) ?? '', `#${id}`);
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test.run();
}
