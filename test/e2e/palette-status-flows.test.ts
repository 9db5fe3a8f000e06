// Status changes as the transition table and its preview steps require, in the palette and in the
// applicant page's status form, against the real server: an archived application offers only Restore
// and says why; Completed is reached only through complete recruitment's preview; nothing destructive
// is preselected, and with no default nothing is; a destructive choice asks to confirm.
import { and, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, paletteClosed, selectedItem, unexpected } from './palette-support';

const TESTS = 5;
const test = await browserSuite('palette status flows', TESTS);

/** `s` on the focused application of a list: the palette opens at the status step, its choices loaded. */
async function statusStep(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="applications-row"][data-focused]');
  await page.keyboard.press('s');
  await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
  await page.waitForSelector('[data-testid="palette-item"][data-option-value]');
}

/** The applicant page of an application, that application focused and its status form loaded. */
async function openStatusForm(page: Page, applicationId: number): Promise<void> {
  const row = await page.waitForSelector(`[data-testid="applicant-applications-row"][data-row-id="${applicationId}"]`);
  await row.click();
  await page.waitForSelector(`[data-testid="applicant-applications-row"][data-row-id="${applicationId}"][data-focused]`);
  await page.waitForSelector('[data-testid="status-form-status"]:not([disabled])');
}

const selectOptions = (page: Page) => page.$$eval('[data-testid="status-form-status"] option', (options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));

if (test) {
  test('an archived application: the status step offers only Restore, says why, and Enter restores it', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?archived=true', token);
    await statusStep(page);
    const id = Number(await page.getAttribute('[data-testid="applications-row"][data-focused]', 'data-row-id'));
    const [before] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.ok(before.archived);
    assert.match((await page.textContent('[data-testid="palette-reason"]')) ?? '', /archived/);
    const options = await page.$$eval('[data-testid="palette-item"][data-option-value]', (items) => items.map((i) => i.textContent ?? ''));
    assert.equal(options.length, 1);
    assert.match(options[0], /Restore/);
    assert.ok((await selectedItem(page)).isDefault, 'Restore is preselected');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(after.archived, false);
    assert.is(after.status, before.status, 'restoring changes no status');
    assert.is(after.version, before.version + 1);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('Completed goes through complete recruitment’s preview, then a confirming Enter', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=16&archived=false', token);
    await statusStep(page);
    const id = Number(await page.getAttribute('[data-testid="applications-row"][data-focused]', 'data-row-id'));
    const chosen = await page.$eval('[data-testid="palette-item"][data-selected="true"]', (el) => ({ value: el.getAttribute('data-option-value'), handsOver: el.getAttribute('data-hands-over') }));
    assert.equal(chosen, { value: '20', handsOver: 'application.completeRecruitment' });
    await page.keyboard.press('Enter');
    const preview = await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await preview.textContent()) ?? '', /to Completed\./);
    const [during] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(during.status, 16, 'the preview changes nothing');
    // Esc goes back to the status step, and choosing Completed again previews again.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(after.status, 20);
    assert.is(after.version, during.version + 1);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the status form preselects nothing where the table marks no default; Not fit asks to confirm', async ({ server, browser, token }) => {
    // Selected (7): the table allows Archive and Not fit, and marks no default.
    const [app] = await server.database.db.select().from(applications).where(and(eq(applications.status, 7), eq(applications.archived, false))).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await openStatusForm(page, app.id);
    assert.is(await page.inputValue('[data-testid="status-form-status"]'), '', 'nothing preselected');
    const options = await selectOptions(page);
    assert.ok(options.some((o) => o.value === '4' && /Not fit/.test(o.text)), JSON.stringify(options));
    assert.not.ok(options.some((o) => /default/.test(o.text)));
    await page.click('[data-testid="status-form-submit"]');
    await page.waitForSelector('[data-testid="status-form-status"][aria-invalid]');
    await page.selectOption('[data-testid="status-form-status"]', '4');
    await page.click('[data-testid="status-form-submit"]');
    await page.waitForSelector('[data-testid="status-form-confirm-step"][data-danger]');
    const [during] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(during.status, 7, 'nothing changes before the confirm');
    await page.click('[data-testid="status-form-confirm"]');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(after.status, 4);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the status form reaches Completed only through the preview', async ({ server, browser, token }) => {
    const [app] = await server.database.db.select().from(applications).where(and(eq(applications.status, 17), eq(applications.archived, false))).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await openStatusForm(page, app.id);
    assert.is(await page.inputValue('[data-testid="status-form-status"]'), '20', 'Complete recruitment, the default of 17');
    await page.click('[data-testid="status-form-submit"]');
    const preview = await page.waitForSelector('[data-testid="status-form-preview"]');
    assert.match((await preview.textContent()) ?? '', /to Completed\./);
    const [during] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(during.status, 17, 'the preview changes nothing');
    await page.click('[data-testid="status-form-confirm"]');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(after.status, 20);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the status form of an archived application offers only Restore and says why', async ({ server, browser, token }) => {
    const [app] = await server.database.db.select().from(applications).where(and(eq(applications.status, 2), eq(applications.archived, true))).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await openStatusForm(page, app.id);
    assert.match((await page.textContent('[data-testid="status-form-reason"]')) ?? '', /archived/);
    const options = (await selectOptions(page)).filter((o) => o.value !== '');
    assert.equal(options.map((o) => o.text.replace(/ · .*/, '')), ['Restore']);
    await page.click('[data-testid="status-form-submit"]');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(after.archived, false);
    assert.is(after.status, 2);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
