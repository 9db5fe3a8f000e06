// The SMS log says what the delivery outbox says about each text (issue 22 §6): it showed 'Queued' for
// every outgoing message whatever became of it. With no SMS provider configured the outbox keeps the text
// and it reaches no phone, so the log says so; a failed text reads Failed, one a provider took reads Sent.
import { eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { outbox, smsMessages } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const test = await browserSuite('sms log state', 4);

if (test) {
  test("the log's state is the outbox's: kept (no provider), sent, failed, queued", async ({ server, browser, token }) => {
    const db = server.database.db;
    const outcomes: [string, { status: string; provider: string | null } | null][] = [
      ['Log state one', { status: 'sent', provider: 'outbox' }],
      ['Log state two', { status: 'sent', provider: 'http-sms' }],
      ['Log state three', { status: 'failed', provider: 'http-sms' }],
      ['Log state four', null],
    ];
    for (const [message, set] of outcomes) {
      const sent = await server.call('send_sms_by_phone_number', { phone: '+61 0412999088', message }, { token });
      assert.is(sent.err, 0, sent.msg);
      if (!set) continue;
      const [row] = await db.select({ key: smsMessages.idempotencyKey }).from(smsMessages).where(eq(smsMessages.id, sent.data.message.id));
      await db.update(outbox).set(set).where(eq(outbox.idempotencyKey, row!.key!));
    }
    const { context, page, errors } = await openConsole(browser, server, '/tools/sms?tab=log', { token, width: 1440, height: 900, timeout: 10_000 });
    await page.waitForSelector('[data-testid="sms-log"]');
    await page.fill('[data-testid="sms-log-search"]', 'Log state');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sms-log-row"]').length === 4);
    const states = await page.$$eval('[data-testid="sms-log-row"]', (rows) => rows.map((r) => [r.children[3]!.textContent, r.children[4]!.textContent]));
    assert.equal(Object.fromEntries(states), {
      'Log state one': 'Kept in the outbox, no SMS provider configured',
      'Log state two': 'Sent',
      'Log state three': 'Failed',
      'Log state four': 'Queued',
    });
    assert.equal(errors, []);
    await context.close();
  });

  test("the outbox list and its panel say 'Kept in the outbox' for what no provider sent, not 'Sent'", async ({ server, browser, token }) => {
    // The first test's texts: one kept by the outbox transport, one a provider sent.
    const { context, page, errors } = await openConsole(browser, server, '/tools/index', { token, width: 1440, height: 900, timeout: 10_000 });
    await page.waitForSelector('[data-testid="outbox-row"]');
    await page.fill('[data-testid="outbox-search"]', 'Log state');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="outbox-row"]').length === 4);
    const rows = await page.$$eval('[data-testid="outbox-row"]', (els) => els.map((r) => r.textContent ?? ''));
    const kept = rows.filter((r) => r.includes('Log state one'));
    assert.is(kept.length, 1, JSON.stringify(rows));
    assert.match(kept[0], 'Kept in the outbox, no provider configured');
    assert.match(rows.find((r) => r.includes('Log state two')) ?? '', /Sent/);
    assert.not.match(rows.find((r) => r.includes('Log state two')) ?? '', /Kept/);
    // Enter on the kept one opens its panel, which says the same.
    const index = rows.findIndex((r) => r.includes('Log state one'));
    await page.keyboard.press('ArrowDown'); // from the search to the rows
    await page.waitForSelector('[data-testid="outbox-row"][data-focused]');
    for (let i = 0; i < index; i++) await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="outbox-panel-status"]')?.textContent?.includes('Kept in the outbox'));
    assert.equal(errors, []);
    await context.close();
  });

  test("the outbox's status tiles count what no provider sent as kept, not sent, and the Kept tile lists just those", async ({ server, browser, token }) => {
    const db = server.database.db;
    const counted = async (where: string) =>
      Number(((await db.execute(sql.raw(`select count(*)::int as n from outbox where ${where}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const kept = await counted(`status = 'sent' and provider = 'outbox'`);
    const sent = await counted(`status = 'sent' and provider is distinct from 'outbox'`);
    assert.ok(kept >= 1 && sent >= 1, 'the first test left one of each');
    const { context, page, errors } = await openConsole(browser, server, '/tools/index', { token, width: 1440, height: 900, timeout: 10_000 });
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="outbox-count-kept"]')?.textContent ?? ''));
    const number = async (code: string) => Number(((await page.textContent(`[data-testid="outbox-count-${code}"]`)) ?? '').replace(/\D/g, ''));
    assert.is(await number('kept'), kept, 'kept in the outbox');
    assert.is(await number('sent'), sent, 'sent counts only what a provider took');
    assert.match((await page.textContent('[data-testid="outbox-tile-kept"]')) ?? '', 'Kept in the outbox');
    await page.click('[data-testid="outbox-tile-kept"]');
    await page.waitForURL(/status=kept/);
    await page.fill('[data-testid="outbox-search"]', 'Log state');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="outbox-row"]').length === 1);
    assert.match((await page.textContent('[data-testid="outbox-row"]')) ?? '', 'Log state one');
    assert.equal(errors, []);
    await context.close();
  });

  test("times follow the console's language, not the browser's locale: a US Chromium shows 28 Nov in English and 2026年11月28日 in Chinese", async ({ server, browser, token }) => {
    const timesIn = async (language: 'en' | 'zh') => {
      const { context, page, errors } = await openConsole(browser, server, '/tools/sms?tab=log', {
        token, width: 1440, height: 900, timeout: 10_000, locale: 'en-US', settings: { language, size: 'medium', sidebarCollapsed: false },
      });
      await page.waitForSelector('[data-testid="sms-log"]');
      await page.fill('[data-testid="sms-log-search"]', 'Log state');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="sms-log-row"]').length === 4);
      const times = await page.$$eval('[data-testid="sms-log-row"]', (rows) => rows.map((r) => r.children[0]!.textContent ?? ''));
      assert.is(await page.evaluate(() => navigator.language), 'en-US', 'the browser is set to US English');
      assert.equal(errors, []);
      await context.close();
      return times;
    };
    for (const time of await timesIn('en')) {
      assert.match(time, /^\d{1,2} [A-Z][a-z]{2} \d{4}/, `day before month, as in Australia: ${time}`);
      assert.not.match(time, /^[A-Z][a-z]{2} \d{1,2}, \d{4}/, `not the US order: ${time}`);
    }
    for (const time of await timesIn('zh')) assert.match(time, /^\d{4}年\d{1,2}月\d{1,2}日/, `in Chinese: ${time}`);
  });

  test.run();
}
