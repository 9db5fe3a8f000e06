// The AI summary, candidate exports and shifts in a real browser, by keyboard: on an applicant's AI
// summary tab, y shows the draft in the palette and Enter keeps it, shift+y saves a fit assessment; on
// /job/export-profile, shift+c approves the focused request, which renders its file; on the Shifts tab,
// j and Enter open a shift.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { aiRecommendations, aiSummaries, applications, auditLog, candidateExportFiles, candidateExports, conversationMessages, shiftWorkers } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, paletteClosed, selectedItem, unexpected } from './palette-support';

const test = await browserSuite('ai summary, exports and shifts', 3);

if (test) {
  test('y drafts a summary shown in the palette and Enter keeps it; shift+y saves the fit for the job', async ({ server, browser, token }) => {
    const db = server.database.db;
    // An applicant with one live application (the tab's first choice), which has a conversation.
    const [target] = await db
      .select({ staffId: applications.staffId, applicationId: sql<number>`min(${applications.id})` })
      .from(applications)
      .where(eq(applications.archived, false))
      .groupBy(applications.staffId)
      .having(sql`count(*) = 1 and exists (select 1 from ${conversationMessages} where ${conversationMessages.applicationId} = min(${applications.id}))`)
      .orderBy(applications.staffId)
      .limit(1);
    const live = async () => (await db.select({ n: count() }).from(aiSummaries).where(and(eq(aiSummaries.applicationId, target.applicationId), isNull(aiSummaries.deletedAt))))[0].n;
    const before = await live();

    const { page, errors, context } = await openPage(browser, server, `/staff/applicants/detail/${target.staffId}?tab=ai-summary`, token);
    await page.waitForSelector(`[data-testid="ai-panel"][data-application-id="${target.applicationId}"]`);
    await page.waitForSelector('[data-testid="ai-conversation"]');
    assert.is(await page.locator('[data-testid="ai-version"]').count(), before);

    await page.keyboard.press('y');
    const reason = await page.waitForSelector('[data-testid="palette-reason"]');
    const shown = (await reason.textContent()) ?? '';
    assert.match(shown, /^Draft by local-extractive from \d+ messages:/);
    assert.match(shown, /- Candidate: /);
    assert.match((await selectedItem(page)).text ?? '', /Keep this draft/);
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="ai-version"]').length === n, before + 1);
    const [kept] = await db.select().from(aiSummaries).where(eq(aiSummaries.applicationId, target.applicationId)).orderBy(desc(aiSummaries.id)).limit(1);
    assert.is(kept.origin, 'generated');
    assert.ok(shown.includes(kept.body.split('\n')[0].slice(2)), 'the kept text is the draft the palette showed');
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.api, 'ai_conversation_summary_insert')).orderBy(desc(auditLog.id)).limit(1);
    assert.is(audit.source, 'hotkey');
    assert.ok(await page.isVisible(`[data-testid="ai-version"][data-summary-id="${kept.id}"]`));

    const recommendations = async () => (await db.select({ n: count() }).from(aiRecommendations).where(eq(aiRecommendations.applicationId, target.applicationId)))[0].n;
    const savedBefore = await recommendations();
    await page.keyboard.press('Shift+Y');
    await page.waitForSelector('[data-testid="palette-reason"]');
    assert.match((await page.textContent('[data-testid="palette-reason"]')) ?? '', /(Strong|Possible|Weak) fit, \d+\/100 \(local-extractive\)/);
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector('[data-testid="ai-recommendation"]');
    assert.is(await recommendations(), savedBefore + 1);
    const [saved] = await db.select().from(aiRecommendations).where(eq(aiRecommendations.applicationId, target.applicationId)).orderBy(desc(aiRecommendations.id)).limit(1);
    assert.is(await page.getAttribute('[data-testid="ai-recommendation"]', 'data-score'), String(saved.score));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('on the export screen, shift+c approves the focused request; its file is rendered and listed', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [pending] = await db.select().from(candidateExports).where(eq(candidateExports.status, 'pending')).orderBy(desc(candidateExports.requestedAt), desc(candidateExports.id)).limit(1);
    const { page, errors, context } = await openPage(browser, server, `/job/export-profile?candidateExport=${pending.id}`, token);
    await page.waitForSelector(`[data-testid="export-detail"][data-export-id="${pending.id}"]`);
    assert.is(await page.textContent('[data-testid="export-detail-status"]'), 'Pending approval');
    assert.is(await page.locator('[data-testid="export-file"]').count(), 0);

    await page.keyboard.press('Shift+C');
    await page.waitForFunction(() => document.querySelector('[data-testid="export-detail-status"]')?.textContent === 'Exported');
    await page.waitForSelector('[data-testid="export-file"]');
    const [after] = await db.select().from(candidateExports).where(eq(candidateExports.id, pending.id));
    assert.is(after.status, 'exported');
    assert.is(after.exportCount, 1);
    const files = await db.select().from(candidateExportFiles).where(eq(candidateExportFiles.exportId, pending.id));
    assert.is(files.length, 1);
    assert.is(await page.textContent('[data-testid="export-file"] div'), files[0].filename);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.api, 'approve_candidate_export')).orderBy(desc(auditLog.id)).limit(1);
    assert.is(audit.source, 'hotkey');

    // The file opens in a sandboxed preview, and shift+e renders it again.
    await page.click('[data-testid="export-file-preview"]');
    await page.waitForSelector('[data-testid="export-preview"]');
    await page.keyboard.press('Shift+E');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="export-file"]').length === 2);
    assert.is((await db.select().from(candidateExports).where(eq(candidateExports.id, pending.id)))[0].exportCount, 2);
    // The harness's own start-up script (it seeds sessionStorage) also runs in the sandboxed preview, which refuses it.
    assert.equal(unexpected(errors).filter((e) => !/sandboxed and lacks the 'allow-same-origin' flag/.test(e)), []);
    await context.close();
  });

  test('the Shifts tab lists a worker’s shifts with a summary; j and Enter open one', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [worker] = await db.select({ staffId: shiftWorkers.staffId, n: count() }).from(shiftWorkers).groupBy(shiftWorkers.staffId).orderBy(desc(count()), shiftWorkers.staffId).limit(1);
    const { page, errors, context } = await openPage(browser, server, `/staff/applicants/detail/${worker.staffId}?tab=shifts`, token);
    await page.waitForSelector('[data-testid="staff-shift-table-row"]');
    const rows = await page.locator('[data-testid="staff-shift-table-row"]').count();
    assert.is(rows, Math.min(worker.n, 20));
    const second = await page.getAttribute('[data-testid="staff-shift-table-row"] >> nth=1', 'data-row-id');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="shift-detail"][data-shift-id="${second}"]`);
    assert.match((await page.textContent('[data-testid="shift-times"]')) ?? '', /^\d\d:\d\d–\d\d:\d\d /);
    assert.ok(await page.isVisible('[data-testid="shift-workers"]'));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
