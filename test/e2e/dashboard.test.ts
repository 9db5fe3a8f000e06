// The dashboard in Chromium: its cards show the server's figures, and a card's key opens its list
// filtered, showing the same total.
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected } from './palette-support';

const test = await browserSuite('dashboard', 1);

if (test) {
  test('cards show the summary; key 3 opens the pending timesheets with the same total', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    const summary = (await server.call('dashboard_summary', {}, { token })).data;
    const figure = async (id: string) => {
      await page.waitForFunction((testId) => /\d/.test(document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? ''), id);
      return (await page.textContent(`[data-testid="${id}"]`))!;
    };
    assert.is(await figure('dashboard-applications-count'), summary.applications.total.total.toLocaleString('en-AU'));
    assert.is(await figure('dashboard-unfilled-count'), summary.unfilled_shifts.total.total.toLocaleString('en-AU'));
    assert.is(await figure('dashboard-payslips-count'), summary.payslips.pending.total.toLocaleString('en-AU'));
    await page.waitForSelector('[data-testid="dashboard-funnel-chart"]');
    await page.waitForSelector('[data-testid="dashboard-unfilled-chart"]');
    const pending = await figure('dashboard-timesheets-count');
    assert.is(pending, summary.timesheets.pending.total.toLocaleString('en-AU'));
    await page.keyboard.press('3');
    await page.waitForFunction(() => location.pathname === '/time-sheet' && location.search.includes('status=pending'));
    await page.waitForFunction((n) => document.querySelector('[data-testid="timesheets-pager-range"]')?.textContent?.includes(n) ?? false, pending);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
