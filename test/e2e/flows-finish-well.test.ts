// Issue 22 §5 in Chromium, by keyboard: an order made on a provider's behalf from the palette (alt+n)
// offers only that provider's facilities, Esc steps back one step keeping what was typed, times start at
// working hours (09:00, the end eight hours on), the new order is named in the toast and focused on the
// orders list, and the palette finds it by number; complete recruitment's preview warns about a
// reference check still awaiting an answer.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { applications, facilities, positionLevels, positions, providers, shifts } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { freshApplications } from '../api/interview-helpers';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected, waitForPath } from './palette-support';

const test = await browserSuite('flows finish well', 2);

const stepIs = (page: Page, key: string) => page.waitForSelector(`[data-testid="palette-step"][data-step-key="${key}"]`);
/** The palette's input comes to hold `text` (what was typed at a step Esc went back to). */
const typedIs = (page: Page, text: string) =>
  page.waitForFunction((want) => (document.querySelector('[data-testid="palette-input"]') as HTMLInputElement | null)?.value === want, text, { timeout: 3000 });
/** The highlighted choice once the step's choices are in. */
async function selectedValue(page: Page): Promise<string | null> {
  await page.waitForSelector('[data-testid="palette-item"][data-selected="true"]');
  return (await selectedItem(page)).value;
}

if (test) {
  test('order on behalf from the palette: facilities of the provider, Esc keeps what was typed, working hours, named and focused, found again', async ({ server, browser, token }) => {
    const db = server.database.db;
    // A provider with at least two active facilities in a state with award rates, and another provider's facility.
    const [provider] = await db.select({ id: providers.id, name: providers.name }).from(providers)
      .where(and(eq(providers.status, 'enabled'), sql`(select count(*) from ${facilities} f where f.provider_id = ${providers.id} and f.active and f.state in ('NSW','VIC','QLD')) >= 2`))
      .orderBy(asc(providers.id)).limit(1);
    const own = await db.select({ id: facilities.id, name: facilities.name }).from(facilities)
      .where(and(eq(facilities.providerId, provider!.id), eq(facilities.active, true), inArray(facilities.state, ['NSW', 'VIC', 'QLD']))).orderBy(asc(facilities.name));
    const [position] = await db.select({ name: positions.name }).from(positions)
      .where(sql`exists (select 1 from ${positionLevels} l where l.position_id = ${positions.id})`).orderBy(asc(positions.sortOrder), asc(positions.id)).limit(1);
    const day = new Date(Date.now() + 20 * 86_400_000);
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);

    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await page.waitForSelector('[data-testid="app-shell"]');
    await page.keyboard.press('Alt+N');
    await stepIs(page, 'provider_id');
    await typeInPalette(page, provider!.name);
    await page.waitForSelector(`[data-testid="palette-item"][data-option-value="${provider!.id}"]`);
    while ((await selectedValue(page)) !== String(provider!.id)) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    // Only this provider's active facilities.
    await stepIs(page, 'facility_id');
    await page.waitForSelector('[data-testid="palette-item"][data-option-value]');
    const offered = (await page.$$eval('[data-testid="palette-item"][data-option-value]', (items) => items.map((i) => Number(i.getAttribute('data-option-value'))))).sort((a, b) => a - b);
    const activeOwn = (await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.providerId, provider!.id), eq(facilities.active, true)))).map((f) => f.id).sort((a, b) => a - b);
    assert.equal(offered, activeOwn, 'the facilities offered are the provider\'s own, active ones');
    await typeInPalette(page, own[0]!.name);
    await page.waitForFunction((id) => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-option-value') === String(id), own[0]!.id);
    await page.keyboard.press('Enter');

    await stepIs(page, 'position');
    await page.keyboard.type(position!.name);
    await page.keyboard.press('Enter');
    await stepIs(page, 'date');
    // Esc goes back one step and keeps what was typed there.
    await page.keyboard.press('Escape');
    await stepIs(page, 'position');
    await typedIs(page, position!.name);
    await page.keyboard.press('Escape');
    await stepIs(page, 'facility_id');
    assert.is(await selectedValue(page), String(own[0]!.id), 'the facility chosen is still the one highlighted');
    await page.keyboard.press('Enter');
    await stepIs(page, 'position');
    await typedIs(page, position!.name);
    await page.keyboard.press('Enter');

    await stepIs(page, 'date');
    await typeInPalette(page, date);
    await page.waitForFunction((d) => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-option-value') === d, date);
    await page.keyboard.press('Enter');
    // Working hours, never midnight: 09:00, and the end eight hours after the start.
    await stepIs(page, 'start_time');
    assert.is(await selectedValue(page), '09:00');
    await page.keyboard.press('Enter');
    await stepIs(page, 'end_time');
    assert.is(await selectedValue(page), '17:00');
    await page.keyboard.press('Enter');
    await stepIs(page, 'requested_by');
    await page.keyboard.type('Karen Nguyen');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);

    const [made] = await db.select().from(shifts).where(eq(shifts.requestedBy, 'Karen Nguyen'));
    assert.ok(made, 'the order was made');
    assert.equal([made!.providerId, made!.facilityId, made!.position], [provider!.id, own[0]!.id, position!.name]);
    const toast = await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    assert.ok((await toast.textContent())?.includes(`Order #${made!.id} created for ${provider!.name} at ${own[0]!.name}.`), (await toast.textContent()) ?? '');
    await waitForPath(page, new RegExp(`^/order/shift\\?.*shift=${made!.id}`), 15000);
    await page.waitForSelector(`[data-testid="orders-row"][data-row-id="${made!.id}"][data-focused="true"]`);

    // The palette finds the order by its number.
    await openPalette(page);
    await typeInPalette(page, `#${made!.id}`);
    await page.waitForSelector(`[data-testid="palette-item"][data-record="shift:${made!.id}"]`);
    const hit = (await page.textContent(`[data-testid="palette-item"][data-record="shift:${made!.id}"]`)) ?? '';
    assert.match(hit, new RegExp(`Order #${made!.id}: ${own[0]!.name}`));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('complete recruitment\'s preview warns about a reference check still awaiting an answer', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [app] = await freshApplications(server, 1, 16);
    const added = await server.call('add_job_referee_contact', { application_id: app!.id, name: 'Karen Mitchell', relationship: 'direct_manager', organisation: 'Bluegum', email: 'karen.m@example.org', phone: '0412345678' }, { token });
    const sent = await server.call('send_check_email_to_referee', { referee_id: added.data.id, version: added.data.version, message: 'Thanks.' }, { token });
    assert.is(sent.err, 0, sent.msg);

    const { context, page, errors } = await openPage(browser, server, `/job/applications?application=${app!.id}`, token);
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${app!.id}"][data-focused="true"]`);
    await openPalette(page);
    await typeInPalette(page, 'Complete recruitment');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-command-id') === 'application.completeRecruitment');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await page.textContent('[data-testid="palette-preview"]')) ?? '', /The reference check sent to Karen Mitchell \(direct manager\) on \d{1,2} \w{3} \d{4} still awaits an answer\./);
    assert.is((await db.select({ status: applications.status }).from(applications).where(eq(applications.id, app!.id)))[0]!.status, 16, 'nothing before the confirm');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
