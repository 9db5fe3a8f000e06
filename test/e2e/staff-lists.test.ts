// The staff lists in a real Chromium: the applicants list filtered by tag and state (and from the
// address, and by level) with the rows the server answers for that filter, a row opened by keyboard;
// the enabled staff detail with the applicant tabs, the master board edited by keyboard, and the
// checklist history.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';

const TESTS = 4;
const test = await browserSuite('staff lists', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

type Row = { id: number; name: string; tags: string[]; state: string };
/** Waits until the table shows exactly these rows, in this order. */
const waitForRows = (page: Page, ids: number[]) =>
  page.waitForFunction((want) => {
    const shown = [...document.querySelectorAll('[data-testid="staff-row"]')].map((r) => Number(r.getAttribute('data-row-id')));
    return shown.length === want.length && shown.every((id, i) => id === want[i]);
  }, ids);
const list = async (server: TestServer, token: string, api: string, args: Record<string, unknown>) => (await server.call(api, { page_size: 20, ...args }, { token })).data as { list: Row[]; total: number };

if (test) {
  test('filter applicants by tag and state, then open the second row with j and Enter', async ({ server, browser, token }) => {
    // A tag and state pair that several applicants share, so the filter leaves more than one row.
    const page1 = (await list(server, token, 'get_staff_list', { page_size: 200 })).list;
    const pair = page1.flatMap((r) => r.tags.map((tag) => ({ tag, state: r.state }))).find(({ tag, state }) => page1.filter((r) => r.state === state && r.tags.includes(tag)).length >= 3)!;
    assert.ok(pair, 'demo data has a tag shared by three applicants of one state');
    const expected = await list(server, token, 'get_staff_list', { tag: pair.tag, state: pair.state });
    const all = await list(server, token, 'get_staff_list', {});
    assert.ok(expected.total >= 3 && expected.total < all.total);

    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    await page.fill('[data-testid="staff-tag-filter"]', pair.tag.toUpperCase());
    await page.selectOption('[data-testid="staff-state-filter"]', pair.state);
    await waitForRows(page, expected.list.map((r) => r.id));
    await page.waitForFunction((n) => document.querySelector('[data-testid="tab-applicants-count"]')?.textContent === String(n), expected.total);

    // Back to the list's keys: j moves to the second row, Enter opens it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    const second = expected.list[1];
    await page.waitForSelector(`[data-testid="staff-row"][data-row-id="${second.id}"][data-focused]`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/staff/applicants/detail/${second.id}`);
    await page.waitForFunction((name) => document.querySelector('[data-testid="applicant-name"]')?.textContent === name, second.name);
    await page.waitForSelector('[data-testid="master-board"]');
    await page.waitForSelector('[data-testid="checklist-history"]');
    assert.equal(errors, []);
    await context.close();
  });

  test('the address starts the filters, and the level select narrows to one pay level', async ({ server, browser, token }) => {
    const { level_list: levels } = (await server.call('get_position_level_list', {}, { token })).data as { level_list: { id: number; staff_count: number }[] };
    const level = levels.find((l) => l.staff_count >= 2)!;
    assert.ok(level, 'demo data has a level held by two people');
    const byState = await list(server, token, 'get_staff_list', { state: 'VIC', experience: '2_to_5yrs' });
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants?state=VIC&experience=2_to_5yrs', { token, ...WIDE });
    await waitForRows(page, byState.list.map((r) => r.id));
    assert.is(await page.inputValue('[data-testid="staff-state-filter"]'), 'VIC');
    assert.is(await page.inputValue('[data-testid="staff-experience-filter"]'), '2_to_5yrs');

    const byLevel = await list(server, token, 'get_staff_list', { state: 'VIC', experience: '2_to_5yrs', level_id: level.id });
    await page.selectOption('[data-testid="staff-level-filter"]', String(level.id));
    await waitForRows(page, byLevel.list.map((r) => r.id));
    assert.ok(byLevel.total < byState.total, 'the level narrows further');
    assert.equal(errors, []);
    await context.close();
  });

  test('enabled staff: Enter opens a worker on the applicant tabs; the master board takes an entry by keyboard', async ({ server, browser, token }) => {
    const { list: enabled } = await list(server, token, 'get_enabled_staff_list', {});
    const { context, page, errors } = await openConsole(browser, server, '/staff/enabled-staff', { token, ...WIDE });
    await waitForRows(page, enabled.map((r) => r.id));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/staff/enabled-staff/detail/${enabled[0].id}`);
    await page.waitForSelector('[data-testid="enabled-staff-detail"]');
    for (const tab of ['overview', 'forms', 'notes', 'shifts']) await page.waitForSelector(`[data-testid="applicant-tab-${tab}"]`);
    const board = await page.waitForSelector('[data-testid="master-board"][data-version]');
    const before = Number(await board.getAttribute('data-version'));

    await page.click('[data-testid="master-board-add"]');
    await page.waitForSelector('[data-testid="board-provider-search"]:focus');
    await page.keyboard.type('Ha');
    await page.waitForSelector('[data-testid="board-provider-hits"] [role="option"]');
    const provider = (await page.textContent('[data-testid="board-provider-hits"] [role="option"][aria-selected="true"] .font-medium'))!;
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="board-provider"]');
    await page.focus('[data-testid="board-standing"]');
    await page.selectOption('[data-testid="board-standing"]', 'blocked');
    await page.focus('[data-testid="board-note"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="board-error-note"]');
    await page.keyboard.type('Late cancellation on a night shift.');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="board-form"]', { state: 'detached' });
    await page.waitForSelector(`[data-testid="master-board"][data-version="${before + 1}"]`);
    const entry = await page.textContent('[data-testid="master-board-entry"][data-standing="blocked"]');
    assert.ok(entry!.includes(provider) && entry!.includes('Late cancellation on a night shift.'), entry!);
    const stored = (await server.call('get_staff_masterboard', { staff_id: enabled[0].id }, { token })).data.master_board;
    assert.is(stored.version, before + 1);
    assert.ok(stored.entries.some((e: { standing: string; provider_name: string }) => e.standing === 'blocked' && e.provider_name === provider));
    assert.equal(errors, []);
    await context.close();
  });

  test('the checklist history shows who ticked what; one item can be picked out', async ({ server, browser, token }) => {
    const { list: enabled } = await list(server, token, 'get_enabled_staff_list', { page_size: 30 });
    let id = 0;
    let events: { item: string }[] = [];
    for (const r of enabled) {
      events = (await server.call('checklist_item_history', { staff_id: r.id }, { token })).data.list;
      if (new Set(events.map((e) => e.item)).size >= 2) {
        id = r.id;
        break;
      }
    }
    assert.ok(id, 'a seeded worker has changes to two checklist items');
    const { context, page, errors } = await openConsole(browser, server, `/staff/applicants/detail/${id}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="checklist-history-event"]');
    const shown = await page.$$eval('[data-testid="checklist-history-event"]', (rows) => rows.map((r) => r.getAttribute('data-item')));
    assert.equal(shown, events.slice(0, shown.length).map((e) => e.item));
    const item = events[0].item;
    await page.selectOption('[data-testid="checklist-history-item"]', item);
    const only = await page.$$eval('[data-testid="checklist-history-event"]', (rows) => rows.map((r) => r.getAttribute('data-item')));
    assert.ok(only.length >= 1 && only.every((x) => x === item));
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
