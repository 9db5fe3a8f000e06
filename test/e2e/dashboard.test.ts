// The dashboard in Chromium: its cards show the server's figures, and a card's key opens its list
// filtered, showing the same total. Its charts draw only real labels (issue 22 §6): every text drawn on
// their canvases is recorded (fillText) while the dashboard is opened, left, revisited, switched to zh and
// revisited again; none reads 'undefined', and in zh the funnel's bars carry the zh status labels.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected } from './palette-support';

const test = await browserSuite('dashboard', 2);

/** The texts drawn since the last call, per chart. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __drawn: Record<string, string[]> };
    const out = w.__drawn;
    w.__drawn = {};
    return out;
  });

const toOtherPageAndBack = async (page: Page) => {
  await page.evaluate(() => {
    history.pushState(null, '', '/staff/applicants');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForSelector('[data-testid="staff-row"]');
  await page.goBack();
  await page.waitForSelector('[data-testid="dashboard-funnel-chart"]');
  await page.waitForSelector('[data-testid="dashboard-unfilled-chart"]');
};


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
    // The business's clock, read-only, with where it comes from (the test server sets no BUSINESS_TIME_ZONE).
    assert.is((await page.textContent('[data-testid="dashboard-time-zone"]'))?.trim(),
      'Times are on Sydney time (Australia/Sydney), the default; the server sets another with BUSINESS_TIME_ZONE.');
    const pending = await figure('dashboard-timesheets-count');
    assert.is(pending, summary.timesheets.pending.total.toLocaleString('en-AU'));
    await page.keyboard.press('3');
    await page.waitForFunction(() => location.pathname === '/time-sheet' && location.search.includes('status=pending'));
    await page.waitForFunction((n) => document.querySelector('[data-testid="timesheets-pager-range"]')?.textContent?.includes(n) ?? false, pending);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('no bar is labelled undefined, after revisiting, in en and zh', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await context.addInitScript(() => {
      const w = window as unknown as { __drawn: Record<string, string[]> };
      w.__drawn = {};
      const fill = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
        const id = this.canvas.getAttribute('data-testid') ?? 'other';
        (w.__drawn[id] ??= []).push(String(text));
        return max === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, max);
      };
    });
    await page.reload();
    await page.waitForSelector('[data-testid="dashboard-funnel-chart"]');
    await page.waitForSelector('[data-testid="dashboard-unfilled-chart"]');
    const check = async (when: string, funnelLabel: string) => {
      await page.waitForFunction((want) => ((window as unknown as { __drawn: Record<string, string[]> }).__drawn['dashboard-funnel-chart'] ?? []).includes(want), funnelLabel);
      await page.waitForFunction(() => ((window as unknown as { __drawn: Record<string, string[]> }).__drawn['dashboard-unfilled-chart'] ?? []).length > 0);
      const texts = await drawn(page);
      for (const [chart, list] of Object.entries(texts)) assert.not.ok(list.some((t) => /undefined|NaN|null/.test(t)), `${when}: ${chart} drew ${JSON.stringify(list)}`);
    };
    await check('first visit', 'Shortlist');
    await toOtherPageAndBack(page);
    await check('revisited', 'Shortlist');
    await page.click('[data-testid="language-select"]');
    await page.click('[data-testid="language-zh"]');
    await check('in zh', '入围');
    await toOtherPageAndBack(page);
    await check('revisited in zh', '入围');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
