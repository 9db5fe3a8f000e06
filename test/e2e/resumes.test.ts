// The resume screens in a real browser: on a PNG resume's settings page a box is dragged, saved with
// Ctrl+S and the redacted copy made with Ctrl+Enter (the database and the copy's pixels agree); on the
// assessment rules page a pass score is saved and the rules tried on a pasted resume; on the recognised
// names page a name is added and saved.
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import * as assert from 'uvu/assert';
import { attachments, recognisedProviderNames, resumeAssessmentRules, staff, staffResumes } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { makePng } from '../support/resume-files';
import { openPage, unexpected } from './palette-support';

const test = await browserSuite('resumes-screens', 3);

const toast = (page: import('playwright-core').Page, text: string) =>
  page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="toast"][data-kind="success"]')].some((el) => el.textContent?.includes(want)), text);

if (test) {
  test('resume settings: drag a box, Ctrl+S saves it, Ctrl+Enter makes a copy with those pixels overwritten', async ({ browser, server, token }) => {
    const [person] = await server.database.db.select({ id: staff.id }).from(staff).limit(1);
    const form = new FormData();
    form.append('staff_id', String(person.id));
    form.append('file', new File([makePng(400, 400) as Uint8Array<ArrayBuffer>], 'scan.png', { type: 'image/png' }));
    const up = await (await fetch(`${server.url}/api/admin/upload_staff_resume`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
    const id = up.data.resume.id as number;
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/resume-config/${id}`, token);
    await page.waitForSelector('[data-testid="blur-canvas"] img');
    await page.waitForFunction(() => (document.querySelector('[data-testid="blur-canvas"] img') as HTMLImageElement | null)?.complete);
    const box = (await page.locator('[data-testid="blur-canvas"]').boundingBox())!;
    // From a quarter to a half of the image, both ways.
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 6 });
    await page.mouse.up();
    assert.is(await page.locator('[data-testid="blur-region"]').count(), 1);
    await page.keyboard.press('Control+s');
    await toast(page, 'Boxes saved.');
    const [saved] = await server.database.db.select().from(staffResumes).where(eq(staffResumes.id, id));
    assert.is(saved.blurRegions.length, 1);
    assert.ok(Math.abs(saved.blurRegions[0].x - 0.25) < 0.02 && Math.abs(saved.blurRegions[0].width - 0.25) < 0.02, JSON.stringify(saved.blurRegions));
    await page.keyboard.press('Control+Enter');
    await page.waitForSelector('[data-testid="download-redacted"]');
    const [done] = await server.database.db.select().from(staffResumes).where(eq(staffResumes.id, id));
    assert.is(done.blurStatus, 'blurred');
    const [copy] = await server.database.db.select().from(attachments).where(eq(attachments.id, done.blurredAttachmentId!));
    const bytes = await (await fetch(`${server.url}/api/files/attachments/${copy.id}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    const image = PNG.sync.read(Buffer.from(bytes));
    const at = (x: number, y: number) => [...image.data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4)];
    assert.equal(at(150, 150), [26, 26, 31, 255], 'inside the drawn box');
    assert.equal(at(20, 20), [(20 * 7) % 256, (20 * 5) % 256, 200, 255], 'outside it');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('assessment rules: save a pass score with Ctrl+Enter, then try the rules on a pasted resume', async ({ browser, server, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/staff/configuration/resume-assessment-rule/config', token);
    await page.waitForSelector('[data-testid="rules-position"][data-position="Personal Care Worker"]');
    await page.click('[data-testid="rules-position"][data-position="Personal Care Worker"]');
    await page.waitForSelector('[data-testid="rules-editor"]');
    await page.fill('[data-testid="rules-pass"]', '72');
    await page.keyboard.press('Control+Enter');
    await toast(page, 'Rules saved for Personal Care Worker.');
    const passes = await server.database.db.select({ pass: resumeAssessmentRules.passScore }).from(resumeAssessmentRules);
    assert.ok(passes.some((p) => p.pass === 72));
    await page.fill('[data-testid="rules-try-text"]', 'Cert III Individual Support, TAFE NSW. HLTAID011 first aid. 3 years dementia care.');
    await page.click('[data-testid="rules-try"]');
    await page.waitForSelector('[data-testid="rules-try-result"]');
    const text = await page.textContent('[data-testid="rules-try-result"]');
    assert.match(text ?? '', /Mentions "dementia"/);
    assert.match(text ?? '', /Holds the required First Aid/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('recognised names: add one and save; the table has it', async ({ browser, server, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/staff/configuration/resume-assessment-rule/provider-recognised-names', token);
    await page.waitForSelector('[data-testid="recognised-name-0"]');
    const before = await page.locator('[data-testid="recognised-name-list"] input').count();
    await page.click('[data-testid="add-recognised-name"]');
    await page.fill(`[data-testid="recognised-name-${before}"]`, 'Wodonga TAFE');
    await page.click('[data-testid="save-recognised-names"]');
    await toast(page, 'Recognised names saved.');
    const names = await server.database.db.select().from(recognisedProviderNames);
    assert.ok(names.some((n) => n.name === 'Wodonga TAFE'));
    assert.is(names.length, before + 1);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
