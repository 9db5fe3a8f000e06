// Undo in a real browser (issue 12, docs/undo.md): a status changed by keyboard offers Undo in its toast
// and mod+z takes it back; after a reload mod+z still works and takes back the earlier step too; a second
// browser context (another tab's session) undoes the first's step; and when another user changed the
// record through the API since, the undo is refused, saying so, and their change stands.
import { and, eq, ne } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { applications, staff } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import type { TestServer } from '../support/server';
import { accountOfType } from '../api/admin-accounts';
import { openConsole } from '../support/console-page';
import { openPalette, paletteClosed, typeInPalette, unexpected } from './palette-support';

const NOT_FIT = 4;
const SHORTLIST = 2;
const test = await browserSuite('undo', 4);
// A shared 2-core machine is slow to show the list: waits are generous, each still bounded.
const open = (browser: Browser, server: TestServer, token: string) => openConsole(browser, server, '/job/applications', { token, width: 1366, height: 860, timeout: 30_000 });

const statusOf = async (server: TestServer, id: number) => (await server.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0].status;
const waitStatus = async (server: TestServer, id: number, want: number) => {
  for (let i = 0; i < 50 && (await statusOf(server, id)) !== want; i++) await new Promise((r) => setTimeout(r, 100));
  assert.is(await statusOf(server, id), want, `application ${id} has status ${want}`);
};

async function rowIds(page: Page): Promise<number[]> {
  await page.waitForSelector('[data-testid="applications-row"]');
  return page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
}

/** j/k to the row, then Ctrl+K → 'change application status' → Shortlist → Enter, as a user would. */
async function shortlistByKeyboard(page: Page, id: number): Promise<void> {
  const ids = await rowIds(page);
  const focused = await page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id'))).catch(() => ids[0]);
  const moves = ids.indexOf(id) - ids.indexOf(focused);
  for (let i = 0; i < Math.abs(moves); i++) await page.keyboard.press(moves > 0 ? 'j' : 'k');
  await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${id}"][data-focused]`);
  await openPalette(page);
  await typeInPalette(page, 'change application status');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
  await page.keyboard.type('Shortlist');
  await page.waitForFunction(() => /Shortlist/.test(document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.textContent ?? ''));
  await page.keyboard.press('Enter');
  await paletteClosed(page);
}

/** mod+z opens the palette at the undo with its preview; Enter runs it. */
async function undoByKeyboard(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="app-shell"]');
  await page.keyboard.press('Control+z');
  await page.waitForSelector('[data-testid="palette-preview"], [data-testid="palette-confirm"]');
  await page.keyboard.press('Enter');
}

if (test) {
  test('status changed by keyboard: the toast offers Undo, mod+z takes it back, also after a reload and for an earlier step', async ({ server, browser, token }) => {
    const { context, page, errors } = await open(browser, server, token);
    const [, a, b] = await rowIds(page);
    for (const id of [a, b]) await server.database.db.update(applications).set({ status: NOT_FIT, archived: false }).where(eq(applications.id, id));
    await page.reload();

    await shortlistByKeyboard(page, a);
    await waitStatus(server, a, SHORTLIST);
    const action = await page.waitForSelector('[data-testid="toast"] [data-testid="toast-action"]');
    assert.match(await action.textContent() ?? '', /Undo \((Ctrl\+Z|⌘Z)\)/);
    await page.screenshot({ path: '.tmp/undo-toast.png' });
    await undoByKeyboard(page);
    await waitStatus(server, a, NOT_FIT);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="toast"]')].some((t) => /Undone: Change application status/.test(t.textContent ?? '')));

    // Two steps, a reload, then two undos: the last step, then the earlier one.
    await shortlistByKeyboard(page, a);
    await waitStatus(server, a, SHORTLIST);
    await shortlistByKeyboard(page, b);
    await waitStatus(server, b, SHORTLIST);
    await page.reload();
    await undoByKeyboard(page);
    await waitStatus(server, b, NOT_FIT);
    await paletteClosed(page);
    await undoByKeyboard(page);
    await waitStatus(server, a, NOT_FIT);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('another tab undoes the step; a record changed since by another user is refused and their change stands', async ({ server, browser, token }) => {
    const first = await open(browser, server, token);
    const [, , , a] = await rowIds(first.page);
    await server.database.db.update(applications).set({ status: NOT_FIT, archived: false }).where(eq(applications.id, a));
    await first.page.reload();
    await shortlistByKeyboard(first.page, a);
    await waitStatus(server, a, SHORTLIST);

    // A second context is another tab's session of the same user (signed in anew).
    const second = await open(browser, server, await server.signIn());
    await undoByKeyboard(second.page);
    await waitStatus(server, a, NOT_FIT);

    // Changed again in the first tab, then by someone else through the API: the undo is refused.
    await first.page.reload();
    await shortlistByKeyboard(first.page, a);
    await waitStatus(server, a, SHORTLIST);
    const other = await accountOfType(server, token, 'super_account');
    const [row] = await server.database.db.select().from(applications).where(eq(applications.id, a));
    const theirs = await server.call('change_progress_status', { application_id: a, status: NOT_FIT, version: row.version }, { token: other.token });
    assert.is(theirs.err, 0, theirs.msg);
    await first.page.keyboard.press('Control+z');
    await first.page.waitForFunction(() => /has changed since/.test(document.body.textContent ?? ''));
    // The refused step is passed by with why, and nothing else is left: Enter closes, undoing nothing.
    await first.page.waitForSelector('[data-testid="undo-preview-nothing"]');
    await first.page.keyboard.press('Enter');
    await paletteClosed(first.page);
    assert.is(await statusOf(server, a), NOT_FIT, 'the other user\'s change stands');
    assert.equal(unexpected(first.errors, true), []);
    await first.context.close();
    await second.context.close();
  });

  test('a (advance) is undoable where the table allows, says at once where it is not, and mod+z passes that step by; the journal screen lists both', async ({ server, browser, token }) => {
    const nameOf = async (id: number) => {
      const [row] = await server.database.db.select({ first: staff.firstName, last: staff.surname }).from(staff).innerJoin(applications, eq(applications.staffId, staff.id)).where(eq(applications.id, id));
      return `${row.first} ${row.last}`;
    };
    const focusedRow = (page: Page) => page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id')));
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=4&archived=false', { token, width: 1366, height: 860, timeout: 30_000 });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const a = await focusedRow(page);
    await page.keyboard.press('a');
    await waitStatus(server, a, SHORTLIST);
    const undoable = await page.waitForSelector('[data-testid="toast"]:has([data-testid="toast-action"])');
    assert.match((await undoable.textContent()) ?? '', /is now Shortlist/);

    await page.goto(`${server.url}/job/applications?status=1&archived=false`);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const b = await focusedRow(page);
    await page.keyboard.press('a');
    await waitStatus(server, b, SHORTLIST);
    // Said when the step is taken: no Undo button that would only be refused.
    const told = await page.waitForSelector('[data-testid="toast"]:has-text("Cannot be undone")');
    assert.match((await told.textContent()) ?? '', /Cannot be undone: Shortlist → New is not a move\./);
    assert.is(await told.$('[data-testid="toast-action"]'), null);

    // mod+z: the refused step is passed by, with why; the one before it is offered, by name and labels.
    await page.keyboard.press('Control+z');
    const preview = await page.waitForSelector('[data-testid="undo-preview"]');
    const text = (await preview.textContent()) ?? '';
    await page.screenshot({ path: '/tmp/undo-preview.png' });
    assert.match(text, 'Undo Advance application to its default next status');
    assert.match(text, await nameOf(a));
    assert.ok(text.includes('Status: Shortlist → Not fit'), text);
    assert.match(await page.textContent('[data-testid="undo-skipped"]') ?? '', `${await nameOf(b)} · Status: New → Shortlist — Shortlist → New is not a move`);
    assert.not.match(text, /[{}"_]|refusal|null|application\./, 'no JSON, field codes or command ids');
    await page.keyboard.press('Enter');
    await waitStatus(server, a, NOT_FIT);
    await page.waitForSelector('[data-testid="toast"]:has-text("Passed by 1 that cannot be undone")');
    assert.is(await statusOf(server, b), SHORTLIST);

    // The journal screen: every step with its state; Undo on a row takes back that step alone.
    const [c] = await server.database.db.select({ id: applications.id, version: applications.version }).from(applications).where(and(eq(applications.status, NOT_FIT), eq(applications.archived, false), ne(applications.id, a))).limit(1);
    assert.is((await server.call('change_progress_status', { application_id: c.id, status: SHORTLIST, version: c.version }, { token })).err, 0);
    await page.goto(`${server.url}/tools/undo-history`);
    await page.waitForSelector('[data-testid="undo-journal-row"]');
    const states = await page.$$eval('[data-testid="undo-journal-row"]', (rows) => rows.slice(0, 3).map((r) => [r.getAttribute('data-state'), r.querySelector('[data-testid="undo-journal-state"]')?.textContent]));
    assert.equal(states, [['open', 'Can be undone'], ['refused', 'Cannot be undone: Shortlist → New is not a move'], ['undone', 'Undone']]);
    await page.screenshot({ path: '/tmp/undo-journal.png', fullPage: true });
    await page.click('[data-testid="undo-journal-row"]:first-child [data-testid="undo-journal-undo"]');
    await waitStatus(server, c.id, NOT_FIT);
    await page.waitForSelector('[data-testid="undo-journal-row"]:first-child[data-state="undone"]');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('with nothing to undo, mod+z says so and Enter closes; no confirm that would do nothing', async ({ server, browser, token }) => {
    const fresh = await accountOfType(server, token, 'super_account');
    const { context, page, errors } = await open(browser, server, fresh.token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.keyboard.press('Control+z');
    await page.waitForSelector('[data-testid="undo-preview-nothing"]');
    const footer = (await page.textContent('[data-testid="palette"] footer')) ?? '';
    assert.not.match(footer, /confirm/i, footer);
    assert.match((await page.textContent('[data-testid="palette-item"][data-selected="true"]')) ?? '', 'Close');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
