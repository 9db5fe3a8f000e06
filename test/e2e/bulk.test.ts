// Bulk runs in Chromium against the real server: x and shift+x select a range, a status change over it
// shows the grouped dry run (what changes, what is refused and why) and changes nothing until Enter,
// then runs on the server with progress; the results stay, filterable, and 'select the 1 that failed'
// selects that row in the list.
import { and, eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, auditLog } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected } from './palette-support';

const TESTS = 1;
const test = await browserSuite('bulk', TESTS);

const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const selectedIds = (page: Page) =>
  page.$$eval('[data-testid="applications-row"][aria-selected="true"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));

if (test) {
  test('x, j, j, j, shift+x selects four rows; s Enter shows the dry run; Enter runs it; the failure is filtered and selected', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=1&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [a, b, c, d, e] = await rowIds(page);
    await page.keyboard.press('x');
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${d}"][data-focused]`);
    await page.keyboard.press('Shift+X');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === 4);
    assert.equal((await selectedIds(page)).sort(), [a, b, c, d].sort(), 'the range from the toggled row to the focused one');
    assert.not.ok((await selectedIds(page)).includes(e));
    assert.match((await page.textContent('[data-testid="applications-selection-bar"]')) ?? '', '4');

    // Someone moves c on to Interviewed after the page showed it: the table does not allow New's Shortlist from there.
    await server.database.db.update(applications).set({ status: 6 }).where(eq(applications.id, c));
    const before = await server.database.db.select().from(applications).where(inArray(applications.id, [a, b, c, d]));

    await page.keyboard.press('s');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    await page.keyboard.press('Enter');
    const dry = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    assert.is(await dry.getAttribute('data-change'), '3');
    assert.is(await dry.getAttribute('data-refused'), '1');
    const refusal = await page.waitForSelector('[data-testid="bulk-refusal"]');
    assert.is(await refusal.getAttribute('data-reason'), 'transition');
    assert.match((await refusal.textContent()) ?? '', `#${c}`);
    assert.match((await refusal.textContent()) ?? '', /Interviewed/);
    const unchanged = await server.database.db.select().from(applications).where(inArray(applications.id, [a, b, c, d]));
    assert.equal(unchanged, before, 'the dry run changed nothing');

    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bulk-results"]', { timeout: 20_000 });
    assert.match((await page.textContent('[data-testid="bulk-summary"]')) ?? '', /3 changed · 1 refused/);
    // The failures are shown first; the filter shows the others.
    await page.waitForSelector('[data-testid="bulk-rows"][data-filter="refused"] [data-testid="bulk-row"]');
    const failed = await page.$$eval('[data-testid="bulk-row"]', (rows) => rows.map((r) => [Number(r.getAttribute('data-row-id')), r.getAttribute('data-outcome')]));
    assert.equal(failed, [[c, 'refused']]);
    await page.click('[data-testid="bulk-filter-ok"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bulk-rows"][data-filter="ok"] [data-testid="bulk-row"][data-outcome="ok"]').length === 3);

    const after = await server.database.db.select().from(applications).where(inArray(applications.id, [a, b, d]));
    assert.ok(after.every((r) => r.status === 2 && r.version === before.find((x) => x.id === r.id)!.version + 1), 'each written once');
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.command, 'application.changeStatus'), inArray(auditLog.entityId, [a, b, c, d].map(String))));
    assert.is(audits.length, 3, 'one audit row per changed record');
    assert.ok(audits.every((row) => row.source === 'hotkey'));

    // 'Select the 1 that failed': the palette closes and the list has that row selected.
    await page.click('[data-testid="palette-item"][data-select-failed]');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    // c is Interviewed now, so the New list no longer shows it: the selection holds it all the same.
    await page.waitForFunction(() => /\b1\b/.test(document.querySelector('[data-testid="applications-selection-bar"]')?.textContent ?? ''));
    assert.not.ok((await rowIds(page)).includes(c));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
