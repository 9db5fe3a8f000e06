// Dates are typed in the console's own box, in the locale's order (issue 22 §6): dd/mm/yyyy in English
// (Australia), yyyy/mm/dd in Chinese, never the browser's mm/dd/yyyy. Digits alone fill the parts, ↑/↓
// change the part at the caret, and the date saved is the one shown.
import { desc, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { facilities, masterBoards, tempShifts } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';

const test = await browserSuite('date input', 3);
const DATE = '#temp-shift-shift-date';

/** Fills the temp shift form with a typed date and arrow presses, saves it, and answers what the box showed and what was saved. */
async function postShift(page: Page, server: TestServer, position: string, digits: string, arrows: { caretAt: number; key: 'ArrowUp' | 'ArrowDown' }) {
  const db = server.database.db;
  const [board] = await db.select({ providerId: masterBoards.providerId }).from(masterBoards).orderBy(masterBoards.providerId).limit(1);
  const [facility] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.providerId, board!.providerId)).limit(1);
  await page.goto(`/provider/master-board/temp-shift/add?provider=${board!.providerId}`);
  await page.waitForSelector('[data-testid="temp-shift-form"]');
  await page.waitForSelector(`#temp-shift-facility-id option[value="${facility!.id}"]`, { state: 'attached' });
  await page.selectOption('#temp-shift-facility-id', String(facility!.id));
  await page.fill('#temp-shift-position', position);
  const placeholder = await page.getAttribute(DATE, 'placeholder');
  await page.focus(DATE);
  await page.keyboard.type(digits);
  const typed = await page.inputValue(DATE);
  await page.evaluate(([selector, at]) => document.querySelector<HTMLInputElement>(selector)!.setSelectionRange(at, at), [DATE, arrows.caretAt] as const);
  await page.keyboard.press(arrows.key);
  const stepped = await page.inputValue(DATE);
  await page.selectOption('#temp-shift-start-time', '14:30');
  await page.selectOption('#temp-shift-end-time', '23:00');
  await page.fill('#temp-shift-hourly-rate-cents', '41.20');
  await page.click('[data-testid="temp-shift-save"]');
  await page.waitForSelector('[data-testid="temp-shift-view"]');
  const [posted] = await db.select({ position: tempShifts.position, shiftDate: tempShifts.shiftDate }).from(tempShifts).orderBy(desc(tempShifts.id)).limit(1);
  return { placeholder, typed, stepped, order: await page.evaluate(() => document.documentElement.lang), saved: posted };
}

if (test) {
  test('English: dd/mm/yyyy, digits advance, ↑ on the day; the saved date is the one shown', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, width: 1440, height: 900, timeout: 10_000 });
    const got = await postShift(page, server, 'Date test — en', '18122026', { caretAt: 1, key: 'ArrowUp' });
    assert.is(got.placeholder, 'dd/mm/yyyy');
    assert.is(got.typed, '18/12/2026', 'day, month, year, the separators written by the box');
    assert.is(got.stepped, '19/12/2026', '↑ with the caret in the day');
    assert.equal(got.saved, { position: 'Date test — en', shiftDate: '2026-12-19' });
    // A list filter reads the same way: a From date typed with separators narrows the orders (and offers to clear).
    await page.goto('/order/shift');
    await page.focus('[data-testid="orders-from"]');
    await page.keyboard.type('1/2/2027');
    assert.is(await page.inputValue('[data-testid="orders-from"]'), '01/02/2027', 'a typed separator ends a short part');
    await page.waitForSelector('[data-testid="orders-date-range"] button');
    assert.equal(errors, []);
    await context.close();
  });

  test('Chinese: yyyy/mm/dd, ↓ on the month; the saved date is the one shown', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, width: 1440, height: 900, timeout: 10_000, settings: { language: 'zh', size: 'medium', sidebarCollapsed: false } });
    const got = await postShift(page, server, 'Date test — zh', '20261220', { caretAt: 6, key: 'ArrowDown' });
    assert.is(got.order, 'zh-CN');
    assert.is(got.placeholder, '年/月/日');
    assert.is(got.typed, '2026/12/20');
    assert.is(got.stepped, '2026/11/20', '↓ with the caret in the month');
    assert.equal(got.saved, { position: 'Date test — zh', shiftDate: '2026-11-20' });
    assert.equal(errors, []);
    await context.close();
  });

  test('a date and a time: retyping only the date keeps the time chosen', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/tools/sms?tab=single', { token, width: 1440, height: 900, timeout: 10_000 });
    const date = '[data-testid="sms-single-time"]';
    const time = '[data-testid="sms-single-time-time"]';
    await page.waitForSelector(date);
    await page.focus(date);
    await page.keyboard.type('18122026');
    await page.selectOption(time, '14:30');
    // Back into the date box (Shift+Tab from the time), which selects its date; the digits typed replace it,
    // one by one (the box holds no whole day meanwhile).
    await page.focus(time);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('2');
    assert.is(await page.inputValue(date), '2');
    assert.is(await page.inputValue(time), '14:30', 'the time stays while the date is half typed');
    await page.keyboard.type('1122026');
    assert.is(await page.inputValue(date), '21/12/2026');
    assert.is(await page.inputValue(time), '14:30', 'the new day keeps the time, not 09:00');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
