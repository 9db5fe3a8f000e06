// The frame: desktop sidebar (collapse persisted), mobile mode below 992px (overlay, backdrop, closes on
// navigation, desktop state untouched), the language switch, the size select and the header search.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole, unexpectedErrors, waitForHere } from './shell-support';

const TESTS = 6;
const test = await browserSuite('shell layout', TESTS);
const storedSettings = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('care-console-settings') ?? '{}'));

if (test) {

  test('desktop sidebar: permitted routes, 210px, collapses to icons and stays collapsed after a reload', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token });
    await page.waitForSelector('[data-testid="sidebar-item"]');
    assert.is(await page.$eval('[data-testid="sidebar"]', (e) => e.getBoundingClientRect().width), 210);
    assert.is(await page.getAttribute('[data-testid="sidebar-item"][aria-current="page"]', 'data-path'), '/staff/applicants');
    // A group opens to show its pages; a single-page group shows as that page (Shift orders, Timesheets).
    assert.ok(await page.$('[data-testid="sidebar-item"][data-path="/order/shift"]'), 'Shift orders shows as its only page');
    await page.click('[data-testid="sidebar-group"][data-key="/account"]');
    await page.click('[data-testid="sidebar-item"][data-path="/account/invoice"]');
    await waitForHere(page, '/account/invoice');
    await page.click('[data-testid="hamburger"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 54);
    assert.is((await storedSettings(page)).sidebarCollapsed, true);
    await page.reload();
    await page.waitForSelector('[data-testid="sidebar"][data-collapsed]');
    await page.click('[data-testid="hamburger"]');
    await page.waitForSelector('[data-testid="sidebar"]:not([data-collapsed])');
    // The catalogue's ui.toggleSidebar key (mod+b) does the same.
    await page.keyboard.press('ControlOrMeta+b');
    await page.waitForSelector('[data-testid="sidebar"][data-collapsed]');
    await page.keyboard.press('ControlOrMeta+b');
    await page.waitForSelector('[data-testid="sidebar"]:not([data-collapsed])');
    assert.equal(unexpectedErrors(errors), []);
    await context.close();
  });

  test('mobile mode below 992px: overlay with a backdrop that closes on navigation; desktop state untouched', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token, width: 800, height: 900 });
    await page.waitForSelector('[data-testid="app-shell"][data-mobile]');
    const offscreen = () => page.$eval('[data-testid="sidebar"]', (e) => e.getBoundingClientRect().right! <= 0);
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().right! <= 0);
    assert.is(await page.$('[data-testid="sidebar-backdrop"]'), null);
    assert.not.ok(await page.isVisible('[data-testid="header-search"]'), 'header search hidden on mobile');
    assert.is(await page.$eval('[data-testid="page"]', (e) => e.getBoundingClientRect().left), 0, 'the page takes the full width');

    await page.click('[data-testid="hamburger"]');
    await page.waitForSelector('[data-testid="sidebar-backdrop"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().left === 0);
    await page.click('[data-testid="sidebar-item"][data-path="/order/shift"]');
    await waitForHere(page, '/order/shift');
    await page.waitForSelector('[data-testid="sidebar-backdrop"]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().right! <= 0);
    assert.ok(await offscreen());

    // The backdrop closes it too; none of this is the desktop's collapsed state.
    await page.click('[data-testid="hamburger"]');
    await page.click('[data-testid="sidebar-backdrop"]', { position: { x: 700, y: 500 } });
    await page.waitForSelector('[data-testid="sidebar-backdrop"]', { state: 'detached' });
    assert.not.ok((await storedSettings(page)).sidebarCollapsed, 'mobile never persists a collapsed desktop state');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForSelector('[data-testid="app-shell"]:not([data-mobile])');
    assert.is(await page.$eval('[data-testid="sidebar"]', (e) => e.getBoundingClientRect().width), 210);
    await context.close();
  });

  test('switching to Chinese changes the title, sidebar, tabs and breadcrumb at once, and persists', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/time-sheet', { token });
    await page.waitForFunction(() => document.title === 'Timesheets - Care Console');
    await page.click('[data-testid="language-select"]');
    await page.click('[data-testid="language-zh"]');
    await page.waitForFunction(() => document.title === '工时表 - 护理控制台');
    const sidebar = await page.textContent('[data-testid="sidebar"]');
    assert.ok(sidebar?.includes('仪表盘') && sidebar.includes('员工') && sidebar.includes('工时表'), sidebar ?? '');
    assert.not.ok(sidebar?.includes('Dashboard'), 'no English left in the sidebar');
    assert.is(await page.textContent('[data-testid="tag"][data-path="/time-sheet"] [data-testid="tag-title"]'), '工时表');
    assert.is(await page.textContent('[data-testid="breadcrumb-current"]'), '工时表');
    assert.is(await page.getAttribute('html', 'lang'), 'zh-CN');
    await page.reload();
    await page.waitForFunction(() => document.title === '工时表 - 护理控制台');
    assert.is((await storedSettings(page)).language, 'zh');
    await context.close();
  });

  test('the size select sets the density class on <html>; medium is the default', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.waitForSelector('[data-testid="size-select"]');
    assert.ok(await page.$('html.ui-size-medium'), 'medium by default');
    const fontSize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    const medium = await fontSize();
    await page.click('[data-testid="size-select"]');
    await page.click('[data-testid="size-mini"]');
    await page.waitForSelector('html.ui-size-mini');
    assert.ok(parseFloat(await fontSize()) < parseFloat(medium), `mini text is smaller (${await fontSize()} < ${medium})`);
    await page.click('[data-testid="size-select"]');
    await page.click('[data-testid="size-default"]');
    await page.waitForSelector('html.ui-size-default:not(.ui-size-mini)');
    assert.ok(parseFloat(await fontSize()) > parseFloat(medium), 'default text is larger than medium');
    assert.is((await storedSettings(page)).size, 'default');
    await context.close();
  });

  test('header search: fuzzy over titles and paths, keyboard navigable, Enter goes', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token });
    await page.click('[data-testid="header-search-button"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'header-search-input');
    await page.keyboard.type('timeshet');
    await page.waitForSelector('[data-testid="header-search-option"][data-path="/time-sheet"]');
    await page.keyboard.press('Enter');
    await waitForHere(page, '/time-sheet');

    await page.click('[data-testid="header-search-button"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'header-search-input');
    await page.keyboard.type('/provider/master-board');
    await page.waitForSelector('[data-testid="header-search-option"]');
    const options = await page.$$eval('[data-testid="header-search-option"]', (o) => o.map((x) => x.getAttribute('data-path')));
    assert.ok(options.every((p) => p?.startsWith('/provider/master-board')), options.join(' '));
    await page.keyboard.press('ArrowDown');
    const chosen = await page.getAttribute('[data-testid="header-search-option"][aria-selected="true"]', 'data-path');
    assert.is(chosen, options[1]);
    await page.keyboard.press('Enter');
    await waitForHere(page, chosen!);
    // Escape closes without going anywhere.
    await page.click('[data-testid="header-search-button"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'header-search-input');
    await page.keyboard.type('invoice');
    await page.waitForSelector('[data-testid="header-search-option"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="header-search-option"]', { state: 'detached' });
    await waitForHere(page, chosen!);
    await context.close();
  });

  test('header search finds pages by their Chinese and English titles in Chinese', async ({ server, browser, token }) => {
    const { context, page } = await openConsole(browser, server, '/dashboard', { token, settings: { language: 'zh' } });
    await page.click('[data-testid="header-search-button"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'header-search-input');
    await page.keyboard.type('工资单');
    await page.waitForSelector('[data-testid="header-search-option"][data-path="/account/payslip"]');
    await page.fill('[data-testid="header-search-input"]', 'payslips');
    await page.waitForSelector('[data-testid="header-search-option"][data-path="/account/payslip"]');
    assert.ok((await page.textContent('[data-testid="header-search-option"][data-path="/account/payslip"]'))?.includes('工资单'));
    await page.keyboard.press('Enter');
    await waitForHere(page, '/account/payslip');
    await context.close();
  });

  test.run();
}
