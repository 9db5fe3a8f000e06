// The master board in a real Chromium: a temp shift posted through the form waits on the approval page
// and is approved there; a CSV with a bad line is imported with its per-line report; a contract template
// is written in the rich-text editor; a provider API key is shown once and listed by its prefix.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { contractTemplates, facilities, masterBoards, providerApiKeys, tempShifts } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const test = await browserSuite('master board', 3);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('post a temp shift, approve it on the approval page, then import a CSV with one bad line', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [board] = await db.select({ providerId: masterBoards.providerId }).from(masterBoards).where(eq(masterBoards.requireApproval, true)).orderBy(masterBoards.providerId).limit(1);
    const [facility] = await db.select({ id: facilities.id, name: facilities.name }).from(facilities).where(eq(facilities.providerId, board.providerId)).limit(1);
    const { context, page, errors } = await openConsole(browser, server, `/provider/master-board/temp-shift/add?provider=${board.providerId}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="temp-shift-form"]');
    await page.waitForSelector(`#temp-shift-facility-id option[value="${facility.id}"]`, { state: 'attached' });
    await page.selectOption('#temp-shift-facility-id', String(facility.id));
    await page.fill('#temp-shift-position', 'Assistant in Nursing — E2E');
    await page.fill('#temp-shift-shift-date', '2026-12-18');
    await page.selectOption('#temp-shift-start-time', '14:30');
    await page.selectOption('#temp-shift-end-time', '23:00');
    await page.fill('#temp-shift-hourly-rate-cents', 'abc');
    await page.click('[data-testid="temp-shift-save"]');
    await page.waitForSelector('[data-testid="temp-shift-hourly-rate-cents-error"]:has-text("38.50")');
    await page.fill('#temp-shift-hourly-rate-cents', '41.20');
    await page.click('[data-testid="temp-shift-save"]');
    await page.waitForSelector('[data-testid="temp-shift-view"]');
    assert.is(await page.textContent('[data-testid="temp-shift-status"]'), 'Awaiting approval');
    const [posted] = await db.select().from(tempShifts).orderBy(desc(tempShifts.id)).limit(1);
    assert.equal([posted.position, posted.hourlyRateCents, posted.startTime, posted.status], ['Assistant in Nursing — E2E', 4120, '14:30', 'pending_approval']);

    await page.goto(`/provider/master-board/approval?provider=${board.providerId}`);
    const row = page.locator('[data-testid="approval-row"]', { hasText: 'Assistant in Nursing — E2E' });
    await row.locator('[data-testid="shift-move-open"]').click();
    await row.waitFor({ state: 'detached' });
    const [approved] = await db.select().from(tempShifts).where(eq(tempShifts.id, posted.id));
    assert.equal([approved.status, approved.version], ['open', 2]);
    assert.ok(approved.decidedBy, 'who approved is kept');

    await page.goto(`/provider/master-board/temp-shift/import?provider=${board.providerId}`);
    const csv = ['facility,position,date,start,end,break,hourly rate,workers', `${facility.id},Cleaner,2026-12-20,07:00,11:00,0,29.50,1`, `${facility.id},Cleaner,2026-12-21,07:05,11:00,0,29.50,1`].join('\n');
    await page.setInputFiles('[data-testid="temp-shift-import-file"]', { name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForFunction(() => (document.querySelector('[data-testid="temp-shift-import-text"]') as HTMLTextAreaElement)?.value.includes('Cleaner'));
    await page.click('[data-testid="temp-shift-import-check"]');
    await page.waitForSelector('[data-testid="temp-shift-import-report"]');
    assert.is(await page.locator('[data-testid="import-failed"]').count(), 1);
    const before = (await db.select({ id: tempShifts.id }).from(tempShifts).where(eq(tempShifts.providerId, board.providerId))).length;
    await page.click('[data-testid="temp-shift-import-run"]');
    await page.waitForSelector('[data-testid="temp-shift-import-report"]:has-text("Imported 1")');
    assert.match(await page.textContent('[data-testid="import-failed"]') ?? '', /Start 07:05 must be a 24-hour time on a 15-minute step/);
    const after = (await db.select({ id: tempShifts.id }).from(tempShifts).where(eq(tempShifts.providerId, board.providerId))).length;
    assert.is(after - before, 1);
    assert.equal(errors, []);
    await context.close();
  });

  test('write a contract template in the rich-text editor and find it in the provider\u2019s list', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [board] = await db.select({ providerId: masterBoards.providerId }).from(masterBoards).orderBy(masterBoards.providerId).limit(1);
    const { context, page, errors } = await openConsole(browser, server, `/provider/manage/contract-configuration/list/${board.providerId}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="contract-templates-row"]');
    await page.click('[data-testid="contract-new"]');
    await page.waitForSelector('[data-testid="contract-form"]');
    await page.fill('#contract-name', 'Placement agreement — TAFE students');
    await page.selectOption('#contract-employment-type', '5');
    await page.waitForSelector('[data-testid="contract-body"] .ql-editor');
    await page.click('[data-testid="contract-body"] .ql-editor');
    await page.keyboard.type('Students on placement are supervised by a registered nurse at all times.');
    await page.click('[data-testid="contract-save"]');
    await page.waitForURL(`**/provider/manage/contract-configuration/list/${board.providerId}`);
    await page.waitForSelector('[data-testid="contract-templates-row"]:has-text("Placement agreement — TAFE students")');
    const [saved] = await db.select().from(contractTemplates).where(and(eq(contractTemplates.providerId, board.providerId), eq(contractTemplates.name, 'Placement agreement — TAFE students')));
    assert.is(saved.employmentType, 5);
    assert.match(saved.bodyHtml, /<p>Students on placement are supervised by a registered nurse at all times\.<\/p>/);
    assert.equal(errors, []);
    await context.close();
  });

  test('create a provider API key: shown once, then listed by its prefix only', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [board] = await db.select({ providerId: masterBoards.providerId }).from(masterBoards).where(isNotNull(masterBoards.slug)).orderBy(masterBoards.providerId).limit(1);
    const { context, page, errors } = await openConsole(browser, server, `/provider/master-board/permission?provider=${board.providerId}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="board-permission-grid"]');
    await page.click('[data-testid="api-key-add"]');
    await page.waitForSelector('[data-testid="api-key-new"]');
    await page.fill('#api-key-name', 'Roster sync — E2E');
    await page.waitForSelector('#api-key-administrator option:nth-child(2)', { state: 'attached' });
    await page.selectOption('#api-key-administrator', { index: 1 });
    await page.check('[data-testid="api-key-new"] input[data-code="temp_shifts:write"]');
    await page.click('[data-testid="api-key-new-submit"]');
    await page.waitForSelector('[data-testid="api-key-shown"]');
    const key = (await page.textContent('[data-testid="api-key-value"]'))!;
    assert.match(key, /^ccp_[A-Za-z0-9_-]{43}$/);
    const [stored] = await db.select().from(providerApiKeys).where(eq(providerApiKeys.name, 'Roster sync — E2E'));
    assert.is(stored.keyPrefix, key.slice(0, 12));
    assert.equal(stored.scopes, ['temp_shifts:read', 'temp_shifts:write']);
    await page.click('[data-testid="api-key-shown"] button:has-text("Done")');
    await page.waitForSelector('[data-testid="api-key-shown"]', { state: 'detached' });
    const table = await page.textContent('[data-testid="api-key-table"]');
    assert.ok(table!.includes(`${key.slice(0, 12)}…`));
    assert.not.ok(table!.includes(key.slice(12)), 'the key is not shown again');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
