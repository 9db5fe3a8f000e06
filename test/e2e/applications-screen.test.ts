// /job/applications in Chromium against the real server: two selected rows advance with one key (a),
// each with its own result; the panel beside the list follows the focus and the address
// (?application=<id>), offers the next steps with the default on a, and runs a step with details
// (schedule interview) through its form and preview; o opens every op in the palette, where a candidate's
// answer is recorded after its preview. Another recruiter's change shows in an open list within a second
// (the live stream), with the focus and the selection kept.
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applicationEvents, applications, auditLog, interviews } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { selectedItem, typeInPalette, unexpected } from './palette-support';

const TESTS = 4;
const test = await browserSuite('applications screen', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const focusedId = (page: Page) => page.$eval('[data-testid="applications-row"][data-focused]', (el) => Number(el.getAttribute('data-row-id')));
const panelFor = (page: Page, id: number) => page.waitForSelector(`[data-testid="application-panel"][data-application-id="${id}"]`);

if (test) {
  test('x, j, x, a: both selected rows advance to their default (Shortlist), each with its own result, by one key', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [first, second] = await rowIds(page);
    const before = await server.database.db.select().from(applications).where(inArray(applications.id, [first, second]));
    assert.ok(before.every((r) => r.status === 1));
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.waitForSelector('[data-testid="applications-selection-bar"]');

    await page.keyboard.press('a');
    // Over several rows it is a bulk run: its dry run first, then Enter runs it (docs/bulk.md).
    const dry = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    assert.is(await dry.getAttribute('data-change'), '2');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bulk-row"]').length === 2);
    const outcomes = await page.$$eval('[data-testid="bulk-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), ok: r.getAttribute('data-outcome') === 'ok' })));
    assert.equal(outcomes.map((o) => o.id).sort(), [first, second].sort());
    assert.ok(outcomes.every((o) => o.ok), JSON.stringify(outcomes));
    const after = await server.database.db.select().from(applications).where(inArray(applications.id, [first, second]));
    for (const row of after) {
      assert.is(row.status, 2);
      assert.is(row.version, before.find((b) => b.id === row.id)!.version + 1, 'each row written once, with its own version');
    }
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.command, 'application.advance'), inArray(auditLog.entityId, [String(first), String(second)])));
    assert.is(audits.length, 2);
    assert.ok(audits.every((a) => a.source === 'hotkey'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    assert.not.ok(await page.$('[data-testid="applications-selection-bar"]'), 'the selection is cleared');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the panel follows the focus and the address; a step with details runs from it through its form and preview', async ({ server, browser, token }) => {
    // Active applications of every status, so the row stays in the list when its status changes.
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?archived=false', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.selectOption('[data-testid="applications-pager"] select', '100');
    await page.waitForFunction(() => document.querySelector('[data-testid="applications-pager-range"]')?.textContent?.startsWith('1–100'));
    const shortlisted = await page.$$eval('[data-testid="applications-row"]', (rows) => rows.filter((r) => r.querySelector('[data-testid="cell-status"]')?.textContent === 'Shortlist').map((r) => Number(r.getAttribute('data-row-id'))));
    assert.ok(shortlisted.length > 1, 'the demo has Shortlist applications among the newest hundred');
    const id = shortlisted[1];
    // Any interview the demo booked for it is over, so a new one can go in the diary.
    await server.database.db.update(interviews).set({ scheduledAt: '2020-01-06T00:00:00.000Z' }).where(eq(interviews.applicationId, id));
    await page.click(`[data-testid="applications-row"][data-row-id="${id}"] [data-testid="cell-name"]`);
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${id}"][data-focused]`);
    await panelFor(page, id);
    await page.waitForFunction((want) => new URLSearchParams(location.search).get('application') === String(want), id);
    // Shortlist: §4 marks no default; the workflow offers Schedule interview beside Select and Not fit.
    const ops = await page.$$eval('[data-testid="application-op"]', (els) => els.map((e) => e.getAttribute('data-op')));
    assert.ok(['select', 'notFit', 'archive', 'scheduleInterview', 'requireSupplement'].every((op) => ops.includes(op)), ops.join());
    assert.not.ok(await page.$('[data-testid="application-op"][data-default]'));

    await page.click('[data-testid="application-op"][data-op="scheduleInterview"]');
    await page.waitForSelector('[data-testid="application-op-form"][data-op="scheduleInterview"]');
    await page.click('[data-testid="application-op-submit"]');
    await page.waitForSelector('[data-testid="application-op-location"][aria-invalid]');
    await page.fill('[data-testid="application-op-interview_at"]', new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await page.selectOption('[data-testid="application-op-interview_at-time"]', '10:30');
    await page.fill('[data-testid="application-op-location"]', 'Banksia Gardens, 12 Wattle St, Parramatta NSW');
    await page.click('[data-testid="application-op-submit"]');
    const preview = await page.waitForSelector('[data-testid="application-op-preview"]');
    assert.match((await preview.textContent()) ?? '', /to Interview pending\b(?! \()/);
    assert.is((await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status, 2, 'the preview changes nothing');
    await page.click('[data-testid="application-op-confirm"]');
    await page.waitForSelector('[data-testid="application-panel-status"]:has-text("Interview pending")');
    const [row] = await server.database.db.select().from(applications).where(eq(applications.id, id));
    assert.is(row.status, 5);
    const [event] = await server.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(desc(applicationEvents.id)).limit(1);
    assert.is(event.step, 'scheduleInterview');
    assert.is((event.details as { location: string }).location, 'Banksia Gardens, 12 Wattle St, Parramatta NSW');
    const diary = await server.database.db.select().from(interviews).where(eq(interviews.applicationId, id)).orderBy(desc(interviews.id)).limit(1);
    assert.is(diary[0].location, 'Banksia Gardens, 12 Wattle St, Parramatta NSW', 'the interview is in the diary');
    // The history tab shows it; the default of Interview pending is now on a.
    await page.click('[data-testid="application-panel-tab-history"]');
    await page.waitForSelector('[data-testid="application-history"] [data-step="scheduleInterview"]');
    await page.waitForSelector('[data-testid="application-op"][data-op="markInterviewed"][data-default]');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('o opens every op of the focused application in the palette; a candidate’s answer is recorded after its preview', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=8&archived=false', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = await focusedId(page);
    await panelFor(page, id);
    await page.keyboard.press('o');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="op"]');
    await page.waitForSelector('[data-testid="palette-item"][data-option-value="offerAccepted"]');
    const values = await page.$$eval('[data-testid="palette-item"][data-option-value]', (items) => items.map((i) => i.getAttribute('data-option-value')));
    assert.ok(['archive', 'offerAccepted', 'offerDeclined'].every((v) => values.includes(v)), values.join());
    await typeInPalette(page, 'accepted the offer');
    assert.is((await selectedItem(page)).value, 'offerAccepted');
    await page.keyboard.press('Enter');
    const preview = await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await preview.textContent()) ?? '', /from Offer sent to Offer accepted\b(?! \()/);
    assert.is((await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status, 8);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    assert.is((await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status, 10);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('another recruiter shortlists a row of my open New list: it leaves within a second, my focus and selection stay', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=1&archived=false', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [, , third, fourth] = await rowIds(page);
    // Focus the third row and select the fourth: the fifth is someone else's to move.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${third}"][data-focused]`);
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('k');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${fourth}"][aria-selected="true"]`);
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${third}"][data-focused]`);
    const ids = await rowIds(page);
    const moved = ids[4];
    // The other recruiter: a second session, through the API.
    const other = await server.signIn();
    const [row] = await server.database.db.select().from(applications).where(eq(applications.id, moved));
    const done = await server.call('advance_application', { application_id: moved, version: row.version }, { token: other });
    assert.is(done.err, 0, done.msg);
    const started = Date.now();
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${moved}"]`, { state: 'detached', timeout: 3000 });
    const took = Date.now() - started;
    assert.ok(took < 1500, `the moved row left the list in ${took} ms`);
    assert.is(await focusedId(page), third, 'the focus stayed on my row');
    assert.ok(await page.$(`[data-testid="applications-row"][data-row-id="${fourth}"][aria-selected="true"]`), 'my selection stayed');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
