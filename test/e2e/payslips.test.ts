// Payslips in a real browser: on /account/payslip the focused payslip's lines show beside the list;
// ⌘K/Ctrl+K, "approve payslip", Enter approves it (the palette acts on the focused row); shift+w asks for
// the reason in the palette and withdraws it; the invoice screen shows an invoice's lines and totals.
import { desc, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { auditLog, invoices, payslips } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, paletteClosed, selectedItem, typeInPalette, unexpected } from './palette-support';

const test = await browserSuite('payslips and invoices', 2);

if (test) {
  test('approve the focused payslip from the palette, then withdraw it with shift+w and a reason', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [pending] = await db.select().from(payslips).where(eq(payslips.status, 'pending')).orderBy(desc(payslips.createdAt), desc(payslips.id)).limit(1);
    const { page, errors, context } = await openPage(browser, server, `/account/payslip?payslip=${pending.id}`, token);
    await page.waitForSelector(`[data-testid="payslip-detail"][data-payslip-id="${pending.id}"][data-status="pending"]`);
    await page.waitForSelector('[data-testid="payslip-line"]');
    const lines = await page.locator('[data-testid="payslip-line"]').count();
    assert.ok(lines > 0, 'the lines show');
    assert.match((await page.textContent('[data-testid="payslip-gross"]')) ?? '', /^\$[\d,]+\.\d\d$/);

    await openPalette(page);
    await typeInPalette(page, 'approve payslip');
    assert.is((await selectedItem(page)).commandId, 'payslip.approve');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector(`[data-testid="payslip-detail"][data-payslip-id="${pending.id}"][data-status="approved"]`);
    assert.is(await page.textContent('[data-testid="payslip-detail-status"]'), 'Approved');
    const [approved] = await db.select().from(payslips).where(eq(payslips.id, pending.id));
    assert.equal([approved.status, approved.version], ['approved', pending.version + 1]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.api, 'payslip_approve')).orderBy(desc(auditLog.id)).limit(1);
    assert.equal([audit.entityId, audit.source], [String(pending.id), 'palette']);

    // Withdraw is offered now (the table allows it from approved) and asks why.
    await page.waitForSelector('[data-testid="pay-action-withdraw"]');
    await page.keyboard.press('Shift+W');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="reason"]');
    await page.keyboard.type('Wrong level applied');
    await page.keyboard.press('Enter');
    // Withdraw is marked danger: one more Enter confirms it.
    if (await page.isVisible('[data-testid="palette"]')) await page.keyboard.press('Enter');
    await paletteClosed(page);
    await page.waitForSelector(`[data-testid="payslip-detail"][data-payslip-id="${pending.id}"][data-status="withdrawn"]`);
    const [withdrawn] = await db.select().from(payslips).where(eq(payslips.id, pending.id));
    assert.equal([withdrawn.status, withdrawn.reason], ['withdrawn', 'Wrong level applied']);
    assert.is(await page.textContent('[data-testid="payslip-reason"]'), 'Wrong level applied');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the invoice screen: a period’s invoices, the focused one’s lines and totals, j moves the focus', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [latest] = await db.select().from(invoices).where(eq(invoices.status, 'pending')).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(1);
    const { page, errors, context } = await openPage(browser, server, `/account/invoice?period=${latest.periodId}&invoice=${latest.id}`, token);
    await page.waitForSelector(`[data-testid="invoice-detail"][data-invoice-id="${latest.id}"]`);
    await page.waitForSelector('[data-testid="invoice-line"]');
    assert.is(await page.textContent('[data-testid="invoice-total"]'), `$${(latest.totalCents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`);
    assert.ok(await page.isVisible('[data-testid="pay-period-summary"]'));
    const rows = await page.locator('[data-testid="invoices-row"]').count();
    assert.ok(rows > 1);
    await page.keyboard.press('j');
    await page.waitForFunction((id) => {
      const el = document.querySelector('[data-testid="invoice-detail"]');
      return el && el.getAttribute('data-invoice-id') !== String(id);
    }, latest.id);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
