// The palette as the way in: pages by title path and by URL, records found by the server's search,
// Esc stepping back, the cheat sheet on '?', g sequences and [ ] between tabs, shortcuts on every item.
import { count, eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { staff } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected, waitForPath } from './palette-support';

const TESTS = 7;
const test = await browserSuite('palette navigation', TESTS);

if (test) {

  test('a page by its title path: "staff applicants" → Staff › Applicants, with its g a shortcut shown', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'staff applicants');
    const item = await selectedItem(page);
    assert.is(item.route, '/staff/applicants');
    assert.match(item.text ?? '', /Staff › Applicants/);
    assert.ok(await page.$('[data-testid="palette-item"][data-selected="true"] [data-kbd="g a"]'), 'the item teaches its key');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await waitForPath(page, '/staff/applicants');
    await page.waitForSelector('[data-testid="staff-row"]');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a page by URL, parameters included: /staff/applicants/detail/5', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, '/staff/applicants/detail/5');
    assert.is((await selectedItem(page)).route, '/staff/applicants/detail/5');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/staff/applicants/detail/5');
    await page.waitForSelector('[data-testid="applicant-detail"][data-staff-id="5"] [data-testid="applicant-field-email"]');
    const [person] = await server.database.db.select().from(staff).where(eq(staff.id, 5));
    assert.is(await page.textContent('[data-testid="applicant-name"]'), `${person.firstName} ${person.surname}`);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('records: an applicant found by surname through search_records, Enter opens their detail', async ({ server, browser, token }) => {
    // A surname only one applicant has, so the hit is unambiguous.
    const [unique] = await server.database.db
      .select({ surname: staff.surname, n: count() })
      .from(staff)
      .groupBy(staff.surname)
      .having(sql`count(*) = 1`)
      .orderBy(staff.surname)
      .limit(1);
    assert.ok(unique, 'the seed has a unique surname');
    const [person] = await server.database.db.select().from(staff).where(eq(staff.surname, unique.surname));
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, unique.surname);
    const hit = await page.waitForSelector(`[data-testid="palette-item"][data-record="applicant:${person.id}"]`);
    assert.match(await hit.textContent() ?? '', unique.surname);
    await hit.click();
    await waitForPath(page, `/staff/applicants/detail/${person.id}`);
    await page.waitForSelector(`[data-testid="applicant-detail"][data-staff-id="${person.id}"] [data-testid="applicant-field-email"]`);
    assert.match(await page.textContent('[data-testid="applicant-field-email"]') ?? '', person.email);
    // The hit is remembered: with the server's search held back, the next palette still finds it.
    await page.route('**/api/admin/search_records', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => {});
    });
    await openPalette(page);
    await page.keyboard.type(unique.surname.slice(0, 4));
    await page.waitForSelector(`[data-testid="palette-item"][data-record="applicant:${person.id}"]`, { timeout: 1500 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('Esc steps back: from an argument to the list, from the list out', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await openPalette(page);
    await typeInPalette(page, 'switch language');
    assert.is((await selectedItem(page)).commandId, 'ui.setLanguage');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="language"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette-step"]', { state: 'detached' });
    assert.ok(await page.$('[data-testid="palette"]'), 'the palette is still open, at its first list');
    assert.is(await page.inputValue('[data-testid="palette-input"]'), '');
    await page.keyboard.press('Escape');
    await paletteClosed(page);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('? opens the cheat sheet generated from the catalogue', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/staff/applicants', token);
    await page.waitForSelector('[data-testid="staff-row"]');
    await page.keyboard.press('Shift+Slash');
    const sheet = await page.waitForSelector('[data-testid="cheat-sheet"]');
    const text = (await sheet.textContent()) ?? '';
    for (const title of ['Change application status', 'Open command palette', 'Focus next row', 'Next tab']) assert.match(text, title);
    for (const kbd of ['s', 'mod+k', 'j', 'x', 'g a', ']', '[']) assert.ok(await sheet.$(`[data-kbd="${kbd}"]`), `the sheet shows ${kbd}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="cheat-sheet"]', { state: 'detached' });
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('g sequences go to areas; [ and ] move between tabs', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    await page.waitForSelector('[data-testid="app-shell"]');
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await waitForPath(page, '/staff/applicants');
    await page.waitForSelector('[data-testid="staff-row"]');
    await page.keyboard.press('g');
    await page.keyboard.press('j');
    await waitForPath(page, /^\/job\/ads/);
    await page.keyboard.press('[');
    await waitForPath(page, '/staff/applicants');
    await page.keyboard.press(']');
    await waitForPath(page, /^\/job\/ads/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('j, Enter on the applicants list opens the focused applicant (list.open)', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/staff/applicants', token);
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    await page.keyboard.press('j');
    const id = await page.$eval('[data-testid="staff-row"][data-focused]', (el) => el.getAttribute('data-row-id'));
    assert.is(id, await page.$$eval('[data-testid="staff-row"]', (rows) => rows[1].getAttribute('data-row-id')));
    await page.keyboard.press('Enter');
    await waitForPath(page, `/staff/applicants/detail/${id}`);
    await page.waitForSelector(`[data-testid="applicant-detail"][data-staff-id="${id}"]`);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
