// Issue 6's palette defects, in Chromium against the real server: Ctrl+K then Enter never signs you
// out (Log out asks to confirm); a run over selected rows writes each row with its own version, shows
// per-row results with no toast over them, clears the selection and is not run again by Esc and Enter;
// 'all matching' runs over every matching row after a confirm; a typo finds the page the header
// search finds; an action typed with nothing focused says what to focus, and still runs from there.
import { and, eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import { applications } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected, waitForPath } from './palette-support';

const TESTS = 5;
const test = await browserSuite('palette safety', TESTS);

const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const signedIn = (page: Page) => page.evaluate((key) => localStorage.getItem(key) !== null, TOKEN_STORAGE_KEY);
const outcomes = (page: Page) =>
  page.$$eval('[data-testid="bulk-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), ok: r.getAttribute('data-outcome') === 'ok', text: r.textContent ?? '' })));
/** A bulk run's results, every row (the failures are shown first). */
async function allOutcomes(page: Page, total: number) {
  await page.click('[data-testid="bulk-filter-all"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="bulk-rows"][data-filter="all"] [data-testid="bulk-row"]').length === n, total, { timeout: 20_000 });
  return outcomes(page);
}

if (test) {
  test('Ctrl+K then Enter never signs you out; Log out is last and asks to confirm', async ({ server, browser }) => {
    // Its own session: logging out ends it on the server, and the other tests go on with theirs.
    const { context, page, errors } = await openPage(browser, server, '/dashboard', await server.signIn());
    await openPalette(page);
    const first = await selectedItem(page);
    assert.is.not(first.commandId, 'auth.logout', 'Log out is never the preselected item');
    const actions = await page.$$eval('[data-testid="palette-item"][data-group="actions"]', (items) => items.map((i) => i.getAttribute('data-command-id')));
    assert.ok(actions.includes('auth.logout'), 'it is still listed');
    assert.is(actions.at(-1), 'auth.logout', 'after every safe action');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    assert.ok(await signedIn(page), 'still signed in after Ctrl+K, Enter');
    assert.ok(await page.$('[data-testid="app-shell"]'));

    await page.goto('/dashboard');
    await openPalette(page);
    await typeInPalette(page, 'log out');
    assert.is((await selectedItem(page)).commandId, 'auth.logout');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"][data-danger]');
    assert.ok(await signedIn(page), 'choosing it only asks');
    assert.ok((await selectedItem(page)).text?.includes('Log out'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette-confirm"]', { state: 'detached' });
    assert.ok(await signedIn(page), 'Esc takes it back');
    await typeInPalette(page, 'log out');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"]');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/login/);
    assert.not.ok(await signedIn(page));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a run over selected rows: each row with its own version, results in place, selection cleared, no second run', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [a, b, c] = (await rowIds(page)).slice(0, 3);
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    // The focus goes back to a: the choices are those of a New application.
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${a}"][data-focused]`);
    await page.waitForSelector('[data-testid="applications-selection-bar"]');
    // Someone else shortlists c after the page showed it: that row alone is a conflict.
    const [seenC] = await server.database.db.select().from(applications).where(eq(applications.id, c));
    assert.is((await server.call('change_progress_status', { application_id: c, status: 2, version: seenC.version }, { token })).err, 0);
    const before = new Map((await server.database.db.select().from(applications).where(inArray(applications.id, [a, b]))).map((r) => [r.id, r.version]));

    await openPalette(page);
    assert.match((await page.textContent('[data-testid="palette-targets"]')) ?? '', '3');
    await typeInPalette(page, 'change application status');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    assert.is((await selectedItem(page)).value, '2', 'Shortlist, the default for New');
    await page.keyboard.press('Enter');
    // The dry run already names c's refusal; Enter runs it.
    const refusal = await page.waitForSelector('[data-testid="bulk-refusal"][data-reason="stale"]');
    assert.is(await refusal.getAttribute('data-count'), '1');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bulk-summary"]', { timeout: 20_000 });
    const results = await allOutcomes(page, 3);
    assert.equal(results.filter((o) => o.ok).map((o) => o.id).sort(), [a, b].sort(), JSON.stringify(results));
    const failed = results.find((o) => o.id === c);
    assert.ok(failed && !failed.ok && /changed by someone else/.test(failed.text), 'c was changed by someone else: said on its row');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    assert.equal(await page.$$('[data-testid="toast"]'), [], 'no toast over the results');
    const after = await server.database.db.select().from(applications).where(inArray(applications.id, [a, b]));
    for (const row of after) {
      assert.is(row.status, 2);
      assert.is(row.version, before.get(row.id)! + 1, `application ${row.id} was written with its own version`);
    }
    await page.waitForSelector('[data-testid="applications-selection-bar"]', { state: 'detached' });

    // Esc closed the results; nothing is selected, so the palette's Enter cannot run it again.
    await openPalette(page);
    assert.not.ok(await page.$('[data-testid="palette-targets"]'), 'no rows to run over');
    assert.not.ok(await page.$('[data-testid="palette-step"]'), 'back at the first list, not at the status step');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    const again = await server.database.db.select().from(applications).where(inArray(applications.id, [a, b]));
    assert.equal(again.map((r) => r.version).sort(), after.map((r) => r.version).sort(), 'nothing ran again');
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test("'all matching' runs over every row matching the filter, each with its version, after a confirm", async ({ server, browser, token }) => {
    const matching = and(eq(applications.status, 22), eq(applications.archived, false));
    const rows = await server.database.db.select().from(applications).where(matching);
    assert.ok(rows.length > 20, `more rows than a page (${rows.length})`);
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=22&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.click('[data-testid="applications-select-page"]');
    await page.click('[data-testid="applications-select-all-matching"]');
    await page.waitForSelector('[data-testid="applications-all-matching"]');
    await openPalette(page);
    assert.match((await page.textContent('[data-testid="palette-targets"]')) ?? '', String(rows.length));
    await typeInPalette(page, 'archive');
    assert.is((await selectedItem(page)).commandId, 'application.setArchived');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="archived"]');
    await page.keyboard.press('Enter');
    // The dry run is the confirm: it names every matching row, and nothing changes until Enter.
    const confirm = await page.waitForSelector('[data-testid="bulk-dry-run"]', { timeout: 20_000 });
    assert.match((await confirm.textContent()) ?? '', String(rows.length));
    assert.is(await confirm.getAttribute('data-change'), String(rows.length));
    assert.is((await server.database.db.select().from(applications).where(and(eq(applications.status, 22), eq(applications.archived, true)))).length, 0, 'nothing before the confirm');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bulk-summary"]', { timeout: 30_000 });
    const results = await allOutcomes(page, rows.length);
    assert.is(results.length, rows.length);
    assert.ok(results.every((o) => o.ok), JSON.stringify(results.filter((o) => !o.ok)));
    const after = await server.database.db.select().from(applications).where(inArray(applications.id, rows.map((r) => r.id)));
    const seen = new Map(rows.map((r) => [r.id, r.version]));
    assert.ok(after.every((r) => r.archived && r.version === seen.get(r.id)! + 1), 'every matching row archived once, with its own version');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test("a typo finds the page the header search finds: 'aplicatns' → Applicants", async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await page.waitForSelector('[data-testid="app-shell"]');
    await page.click('[data-testid="header-search-button"]');
    await page.fill('[data-testid="header-search-input"]', 'aplicatns');
    const header = await page.waitForSelector('[data-testid="header-search-option"]');
    assert.is(await header.getAttribute('data-path'), '/staff/applicants', 'the header search finds it');
    await page.keyboard.press('Escape');
    await openPalette(page);
    await typeInPalette(page, 'aplicatns');
    assert.is((await selectedItem(page)).route, '/staff/applicants', 'the palette ranks it first');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/staff/applicants');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test("'shortlist' with nothing focused says what to focus, and runs from a record found here", async ({ server, browser, token }) => {
    const [row] = await server.database.db.select().from(applications).where(and(eq(applications.status, 1), eq(applications.archived, false))).limit(1);
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'shortlist');
    const hint = await selectedItem(page);
    assert.match(hint.text ?? '', /Shortlist needs an application: focus one in .*Applications.* or search it here/, JSON.stringify(hint));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="application_id"]');
    await typeInPalette(page, `#${row.id}`);
    assert.is((await selectedItem(page)).value, String(row.id));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    assert.is((await selectedItem(page)).value, '2', 'the choices of that application: Shortlist by default');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, row.id));
    assert.is(after.status, 2);
    assert.is(after.version, row.version + 1, 'written with the version read just before');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
