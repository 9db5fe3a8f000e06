// Shift orders in a real browser, by keyboard only: on the create screen the provider, facility, position,
// date and who asked are chosen with arrow keys and typing; Enter previews (the estimated cost and no
// problems), Enter again creates, and the new order's page shows its facts and cost. Then the list finds it.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { facilities, positionLevels, positions, providers, shifts } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected, waitForPath } from './palette-support';
import { trackRequests } from './request-settle';

const test = await browserSuite('orders', 1);

/** Moves a focused select to the option with this value by arrow keys alone. */
async function arrowTo(page: Page, selector: string, value: string) {
  await page.waitForFunction(([s, v]) => [...(document.querySelector(s) as HTMLSelectElement).options].some((o) => o.value === v), [selector, value] as const);
  const [current, target] = await page.$eval(selector, (el, v) => {
    const options = [...(el as HTMLSelectElement).options];
    return [(el as HTMLSelectElement).selectedIndex, options.findIndex((o) => o.value === v)];
  }, value);
  for (let i = current; i < target; i++) await page.keyboard.press('ArrowDown');
  assert.is(await page.$eval(selector, (el) => (el as HTMLSelectElement).value), value);
}

if (test) {
  test('create an order on behalf of a provider by keyboard, with its preview', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [facility] = await db.select({ id: facilities.id, providerId: facilities.providerId, name: facilities.name }).from(facilities)
      .innerJoin(providers, eq(providers.id, facilities.providerId))
      .where(and(eq(providers.status, 'enabled'), eq(facilities.active, true), inArray(facilities.state, ['NSW', 'VIC', 'QLD']))).orderBy(asc(facilities.id)).limit(1);
    const [position] = await db.select({ name: positions.name }).from(positions)
      .where(sql`exists (select 1 from ${positionLevels} l where l.position_id = ${positions.id})`).orderBy(asc(positions.sortOrder), asc(positions.id)).limit(1);
    const day = new Date(Date.now() + 20 * 86_400_000);
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);

    const { context, page, errors } = await openPage(browser, server, '/order/shift/create', token);
    const settle = trackRequests(page);
    await page.waitForSelector('[data-testid="order-create"]');
    await page.waitForFunction(() => document.activeElement?.id === 'order-create-provider-id');
    await arrowTo(page, '#order-create-provider-id', String(facility!.providerId));
    await page.keyboard.press('Tab');
    await page.waitForSelector('#order-create-facility-id:not([disabled])');
    await arrowTo(page, '#order-create-facility-id', String(facility!.id));
    await page.keyboard.press('Tab');
    await arrowTo(page, '#order-create-position', position!.name);
    await page.keyboard.press('Tab'); // level: the position's lowest
    await page.keyboard.press('Tab'); // employment: casual
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'order-create-date');
    await page.keyboard.type(date.split('-').reverse().join('/')); // the date box reads dd/mm/yyyy in English
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // start, end, break, workers
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'order-create-requested-by');
    await page.keyboard.type('Karen Nguyen');
    // The position's required competencies are ticked when its options arrive: let that settle first, so
    // the preview is of the order as it will be created.
    await settle();
    await page.keyboard.press('Enter');

    await page.waitForSelector('[data-testid="order-create-ready"]');
    const lines = await page.$$eval('[data-testid="order-cost-line"]', (rows) => rows.map((r) => r.getAttribute('data-loading')));
    assert.equal(lines, ['casual'], 'a Tuesday day shift of a casual');
    assert.match(await page.textContent('[data-testid="order-cost-total"]') ?? '', /^\$\d/);
    assert.is(await db.$count(shifts, eq(shifts.requestedBy, 'Karen Nguyen')) , 0, 'the preview made nothing');

    assert.is(await page.$('[data-testid="order-create-stale"]'), null, 'nothing changed since the preview');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/order\/shift\/detail\/\d+$/, 15000);
    await page.waitForSelector('[data-testid="order-detail"][data-status="available"]');
    const [made] = await db.select().from(shifts).orderBy(desc(shifts.id)).limit(1);
    assert.equal([made!.facilityId, made!.position, made!.requestedBy, made!.createdOnBehalf, made!.reviewStatus], [facility!.id, position!.name, 'Karen Nguyen', true, 'approved']);
    assert.match(await page.textContent('[data-testid="order-facts"]') ?? '', /Karen Nguyen/);
    await page.waitForSelector('[data-testid="order-history"] [data-api="help_create_order"]');

    await page.goto(`${server.url}/order/shift?keyword=${made!.id}`);
    await page.waitForSelector(`[data-testid="orders-row"]`);
    assert.equal(unexpected(errors), []);
    await context.close();
  });
  test.run();
}
