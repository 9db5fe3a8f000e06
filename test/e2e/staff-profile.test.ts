// A recruiter on an applicant who is signing their contract, by keyboard alone: 2 opens the Forms tab,
// C the contract, E its first field; Tab to the pay rate, a rate below the award is refused on that field,
// a proper one saves with Enter. Then Shift+S: the status dialog preselects 'Mark contract signed', shows
// the message, position and documents, and Enter confirms. The database agrees at each step.
import { and, desc, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { outbox, staff, staffForms } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected } from './palette-support';

const test = await browserSuite('staff profile', 2);

if (test) {
  test('edit the contract form and change staff status by keyboard', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [person] = await db
      .select({ id: staff.id, version: staff.version, email: staff.email, firstName: staff.firstName })
      .from(staff)
      .innerJoin(staffForms, and(eq(staffForms.staffId, staff.id), eq(staffForms.form, 'contract')))
      .where(eq(staff.status, 7))
      .limit(1);
    assert.ok(person, 'a seeded applicant signing their contract, with a contract form');
    const contract = async () => (await db.select().from(staffForms).where(and(eq(staffForms.staffId, person!.id), eq(staffForms.form, 'contract'))))[0]!;
    const before = await contract();
    assert.is((before.data as { pay_basis: number }).pay_basis, 2, 'paid by the hour');

    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${person!.id}`, token);
    await page.waitForSelector('[data-testid="applicant-status"]');
    await page.keyboard.press('2');
    await page.waitForSelector('[data-testid="forms-tab"]');
    await page.keyboard.press('c');
    await page.waitForSelector('[data-testid="staff-form-contract"]');
    await page.keyboard.press('e');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'profile-field-employment_type');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'profile-field-pay_rate');

    // Below the award: refused on the field itself, nothing stored.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    const error = await page.waitForSelector('[data-testid="profile-field-pay_rate-error"]:has-text("between")');
    assert.match(await error.textContent() ?? '', /Pay rate for an hourly rate must be between 24.95 and 300/);
    assert.is((await contract()).version, before.version);

    await page.keyboard.press('Control+a');
    await page.keyboard.type('38.5');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="staff-form-contract"][data-version="${before.version + 1}"]`);
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const saved = await contract();
    assert.is((saved.data as { pay_rate: number }).pay_rate, 38.5);
    assert.is(saved.version, before.version + 1);

    // Esc leaves the field, so the page's keys work again; Shift+S opens the status dialog.
    await page.keyboard.press('Escape');
    assert.is(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
    await page.keyboard.press('Shift+S');
    await page.waitForSelector('[data-testid="staff-status-dialog"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'staff-status-moves');
    const chosen = await page.waitForSelector('[data-testid="staff-move-8"][aria-checked="true"][data-default]');
    assert.match(await chosen.textContent() ?? '', /Mark contract signed/);
    // J moves to the next move and K back: the preview follows the choice.
    await page.keyboard.press('j');
    await page.waitForSelector('[data-testid="staff-move-6"][aria-checked="true"]');
    await page.keyboard.press('k');
    await page.waitForSelector('[data-testid="staff-move-8"][aria-checked="true"]');
    await page.waitForSelector('[data-testid="staff-status-position"]');
    assert.is(await page.$eval('[data-testid="staff-status-message"]', (el) => el.tagName), 'P', 'an internal step has no message to edit');
    assert.match(await page.textContent('[data-testid="staff-status-message"]') ?? '', /Internal step: nothing is sent/);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="staff-status-dialog"]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-testid="applicant-status"]')?.textContent === 'Contract signed');
    const [after] = await db.select().from(staff).where(eq(staff.id, person!.id));
    assert.is(after!.status, 8);
    assert.ok(after!.version > person!.version);
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, person!.email)).orderBy(desc(outbox.id));
    assert.is(mail.length, 0, 'an internal step emails nobody');

    // Shift+S again: the next step (start onboarding) writes to the applicant, with its documents.
    await page.keyboard.press('Shift+S');
    await page.waitForSelector('[data-testid="staff-move-9"][aria-checked="true"]');
    await page.waitForSelector('[data-testid="staff-status-files"] li');
    assert.match(await page.inputValue('[data-testid="staff-status-message"]'), new RegExp(`^Hi ${person!.firstName}, welcome aboard`));
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'staff-status-moves');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="applicant-status"]')?.textContent === 'Onboarding');
    const sent = await db.select().from(outbox).where(eq(outbox.recipient, person!.email));
    assert.is(sent.length, 1);
    assert.match(sent[0]!.body, /welcome aboard/);
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('the uploading materials dialog edits the materials form and takes the next staff status step', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [person] = await db.select({ id: staff.id, name: staff.firstName }).from(staff).where(eq(staff.status, 5)).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${person!.id}`, token);
    await page.waitForSelector('[data-testid="applicant-applications-row"]');
    await page.click('[data-testid="open-dialog-uploadingMaterials"]');
    await page.waitForSelector('[data-testid="workflow-dialog-uploadingMaterials"] [data-testid="staff-form-materials"]');
    assert.match(await page.textContent('[data-testid="workflow-dialog-applicant"]') ?? '', new RegExp(person!.name));
    // The materials form saves from the dialog like on the Forms tab.
    await page.selectOption('[data-testid="profile-field-identity_verification"]', 'verified');
    await page.click('[data-testid="staff-form-save"]');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    const [materials] = await db.select().from(staffForms).where(and(eq(staffForms.staffId, person!.id), eq(staffForms.form, 'materials')));
    assert.is((materials!.data as { identity_verification: string }).identity_verification, 'verified');
    // The step: Uploading materials → Materials under review, previewed, then confirmed.
    await page.click('[data-testid="status-step-preview"]');
    await page.waitForSelector('[data-testid="status-step-info"]');
    await page.click('[data-testid="status-step-confirm"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="applicant-status"]')?.textContent === 'Materials under review');
    const [after] = await db.select({ status: staff.status }).from(staff).where(eq(staff.id, person!.id));
    assert.is(after!.status, 6);
    // From 6 the table's next step is sending the contract, which is not this dialog's: no step is offered.
    await page.waitForSelector('[data-testid="status-step"]', { state: 'detached' });
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test.run();
}
