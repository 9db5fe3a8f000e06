// Job ads in a real browser: shift+N opens the posting form from the list; the form is filled (provider,
// position, pay, a benefit, the description typed into the rich-text editor) and saved as a draft; on its
// page shift+P opens the status moves of the table with Publish preselected and Enter publishes it.
import { and, desc, eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { externalJobMappings, jobAds, providers } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, paletteClosed, selectedItem, unexpected, waitForPath } from './palette-support';

const test = await browserSuite('job ads', 2);

if (test) {
  test('create a job ad with shift+N and publish it with shift+P through the status table', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [provider] = await db.select({ id: providers.id }).from(providers)
      .where(and(eq(providers.status, 'enabled'), sql`not exists (select 1 from provider_job_settings s where s.provider_id = ${providers.id})`))
      .orderBy(providers.id).limit(1);
    const { context, page, errors } = await openPage(browser, server, '/job/ads', token);
    await page.waitForSelector('[data-testid="jobAd-title"]');
    await page.keyboard.press('Shift+N');
    await waitForPath(page, '/job/ads/add');
    await page.waitForSelector('[data-testid="job-ad-form"]');

    await page.fill('#job-ad-title', 'Personal Care Worker — Night shifts, Ryde');
    await page.selectOption('#job-ad-provider-id', String(provider.id));
    await page.selectOption('#job-ad-position', { index: 1 });
    await page.fill('#job-ad-pay-rate', '36.40');
    await page.fill('#job-ad-suburb', 'Ryde');
    await page.check('[data-testid="job-ad-benefits"] input[data-code="free_uniform"]');
    await page.waitForSelector('[data-testid="job-ad-description"] .ql-editor');
    await page.click('[data-testid="job-ad-description"] .ql-editor');
    await page.keyboard.type('Support our residents overnight with care and kindness.');
    await page.click('[data-testid="job-ad-save"]');

    await waitForPath(page, /^\/job\/ads\/view\/\d+$/);
    await page.waitForSelector('[data-testid="job-ad-view"][data-status="1"]');
    const [ad] = await db.select().from(jobAds).orderBy(desc(jobAds.id)).limit(1);
    assert.is(ad.title, 'Personal Care Worker — Night shifts, Ryde');
    assert.is(ad.status, 1);
    assert.is(ad.payRate, 36.4);
    assert.equal(ad.benefits, ['free_uniform']);
    assert.match(ad.description, /<p>Support our residents overnight with care and kindness\.<\/p>/, ad.description);

    await page.keyboard.press('Shift+P');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    assert.is((await selectedItem(page)).value, '2', 'Publish is preselected');
    const offered = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-option-value')));
    assert.equal(offered.sort(), ['100', '2', '4'], 'only the moves of the table from Draft');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="job-ad-view"][data-status="2"]');
    const [after] = await db.select().from(jobAds).where(eq(jobAds.id, ad.id));
    assert.is(after.status, 2);
    assert.is(after.version, ad.version + 1);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('on the ad page: mirror it on a board, correct the id, remove it after a confirm; switch direct visibility', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [ad] = await db.select().from(jobAds).where(eq(jobAds.status, 2)).orderBy(jobAds.id).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/job/ads/view/${ad.id}`, token);
    await page.waitForSelector('[data-testid="job-ad-view"]');
    const rowsBefore = await page.locator('[data-testid="mapping-row"]').count();
    await page.click('[data-testid="mapping-add"]');
    await page.selectOption('#mapping-add-source', 'indeed');
    await page.fill('#mapping-add-external_id', 'IND-778812');
    await page.fill('#mapping-add-external_url', 'http://indeed.example/778812');
    await page.click('[data-testid="mapping-add-submit"]');
    await page.waitForSelector('#mapping-add-external_url-error');
    assert.match((await page.textContent('#mapping-add-external_url-error')) ?? '', /must start with https:\/\//);
    await page.fill('#mapping-add-external_url', 'https://indeed.example/778812');
    await page.click('[data-testid="mapping-add-submit"]');
    const row = page.locator('[data-testid="mapping-row"]:has-text("IND-778812")');
    await row.waitFor();
    assert.is(await page.locator('[data-testid="mapping-row"]').count(), rowsBefore + 1);

    await row.locator('[data-testid="mapping-edit"]').click();
    await page.fill('#mapping-edit-external_id', 'IND-778813');
    await page.click('[data-testid="mapping-edit-submit"]');
    const edited = page.locator('[data-testid="mapping-row"]:has-text("IND-778813")');
    await edited.waitFor();
    const [stored] = await db.select().from(externalJobMappings).where(and(eq(externalJobMappings.jobId, ad.id), eq(externalJobMappings.externalId, 'IND-778813')));
    assert.is(stored.version, 2, 'edited once');

    await edited.locator('[data-testid="mapping-delete"]').click();
    await page.waitForSelector('[data-testid="mapping-confirm"]');
    await page.keyboard.press('Enter'); // Keep has the focus
    await page.waitForSelector('[data-testid="mapping-confirm"]', { state: 'detached' });
    await edited.locator('[data-testid="mapping-delete"]').click();
    await page.click('[data-testid="mapping-confirm-delete"]');
    await edited.waitFor({ state: 'detached' });
    assert.is((await db.select().from(externalJobMappings).where(eq(externalJobMappings.id, stored.id))).length, 0);

    const label = await page.textContent('[data-testid="job-ad-toggle-visible"]');
    await page.click('[data-testid="job-ad-toggle-visible"]');
    await page.waitForFunction((was) => document.querySelector('[data-testid="job-ad-toggle-visible"]')?.textContent !== was, label);
    const [after] = await db.select().from(jobAds).where(eq(jobAds.id, ad.id));
    assert.is(after.visibleDirectly, !ad.visibleDirectly);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
