// The list keys beyond j/k/x: j past the last row turns the page (k past the first comes back to the
// previous page's last row), shift+j/shift+k page, / searches, f filters, shift+a selects all matching;
// a skip link comes before the sidebar; the hint line offers only keys that work on the row's kind; keys
// that arrive faster than the list renders all count.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 5;
const test = await browserSuite('list keys', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

const focusedId = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}-row"][data-focused]`, (el) => Number(el.getAttribute('data-row-id')));
const rowIds = (page: Page, testId: string) => page.$$eval(`[data-testid="${testId}-row"]`, (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const waitForRange = (page: Page, testId: string, prefix: string) =>
  page.waitForFunction(([id, p]) => document.querySelector(`[data-testid="${id}-pager-range"]`)?.textContent?.startsWith(p), [testId, prefix] as const);
const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? null);

if (test) {

  test('j on the last row turns to the next page’s first row; k on the first row goes back to the previous page’s last row', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.selectOption('[data-testid="applications-pager"] select', '10');
    await waitForRange(page, 'applications', '1–10 of');
    const [first, second] = [1, 2].map((p) => server.call('job_applicant_list_v2', { page: p, page_size: 10 }, { token }));
    const pageOne = (await first).data.list.map((r: { id: number }) => r.id);
    const pageTwo = (await second).data.list.map((r: { id: number }) => r.id);
    assert.equal(await rowIds(page, 'applications'), pageOne);
    for (let i = 0; i < 9; i++) await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${pageOne[9]}"][data-focused]`);
    await page.keyboard.press('j');
    await waitForRange(page, 'applications', '11–20 of');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${pageTwo[0]}"][data-focused]`);
    assert.equal(await rowIds(page, 'applications'), pageTwo);
    await page.keyboard.press('k');
    await waitForRange(page, 'applications', '1–10 of');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${pageOne[9]}"][data-focused]`);
    assert.is(await focusedId(page, 'applications'), pageOne[9]);
    // And the page keys: shift+j forward, shift+k back, each to the first row.
    await page.keyboard.press('Shift+J');
    await waitForRange(page, 'applications', '11–20 of');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${pageTwo[0]}"][data-focused]`);
    await page.keyboard.press('Shift+K');
    await waitForRange(page, 'applications', '1–10 of');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${pageOne[0]}"][data-focused]`);
    // k on the first row of the first page stays.
    await page.keyboard.press('k');
    await page.waitForTimeout(200);
    assert.is(await focusedId(page, 'applications'), pageOne[0]);
    assert.equal(errors, []);
    await context.close();
  });

  test('j j j and x arriving before the list renders again (a burst, a key repeat) move three rows and select the third', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const ids = await rowIds(page, 'applications');
    assert.is(await focusedId(page, 'applications'), ids[0]);
    // One task: no render can come between these keys.
    await page.evaluate(() => {
      const target = document.activeElement ?? document.body;
      for (const [key, code] of [['j', 'KeyJ'], ['j', 'KeyJ'], ['j', 'KeyJ'], ['x', 'KeyX']]) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
        target.dispatchEvent(new KeyboardEvent('keyup', { key, code, bubbles: true, cancelable: true }));
      }
    });
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${ids[3]}"][data-focused][aria-selected="true"]`);
    assert.equal(await page.$$eval('[data-testid="applications-row"][aria-selected="true"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id')))), [ids[3]]);
    assert.equal(errors, []);
    await context.close();
  });

  test('/ focuses the search, f the filters, shift+a selects every row matching the filter', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    await page.keyboard.press('/');
    assert.is(await activeTestId(page), 'staff-search');
    assert.is(await page.inputValue('[data-testid="staff-search"]'), '', 'the slash is not typed');
    await page.keyboard.press('Escape');
    assert.not.equal(await activeTestId(page), 'staff-search', 'Esc hands the keys back');
    await page.keyboard.press('f');
    assert.is(await activeTestId(page), 'staff-status-filter');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const total = (await server.call('get_staff_list', { page: 1, page_size: 1 }, { token })).data.total as number;
    await page.keyboard.press('Shift+A');
    const bar = await page.waitForSelector('[data-testid="staff-all-matching"]');
    assert.ok((await bar.textContent())!.includes(total.toLocaleString('en-AU')), (await bar.textContent())!);
    assert.is(await page.$$eval('[data-testid="staff-row"][aria-selected="true"]', (rows) => rows.length), await page.$$eval('[data-testid="staff-row"]', (rows) => rows.length));
    assert.equal(errors, []);
    await context.close();
  });

  test('Skip to content is the first stop of Tab, before the sidebar, and moves the focus to the page', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"]');
    await page.keyboard.press('Tab');
    assert.is(await activeTestId(page), 'skip-link');
    assert.is(await page.textContent('[data-testid="skip-link"]'), 'Skip to content');
    const before = await page.$eval('[data-testid="skip-link"]', (link) => Boolean(link.compareDocumentPosition(document.querySelector('[data-testid="sidebar"]')!) & Node.DOCUMENT_POSITION_FOLLOWING));
    assert.ok(before, 'the link comes before the sidebar');
    await page.keyboard.press('Enter');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'main');
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)), 'the next Tab is inside the page');
    assert.equal(errors, []);
    await context.close();
  });

  test('the hint line offers only keys that work on the row: no s for applicants, s for applications', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    const hintKeys = (testId: string) => page.$$eval(`[data-testid="${testId}-hints"] [data-kbd]`, (hints) => hints.flatMap((h) => (h.getAttribute('data-kbd') ?? '').split(' ')));
    const applicantKeys = await hintKeys('staff');
    assert.not.ok(applicantKeys.includes('s'), applicantKeys.join(' '));
    for (const key of ['j', 'k', 'enter', 'x', '/', 'f']) assert.ok(applicantKeys.includes(key), key);
    await page.keyboard.press('s');
    await page.waitForTimeout(300);
    assert.is(await page.$('[data-testid="palette"]'), null, 's does nothing on an applicant, and no hint says it does');

    await page.click('[data-testid="tab-applications"]');
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const applicationKeys = await hintKeys('applications');
    assert.ok(applicationKeys.includes('s') && applicationKeys.includes('e'), applicationKeys.join(' '));
    await page.keyboard.press('s');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
