// Running commands from the palette: arguments walked from the zod schema (live validation, choices),
// a query's answer in place, an error in place, a record changed meanwhile (the changed-record notice),
// and a command over selected rows.
import { eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/constants';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected, waitForPath } from './palette-support';

const TESTS = 6;
const test = await browserSuite('palette commands', TESTS);

/** Rows of the applications list on screen: id and status label. */
const rowsOnScreen = (page: Page) =>
  page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), status: r.querySelector('[data-testid="cell-status"]')?.textContent ?? '', archived: Boolean(r.querySelector('[data-testid="cell-archived"] [role="img"]')) })));

async function focusRow(page: Page, index: number): Promise<number> {
  await page.waitForSelector('[data-testid="applications-row"][data-focused]');
  for (let i = 0; i < index; i++) await page.keyboard.press('j');
  const rows = await rowsOnScreen(page);
  await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${rows[index].id}"][data-focused]`);
  return rows[index].id;
}

if (test) {

  test('a text argument is validated as it is typed; Enter waits for a valid value', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'go to page');
    assert.is((await selectedItem(page)).commandId, 'nav.go');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="path"]');
    await page.keyboard.type('job/applications');
    assert.is(await page.textContent('[data-testid="palette-input-error"]'), 'Path must start with /.');
    await page.keyboard.press('Enter');
    assert.ok(await page.$('[data-testid="palette-step"][data-step-key="path"]'), 'an invalid value is not taken');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('/job/applications');
    await page.waitForSelector('[data-testid="palette-input-error"]', { state: 'detached' });
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    // The list then writes its focused application into the address (?application=…): either is here.
    await waitForPath(page, /^\/job\/applications(\?application=\d+)?$/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('an enum argument is a list of labelled choices: Switch language → 中文 changes the palette too', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'switch language');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="language"]');
    const labels = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.textContent));
    assert.equal(labels, ['English', '中文']);
    await typeInPalette(page, '中');
    assert.is((await selectedItem(page)).value, 'zh');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await openPalette(page);
    assert.is(await page.getAttribute('[data-testid="palette-input"]', 'placeholder'), '前往页面、运行命令、查找记录…');
    // English words still find commands in Chinese.
    await typeInPalette(page, 'switch language');
    await page.keyboard.press('Enter');
    await typeInPalette(page, 'English');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a query answers in place: Who am I', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'who am i');
    await page.keyboard.press('Enter');
    const result = await page.waitForSelector('[data-testid="palette-result"]');
    assert.match(await result.textContent() ?? '', TEST_ADMIN_EMAIL);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette-result"]', { state: 'detached' });
    assert.ok(await page.$('[data-testid="palette"]'), 'Esc from the answer goes back to the list');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a record someone else changed since the palette opened on it: nothing is sent, the notice says what it is now, Enter goes ahead on it', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    const id = await focusRow(page, 1);
    const name = (await page.textContent(`[data-testid="applications-row"][data-row-id="${id}"] [data-testid="cell-name"]`))?.trim() ?? '';
    const [seen] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    // My list has not caught up (its re-read after the live notice is held), so the row I see is still New
    // and keeps the focus; without the hold, the row leaves the New filter and the focus moves on.
    const held: (() => void)[] = [];
    await page.route('**/api/admin/job_applicant_list_v2', (route) => void held.push(() => void route.continue().catch(() => {})));
    // Someone else (a session of their own) shortlists it first; my console hears of it.
    const other = await server.call('change_progress_status', { application_id: id, status: 2, version: seen.version }, { token: await server.signIn() });
    assert.is(other.err, 0, other.msg);
    const heard = Date.now() + 5_000;
    while (!held.length && Date.now() < heard) await new Promise((resolve) => setTimeout(resolve, 25));
    assert.ok(held.length > 0, 'the live notice started a re-read');
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/change_progress_status') && sent.push(r.url())));

    await openPalette(page);
    await typeInPalette(page, 'change application status');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="status"]');
    // The choices are those of the status it has now (Shortlist: Select or Not fit, no default).
    await page.waitForSelector('[data-testid="palette-item"][data-option-value="7"]');
    await typeInPalette(page, 'select');
    assert.is((await selectedItem(page)).value, '7');
    await page.keyboard.press('Enter');
    // Not the refusal's text in the palette: the palette closes and the notice says it, before sending.
    const notice = await page.waitForSelector('[data-testid="changed-notice"]');
    await paletteClosed(page);
    const text = (await notice.textContent()) ?? '';
    assert.ok(name && text.includes(name), `names the application (${name}): ${text}`);
    assert.match(text, /Shortlist/, 'says what it is now');
    assert.match(text, /Administrator/, 'and who changed it');
    assert.match(text, /Nothing was sent/);
    assert.equal(sent, [], 'nothing was sent');
    assert.not.ok(await page.$('[data-testid="toast"][data-kind="error"]'), 'no refusal toast');

    // Enter goes ahead on the record as it now is.
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'changed-notice-go');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(after.status, 7, 'Selected');
    assert.is(after.version, seen.version + 2);
    await page.unroute('**/api/admin/job_applicant_list_v2');
    held.forEach((release) => release());
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('a command with a preview shows what it will change before the confirming Enter', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=16&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    const id = await focusRow(page, 0);
    await openPalette(page);
    await typeInPalette(page, 'complete recruitment');
    assert.is((await selectedItem(page)).commandId, 'application.completeRecruitment');
    await page.keyboard.press('Enter');
    const preview = await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await preview.textContent()) ?? '', /to Completed\./);
    const [during] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(during.status, 16, 'the preview changes nothing');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(after.status, 20);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('x selects rows; a command then runs over each selected row with per-row results', async ({ server, browser, token }) => {
    // New applications may be archived (18, In prescreen, may not).
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    const first = await focusRow(page, 0);
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const second = (await rowsOnScreen(page))[1].id;
    await page.waitForSelector('[data-testid="applications-selection-bar"]');
    await openPalette(page);
    assert.match(await page.textContent('[data-testid="palette-targets"]') ?? '', '2');
    await typeInPalette(page, 'archive');
    assert.is((await selectedItem(page)).commandId, 'application.setArchived');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="archived"]');
    assert.is((await selectedItem(page)).value, 'true', 'archiving is preselected for active rows');
    await page.keyboard.press('Enter');
    // A bulk run: the dry run, then Enter runs it, with a result per row.
    await page.waitForSelector('[data-testid="bulk-dry-run"][data-change="2"]');
    await page.keyboard.press('Enter');
    const result = await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bulk-row"]').length === 2);
    const outcomes = await page.$$eval('[data-testid="bulk-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), ok: r.getAttribute('data-outcome') })));
    assert.equal(outcomes.map((o) => [o.id, o.ok]).sort(), [[first, 'ok'], [second, 'ok']].sort(), JSON.stringify(outcomes));
    const text = (await result.textContent()) ?? '';
    assert.match(text, String(first));
    assert.match(text, String(second));
    const rows = await server.database.db.select().from(applications).where(inArray(applications.id, [first, second]));
    assert.equal(rows.map((r) => r.archived), [true, true]);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
