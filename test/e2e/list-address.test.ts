// A list's view lives in the address (issue 22 §6): a filter, a sort and a page chosen on the
// applicants list survive a reload and open the same rows from a shared link; Back steps through the
// earlier views (page, sort, filter), each with its rows.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';

const test = await browserSuite('list address', 1);
const WIDE = { width: 1440, height: 900, timeout: 15_000 };

type Row = { id: number; state: string };
const list = async (server: TestServer, token: string, args: Record<string, unknown>) => (await server.call('get_staff_list', { page_size: 20, ...args }, { token })).data as { list: Row[]; total: number };
const shown = (page: Page) => page.$$eval('[data-testid="staff-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const waitForRows = (page: Page, ids: number[]) =>
  page.waitForFunction((want) => {
    const rows = [...document.querySelectorAll('[data-testid="staff-row"]')].map((r) => Number(r.getAttribute('data-row-id')));
    return rows.length === want.length && rows.every((id, i) => id === want[i]);
  }, ids);

if (test) {
  test('filter + sort + page: a reload and a shared link show the same rows; Back restores each earlier view', async ({ server, browser, token }) => {
    // The state with the most applicants, so its list has a second page.
    const all = (await list(server, token, { page_size: 200 })).list;
    const counts = new Map<string, number>();
    for (const r of all) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
    const state = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const byState = await list(server, token, { state });
    assert.ok(byState.total > 20, `${state} has a second page`);

    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    const unfiltered = await shown(page);
    await page.selectOption('[data-testid="staff-state-filter"]', state);
    await waitForRows(page, byState.list.map((r) => r.id));
    await page.click('[data-testid="sort-name"]');
    const dir = (await page.getAttribute('[data-testid="sort-name"]', 'data-sorted')) as 'asc' | 'desc';
    assert.ok(dir === 'asc' || dir === 'desc');
    const sorted = await list(server, token, { state, sort_by: 'name', sort_dir: dir });
    await waitForRows(page, sorted.list.map((r) => r.id));
    await page.click('[data-testid="staff-pager-next"]');
    const second = await list(server, token, { state, sort_by: 'name', sort_dir: dir, page: 2 });
    await waitForRows(page, second.list.map((r) => r.id));
    const url = page.url();
    assert.match(url, /page=2/);

    await page.reload();
    await waitForRows(page, second.list.map((r) => r.id));
    assert.is(await page.inputValue('[data-testid="staff-state-filter"]'), state);
    assert.is(await page.getAttribute('[data-testid="sort-name"]', 'data-sorted'), dir);

    // A shared link: another browser context (its own storage) on the same address.
    const shared = await openConsole(browser, server, url.slice(server.url.length), { token, ...WIDE });
    await waitForRows(shared.page, second.list.map((r) => r.id));
    assert.equal(shared.errors, []);
    await shared.context.close();

    await page.goBack();
    await waitForRows(page, sorted.list.map((r) => r.id));
    await page.goBack();
    await waitForRows(page, byState.list.map((r) => r.id));
    await page.goBack();
    await waitForRows(page, unfiltered);
    assert.is(await page.inputValue('[data-testid="staff-state-filter"]'), '');
    assert.equal(errors, []);
    await context.close();
  });
  test.run();
}
