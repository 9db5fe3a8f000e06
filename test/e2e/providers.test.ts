// Disabling a provider through the approval path, by keyboard in a real browser: on its manage page
// shift+d offers the table's one move (Request disable, picked with the arrow: never preselected), asks
// for a reason and to confirm; the provider
// stays enabled with a pending request. On /provider/approve the request is focused with j, shift+v
// offers Approve or Reject; Approve and a confirm disable it; it is then in the disabled list.
import { and, eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { providerDisableRequests, providerJobSettings, providers } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, paletteClosed, selectedItem, unexpected, waitForPath } from './palette-support';

const test = await browserSuite('providers', 2);

if (test) {
  test('request disable on the manage page, approve it on /provider/approve, find it in the disabled list', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [provider] = await db.select().from(providers)
      .where(and(eq(providers.status, 'enabled'), sql`not exists (select 1 from provider_disable_requests r where r.provider_id = ${sql.raw('"providers"."id"')})`))
      .orderBy(providers.id).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/provider/providers/manage/${provider.id}`, token);
    await page.waitForSelector('[data-testid="provider-manage"][data-status="enabled"]');

    await page.keyboard.press('Shift+D');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    const offered = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-option-value')));
    assert.equal(offered, ['disabled'], 'only the move of the table from enabled');
    // A destructive choice is never preselected: the arrow picks it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="reason"]');
    await page.keyboard.type('Contract ended on 30 June; no further shifts.');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"]');
    assert.is((await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.providerId, provider.id))).length, 0, 'nothing before the confirm');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="provider-pending-banner"]');
    const [request] = await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.providerId, provider.id));
    assert.equal([request.status, request.reason], ['pending', 'Contract ended on 30 June; no further shifts.']);
    assert.is((await db.select().from(providers).where(eq(providers.id, provider.id)))[0].status, 'enabled', 'still enabled until approved');

    await page.click('[data-testid="provider-pending-banner"] a');
    await waitForPath(page, `/provider/approve?disableRequest=${request.id}`);
    await page.waitForSelector(`[data-testid="disable-requests-row"][data-row-id="${request.id}"][data-focused="true"]`);
    await page.keyboard.press('Shift+V');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="decision"]');
    const choices = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-option-value')));
    assert.equal(choices, ['approve', 'reject']);
    assert.is((await selectedItem(page)).value, 'approve');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"]');
    assert.is((await db.select().from(providers).where(eq(providers.id, provider.id)))[0].status, 'enabled', 'nothing before the confirm');
    await page.keyboard.press('Enter');
    await paletteClosed(page);

    const deadline = Date.now() + 5000;
    let status = '';
    while (Date.now() < deadline && status !== 'disabled') {
      status = (await db.select({ status: providers.status }).from(providers).where(eq(providers.id, provider.id)))[0].status;
      if (status !== 'disabled') await new Promise((r) => setTimeout(r, 100));
    }
    assert.is(status, 'disabled');
    const [decided] = await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request.id));
    assert.is(decided.status, 'approved');

    await page.goto(`${server.url}/provider/providers/disabled`);
    await page.waitForSelector(`[data-testid="providers-row"][data-row-id="${provider.id}"]`);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the manage page sets the provider\'s job posting status, versioned, with a note', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [provider] = await db.select().from(providers)
      .where(and(eq(providers.status, 'enabled'), sql`not exists (select 1 from provider_job_settings s where s.provider_id = ${sql.raw('"providers"."id"')})`))
      .orderBy(providers.id).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/provider/providers/manage/${provider.id}`, token);
    await page.waitForSelector('[data-testid="provider-job-status"]');
    assert.is(await page.textContent('[data-testid="provider-job-status"]'), 'Open');
    await page.click('[data-testid="provider-job-posting-change"]');
    await page.selectOption('#provider-job-posting-job_status', 'approval_required');
    await page.fill('#provider-job-posting-note', 'New owner: ads checked by the regional manager.');
    await page.click('[data-testid="provider-job-posting-submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="provider-job-status"]')?.textContent === 'Approval required');
    const [saved] = await db.select().from(providerJobSettings).where(eq(providerJobSettings.providerId, provider.id));
    assert.equal([saved.jobStatus, saved.note, saved.version], ['approval_required', 'New owner: ads checked by the regional manager.', 1]);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
