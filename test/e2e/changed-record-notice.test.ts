// Issue 24: a key on a record someone else changed since it was shown says so before anything goes
// through, with the new state, who changed it and a choice, instead of the surprise refusal (409). Another
// recruiter (a second session, through the API) advances the focused application; the a I then press
// shows the notice in words, not an error toast; Esc cancels and nothing more is written. The palette's
// own confirm, refused as stale because my console never heard of the change, shows the same notice.
import { eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { applications } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { openPalette, paletteClosed, selectedItem, typeInPalette, unexpected } from './palette-support';

const test = await browserSuite('changed record notice', 4);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

/** Another recruiter, in a session of their own, advances the application (New → Shortlist). */
async function otherAdvances(server: TestServer, id: number): Promise<{ version: number }> {
  const [row] = await server.database.db.select().from(applications).where(eq(applications.id, id));
  assert.is(row.status, 1, 'a New application');
  const other = await server.signIn();
  const done = await server.call('advance_application', { application_id: id, version: row.version }, { token: other });
  assert.is(done.err, 0, done.msg);
  return { version: row.version };
}

/** Cuts the console's live stream from its first try (it keeps retrying): it hears of nothing. */
const cutStream = async (context: BrowserContext) => void (await context.route('**/api/live', (route) => void route.abort().catch(() => {})));

/** The notice is up, in words, naming the record, its new status and who changed it; no refusal toast. */
async function noticeSaysIt(page: Page, name: string): Promise<void> {
  const notice = await page.waitForSelector('[data-testid="changed-notice"]', { timeout: 5_000 });
  const text = (await notice.textContent()) ?? '';
  assert.ok(name && text.includes(name), `names the record (${name}): ${text}`);
  assert.match(text, /Shortlist/, 'says what it is now');
  assert.match(text, /Administrator/, 'and who changed it');
  assert.not.match(text, /409|version|application_id|\{/i, 'in words: no codes, field names or JSON');
  assert.not.ok(await page.$('[data-testid="toast"][data-kind="error"]'), 'no refusal toast');
  // The choice is the keyboard's: Enter goes ahead, Esc cancels.
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'changed-notice-go');
}

async function escapeWritesNothing(page: Page, server: TestServer, id: number, version: number): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="changed-notice"]', { state: 'detached' });
  const [after] = await server.database.db.select().from(applications).where(eq(applications.id, id));
  assert.equal([after.status, after.version], [2, version + 1], 'only the other recruiter\'s write happened');
  assert.not.ok(await page.$('[data-testid="toast"][data-kind="error"]'), 'still no refusal toast');
}

if (test) {
  test('my list shows the change a moment before I press a: a asks first, with the new status and who', async ({ server, browser, token }) => {
    // Every status, so the advanced row stays in my list and keeps the focus.
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?archived=false', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = await page.$$eval('[data-testid="applications-row"]', (rows) => Number(rows.find((r) => r.querySelector('[data-testid="cell-status"]')?.textContent === 'New')?.getAttribute('data-row-id')));
    assert.ok(id > 0, 'a New application in the list');
    const cell = `[data-testid="applications-row"][data-row-id="${id}"]`;
    await page.click(`${cell} [data-testid="cell-name"]`);
    await page.waitForSelector(`${cell}[data-focused]`);
    const name = (await page.textContent(`${cell} [data-testid="cell-name"]`))?.trim() ?? '';
    const { version } = await otherAdvances(server, id);
    // The live stream brings the change to my screen; I press a as it lands.
    await page.waitForSelector(`${cell} [data-testid="cell-status"]:has-text("Shortlist")`, { timeout: 3_000 });
    await page.keyboard.press('a');
    await noticeSaysIt(page, name);
    await escapeWritesNothing(page, server, id, version);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('my list has not caught up when I press a (its re-read held): a asks first instead of the 409', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false', { token, ...WIDE });
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = Number(await focused.getAttribute('data-row-id'));
    const name = (await page.textContent(`[data-testid="applications-row"][data-row-id="${id}"] [data-testid="cell-name"]`))?.trim() ?? '';
    // The list's re-reads wait, so it still shows the row as New when the key goes.
    const held: (() => void)[] = [];
    await page.route('**/api/admin/job_applicant_list_v2', (route) => void held.push(() => void route.continue().catch(() => {})));
    const { version } = await otherAdvances(server, id);
    // The console has heard of the change (the re-read it started is held), and still shows New. Pressed
    // before the notice arrives, a would be sent and refused (the 409, then the same notice): not this case.
    const heard = Date.now() + 5_000;
    while (!held.length && Date.now() < heard) await new Promise((resolve) => setTimeout(resolve, 25));
    assert.ok(held.length > 0, 'the live notice started a re-read');
    await page.keyboard.press('a');
    await noticeSaysIt(page, name);
    await escapeWritesNothing(page, server, id, version);
    await page.unroute('**/api/admin/job_applicant_list_v2');
    held.forEach((release) => release());
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the palette\'s confirm refused as stale (my console never heard of the change): the notice, not the refusal in words', async ({ server, browser, token }) => {
    // My console's live stream is cut (it keeps trying): it hears of nothing, and its list stays as it was.
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false', { token, ...WIDE, prepare: cutStream });
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = Number(await focused.getAttribute('data-row-id'));
    const name = (await page.textContent(`[data-testid="applications-row"][data-row-id="${id}"] [data-testid="cell-name"]`))?.trim() ?? '';
    const { version } = await otherAdvances(server, id);
    await openPalette(page);
    await typeInPalette(page, 'change application status');
    await page.keyboard.press('Enter');
    // The choices are read from the application as it is (Shortlist: Select or Not fit).
    await page.waitForSelector('[data-testid="palette-item"][data-option-value="7"]');
    await typeInPalette(page, 'select');
    assert.is((await selectedItem(page)).value, '7');
    // My Enter goes out with the version my list showed, and is refused.
    const refused = page.waitForResponse((r) => r.url().endsWith('/change_progress_status'));
    await page.keyboard.press('Enter');
    assert.is((await (await refused).json()).err, 409, 'the server refused it as stale');
    const notice = await page.waitForSelector('[data-testid="changed-notice"]', { timeout: 5_000 });
    await paletteClosed(page);
    const text = (await notice.textContent()) ?? '';
    assert.ok(name && text.includes(name), `names the record (${name}): ${text}`);
    assert.match(text, /changed by someone else/, 'who is not known here (the stream did not tell)');
    assert.match(text, /Shortlist/, 'says what it is now');
    assert.not.match(text, /409|version|application_id|\{/i, 'in words');
    assert.not.ok(await page.$('[data-testid="palette-error"]'), 'not the refusal in the palette');
    assert.not.ok(await page.$('[data-testid="toast"][data-kind="error"]'), 'nor in a toast');
    await escapeWritesNothing(page, server, id, version);
    assert.equal(unexpected(errors, true).filter((e) => !/api\/live/.test(e)), []);
    await context.close();
  });

  test('a console whose stream was down hears nothing, then on reconnecting reads what was committed meanwhile', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false', { token, ...WIDE, prepare: cutStream });
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = Number(await focused.getAttribute('data-row-id'));
    const row = `[data-testid="applications-row"][data-row-id="${id}"]`;
    await otherAdvances(server, id);
    // Down: the list stays as it was shown.
    await page.waitForTimeout(1_500);
    assert.ok(await page.$(row), 'still listed as New while the stream is down');
    // Back: the console's next try opens the stream (its retries wait up to 10 s) and it re-reads on ready,
    // so the application now at Shortlist leaves the New list.
    await context.unroute('**/api/live');
    await page.waitForSelector(row, { state: 'detached', timeout: 20_000 });
    assert.equal(unexpected(errors, true).filter((e) => !/api\/live/.test(e)), []);
    await context.close();
  });

  test.run();
}
