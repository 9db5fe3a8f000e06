// Notes, tags and attachments in a real browser. On an applicant's page, by keyboard alone: 3 opens
// Notes, n puts the cursor in the note box, Enter saves, Escape leaves it, t goes to the tag box, Enter
// adds the tag. On the applicants list, n on the focused row asks for the note in the palette. On the
// Attachments tab, u opens the file picker, a dropped file uploads, and delete asks first.
import { desc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attachments, staff, staffNotes } from '../../src/server/db/schema';
import { launchOrSkip } from '../support/browser';
import { openConsole } from '../support/console-page';
import { startTestServer, type TestServer } from '../support/server';

const TESTS = 3;
const browser = await launchOrSkip('notes', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

if (browser) {
  const test = suite<{ server: TestServer; browser: Browser; token: string; dataDir: string; staffId: number }>('notes');
  test.before(async (ctx) => {
    // Uploads go to a folder of this suite's own, never the repository's data folder.
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-notes-e2e-'));
    ctx.server = await startTestServer({ dataDir: ctx.dataDir });
    ctx.browser = browser;
    ctx.token = await ctx.server.signIn();
    const [someone] = await ctx.server.database.db.select({ id: staff.id }).from(staff).where(eq(staff.status, 6)).limit(1);
    ctx.staffId = someone.id;
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });

  test('on an applicant’s page: 3, n, a note, Enter, Escape, t, a tag, Enter — both saved, by keyboard alone', async ({ server, browser, token, staffId }) => {
    const { context, page, errors } = await openConsole(browser, server, `/staff/applicants/detail/${staffId}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="applicant-name"]');
    await page.keyboard.press('3');
    await page.waitForSelector('[data-testid="notes-tab"] [data-testid="note-feed"]');
    const before = await page.$$eval('[data-testid="note-item"]', (items) => items.length);

    await page.keyboard.press('n');
    assert.is(await active(page), 'note-text', 'n puts the cursor in the note box');
    await page.keyboard.type('Called her: keen on weekend shifts at Bluegum Lodge.');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="note-item"] >> text=Called her: keen on weekend shifts at Bluegum Lodge.');
    assert.is(await page.inputValue('[data-testid="note-text"]'), '', 'the box is cleared for the next note');
    assert.is(await page.$$eval('[data-testid="note-item"]', (items) => items.length), before + 1);
    assert.match(await page.textContent('[data-testid="note-item"] [data-testid="note-author"]') ?? '', 'Administrator', 'the newest note, first, by the signed-in account');
    const [saved] = await server.database.db.select().from(staffNotes).where(eq(staffNotes.staffId, staffId)).orderBy(desc(staffNotes.id)).limit(1);
    assert.is(saved.body, 'Called her: keen on weekend shifts at Bluegum Lodge.');

    await page.keyboard.press('Escape');
    assert.is.not(await active(page), 'note-text', 'Escape leaves the box, so letters are keys again');
    await page.keyboard.press('t');
    assert.is(await active(page), 'tag-input', 't puts the cursor in the tag box');
    await page.keyboard.type('Weekend ready');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="tag-chip"][data-tag="Weekend ready"]');
    const [row] = await server.database.db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, staffId));
    assert.ok(row.tags.includes('Weekend ready'), 'staff.tags holds the new tag');
    assert.is(await page.inputValue('[data-testid="tag-input"]'), '');
    assert.equal(errors, []);
    await context.close();
  });

  test('n on a focused applicant row asks for the note in the palette and saves it for that applicant', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants', { token, ...WIDE });
    const focused = await page.waitForSelector('[data-testid="staff-row"][data-focused]');
    const id = Number(await focused.getAttribute('data-row-id'));
    await page.keyboard.press('n');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="note"]');
    await page.keyboard.type('Prefers the inner west; no regional placements.');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [saved] = await server.database.db.select().from(staffNotes).where(eq(staffNotes.staffId, id)).orderBy(desc(staffNotes.id)).limit(1);
    assert.is(saved?.body, 'Prefers the inner west; no regional placements.');
    assert.equal(errors, []);
    await context.close();
  });

  test('attachments: u opens the picker, a dropped file uploads too, sizes read as spec §5 says, delete asks first', async ({ server, browser, token, staffId }) => {
    const { context, page, errors } = await openConsole(browser, server, `/staff/applicants/detail/${staffId}?tab=attachments`, { token, ...WIDE });
    // Listening early: Playwright turns on file-chooser interception without waiting for the browser to
    // confirm, so a listener added just before the key press can miss the chooser that key opens.
    const chooser = page.waitForEvent('filechooser');
    await page.waitForSelector('[data-testid="attachments-tab"] [data-testid="attachment-summary"]');
    // The key is bound once the tab is idle (not uploading), as its button shows.
    await page.waitForSelector('[data-testid="attachment-upload"]:not([disabled])');
    await page.keyboard.press('u');
    await (await chooser).setFiles({ name: 'Police check.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.waitForSelector('[data-testid="attachment-name"] >> text=Police check.pdf');
    assert.is(await page.textContent('[data-testid="attachment-row"]:has-text("Police check.pdf") [data-testid="attachment-size"]'), `${PDF.byteLength} B`);

    // A drop on the card: the browser's own DataTransfer, as a drag from the desktop gives.
    const transfer = await page.evaluateHandle((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'Reference letter.pdf', { type: 'application/pdf' }));
      return dt;
    }, [...PDF]);
    await page.dispatchEvent('[data-testid="attachments-tab"]', 'dragenter', { dataTransfer: transfer });
    await page.waitForSelector('[data-testid="attachment-drop"]');
    await page.dispatchEvent('[data-testid="attachments-tab"]', 'drop', { dataTransfer: transfer });
    await page.waitForSelector('[data-testid="attachment-name"] >> text=Reference letter.pdf');
    const kept = await server.database.db.select().from(attachments).where(eq(attachments.staffId, staffId));
    assert.ok(kept.some((a) => a.fileName === 'Reference letter.pdf'));

    await page.click('[data-testid="attachment-row"]:has-text("Police check.pdf") [data-testid="attachment-delete"]');
    await page.waitForSelector('[data-testid="attachment-confirm"]');
    assert.is(await active(page), 'attachment-confirm-cancel', 'Cancel has the focus: Enter keeps the file');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="attachment-confirm"]', { state: 'detached' });
    assert.ok(await page.$('[data-testid="attachment-name"] >> text=Police check.pdf'), 'still there');
    await page.click('[data-testid="attachment-row"]:has-text("Police check.pdf") [data-testid="attachment-delete"]');
    await page.click('[data-testid="attachment-confirm-delete"]');
    await page.waitForSelector('[data-testid="attachment-name"] >> text=Police check.pdf', { state: 'detached' });
    const left = await server.database.db.select().from(attachments).where(eq(attachments.staffId, staffId));
    assert.not.ok(left.some((a) => a.fileName === 'Police check.pdf'));
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
