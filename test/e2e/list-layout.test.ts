// The list kit as a user sees it at 1440x900: every column fits (long text truncates with its full text
// on hover), lists open newest first with that sort shown, nothing shifts while a list loads or on the
// first selection (a skeleton holds the rows' place), estimated totals read 'about 98,000', and a
// route row with no page file lists its command's answer.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 5;
const test = await browserSuite('list layout', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

/** Headers and cells that overflow their box without a `title` that carries their full text. */
function clippedCells(page: Page, testId: string) {
  return page.evaluate((id) => {
    const scroller = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    const problems: string[] = [];
    if (scroller.scrollWidth > scroller.clientWidth) problems.push(`the table is wider than its box (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    let truncated = 0;
    for (const cell of scroller.querySelectorAll<HTMLElement>('th, td')) {
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1) continue;
        const title = el.closest<HTMLElement>('[title]')?.getAttribute('title') ?? '';
        // Every word shown (but a '+2' counter) must be in the title.
        const texts = [...el.querySelectorAll<HTMLElement>('*'), el].filter((e) => e.childElementCount === 0).map((e) => e.textContent?.trim() ?? '').filter((x) => x && !/^\+\d+$/.test(x));
        if (texts.every((x) => title.includes(x))) truncated++;
        else problems.push(`${cell.getAttribute('data-testid') ?? cell.tagName}: “${el.textContent}” is cut with no full text in a title`);
      }
    }
    return { problems, truncated };
  }, testId);
}

if (test) {

  test('at 1440 px no header or cell of the applicants and applications lists is clipped; long text has its full text in a title', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    for (const [tab, testId] of [['applicants', 'staff'], ['applications', 'applications']] as const) {
      await page.click(`[data-testid="tab-${tab}"]`);
      await page.waitForSelector(`[data-testid="${testId}-row"]`);
      const { problems, truncated } = await clippedCells(page, testId);
      assert.equal(problems, [], tab);
      assert.ok(truncated > 0, `${tab}: some long text is truncated with a title (${truncated})`);
      const lastHeader = await page.$eval(`[data-testid="${testId}"] th:last-child`, (th) => th.getBoundingClientRect().right);
      const box = await page.$eval(`[data-testid="${testId}"]`, (el) => el.getBoundingClientRect().right);
      assert.ok(lastHeader <= box + 0.5, `${tab}: the last column is in view`);
    }
    // The same list as a page of its own (/job/applications) fits too.
    await page.goto('/job/applications');
    await page.waitForSelector('[data-testid="applications-row"]');
    assert.equal((await clippedCells(page, 'applications')).problems, []);
    const statusLabels = await page.$$eval('[data-testid="applications-row"] [data-testid="cell-status"]', (cells) => cells.map((c) => c.textContent ?? ''));
    assert.not.ok(statusLabels.some((label) => /^[A-Z][a-z]+[A-Z]/.test(label) || label === ''), `labels, never identifiers: ${statusLabels.join(', ')}`);
    const dateCell = await page.$('[data-testid="applications-row"] [data-testid="cell-applied_at"] time');
    assert.match((await dateCell!.getAttribute('title')) ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'the full date-time on hover');
    assert.match((await dateCell!.textContent()) ?? '', /^(Just now|\d+[mhd]|90d\+)$/, 'style 1 in the cell');
    assert.equal(errors, []);
    await context.close();
  });

  test('lists are newest first: the header shows the schema’s default sort and the rows are the server’s default order', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"]');
    assert.is(await page.getAttribute('[data-testid="sort-created_at"]', 'data-sorted'), 'desc');
    assert.is(await page.$eval('[data-testid="sort-created_at"]', (b) => b.closest('th')!.getAttribute('aria-sort')), 'descending');
    const staffIds = await page.$$eval('[data-testid="staff-row"]', (rows) => rows.slice(0, 10).map((r) => Number(r.getAttribute('data-row-id'))));
    const staffAnswer = await server.call('get_staff_list', { page: 1, page_size: 20 }, { token });
    assert.equal(staffIds, staffAnswer.data.list.slice(0, 10).map((r: { id: number }) => r.id), 'the server’s own default order');
    const created = staffAnswer.data.list.map((r: { created_at: string }) => Date.parse(r.created_at));
    assert.equal(created, [...created].sort((a: number, b: number) => b - a), 'newest first');

    await page.click('[data-testid="tab-applications"]');
    await page.waitForSelector('[data-testid="applications-row"]');
    assert.is(await page.getAttribute('[data-testid="sort-applied_at"]', 'data-sorted'), 'desc');
    const applicationIds = await page.$$eval('[data-testid="applications-row"]', (rows) => rows.slice(0, 10).map((r) => Number(r.getAttribute('data-row-id'))));
    const applicationAnswer = await server.call('job_applicant_list_v2', { page: 1, page_size: 20 }, { token });
    assert.equal(applicationIds, applicationAnswer.data.list.slice(0, 10).map((r: { id: number }) => r.id));
    assert.equal(errors, []);
    await context.close();
  });

  test('no layout shift on a list load (a skeleton holds the rows’ place) nor on the first selection', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE });
    await page.waitForSelector('[data-testid="app-shell"]');
    // Every shift counts, even those right after a key press (which the CLS metric would forgive).
    await page.addInitScript(() => {
      (window as any).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as any).__shift += (entry as any).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow answer, so the skeleton shows long enough to be seen and measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/job_applicant_list_v2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/job/applications');
    const skeleton = await page.waitForSelector('[data-testid="applications-skeleton"]');
    const skeletonHeight = (await skeleton.boundingBox())!.height;
    const pagerTop = (await page.$eval('[data-testid="applications-pager"]', (el) => el.getBoundingClientRect().top));
    release();
    const row = await page.waitForSelector('[data-testid="applications-row"]');
    assert.is(Math.round((await row.boundingBox())!.height), Math.round(skeletonHeight), 'skeleton rows are the size of real rows');
    await page.waitForSelector('[data-testid="applications-title-count"]:not(.invisible)');
    await page.waitForTimeout(400);
    assert.is(await page.$eval('[data-testid="applications-pager"]', (el) => el.getBoundingClientRect().top), pagerTop, 'the pager did not move');
    const onLoad = await page.evaluate(() => (window as any).__shift as number);
    assert.ok(onLoad <= 0.02, `layout shift on load ${onLoad}`);

    await page.evaluate(() => ((window as any).__shift = 0));
    await page.keyboard.press('x');
    await page.waitForSelector('[data-testid="applications-selection-bar"]');
    await page.waitForTimeout(300);
    const onSelect = await page.evaluate(() => (window as any).__shift as number);
    assert.ok(onSelect <= 0.02, `layout shift on the first selection ${onSelect}`);
    assert.equal(errors, []);
    await context.close();
  });

  test('an estimated total reads “about 98,000” in the pager and the tab, in en and zh; select all matching still says all matching rows', async ({ server, browser, token }) => {
    for (const [language, about] of [['en', 'about 98,000'], ['zh', '约 98,000']] as const) {
      const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE, settings: { language } });
      // The demo world is small; the answer is the server's with the total of a very large list.
      await page.route('**/api/admin/get_staff_list', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data = { ...body.data, total: 98_123, total_estimated: true };
        await route.fulfill({ response, json: body });
      });
      await page.goto('/staff/applicants');
      await page.waitForSelector('[data-testid="staff-row"]');
      await page.waitForFunction((text) => document.querySelector('[data-testid="tab-applicants-count"]')?.textContent === text, about);
      assert.ok((await page.textContent('[data-testid="staff-pager-range"]'))!.includes(about), 'pager');
      await page.click('[data-testid="staff-select-page"]');
      const link = (await page.textContent('[data-testid="staff-select-all-matching"]'))!;
      assert.ok(link.includes(about), link);
      if (language === 'en') assert.match(link, /Select all rows matching the filter/);
      await page.click('[data-testid="staff-select-all-matching"]');
      assert.ok((await page.textContent('[data-testid="staff-all-matching"]'))!.includes(about));
      assert.equal(errors, []);
      await context.close();
    }
  });

  test('/staff/enabled-staff lists staff.enabledList’s answer with labels, not codes; Enter opens the worker’s page', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/enabled-staff', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"]');
    const answer = await server.call('get_enabled_staff_list', { page: 1, page_size: 20 }, { token });
    assert.is(answer.err, 0);
    const ids = await page.$$eval('[data-testid="staff-row"]', (rows) => rows.slice(0, 10).map((r) => Number(r.getAttribute('data-row-id'))));
    assert.equal(ids, answer.data.list.slice(0, 10).map((r: { id: number }) => r.id));
    assert.is(await page.textContent('[data-testid="staff-title-count"]'), answer.data.total.toLocaleString('en-AU'));
    const first = answer.data.list[0];
    const experience = await page.textContent(`[data-testid="staff-row"][data-row-id="${first.id}"] [data-testid="cell-experience"]`);
    assert.not.equal(experience, first.experience, 'an experience code is shown as its label');
    assert.ok(experience && !/_/.test(experience), experience ?? '');
    assert.equal((await clippedCells(page, 'staff')).problems, []);

    // Enter opens the worker's page (staff.detail with the applicant tabs).
    await page.waitForSelector(`[data-testid="staff-row"][data-row-id="${first.id}"][data-focused]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.pathname === `/staff/enabled-staff/detail/${id}`, first.id);
    await page.waitForFunction((name) => document.querySelector('[data-testid="enabled-staff-name"]')?.textContent?.includes(name), first.name);
    await page.waitForSelector('[data-testid="applicant-field-experience"]');
    assert.is(await page.textContent('[data-testid="applicant-field-experience"]'), experience, 'the same label as the list');
    assert.match((await page.textContent('[data-testid="applicant-field-phone"]')) ?? '', /^04\d{2} \d{3} \d{3}$/, 'phones grouped');
    assert.is(await page.textContent('[data-testid="enabled-staff-status"]'), 'Enabled');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
