// Workers on a shift order in a real Chromium, by keyboard: alt+A on the order opens the palette's staff
// search; a worker the provider has blocked is refused with the reason in place; a clean worker is
// assigned after the preview's Enter; alt+C shows the check-out's hours, loadings and cost (no version
// step), Enter checks them out, and the panel shows the hours and timesheet. The panel's Check out button
// shows the same preview in place and writes only on Confirm.
import { eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { providerBlockedStaff, timesheets } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { unexpected } from './palette-support';
import { fixture, shift, worker } from '../api/order-staff-fixture';

const TESTS = 2;
const test = await browserSuite('order staff', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 15_000 };

if (test) {
  test('assign by keyboard, see a blocked worker refused, then check the worker out', async ({ server, browser, token }) => {
    const db = server.database.db;
    const f = await fixture(db);
    const good = await worker(db, f, { name: 'Kiri Waititi' });
    const blocked = await worker(db, f, { name: 'Brent Blockley' });
    await db.insert(providerBlockedStaff).values({ providerId: f.facility.providerId, staffId: blocked, reason: 'Repeated late arrivals.' });
    // Started two hours ago: still open to assign, and ready to check out.
    const id = await shift(db, f, -2, 8);

    const { context, page, errors } = await openConsole(browser, server, `/order/shift/detail/${id}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="shift-workers-panel"] [data-testid="workers-empty"]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The blocked worker: the preview refuses, naming the provider's reason.
    await page.keyboard.press('Alt+A');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="staff_id"]');
    await page.waitForSelector('[data-testid="palette-item"]');
    await page.keyboard.type('Brent Blockley');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"][aria-selected="true"]')?.textContent?.includes('Brent Blockley'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-error"]');
    assert.match((await page.textContent('[data-testid="palette-error"]')) ?? '', /has blocked Brent Blockley: Repeated late arrivals\./);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });

    // The clean worker: preview, Enter, assigned and on shift.
    await page.keyboard.press('Alt+A');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="staff_id"]');
    await page.waitForSelector('[data-testid="palette-item"]');
    await page.keyboard.type('Kiri Waititi');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"][aria-selected="true"]')?.textContent?.includes('Kiri Waititi'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="shift-worker-row"][data-staff-id="${good}"][data-status="on_shift"]`);

    // Check out by keyboard: the worker, then the preview of hours, loadings and cost (issue 22 §5); no
    // version is ever asked (the preview reads it), and nothing is written before the confirming Enter.
    await page.keyboard.press('Alt+C');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="staff_id"]');
    await page.waitForSelector('[data-testid="palette-item"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    assert.is(await page.$('[data-testid="palette-step"][data-step-key="version"]'), null, 'no version step');
    const preview = (await page.textContent('[data-testid="palette-preview"]')) ?? '';
    assert.match(preview, /Kiri Waititi worked .+ with a 30-minute break: 7\.5 paid hours at \$[\d.,]+ an hour\./);
    assert.match(preview, /(Casual|Ordinary hours|Saturday|Sunday|Public holiday|Afternoon shift|Night shift): [\d.]+ h × [\d.]+ = \$[\d.,]+/);
    assert.match(preview, /Cost \$[\d.,]+\./);
    assert.is((await db.select().from(timesheets).where(eq(timesheets.staffId, good))).length, 0, 'nothing before the confirm');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="shift-worker-row"][data-staff-id="${good}"][data-status="checked_out"]`);
    assert.match((await page.textContent(`[data-testid="shift-worker-row"][data-staff-id="${good}"]`)) ?? '', /7\.5 h worked/);
    const [sheet] = await db.select().from(timesheets).where(eq(timesheets.staffId, good));
    assert.is(sheet.status, 'pending');
    assert.is(await page.textContent('[data-testid="shift-worker-timesheet"] span'), `Timesheet #${sheet.id} · ${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(sheet.amountCents / 100)}`);
    // The refusal is a 409 answer, which the browser logs; nothing else may be.
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('the panel\'s Check out button shows the hours, loadings and cost first, and writes only on Confirm', async ({ server, browser, token }) => {
    const db = server.database.db;
    const f = await fixture(db);
    const who = await worker(db, f, { name: 'Moana Tipene' });
    const id = await shift(db, f, -2, 8);
    const assigned = await server.call('order_assign_staff', { shift_id: id, staff_id: who }, { token });
    assert.is(assigned.err, 0, assigned.msg);

    const { context, page, errors } = await openConsole(browser, server, `/order/shift/detail/${id}`, { token, ...WIDE });
    const row = `[data-testid="shift-worker-row"][data-staff-id="${who}"]`;
    await page.waitForSelector(`${row}[data-status="on_shift"]`);
    await page.click(`${row} [data-testid="shift-worker-check-out"]`);
    const preview = (await (await page.waitForSelector('[data-testid="check-out-preview"]')).textContent()) ?? '';
    assert.match(preview, /Moana Tipene worked .+ with a 30-minute break: 7\.5 paid hours at \$[\d.,]+ an hour\./);
    assert.match(preview, /(Casual|Ordinary hours|Saturday|Sunday|Public holiday|Afternoon shift|Night shift): [\d.]+ h × [\d.]+ = \$[\d.,]+/);
    assert.match(preview, /Cost \$[\d.,]+\./);
    assert.match((await page.textContent('[data-testid="check-out-confirm"]')) ?? '', /Confirm: Check out Moana Tipene/);
    assert.is((await db.select().from(timesheets).where(eq(timesheets.staffId, who))).length, 0, 'nothing before the confirm');

    // Cancel (Esc) writes nothing; the second time, Enter on the focused Confirm checks the worker out.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="check-out-row"]', { state: 'detached' });
    assert.is(await page.getAttribute(row, 'data-status'), 'on_shift');
    await page.click(`${row} [data-testid="shift-worker-check-out"]`);
    await page.waitForSelector('[data-testid="check-out-confirm"]:focus');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${row}[data-status="checked_out"]`);
    await page.waitForSelector('[data-testid="check-out-row"]', { state: 'detached' });
    const [sheet] = await db.select().from(timesheets).where(eq(timesheets.staffId, who));
    assert.is(sheet.status, 'pending');
    assert.ok(preview.includes(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(sheet.amountCents / 100)), 'the cost shown is the timesheet\'s');
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test.run();
}
