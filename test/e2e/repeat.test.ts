// `.` (macro.repeat) in Chromium, as Vim's dot: a command run once from the palette runs again with the
// same arguments on the newly focused record. Texting the applicant of a focused application takes the
// applicant from the row (sms.sendToStaff fills staff_id from the application), and so does the repeat;
// a status change repeated on the next row uses that row's own version.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { arrowTo } from './keyboard-support';
import { openPage, openPalette, paletteClosed, typeInPalette, unexpected } from './palette-support';

const test = await browserSuite('repeat', 2);

const focusedRow = (page: Page) => page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id')));
const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));

if (test) {
  test('a text to the focused application\'s applicant, then j and . texts the next applicant', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const first = await focusedRow(page);
    const ids = await rowIds(page);
    const second = ids[ids.indexOf(first) + 1];
    assert.ok(second, 'a second row');
    const staffOf = async (id: number) => (await server.call('get_staff_job_application_detail', { application_id: id }, { token })).data.application.staff_id as number;
    const [staffA, staffB] = [await staffOf(first), await staffOf(second)];
    assert.is.not(staffA, staffB);

    const textedWith = async (staffId: number) =>
      ((await server.call('send_sms_staff_history', { staff_id: staffId }, { token })).data.list as { body: string; staff_id: number }[])
        .filter((m) => m.body === body && m.staff_id === staffId).length;
    const body = `Repeat test ${Date.now()}: please call us back.`;
    await openPalette(page);
    await typeInPalette(page, 'send sms');
    assert.ok(await arrowTo(page, (i) => i.commandId === 'sms.sendToStaff'), 'the palette offers the text command');
    await page.keyboard.press('Enter');
    // The applicant is known from the row: the first question is the message.
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="message"]');
    await page.keyboard.type(body);
    await page.keyboard.press('Enter');
    // The send time is optional: Enter takes 'now'.
    for (let i = 0; i < 5 && (await page.$('[data-testid="palette-step"]')); i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
    }
    await paletteClosed(page);

    await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${second}"][data-focused]`);
    await page.keyboard.press('.');

    for (let i = 0; i < 50 && (await textedWith(staffB)) < 1; i++) await page.waitForTimeout(100);
    assert.is(await textedWith(staffA), 1, 'the first applicant texted once');
    assert.is(await textedWith(staffB), 1, 'the repeat texted the next applicant once');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a status change repeated on the next row moves that row, with its own version', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=4&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const first = await focusedRow(page);
    const ids = await rowIds(page);
    const second = ids[ids.indexOf(first) + 1];
    const statusOf = async (id: number) => (await server.call('get_staff_job_application_detail', { application_id: id }, { token })).data.application.status as number;
    // Shortlist (2) the focused one with the status key's default.
    await page.keyboard.press('s');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    for (let i = 0; i < 50 && (await statusOf(first)) !== 2; i++) await page.waitForTimeout(100);
    assert.is(await statusOf(first), 2);
    // The shortlisted row leaves this Not fit list; the focus moves on to the next one.
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${second}"][data-focused]`);
    await page.keyboard.press('.');
    for (let i = 0; i < 50 && (await statusOf(second)) !== 2; i++) await page.waitForTimeout(100);
    assert.is(await statusOf(second), 2, 'the repeat shortlisted the next application');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
