// Short links in a real Chromium, by keyboard: on /tools/short-link the address box has the focus; type a
// long address, Enter → the short link shows and is on the clipboard; Tab to it and Enter opens it, the
// browser lands on the target through /s/<code>, and the list then shows the click.
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchOrSkip } from '../support/browser';
import { openConsole } from '../support/console-page';
import { startTestServer, type TestServer } from '../support/server';

const TESTS = 1;

/** A free port chosen up front: short links name PUBLIC_URL, which must be where this server listens. */
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  }).on('error', reject);
});

const browser = await launchOrSkip('short-link', TESTS);
const test = browser ? suite<{ server: TestServer; browser: Browser; token: string }>('short-link') : null;

if (test && browser) {
  test.before(async (ctx) => {
    const port = await freePort();
    ctx.server = await startTestServer({ port, publicUrl: `http://127.0.0.1:${port}` });
    ctx.browser = browser;
    ctx.token = await ctx.server.signIn();
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
  });

  test('make a short link by keyboard, follow it to the target, and see the click counted', async ({ server, browser, token }) => {
    const target = `${server.url}/healthz?from=short-link-e2e`;
    const { context, page, errors } = await openConsole(browser, server, '/tools/short-link', { token, width: 1440, height: 900, timeout: 10_000 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.waitForSelector('[data-testid="short-links-row"]');
    assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'short-link-url'), 'the address box has the focus');

    await page.keyboard.type('not a url');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#short-link-url[aria-invalid="true"], [data-testid="short-link-form"] [role="alert"]');
    assert.match(await page.textContent('[data-testid="short-link-form"]') ?? '', /URL must be an http, https or ftp address/);

    await page.keyboard.press('Control+a');
    await page.keyboard.type(target);
    await page.keyboard.press('Enter');
    const made = await page.waitForSelector('[data-testid="short-link-made"]');
    const shortLink = (await made.textContent())!;
    assert.match(shortLink, /\/s\/[A-Za-z0-9]{7}$/);
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), shortLink, 'the short link is on the clipboard');
    const code = shortLink.split('/s/')[1];
    const listed = await server.call('short_link_list', { keyword: code }, { token });
    assert.equal([listed.data.list[0].target_url, listed.data.list[0].clicks], [target, 0]);

    // Follow it from the keyboard: Tab past the button to the link, Enter opens it in a new tab.
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'short-link-made');
    await page.keyboard.press('Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    assert.is(tab.url(), target, 'the browser lands on the target');
    await tab.close();

    // The list shows the click after a refresh of the page.
    await page.reload();
    const row = await page.waitForSelector(`[data-testid="short-links-row"]:has-text("${code}")`);
    assert.is((await (await row.$('[data-testid="cell-clicks"]'))!.textContent())!.trim(), '1');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
