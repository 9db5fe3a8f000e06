// The spec §2 tree's shape in the shell: every group path redirects to its page, and the sidebar holds
// every visible page and nothing else. That every route renders (titled, highlighted, no console error,
// at most one honest not-built panel) is checked by the same walk that runs axe on it: accessibility.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { groupRedirects, routeTable } from '../../src/web/routes/route-table';
import { launchOrSkip } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { goInApp, openConsole, waitForHere } from './shell-support';

const TESTS = 2;
const browser = await launchOrSkip('shell routes', TESTS);

/** The tree's pages (not the public ones, nor /redirect, which the guard suite covers). */
const treeRoutes = routeTable.filter((r) => !r.public && !r.path.startsWith('/redirect'));

if (browser) {
  const test = suite<{ server: TestServer; browser: Browser; token: string }>('shell routes');
  test.before(async (ctx) => {
    ctx.server = await startTestServer();
    ctx.browser = browser;
    ctx.token = await ctx.server.signIn();
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
  });

  test('every group path redirects to its page', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.waitForSelector('[data-testid="sidebar"]');
    for (const [from, to] of groupRedirects) {
      await goInApp(page, from);
      await waitForHere(page, to);
    }
    await context.close();
  });

  test('every visible page is in the sidebar (groups opened), and nothing else is', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.waitForSelector('[data-testid="sidebar-item"]');
    // Open every group, outermost first, until none is closed.
    for (;;) {
      const closed = await page.$('[data-testid="sidebar-group"][aria-expanded="false"]');
      if (!closed) break;
      await closed.click();
    }
    const items = (await page.$$eval('[data-testid="sidebar-item"]', (a) => a.map((x) => x.getAttribute('data-path')))).sort();
    const visible = treeRoutes.filter((r) => !r.hidden && !r.noTag).map((r) => r.path).sort();
    assert.equal(items, visible);
    await context.close();
  });

  test.run();
}
