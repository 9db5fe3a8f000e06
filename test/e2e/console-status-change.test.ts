// Issue 2's scenario in a real browser, by keyboard alone: sign in, open the applications list, focus a
// New application with j, Ctrl+K, 'Change application status', the transition table's default
// (Shortlist) is preselected, Enter; a toast says so, the row shows it, and the database agrees.
import { eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { applications } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { launchOrSkip } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected, waitForPath } from './palette-support';

const TESTS = 1;
const browser = await launchOrSkip('console status change', TESTS);

if (browser) {
  const test = suite<{ server: TestServer; browser: Browser }>('console status change');
  test.before(async (ctx) => {
    ctx.server = await startTestServer();
    ctx.browser = browser;
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
  });

  test('sign in, j to a New application, Ctrl+K, change status to the default Shortlist, by keyboard alone', async ({ server, browser }) => {
    const { context, page, errors } = await openPage(browser, server, '/login');

    // Sign in: the username field has the focus; Tab to the password; Enter submits.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'login-username');
    await page.keyboard.type(TEST_ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'login-password');
    await page.keyboard.type(TEST_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');

    // To the applications list through the palette.
    await openPalette(page);
    await typeInPalette(page, 'job applications');
    assert.is((await selectedItem(page)).route, '/job/applications');
    await page.keyboard.press('Enter');
    // The list then writes its focused application into the address (?application=…): either is here.
    await waitForPath(page, /^\/job\/applications(\?application=\d+)?$/);
    await page.waitForSelector('[data-testid="applications-row"]');

    // The first row has the focus; j moves down to the first New application.
    const statuses = await page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), status: r.querySelector('[data-testid="cell-status"]')?.textContent })));
    const index = statuses.findIndex((r) => r.status === 'New');
    assert.ok(index > 0, `a New application below the first row (statuses: ${statuses.map((s) => s.status).join(', ')})`);
    const { id } = statuses[index];
    const [before] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(before.status, 1);
    for (let i = 0; i < index; i++) await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${id}"][data-focused]`);

    // Ctrl+K: the palette acts on the focused application; choose the command, then the status step.
    await openPalette(page);
    assert.match(await page.textContent('[data-testid="palette-record"]') ?? '', `#${id}`);
    await typeInPalette(page, 'change application status');
    assert.is((await selectedItem(page)).commandId, 'application.changeStatus');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    const preselected = await selectedItem(page);
    assert.is(preselected.value, '2', 'Shortlist (2) is preselected');
    assert.ok(preselected.isDefault, 'and marked as the default');
    assert.match(preselected.text ?? '', /Shortlist/);
    await page.keyboard.press('Enter');
    await paletteClosed(page);

    const toast = await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    assert.match(await toast.textContent() ?? '', /Shortlist/);
    await page.waitForFunction(
      (rowId) => document.querySelector(`[data-testid="applications-row"][data-row-id="${rowId}"] [data-testid="cell-status"]`)?.textContent === 'Shortlist',
      id,
    );
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(after.status, 2, 'the database holds Shortlist');
    assert.is(after.version, before.version + 1, 'with a new version');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
