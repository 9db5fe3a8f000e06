// Lists served by route rows (the screen kit, issue 26), in a real Chromium: the timesheet comments list
// (a list whose rows are not a record kind, added as a row) answers its keyword from the address and Enter
// opens the timesheet a comment is on; the incidents page, once a page file of its own, keeps its filter
// and the record the address names through a reload.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const test = await browserSuite('list rows', 2);
const WIDE = { width: 1440, height: 900, timeout: 15_000 };

const shown = (page: Page, testId: string) => page.$$eval(`[data-testid="${testId}-row"]`, (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const waitForRows = (page: Page, testId: string, ids: number[]) =>
  page.waitForFunction(
    ([id, want]) => {
      const rows = [...document.querySelectorAll(`[data-testid="${id}-row"]`)].map((r) => Number(r.getAttribute('data-row-id')));
      return rows.length === want.length && rows.every((row, i) => row === want[i]);
    },
    [testId, ids] as const,
  );
const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(([s, want]) => document.querySelector(s)?.textContent === want, [selector, text] as const);
const focusedId = (page: Page, testId: string) => page.getAttribute(`[data-testid="${testId}-row"][data-focused]`, 'data-row-id');

if (test) {
  test('timesheet comments: every comment with its worker, a keyword kept in the address, Enter opens the timesheet', async ({ server, browser, token }) => {
    type Comment = { id: number; timesheet_id: number; worker_name: string; body: string; author_name: string };
    const call = async (args: Record<string, unknown>) => (await server.call('time_sheet_all_comment_list', { page_size: 20, ...args }, { token })).data as { list: Comment[]; total: number };
    const all = await call({});
    assert.ok(all.total > 0, 'the seed has timesheet comments');

    const { context, page, errors } = await openConsole(browser, server, '/time-sheet/comments', { token, ...WIDE });
    await waitForRows(page, 'timesheet-comments', all.list.map((c) => c.id));
    await waitForText(page, '[data-testid="timesheet-comments-title-count"]', String(all.total));
    assert.match((await page.textContent('main h1')) ?? '', /^Comments on timesheets/);
    const headers = await page.$$eval('main thead th', (ths) => ths.map((th) => th.textContent?.trim()).filter(Boolean));
    for (const label of ['Created', 'Worker', 'Facility', 'By', 'Comment']) assert.ok(headers.some((h) => h?.startsWith(label)), `column ${label} in ${headers.join(', ')}`);

    // A word of the first comment, typed in the search by keyboard: the server's rows, and the address keeps it.
    const word = all.list[0].body.split(/\s+/).find((w) => w.length > 4)!.replace(/[^\p{L}\p{N}]/gu, '');
    const matching = await call({ keyword: word });
    await page.keyboard.press('/');
    await page.keyboard.type(word);
    await waitForRows(page, 'timesheet-comments', matching.list.map((c) => c.id));
    await page.waitForFunction((w) => new URLSearchParams(location.search).get('keyword') === w, word);
    await page.reload();
    await waitForRows(page, 'timesheet-comments', matching.list.map((c) => c.id));
    assert.is(await page.inputValue('[data-testid="timesheet-comments-toolbar"] input[type="search"]'), word);

    // Enter on the focused comment opens its timesheet, focused on the timesheets page.
    await page.waitForSelector('[data-testid="timesheet-comments-row"][data-focused]');
    const focusedComment = Number(await focusedId(page, 'timesheet-comments'));
    const focused = matching.list.find((c) => c.id === focusedComment)!;
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.pathname === '/time-sheet' && new URLSearchParams(location.search).get('timesheet') === String(id), focused.timesheet_id);
    await page.waitForSelector(`[data-testid="timesheets-row"][data-row-id="${focused.timesheet_id}"][data-focused]`);
    assert.equal(errors, []);
    await context.close();
  });

  test('incidents (a route row now): a filter and the incident the address names survive a reload', async ({ server, browser, token }) => {
    type Incident = { id: number; status: string };
    const call = async (args: Record<string, unknown>) => (await server.call('incident_list', { page_size: 20, ...args }, { token })).data as { list: Incident[]; total: number };
    const all = await call({ page_size: 100 });
    const counts = new Map<string, number>();
    for (const r of all.list) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const status = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const filtered = await call({ status });
    assert.ok(filtered.list.length >= 3, `${status} has at least 3 incidents`);
    const named = filtered.list[2].id;

    const { context, page, errors } = await openConsole(browser, server, `/incident/index?status=${status}&incident=${named}`, { token, ...WIDE });
    await waitForRows(page, 'incidents', filtered.list.map((r) => r.id));
    await page.waitForFunction((id) => document.querySelector('[data-testid="incidents-row"][data-focused]')?.getAttribute('data-row-id') === String(id), named);
    assert.is(await page.inputValue('[data-testid="incidents-status-filter"]'), status);
    await waitForText(page, '[data-testid="incidents-title-count"]', String(filtered.total));

    // A reload (or the link shared) comes back to the same filter and row.
    await page.reload();
    await waitForRows(page, 'incidents', filtered.list.map((r) => r.id));
    await page.waitForFunction((id) => document.querySelector('[data-testid="incidents-row"][data-focused]')?.getAttribute('data-row-id') === String(id), named);
    assert.is(await page.inputValue('[data-testid="incidents-status-filter"]'), status);
    assert.equal(await shown(page, 'incidents'), filtered.list.map((r) => r.id));
    assert.equal(errors, []);
    await context.close();
  });
  test.run();
}
