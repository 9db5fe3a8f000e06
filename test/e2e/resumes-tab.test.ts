// The applicant page's Resumes tab in a real browser: 0 opens it, u uploads a real PDF resume, the new
// one becomes the default from its row, and delete asks first (Enter keeps the file).
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attachments, staff, staffResumes } from '../../src/server/db/schema';
import { launchOrSkip } from '../support/browser';
import { openConsole } from '../support/console-page';
import { makeResumePdf } from '../support/resume-files';
import { startTestServer, type TestServer } from '../support/server';

const TESTS = 1;
const browser = await launchOrSkip('resumes tab', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (browser) {
  const test = suite<{ server: TestServer; browser: Browser; token: string; dataDir: string }>('resumes tab');
  test.before(async (ctx) => {
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-resumes-tab-'));
    ctx.server = await startTestServer({ dataDir: ctx.dataDir });
    ctx.browser = browser;
    ctx.token = await ctx.server.signIn();
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });

  test('0 opens Resumes; u uploads; a row makes it the default; delete asks first', async ({ server, browser, token }) => {
    const db = server.database.db;
    // An applicant who already has a default resume, so the upload arrives as a second one.
    const [owner] = await db.select({ id: staffResumes.staffId }).from(staffResumes).innerJoin(staff, eq(staff.id, staffResumes.staffId)).where(eq(staffResumes.isDefault, true)).limit(1);
    const before = await db.select().from(staffResumes).where(eq(staffResumes.staffId, owner.id));
    const { context, page, errors } = await openConsole(browser, server, `/staff/applicants/detail/${owner.id}`, { token, ...WIDE });
    // Listening early: Playwright turns on file-chooser interception without waiting for the browser.
    const chooser = page.waitForEvent('filechooser');
    await page.waitForSelector('[data-testid="applicant-tabs"], [role="tablist"]');
    await page.keyboard.press('0');
    await page.waitForSelector('[data-testid="resume-row"]');
    assert.is(await page.locator('[data-testid="resume-row"]').count(), before.length);
    await page.keyboard.press('u');
    await (await chooser).setFiles({ name: 'Updated CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeResumePdf()) });
    const row = page.locator('[data-testid="resume-row"]:has-text("Updated CV.pdf")');
    await row.waitFor();
    const resumesNamed = (name: string) =>
      db.select({ isDefault: staffResumes.isDefault, fileName: attachments.fileName }).from(staffResumes).innerJoin(attachments, eq(attachments.id, staffResumes.attachmentId))
        .where(and(eq(staffResumes.staffId, owner.id), eq(attachments.fileName, name)));
    const [stored] = await resumesNamed('Updated CV.pdf');
    assert.ok(stored, 'stored');
    assert.is(stored.isDefault, false, 'a second resume is not the default by itself');

    await row.locator('[data-testid="resume-set-default"]').click();
    await page.waitForSelector('[data-testid="resume-row"][data-default]:has-text("Updated CV.pdf")');
    const defaults = await db.select({ fileName: attachments.fileName }).from(staffResumes).innerJoin(attachments, eq(attachments.id, staffResumes.attachmentId))
      .where(and(eq(staffResumes.staffId, owner.id), eq(staffResumes.isDefault, true)));
    assert.equal(defaults.map((r) => r.fileName), ['Updated CV.pdf'], 'one default');

    await row.locator('[data-testid="resume-delete"]').click();
    await page.waitForSelector('[data-testid="resume-confirm"]');
    await page.keyboard.press('Enter'); // Cancel has the focus
    await page.waitForSelector('[data-testid="resume-confirm"]', { state: 'detached' });
    assert.is(await row.count(), 1, 'kept');
    await row.locator('[data-testid="resume-delete"]').click();
    await page.click('[data-testid="resume-confirm-delete"]');
    await row.waitFor({ state: 'detached' });
    assert.is((await resumesNamed('Updated CV.pdf')).length, 0);
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
