// `.` (macro.repeat) in Chromium, as Vim's dot: the last command again with the same arguments, on the
// selection or the focused record, by the same road it took first. A text over selected applications goes
// to their applicants, each once (two applications of one applicant are one person), after the bulk
// panel's dry run; the repeat shows that dry run again before anything is sent. A status change repeated
// on the next row uses that row's own version.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { applications } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { arrowTo } from './keyboard-support';
import { openPage, openPalette, paletteClosed, typeInPalette, unexpected } from './palette-support';

const test = await browserSuite('repeat', 2);

const focusedRow = (page: Page) => page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id')));
const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));

if (test) {
  test('Send SMS over selected applications texts each applicant once after the dry run; . repeats it through the same dry run', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [a, b, c, d, e] = await rowIds(page);
    const staffOf = async (id: number) => (await server.database.db.select({ staff: applications.staffId }).from(applications).where(eq(applications.id, id)))[0].staff;
    // Two of the selected applications are one applicant's: she is one person, texted once.
    await server.database.db.update(applications).set({ staffId: await staffOf(a) }).where(eq(applications.id, b));
    await page.reload();
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${a}"][data-focused]`);
    const body = `Repeat test ${Date.now()}: please call us back.`;
    const texts = async (id: number) =>
      ((await server.call('send_sms_staff_history', { staff_id: await staffOf(id) }, { token })).data.list as { body: string }[]).filter((m) => m.body === body).length;
    const selectRows = async (count: number) => {
      await page.keyboard.press('x');
      for (let i = 1; i < count; i++) await page.keyboard.press('j');
      await page.keyboard.press('Shift+X');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === n, count);
    };
    await selectRows(3);

    await openPalette(page);
    await typeInPalette(page, 'send sms');
    assert.ok(await arrowTo(page, (i) => i.commandId === 'sms.sendToStaff'), 'the palette offers the text command');
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    // Its key, Shift+M (message), starts it over the selection.
    await page.keyboard.press('Shift+M');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="message"]');
    await page.keyboard.type(body);
    await page.keyboard.press('Enter');
    // The send time is optional: Enter takes 'now'.
    for (let i = 0; i < 5; i++) {
      const shown = await page.waitForSelector('[data-testid="palette-step"], [data-testid="bulk-panel"]');
      if ((await shown.getAttribute('data-testid')) === 'bulk-panel') break;
      const key = await shown.getAttribute('data-step-key');
      await page.keyboard.press('Enter');
      await page.waitForFunction((k) => document.querySelector('[data-testid="palette-step"]')?.getAttribute('data-step-key') !== k, key);
    }
    // The dry run: who gets what and what it costs, before anything goes.
    const dry = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    assert.is(await dry.getAttribute('data-change'), '2', 'three applications, two people');
    assert.match((await page.textContent('[data-testid="bulk-mapped"]')) ?? '', 'The 3 selected rows name 2 people');
    assert.match((await page.textContent('[data-testid="bulk-messages"]')) ?? '', /2 SMS · 2 parts · \$0\.\d\d/);
    assert.match((await page.textContent('[data-testid="bulk-samples"]')) ?? '', body);
    assert.is(await texts(a), 0, 'nothing sent by the dry run');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 20_000 });
    assert.match((await page.textContent('[data-testid="bulk-summary"]')) ?? '', /^2 changed/);
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    assert.equal([await texts(a), await texts(c)], [1, 1], 'each person once');

    // '.' on two more rows: the same message, the same road (dry run, then Enter), nothing blind.
    await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${d}"][data-focused]`);
    await selectRows(2);
    await page.keyboard.press('.');
    const again = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    assert.is(await again.getAttribute('data-change'), '2');
    assert.is(await page.$('[data-testid="palette-step"]'), null, 'the message is not asked again');
    await page.screenshot({ path: '/tmp/repeat-dry-run.png' });
    assert.equal([await texts(d), await texts(e)], [0, 0], 'the repeat sends nothing before Enter');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 20_000 });
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    assert.equal([await texts(a), await texts(c), await texts(d), await texts(e)], [1, 1, 1, 1], 'every person texted exactly once');
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
