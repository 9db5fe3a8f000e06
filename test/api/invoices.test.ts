// Invoices over HTTP: the list and its filters, lines per worked shift at the charge rate (the margin rule
// of docs/pay.md), GST, and approve → withdraw → replace through the same rules table as payslips.
import { and, desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, invoices, payslipLines, payslips } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('invoices');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

async function pendingInvoice(server: TestServer, skip = 0) {
  const [row] = await server.database.db.select().from(invoices).where(eq(invoices.status, 'pending')).orderBy(invoices.id).offset(skip).limit(1);
  if (!row) throw new Error('no pending invoice in the seed');
  return row;
}

test('invoice_list: filters by period, status, provider and keyword; totals with GST', async ({ server, token }) => {
  const one = await pendingInvoice(server);
  const listed = await server.call('invoice_list', { period_id: one.periodId, status: 'pending', page_size: 200 }, { token });
  assert.is(listed.err, 0, listed.msg);
  const row = listed.data.list.find((r: any) => r.id === one.id);
  assert.ok(row);
  assert.ok(listed.data.list.every((r: any) => r.period_id === one.periodId && r.status === 'pending'));
  assert.is(row.number, `INV-${String(one.id).padStart(6, '0')}`);
  assert.is(row.total_cents, row.subtotal_cents + row.gst_cents);
  assert.is(row.gst_cents, Math.round(row.subtotal_cents / 10));
  assert.match(row.total, /^\$[\d,]+\.\d\d$/);
  const byProvider = await server.call('invoice_list', { provider_id: one.providerId }, { token });
  assert.ok(byProvider.data.list.length > 0 && byProvider.data.list.every((r: any) => r.provider_id === one.providerId));
  const byName = await server.call('invoice_list', { keyword: row.name.slice(0, 8), period_id: one.periodId }, { token });
  assert.ok(byName.data.list.some((r: any) => r.id === one.id));
  const byNumber = await server.call('invoice_list', { keyword: row.number.toLowerCase() }, { token });
  assert.equal(byNumber.data.list.map((r: any) => r.id), [one.id]);
  const bad = await server.call('invoice_list', { status: 'sent', provider_id: 'x' }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['provider_id', 'status']);
});

test('invoice_detail: a line per worked shift, charged at the worker’s pay × 1.32; the same shifts as the payslips', async ({ server, token }) => {
  const one = await pendingInvoice(server);
  const d = (await server.call('invoice_detail', { invoice_id: one.id }, { token })).data;
  assert.is(d.lines.length, d.shift_count);
  for (const line of d.lines) {
    assert.is(line.charge_cents, Math.round(line.pay_cents * 1.32), `line ${line.id}`);
    assert.is(line.charge_rate_cents, Math.round((line.charge_cents * 60) / line.minutes));
  }
  assert.is(d.lines.reduce((s: number, l: any) => s + l.charge_cents, 0), d.subtotal_cents);
  assert.equal(d.actions.map((a: any) => a.action), ['approve', 'withdraw', 'replace']);
  // Each invoiced shift is paid on a payslip of the same period at the same amount.
  const [line] = d.lines;
  const [paid] = await server.database.db.select({ amount: payslipLines.amountCents }).from(payslipLines)
    .innerJoin(payslips, eq(payslips.id, payslipLines.payslipId))
    .where(and(eq(payslipLines.shiftId, line.shift_id), eq(payslips.staffId, line.staff_id), eq(payslips.periodId, one.periodId)));
  assert.is(paid.amount, line.pay_cents);
});

test('approve → withdraw → replace, with the refusals the rules table gives and audit rows', async ({ server, token }) => {
  const one = await pendingInvoice(server, 1);
  const approved = await server.call('invoice_approve', { invoice_id: one.id, version: one.version }, { token });
  assert.is(approved.err, 0, approved.msg);
  assert.equal([approved.data.status, approved.data.version, approved.data.approved_by], ['approved', one.version + 1, 'Administrator']);
  const again = await server.call('invoice_approve', { invoice_id: one.id, version: approved.data.version }, { token });
  assert.is(again.status, 409);
  assert.match(again.msg, /^Invoice \d+ is Approved; only a document that is Pending approval can be approved\.$/);
  const replaceApproved = await server.call('invoice_replace', { invoice_id: one.id, version: approved.data.version, reason: 'Recalculate' }, { token });
  assert.is(replaceApproved.status, 409);
  const stale = await server.call('invoice_withdraw', { invoice_id: one.id, version: one.version, reason: 'Disputed by provider' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, approved.data.version]);

  const withdrawn = await server.call('invoice_withdraw', { invoice_id: one.id, version: approved.data.version, reason: 'Disputed by provider' }, { token });
  assert.is(withdrawn.err, 0, withdrawn.msg);
  assert.equal([withdrawn.data.status, withdrawn.data.reason], ['withdrawn', 'Disputed by provider']);
  const withdrawAgain = await server.call('invoice_withdraw', { invoice_id: one.id, version: withdrawn.data.version, reason: 'Again' }, { token });
  assert.is(withdrawAgain.status, 409);

  const replaced = await server.call('invoice_replace', { invoice_id: one.id, version: withdrawn.data.version, reason: 'Reissued after the dispute' }, { token });
  assert.is(replaced.err, 0, replaced.msg);
  const { invoice: fresh, replaced: old } = replaced.data;
  assert.equal([old.status, old.replaced_by_id, fresh.status, fresh.replaces_id, fresh.provider_id], ['replaced', fresh.id, 'pending', one.id, one.providerId]);
  assert.is(fresh.total_cents, one.totalCents);
  const oldDetail = await server.call('invoice_detail', { invoice_id: one.id }, { token });
  assert.equal([oldDetail.data.status, oldDetail.data.actions, oldDetail.data.replaced_by.id], ['replaced', [], fresh.id]);
  assert.ok(oldDetail.data.lines.length > 0, 'the replaced invoice keeps its lines');

  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'invoice')).orderBy(desc(auditLog.id)).limit(4);
  assert.equal(audits.map((a) => a.api), ['invoice_replace', 'invoice_replace', 'invoice_withdraw', 'invoice_approve']);
  assert.equal(audits.map((a) => a.entityId), [String(fresh.id), String(one.id), String(one.id), String(one.id)]);
});

test('bad input and missing invoices', async ({ server, token }) => {
  const bad = await server.call('invoice_withdraw', { invoice_id: 0, version: -1, reason: 'x'.repeat(501) }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['invoice_id', 'reason', 'version']);
  assert.ok(bad.data.fields.some((f: any) => f.message === 'Reason is at most 500 characters.'));
  const missing = await server.call('invoice_approve', { invoice_id: 99_999_999, version: 1 }, { token });
  assert.is(missing.status, 404);
  const noDetail = await server.call('invoice_detail', { invoice_id: 99_999_999 }, { token });
  assert.is(noDetail.status, 404);
});

test.run();
