// Spec §2 guard in a real browser: public routes, the redirect parameter, sign-in landing, group
// redirects, unknown paths, a bad token, the refresh route, the progress bar and the document title.
import * as assert from 'uvu/assert';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { browserSuite } from '../support/browser-suite';
import { goInApp, here, openConsole, waitForHere } from './shell-support';

const TESTS = 10;
const test = await browserSuite('shell guard', TESTS);

if (test) {

  test('without a token only public routes open; others go to /login with the full path', async ({ server, browser }) => {
    const { context, page } = await openConsole(browser, server, '/staff/applicants?tab=applications');
    await waitForHere(page, `/login?redirect=${encodeURIComponent('/staff/applicants?tab=applications')}`);
    for (const path of ['/verification-code', '/auth-redirect']) {
      await page.goto(path);
      await page.waitForSelector('#root > *');
      assert.is(new URL(page.url()).pathname, path, `${path} is public`);
    }
    for (const path of ['/404', '/dashboard', '/no/such/page']) {
      await page.goto(path);
      await waitForHere(page, `/login?redirect=${encodeURIComponent(path)}`);
    }
    await context.close();
  });

  test('signing in through the form lands on the redirect target', async ({ server, browser }) => {
    const { context, page } = await openConsole(browser, server, '/files/list?x=1');
    await waitForHere(page, /^\/login\?redirect=/);
    await page.fill('[data-testid="login-username"]', TEST_ADMIN_EMAIL);
    await page.fill('[data-testid="login-password"]', TEST_ADMIN_PASSWORD);
    await page.click('[data-testid="login-submit"]');
    await waitForHere(page, '/files/list?x=1');
    await page.waitForSelector('[data-testid="files-page"]');
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), TOKEN_STORAGE_KEY), 'the token is stored');
    await context.close();
  });

  test('with a token: /login goes to / and on to /dashboard, the root to /dashboard', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/login', { token });
    await waitForHere(page, '/dashboard');
    await page.waitForSelector('[data-testid="dashboard-greeting"]');
    await page.goto('/');
    await waitForHere(page, '/dashboard');
    await page.waitForFunction(() => document.title === 'Dashboard - Care Console');
    await context.close();
  });

  test('groups redirect to their page (/staff, /provider, /account, …)', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/staff', { token });
    await waitForHere(page, '/staff/applicants');
    const expected: [string, string][] = [
      ['/provider', '/provider/providers/enable'],
      ['/account', '/account/payslip'],
      ['/job', '/job/ads'],
      ['/provider/master-board', '/provider/master-board/view'],
    ];
    for (const [from, to] of expected) {
      await goInApp(page, from);
      await waitForHere(page, to);
    }
    await context.close();
  });

  test('unknown paths go to /404 inside the console', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/staff/nothing-here', { token });
    await waitForHere(page, '/404');
    await page.waitForSelector('[data-testid="not-found"]');
    assert.ok(await page.$('[data-testid="sidebar"]'), 'in the signed-in frame');
    await page.waitForFunction(() => document.title === 'Page not found - Care Console');
    await context.close();
  });

  test('a bad token is cleared and the user goes to /login with the redirect', async ({ server, browser }) => {
    const { context, page } = await openConsole(browser, server, '/job/ads?page=2', { token: 'not-a-real-token' });
    await waitForHere(page, `/login?redirect=${encodeURIComponent('/job/ads?page=2')}`);
    assert.is(await page.evaluate((k) => localStorage.getItem(k), TOKEN_STORAGE_KEY), null, 'token cleared');
    await page.waitForSelector('[data-testid="login-notice"], [data-testid="toast"]');
    await context.close();
  });

  test('/redirect/<path> opens <path> again with its query (the tab refresh)', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/redirect/staff/applicants?tab=applications', { token });
    await waitForHere(page, '/staff/applicants?tab=applications');
    const tabs = await page.$$eval('[data-testid="tag"]', (t) => t.map((x) => x.getAttribute('data-path')));
    assert.not.ok(tabs.some((t) => t?.startsWith('/redirect')), 'no tab for /redirect');
    await context.close();
  });

  test('a thin progress bar runs on navigation and the title follows the route', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.waitForSelector('[data-testid="sidebar"]');
    await page.waitForSelector('[data-testid="progress-bar"]', { state: 'detached' });
    const seen = page.waitForSelector('[data-testid="progress-bar"]', { state: 'attached', timeout: 3000 });
    // A leaf of the sidebar (Timesheets is a group since its comments list came).
    await page.click('[data-testid="sidebar-item"][data-path="/order/shift"]');
    await seen;
    assert.is(await page.$('[data-testid="progress-bar"] .animate-spin'), null, 'no spinner');
    await waitForHere(page, '/order/shift');
    await page.waitForFunction(() => document.title === 'Shift orders - Care Console');
    await page.waitForSelector('[data-testid="progress-bar"]', { state: 'detached' });
    await context.close();
  });

  test('breadcrumb starts at the dashboard and links the groups', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/provider/master-board/temp-shift/view/7', { token });
    await page.waitForSelector('[data-testid="breadcrumb"]');
    const crumbs = await page.$$eval('[data-testid="breadcrumb"] li', (li) => li.map((x) => x.textContent?.replace('/', '').trim()));
    assert.equal(crumbs, ['Dashboard', 'Providers', 'Master board', 'Temp shifts', 'Temp shift #7']);
    await page.click('[data-testid="breadcrumb-link"]:has-text("Master board")');
    await waitForHere(page, '/provider/master-board/view');
    assert.ok(here(page).startsWith('/provider/master-board/view'));
    await context.close();
  });

  test('a screen whose code cannot load shows an error panel inside the frame, which keeps working', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.waitForSelector('[data-testid="sidebar"]');
    // As after a deployment replaced the chunk an open console still asks for.
    await page.route(/files-page-[^/]*\.js$/, (route) => route.abort());
    await goInApp(page, '/files/list');
    await page.waitForSelector('[data-testid="screen-error"]');
    assert.ok(await page.isVisible('[data-testid="sidebar"]'), 'the frame stays');
    await page.click('[data-testid="tag"][data-path="/dashboard"] a');
    await page.waitForSelector('[data-testid="dashboard-greeting"]');
    await context.close();
  });

  test.run();
}
