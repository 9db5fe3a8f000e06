// Tabs of visited views (spec §2) and the template's faults fixed: one tab per record, tabs survive a
// reload but not a logout or a new sign-in, fixed tabs stay whatever is closed.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { goInApp, openConsole, tabKeys, waitForHere, waitForTabs } from './shell-support';

const TESTS = 7;
const test = await browserSuite('shell tags', TESTS);

const visit = async (page: Page, paths: string[]) => {
  for (const path of paths) {
    await goInApp(page, path);
    await page.waitForSelector(`[data-testid="tag"][data-path="${path.split('?')[0]}"]`);
  }
};
const tag = (path: string) => `[data-testid="tag"][data-path="${path}"]`;

if (test) {

  test('visited pages open tabs; the same route with different ids gets its own tab', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/order/shift/detail/11', '/order/shift/detail/12', '/time-sheet', '/job/ads?page=3']);
    assert.equal(await tabKeys(page), ['/dashboard', '/time-sheet', '/order/shift/detail/11', '/order/shift/detail/12', '/job/ads']);
    assert.is(await page.textContent(`${tag('/order/shift/detail/12')} [data-testid="tag-title"]`), 'Shift order #12');
    assert.is(await page.getAttribute(tag('/job/ads'), 'data-active'), 'true');
    // A tab goes back to the query it was last shown with.
    await page.click(`${tag('/time-sheet')} a`);
    await waitForHere(page, '/time-sheet');
    await page.click(`${tag('/job/ads')} a`);
    await waitForHere(page, '/job/ads?page=3');
    await context.close();
  });

  test('closing: ×, middle click, the active one goes to the last tab; the dashboard has no ×', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/incident/index', '/account/invoice', '/files/list']);
    assert.is(await page.$(`${tag('/dashboard')} [data-testid="tag-close"]`), null, 'fixed tab has no close button');
    await page.click(`${tag('/incident/index')} [data-testid="tag-close"]`);
    await waitForTabs(page, ['/dashboard', '/time-sheet', '/account/invoice', '/files/list']);
    await waitForHere(page, '/files/list');
    await page.click(tag('/account/invoice'), { button: 'middle' });
    await waitForTabs(page, ['/dashboard', '/time-sheet', '/files/list']);
    await page.click(tag('/dashboard'), { button: 'middle' });
    await waitForTabs(page, ['/dashboard', '/time-sheet', '/files/list']);
    // Closing the active tab goes to the last one left.
    await page.click(`${tag('/time-sheet')} a`);
    await waitForHere(page, '/time-sheet');
    await page.click(`${tag('/time-sheet')} [data-testid="tag-close"]`);
    await waitForTabs(page, ['/dashboard', '/files/list']);
    await waitForHere(page, '/files/list');
    await context.close();
  });

  test('right-click menu: close others, close all (fixed tabs stay), close, refresh', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/incident/index', '/account/invoice']);
    await page.click(tag('/incident/index'), { button: 'right' });
    await page.waitForSelector('[data-testid="tag-menu"]');
    await page.click('[data-testid="tag-menu-close-others"]');
    await waitForTabs(page, ['/dashboard', '/incident/index']);
    await waitForHere(page, '/incident/index');

    await visit(page, ['/files/list']);
    await page.click(tag('/dashboard'), { button: 'right' });
    assert.ok(await page.isDisabled('[data-testid="tag-menu-close"]'), 'a fixed tab cannot be closed');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="tag-menu"]', { state: 'detached' });

    // Refresh remounts the page through /redirect and comes back to the same address.
    await page.waitForSelector('[data-testid="files-page"]');
    await page.evaluate(() => document.querySelector('[data-testid="files-page"]')?.setAttribute('data-marker', '1'));
    await page.click(tag('/files/list'), { button: 'right' });
    await page.click('[data-testid="tag-menu-refresh"]');
    await page.waitForSelector('[data-testid="files-page"]:not([data-marker])');
    await waitForHere(page, '/files/list');
    await waitForTabs(page, ['/dashboard', '/incident/index', '/files/list']);

    await page.click(tag('/files/list'), { button: 'right' });
    await page.click('[data-testid="tag-menu-close-all"]');
    await waitForTabs(page, ['/dashboard']);
    await waitForHere(page, '/dashboard');
    await context.close();
  });

  test('tabs survive a reload', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/order/shift/detail/5', '/account/payslip']);
    await page.reload();
    await page.waitForSelector(tag('/order/shift/detail/5'));
    assert.equal(await tabKeys(page), ['/dashboard', '/time-sheet', '/order/shift/detail/5', '/account/payslip']);
    await context.close();
  });

  test('logging out ends the tabs: signing in again starts with the fixed tab only', async ({ server, browser }) => {
    // Its own sign-in: logging out ends that session on the server.
    const { context, page } = await openConsole(browser, server, '/dashboard', { token: await server.signIn() });
    await visit(page, ['/time-sheet', '/account/payslip']);
    await page.click('[data-testid="avatar-menu"]');
    await page.click('[data-testid="logout-button"]');
    await waitForHere(page, '/login');
    const fresh = await server.signIn();
    await page.evaluate((t) => localStorage.setItem('care-console-token', t), fresh);
    await page.goto('/time-sheet');
    await page.waitForSelector(tag('/time-sheet'));
    assert.equal(await tabKeys(page), ['/dashboard', '/time-sheet']);
    await context.close();
  });

  test('another sign-in (a user switch) does not inherit the tabs left in storage', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/account/payslip']);
    // The session ends elsewhere; another sign-in takes the browser without a logout here.
    const other = await server.signIn();
    await page.evaluate((t) => localStorage.setItem('care-console-token', t), other);
    await page.goto('/incident/index');
    await page.waitForSelector(tag('/incident/index'));
    assert.equal(await tabKeys(page), ['/dashboard', '/incident/index']);
    await context.close();
  });

  test('[ and ] move between tabs; alt+w closes the active one', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await visit(page, ['/time-sheet', '/account/payslip']);
    await page.locator('body').click({ position: { x: 600, y: 400 } });
    await page.keyboard.press('[');
    await waitForHere(page, '/time-sheet');
    await page.keyboard.press(']');
    await waitForHere(page, '/account/payslip');
    await page.keyboard.press(']');
    await waitForHere(page, '/dashboard');
    await page.keyboard.press('[');
    await waitForHere(page, '/account/payslip');
    await page.keyboard.press('Alt+w');
    await waitForTabs(page, ['/dashboard', '/time-sheet']);
    await waitForHere(page, '/time-sheet');
    await context.close();
  });

  test.run();
}
