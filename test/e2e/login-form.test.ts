// The sign-in form in a real browser: the email field follows spec §5 with its exact messages, and every
// error shows once, in one place (on its field, or above the form), never also as a toast.
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { loginLimits } from '../../src/server/auth/login-throttle';
import { rateLimits } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 5;
const test = await browserSuite('login form', TESTS);

/** The texts of every error on the page that a person can see: field errors, the form alert and toasts. */
async function visibleErrors(page: Page): Promise<string[]> {
  return page.$$eval('[role="alert"], [data-testid="toast"]', (nodes) =>
    nodes.filter((n) => (n as HTMLElement).offsetParent !== null && n.textContent!.trim() !== '').map((n) => n.textContent!.trim()),
  );
}

async function submit(page: Page, username: string, password: string) {
  await page.fill('[data-testid="login-username"]', username);
  await page.fill('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
}

if (test) {
  test('the email field checks spec §5 with its exact messages before anything is sent', async ({ server, browser }) => {
    const { context, page, errors } = await openConsole(browser, server, '/login');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/login')) sent.push(r.url());
    });
    await page.waitForSelector('[data-testid="login-username"]');
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-username-error"]:has-text("Email address is required.")');
    await submit(page, 'admin', 'whatever');
    await page.waitForSelector('[data-testid="login-username-error"]:has-text("Email address is invalid.")');
    await submit(page, 'admin@example', 'whatever');
    await page.waitForSelector('[data-testid="login-username-error"]:has-text("Email address is invalid.")');
    assert.equal(await visibleErrors(page), ['Email address is invalid.'], 'one error, once');
    assert.equal(sent, [], 'nothing reached the server');
    assert.equal(errors, []);
    await context.close();
  });

  test('a wrong password shows one error on the password field, no toast, and a second try does not stack', async ({ server, browser }) => {
    const { context, page, errors } = await openConsole(browser, server, '/login');
    await page.waitForSelector('[data-testid="login-username"]');
    for (let attempt = 0; attempt < 2; attempt++) {
      const answered = page.waitForResponse((r) => r.url().includes('/api/admin/login'));
      await submit(page, TEST_ADMIN_EMAIL, `wrong ${attempt}`);
      await answered;
      await page.waitForSelector('[data-testid="login-password-error"]:has-text("Email address or password is incorrect.")');
      // Give a toast the time it would take to show up.
      await page.waitForTimeout(300);
      assert.equal(await visibleErrors(page), ['Email address or password is incorrect.'], `attempt ${attempt + 1}`);
    }
    await submit(page, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    assert.equal(errors.filter((e) => !/status of 400/.test(e)), []);
    await context.close();
  });

  test('a refused sign-in (too many attempts) shows once above the form, not as a toast', async ({ server, browser }) => {
    const db = server.database.db;
    // As after 100 failures from addresses all over: the account is refused from anywhere.
    await db.delete(rateLimits);
    await db.insert(rateLimits).values({ key: loginLimits.account(TEST_ADMIN_EMAIL).key, count: 100, resetAt: sql`now() + interval '10 minutes'` });
    try {
      const { context, page } = await openConsole(browser, server, '/login');
      await page.waitForSelector('[data-testid="login-username"]');
      for (let attempt = 0; attempt < 2; attempt++) {
        const answered = page.waitForResponse((r) => r.url().includes('/api/admin/login'));
        await submit(page, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
        assert.is((await answered).status(), 429);
        await page.waitForSelector('[data-testid="login-error"]:has-text("Too many failed sign-ins")');
        await page.waitForTimeout(300);
        const shown = await visibleErrors(page);
        assert.is(shown.length, 1, `attempt ${attempt + 1}: ${JSON.stringify(shown)}`);
        assert.match(shown[0], /^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/);
      }
      assert.is(new URL(page.url()).pathname, '/login');
      await context.close();
    } finally {
      await db.delete(rateLimits);
    }
  });

  test('an oversized request is answered 413 and the page shows the server\'s message once', async ({ server, browser }) => {
    const { context, page } = await openConsole(browser, server, '/login');
    await page.waitForSelector('[data-testid="login-username"]');
    // No form of the console sends a megabyte; a proxy or extension in between might.
    await page.route('**/api/admin/login', (route) => route.continue({ postData: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: 'x'.repeat(1_100_000) }) }));
    const answered = page.waitForResponse((r) => r.url().includes('/api/admin/login'));
    await submit(page, TEST_ADMIN_EMAIL, 'anything');
    assert.is((await answered).status(), 413);
    await page.waitForSelector('[data-testid="login-error"]:has-text("The body is larger than 1024 KB.")');
    await page.waitForTimeout(300);
    assert.equal(await visibleErrors(page), ['The body is larger than 1024 KB.']);
    await context.close();
  });

  test('the form is painted from the page’s markup before its script runs; what was typed there is kept, and the live form is the same markup', async ({ server, browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/static-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForSelector('[data-testid="login-password"]');
    // Canonical markup: attributes sorted, so the order they were set in does not matter.
    // (A string: tsx would wrap an inner function in a helper the page does not have.)
    const canonical = () => page.evaluate<string>(`(() => {
      const walk = (n) => n.nodeType === Node.TEXT_NODE ? n.textContent
        : n instanceof Element ? '<' + n.localName + [...n.attributes].map((a) => ' ' + a.name + '="' + a.value + '"').sort().join('') + '>' + [...n.childNodes].map(walk).join('') + '</' + n.localName + '>' : '';
      return walk(document.getElementById('root'));
    })()`);
    const markup = await canonical();
    assert.ok(await page.isDisabled('[data-testid="login-submit"]'), 'it cannot be sent before the script has wired it');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'login-username', 'the email field has the focus at once');
    await page.keyboard.type(TEST_ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type('half-typed');
    release();
    await page.waitForSelector('[data-testid="login-submit"]:not([disabled])');
    assert.is(await page.inputValue('[data-testid="login-username"]'), TEST_ADMIN_EMAIL, 'the email typed before the script ran is kept');
    assert.is(await page.inputValue('[data-testid="login-password"]'), 'half-typed');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'login-password', 'and so is the focus');
    const live = await canonical();
    const unwired = (html: string) => html.replace(' autofocus=""', '').replace(' disabled=""', '').replace(' method="post"', '');
    assert.is(unwired(markup), live, 'the page’s markup is the form the script draws (login/prerender.ts), but for its guards');
    const sent = page.waitForRequest((r) => r.url().includes('/api/admin/login'));
    await page.keyboard.type('!');
    await page.keyboard.press('Enter');
    assert.equal(JSON.parse((await sent).postData()!), { username: TEST_ADMIN_EMAIL, password: 'half-typed!' }, 'the kept text is what is sent');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
