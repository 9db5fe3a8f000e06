// Batch SMS in a real Chromium, by keyboard: paste rows from a spreadsheet, read the preview of every
// message (the bad row red with its spec §5 message, the policy said), Ctrl+Enter asks, Enter sends, and
// the report lists each row; the outbox holds exactly the good rows' rendered texts.
import { asc, eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { outbox } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const test = await browserSuite('sms-batch', 2);
const SHEET = ['First name\tMobile\tSite', 'Aroha\t0413 111 001\tRosewood House', 'Ben\t0413 11\tBanksia Lodge', 'Chloe\t+61 413111003\t'].join('\n');

if (test) {
  test('send a batch SMS from a pasted sheet with its preview, by keyboard', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/tools/sms', { token, width: 1440, height: 900 });
    await page.waitForSelector('[data-testid="sms-batch-sheet"]:focus');
    await page.keyboard.insertText(SHEET); // as a paste from a spreadsheet arrives
    await page.waitForSelector('[data-testid="sms-preview-row"][data-row="4"]');
    assert.is(await page.inputValue('[data-testid="sms-batch-message"]'), 'Hi {{first_name}},', 'the default template');

    // Tab to the message, add the site with a fallback, and wait for the preview to follow.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'sms-batch-message');
    await page.keyboard.press('End');
    await page.keyboard.insertText(' extra shifts at {{site|our homes}} this week. Reply YES.');
    await page.waitForFunction(() => document.querySelector('[data-testid="sms-preview-row"][data-row="4"] [data-testid="sms-preview-message"]')?.textContent?.includes('our homes'));
    const rows = await page.$$eval('[data-testid="sms-preview-row"]', (trs) => trs.map((tr) => [tr.getAttribute('data-row'), tr.getAttribute('data-ok'), tr.querySelector('[data-testid="sms-preview-message"]')?.textContent, tr.querySelector('[data-testid="sms-row-problem"]')?.textContent ?? '']));
    assert.equal(rows, [
      ['2', 'true', 'Hi Aroha, extra shifts at Rosewood House this week. Reply YES.', ''],
      ['3', 'false', 'Hi Ben, extra shifts at Banksia Lodge this week. Reply YES.', 'Mobile: Phone number is invalid.'],
      ['4', 'true', 'Hi Chloe, extra shifts at our homes this week. Reply YES.', ''],
    ]);
    assert.match(await page.textContent('[data-testid="sms-batch-policy"]') ?? '', /^2 messages are sent now; 1 skipped \(rows with a problem/);
    assert.is(await page.textContent('[data-testid="sms-batch-send"]'), 'Send 2 messages · skip 1');

    await page.keyboard.press('Control+Enter');
    await page.waitForSelector('[data-testid="sms-batch-confirm"]');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'sms-batch-confirm-yes');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="sms-batch-report"]');
    assert.is(await page.textContent('[data-testid="sms-batch-report-summary"]'), '2 queued · 0 scheduled · 1 skipped');
    const report = await page.$$eval('[data-testid="sms-report-row"]', (trs) => trs.map((tr) => [tr.getAttribute('data-row'), tr.getAttribute('data-status')]));
    assert.equal(report, [['2', 'queued'], ['3', 'skipped'], ['4', 'queued']]);
    // The Problems column holds only problems (issue 22 §6); the outcome has its own column.
    const problems = await page.$$eval('[data-testid="sms-report-problems"]', (tds) => tds.map((td) => td.textContent));
    assert.equal(problems, ['—', 'Mobile: Phone number is invalid.', '—']);
    assert.equal(await page.$$eval('[data-testid="sms-report-outcome"]', (tags) => tags.map((x) => x.textContent)), ['Queued', 'Skipped', 'Queued']);

    const sent = await server.database.db.select().from(outbox).where(inArray(outbox.recipient, ['+61413111001', '+61413111003'])).orderBy(asc(outbox.id));
    assert.equal(sent.map((m) => [m.recipient, m.body]), [
      ['+61413111001', 'Hi Aroha, extra shifts at Rosewood House this week. Reply YES.'],
      ['+61413111003', 'Hi Chloe, extra shifts at our homes this week. Reply YES.'],
    ]);
    const none = await server.database.db.select().from(outbox).where(eq(outbox.body, 'Hi Ben, extra shifts at Banksia Lodge this week. Reply YES.'));
    assert.is(none.length, 0, 'the bad row was not sent');
    assert.equal(errors, []);
    await context.close();
  });

  test('one message reads in the singular: Send 1 message', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/tools/sms', { token, width: 1440, height: 900 });
    await page.waitForSelector('[data-testid="sms-batch-sheet"]:focus');
    await page.keyboard.insertText(['First name\tMobile', 'Dana\t0413 111 009'].join('\n'));
    await page.waitForSelector('[data-testid="sms-preview-row"][data-row="2"][data-ok="true"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="sms-batch-send"]')?.textContent === 'Send 1 message');
    await page.keyboard.press('Control+Enter');
    const confirm = await page.waitForSelector('[data-testid="sms-batch-confirm"]');
    assert.match(await confirm.textContent() ?? '', /^Send 1 message now\?/);
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
