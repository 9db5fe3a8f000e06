// Notices in a real browser: the navbar bell shows the signed-in admin's unread count; g n opens the
// notifications dialog by keyboard, r marks the focused notice read and the badge drops at once, a marks
// all read and the badge goes. On /staff/push a group notice is sent to the group the page counted.
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { accounts, noticeSends, stationNotices } from '../../src/server/db/schema';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import { launchOrSkip } from '../support/browser';
import { openConsole } from '../support/console-page';
import { startTestServer, type TestServer } from '../support/server';
import { unexpectedErrors } from './shell-support';

const WIDE = { width: 1440, height: 900, timeout: 10_000 };

async function unreadOf(server: TestServer): Promise<number> {
  const [admin] = await server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.com'));
  const [{ n }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(stationNotices)
    .where(and(eq(stationNotices.recipientKind, 'account'), eq(stationNotices.recipientId, admin.id), isNull(stationNotices.readAt)));
  return n;
}

const browser = await launchOrSkip('notices', 2);
if (browser) {
  const test = suite<{ server: TestServer; browser: Browser; token: string }>('notices');
  test.before(async (ctx) => {
    ctx.browser = browser;
    ctx.server = await startTestServer();
    ctx.token = await ctx.server.signIn();
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server?.close();
  });
  test('the bell counts unread notices; g n opens the dialog, r marks one read and the badge drops, a marks all', async ({ server, browser, token }) => {
    const unread = await unreadOf(server);
    assert.ok(unread >= 3, `the seeded admin has unread notices (${unread})`);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE });
    const badge = await page.waitForSelector('[data-testid="notice-badge"]');
    assert.is((await badge.textContent())?.trim(), String(unread));
    assert.is(await page.getAttribute('[data-testid="notice-bell"]', 'aria-label'), `Notifications: ${unread} unread`);

    await page.locator('body').click({ position: { x: 700, y: 800 } });
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="notifications"] [data-testid="notice-item"]');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'notices-list', 'the list has the keyboard');
    const first = page.locator('[data-testid="notice-item"][data-focused="true"]');
    assert.is(await first.getAttribute('data-read'), 'false', 'the newest notice is unread');

    await page.keyboard.press('r');
    await page.waitForSelector(`[data-testid="notice-bell"][data-count="${unread - 1}"]`);
    assert.is((await page.textContent('[data-testid="notice-badge"]'))?.trim(), String(unread - 1));
    assert.is(await unreadOf(server), unread - 1, 'stored');
    await page.waitForSelector('[data-testid="notice-item"][data-focused="true"][data-read="true"]');

    await page.keyboard.press('r');
    await page.waitForSelector(`[data-testid="notice-bell"][data-count="${unread}"]`);
    assert.is(await unreadOf(server), unread, 'r again marks it unread');

    await page.keyboard.press('a');
    await page.waitForSelector('[data-testid="notice-bell"][data-count="0"]');
    assert.is(await page.$('[data-testid="notice-badge"]'), null, 'no badge with nothing unread');
    assert.is(await unreadOf(server), 0);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="shell-dialog"]', { state: 'detached' });
    assert.equal(unexpectedErrors(errors), []);
    await context.close();
  });

  test('/staff/push: choose a group, see its count, send, and the notice reaches that many people', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/push', { token, ...WIDE });
    await page.waitForSelector('[data-testid="push-group-count"][data-total]:not([data-total=""])');
    await page.click('[data-testid="push-group-status"][data-code="9"]');
    await page.click('[data-testid="push-group-status"][data-code="10"]');
    await page.selectOption('[data-testid="push-group-state"]', 'NSW');
    const [{ n }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(sql`staff`).where(sql`status = 9 and state = 'NSW'`);
    await page.waitForSelector(`[data-testid="push-group-count"][data-total="${n}"][data-loading="false"]`);
    await page.fill('#push-title', 'Documents due Friday');
    await page.fill('#push-content', 'Upload your onboarding documents by Friday.');
    await page.waitForSelector(`[data-testid="push-send"]:has-text("Send to ${n}")`);
    page.once('dialog', (d) => void d.accept());
    await page.click('[data-testid="push-send"]');
    await page.waitForSelector('[data-testid="push-history-row"]:has-text("Documents due Friday")');
    const [send] = await server.database.db.select().from(noticeSends).where(eq(noticeSends.title, 'Documents due Friday'));
    assert.is(send.recipientCount, n);
    assert.equal(send.filters, { status: [9], state: 'NSW' });
    assert.is(await page.inputValue('#push-title'), '', 'the form is cleared for the next one');
    assert.equal(unexpectedErrors(errors), []);
    await context.close();
  });

  test.run();
}
