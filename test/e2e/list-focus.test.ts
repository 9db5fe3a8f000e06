// Where the keyboard's focus goes on a list (issue 22 §6): after a palette command the list has the
// focus again, on the row the command came from (not the page's body); Esc in the filters goes back to
// the list; Tab walks a list page in the order it reads (top to bottom, left to right).
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { openPalette, paletteClosed, selectedItem, typeInPalette } from './palette-support';

const test = await browserSuite('list focus', 3);
const WIDE = { width: 1440, height: 900, timeout: 15_000 };

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
const focusedRow = (page: Page, list: string) => page.getAttribute(`[data-testid="${list}-row"][data-focused]`, 'data-row-id');

if (test) {
  test('after a palette command the list has the focus, on the same row', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants?tab=applications&status=1', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const rows = await page.$$eval('[data-testid="applications-row"]', (r) => r.map((x) => x.getAttribute('data-row-id')));
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${rows[2]}"][data-focused]`);

    await openPalette(page);
    await typeInPalette(page, 'change application status');
    assert.is((await selectedItem(page)).commandId, 'application.changeStatus');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    // The row moved out of the New filter; the list keeps its place, and it, not the body, has the focus.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'applications');
    const after = await page.$$eval('[data-testid="applications-row"]', (r) => r.map((x) => x.getAttribute('data-row-id')));
    assert.is(await focusedRow(page, 'applications'), after[2] ?? after.at(-1));
    // j works from there at once.
    await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${after[3]}"][data-focused]`);
    assert.equal(errors, []);
    await context.close();
  });

  test('Esc in the search or a filter goes back to the list', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="staff-toolbar"]') !== null);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'staff');
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'staff-search');
    await page.keyboard.type('an');
    // Enter (or ↓) keeps what was typed and goes to the rows.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'staff');
    assert.is(await page.inputValue('[data-testid="staff-search"]'), 'an');
    // Esc in the search clears it first, then goes to the rows.
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    assert.is(await page.inputValue('[data-testid="staff-search"]'), '');
    assert.is(await active(page), 'staff-search');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'staff');
    await page.keyboard.press('j');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="staff-row"]')[1]?.hasAttribute('data-focused'));
    assert.equal(errors, []);
    await context.close();
  });

  test('Tab walks list pages in reading order', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    for (const path of ['/staff/applicants', '/staff/applicants?tab=applications', '/order/shift']) {
      await page.goto(path);
      await page.waitForSelector('main [role="region"][aria-busy="false"]').catch((e) => { throw new Error(`${path}: ${e.message}`); });
      await page.focus('#main');
      const stops: { name: string; top: number; bottom: number; left: number; right: number }[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el?.closest('main')) return null;
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        });
        if (!stop) break;
        stops.push(stop);
      }
      assert.ok(stops.length > 3, `${path}: Tab reaches the page`);
      for (let i = 1; i < stops.length; i++) {
        const [a, b] = [stops[i - 1], stops[i]];
        const sameLine = b.top < a.bottom && b.bottom > a.top;
        const backwards = sameLine ? b.right <= a.left : b.bottom <= a.top && b.left < a.right;
        assert.not.ok(backwards, `${path}: Tab goes from ${a.name} back to ${b.name}`);
      }
    }
    assert.equal(errors, []);
    await context.close();
  });
  test.run();
}
