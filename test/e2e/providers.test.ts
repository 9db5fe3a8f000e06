// Disabling a provider through the approval path, by keyboard in a real browser: on its manage page
// shift+d offers the table's one move (Request disable, preselected as the only one), asks for a reason
// and to confirm; the provider stays enabled with a pending request. On /provider/approve the request is
// focused, shift+v offers Approve or Reject; the administrator who asked is refused in words (four
// eyes); a second administrator's Approve and confirm disable it; it is then in the disabled list.
import { and, eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { providerDisableRequests, providerJobSettings, providers } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, paletteClosed, selectedItem, unexpected, waitForPath } from './palette-support';
import { accountOfType } from '../api/admin-accounts';

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
    // The table's one move is preselected (issue 22 §5); being destructive, its confirm follows.
    assert.is((await selectedItem(page)).value, 'disabled');
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
    await page.keyboard.press('Enter');
    // Four eyes: the administrator who asked is refused, in words, and nothing changes.
    await page.waitForSelector('[data-testid="palette-error"]');
    assert.is((await page.textContent('[data-testid="palette-error"]'))?.replace(/^!/, ''), `You asked for ${provider.name} to be disabled, so another administrator must approve it. You can reject your own request to withdraw it.`);
    assert.is((await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request.id)))[0].status, 'pending');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    await context.close();

    // A second administrator approves it.
    const second = await accountOfType(server, token, 'general_manager');
    const other = await openPage(browser, server, `/provider/approve?disableRequest=${request.id}`, second.token);
    await other.page.waitForSelector(`[data-testid="disable-requests-row"][data-row-id="${request.id}"][data-focused="true"]`);
    await other.page.keyboard.press('Shift+V');
    await other.page.waitForSelector('[data-testid="palette-step"][data-step-key="decision"]');
    assert.is((await selectedItem(other.page)).value, 'approve');
    await other.page.keyboard.press('Enter');
    await other.page.waitForSelector('[data-testid="palette-confirm"]');
    assert.is((await db.select().from(providers).where(eq(providers.id, provider.id)))[0].status, 'enabled', 'nothing before the confirm');
    await other.page.keyboard.press('Enter');
    await paletteClosed(other.page);

    const deadline = Date.now() + 5000;
    let status = '';
    while (Date.now() < deadline && status !== 'disabled') {
      status = (await db.select({ status: providers.status }).from(providers).where(eq(providers.id, provider.id)))[0].status;
      if (status !== 'disabled') await new Promise((r) => setTimeout(r, 100));
    }
    assert.is(status, 'disabled');
    const [decided] = await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request.id));
    assert.is(decided.status, 'approved');

    await other.page.goto(`${server.url}/provider/providers/disabled`);
    await other.page.waitForSelector(`[data-testid="providers-row"][data-row-id="${provider.id}"]`);
    assert.equal(unexpected(errors, true), [], 'the refusal is a 403 answer the browser logs; nothing else');
    assert.equal(unexpected(other.errors), []);
    await other.context.close();
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
