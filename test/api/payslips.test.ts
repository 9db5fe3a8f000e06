// Payslips over HTTP: payroll periods, the list and its filters, a payslip's lines priced from worked
// shifts, and approve → withdraw → replace through the rules table, with refusals, stale versions, bad
// input and audit rows; a correction at check-out flows into the replacement.
import { and, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, payrollPeriods, payslips, shiftWorkers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('payslips');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const money = /^\$\d{1,3}(,\d{3})*\.\d\d$/;

async function pendingPayslip(server: TestServer, skip = 0) {
  const [row] = await server.database.db.select().from(payslips).where(eq(payslips.status, 'pending')).orderBy(payslips.id).offset(skip).limit(1);
  if (!row) throw new Error('no pending payslip in the seed');
  return row;
}

test('get_payroll_period_list: fortnights newest first, closed before the seed epoch, totals of live payslips', async ({ server, token }) => {
  const answer = await server.call('get_payroll_period_list', { page_size: 50 }, { token });
  assert.is(answer.err, 0, answer.msg);
  const list = answer.data.list;
  assert.ok(list.length >= 10, `${list.length} periods`);
  assert.is(answer.data.total, list.length);
  for (const [i, p] of list.entries()) {
    const days = (Date.parse(p.ends_on) - Date.parse(p.starts_on)) / 86_400_000;
    assert.is(days, 13, `${p.label} is a fortnight`);
    assert.is(new Date(`${p.starts_on}T00:00:00Z`).getUTCDay(), 1, 'starts on a Monday');
    if (i > 0) assert.ok(p.starts_on < list[i - 1].starts_on, 'newest first');
    assert.match(p.payslip_total, money);
  }
  const closed = list.filter((p: any) => p.status === 'closed');
  assert.ok(closed.length > 3 && closed.every((p: any) => p.payslip_count > 0 && p.invoice_count > 0), 'closed periods have documents');
  const [sum] = await server.database.db.select({ cents: sql<number>`coalesce(sum(${payslips.grossCents}), 0)::int` }).from(payslips)
    .where(and(eq(payslips.periodId, closed[0].id), sql`${payslips.status} in ('pending', 'approved')`));
  assert.is(closed[0].payslip_total_cents, sum.cents);
  const open = await server.call('get_payroll_period_list', { status: 'open' }, { token });
  assert.ok(open.data.list.length > 0 && open.data.list.every((p: any) => p.status === 'open'));
  const bad = await server.call('get_payroll_period_list', { status: 'shut' }, { token });
  assert.equal(bad.data.fields, [{ path: 'status', message: 'Status must be one of open, closed.' }]);
});

test('payslip_list: filters by period, status and staff keyword; AUD text beside the cents', async ({ server, token }) => {
  const one = await pendingPayslip(server);
  const byPeriod = await server.call('payslip_list', { period_id: one.periodId, status: 'pending', page_size: 200 }, { token });
  assert.is(byPeriod.err, 0, byPeriod.msg);
  assert.ok(byPeriod.data.list.length > 0);
  assert.ok(byPeriod.data.list.every((r: any) => r.period_id === one.periodId && r.status === 'pending'));
  const row = byPeriod.data.list.find((r: any) => r.id === one.id);
  assert.ok(row, 'the pending payslip is listed');
  assert.is(row.number, `PS-${String(one.id).padStart(6, '0')}`);
  assert.is(row.gross_cents, one.grossCents);
  assert.match(row.gross, money);
  assert.is(row.hours, (one.minutes / 60).toFixed(2));
  assert.ok(row.shift_count > 0);

  const byName = await server.call('payslip_list', { keyword: row.name, period_id: one.periodId }, { token });
  assert.ok(byName.data.list.some((r: any) => r.id === one.id));
  assert.ok(byName.data.list.every((r: any) => r.name === row.name));
  const byNumber = await server.call('payslip_list', { keyword: row.number }, { token });
  assert.equal(byNumber.data.list.map((r: any) => r.id), [one.id]);
  const sorted = await server.call('payslip_list', { sort_by: 'gross_cents', sort_dir: 'desc', page_size: 5 }, { token });
  const grosses = sorted.data.list.map((r: any) => r.gross_cents);
  assert.equal(grosses, [...grosses].sort((a: number, b: number) => b - a));
  const bad = await server.call('payslip_list', { status: 'paid', period_id: 0 }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['period_id', 'status']);
});

test('payslip_detail: a line per worked shift, priced with its breakdown; the actions the table allows', async ({ server, token }) => {
  const one = await pendingPayslip(server);
  const detail = await server.call('payslip_detail', { payslip_id: one.id }, { token });
  assert.is(detail.err, 0, detail.msg);
  const d = detail.data;
  assert.is(d.lines.length, d.shift_count);
  assert.is(d.lines.reduce((s: number, l: any) => s + l.amount_cents, 0), d.gross_cents, 'gross is the sum of the lines');
  assert.is(d.lines.reduce((s: number, l: any) => s + l.minutes, 0), one.minutes);
  for (const line of d.lines) {
    assert.ok(line.parts.length > 0);
    assert.is(line.parts.reduce((s: number, p: any) => s + p.amount_cents, 0), line.amount_cents, 'a line is the sum of its parts');
    assert.ok(line.base_rate_cents >= 2495, 'at least the minimum wage');
    assert.match(line.amount, money);
  }
  assert.equal(d.actions.map((a: any) => a.action), ['approve', 'withdraw', 'replace']);
  assert.equal(d.actions.find((a: any) => a.action === 'withdraw'), { action: 'withdraw', label: 'Withdraw', danger: true, needs_reason: true });
  const missing = await server.call('payslip_detail', { payslip_id: 99_999_999 }, { token });
  assert.is(missing.status, 404);
});

test('approve → withdraw → replace: each move the table allows, refusals for the rest, audited', async ({ server, token }) => {
  const one = await pendingPayslip(server, 1);
  const approved = await server.call('payslip_approve', { payslip_id: one.id, version: one.version }, { token });
  assert.is(approved.err, 0, approved.msg);
  assert.equal([approved.data.status, approved.data.version], ['approved', one.version + 1]);
  assert.ok(approved.data.approved_at);
  assert.is(approved.data.approved_by, 'Administrator');

  const again = await server.call('payslip_approve', { payslip_id: one.id, version: approved.data.version }, { token });
  assert.is(again.status, 409);
  assert.is(again.msg, `Payslip ${one.id} is Approved; only a document that is Pending approval can be approved.`);
  const replaceApproved = await server.call('payslip_replace', { payslip_id: one.id, version: approved.data.version, reason: 'Recalculate' }, { token });
  assert.is(replaceApproved.status, 409, 'an approved payslip is withdrawn before it is replaced');
  const stale = await server.call('payslip_withdraw', { payslip_id: one.id, version: one.version, reason: 'Late' }, { token });
  assert.equal([stale.status, stale.data.current_version], [409, approved.data.version]);
  const noReason = await server.call('payslip_withdraw', { payslip_id: one.id, version: approved.data.version }, { token });
  assert.equal(noReason.data.fields, [{ path: 'reason', message: 'Reason is required.' }]);
  const shortReason = await server.call('payslip_withdraw', { payslip_id: one.id, version: approved.data.version, reason: ' x ' }, { token });
  assert.equal(shortReason.data.fields, [{ path: 'reason', message: 'Reason is required: at least 3 characters.' }]);

  const withdrawn = await server.call('payslip_withdraw', { payslip_id: one.id, version: approved.data.version, reason: 'Wrong level applied' }, { token });
  assert.is(withdrawn.err, 0, withdrawn.msg);
  assert.equal([withdrawn.data.status, withdrawn.data.reason, withdrawn.data.version], ['withdrawn', 'Wrong level applied', one.version + 2]);
  const approveWithdrawn = await server.call('payslip_approve', { payslip_id: one.id, version: withdrawn.data.version }, { token });
  assert.is(approveWithdrawn.status, 409);

  const replaced = await server.call('payslip_replace', { payslip_id: one.id, version: withdrawn.data.version, reason: 'Level 2 rate applied' }, { token });
  assert.is(replaced.err, 0, replaced.msg);
  const { payslip: fresh, replaced: old } = replaced.data;
  assert.equal([old.id, old.status, old.replaced_by_id, old.reason], [one.id, 'replaced', fresh.id, 'Level 2 rate applied']);
  assert.equal([fresh.status, fresh.replaces_id, fresh.staff_id, fresh.period_id, fresh.version], ['pending', one.id, one.staffId, one.periodId, 1]);
  assert.is(fresh.gross_cents, one.grossCents, 'nothing changed in the shifts: the same amount');

  // The old one stays readable, linked both ways, and allows nothing more.
  const oldDetail = await server.call('payslip_detail', { payslip_id: one.id }, { token });
  assert.equal([oldDetail.data.status, oldDetail.data.actions, oldDetail.data.replaced_by.id], ['replaced', [], fresh.id]);
  assert.is(oldDetail.data.lines.length, one ? oldDetail.data.shift_count : 0);
  const freshDetail = await server.call('payslip_detail', { payslip_id: fresh.id }, { token });
  assert.equal([freshDetail.data.replaces.id, freshDetail.data.replaces.status], [one.id, 'replaced']);
  const replaceAgain = await server.call('payslip_replace', { payslip_id: one.id, version: old.version, reason: 'Again' }, { token });
  assert.is(replaceAgain.status, 409);

  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'payslip')).orderBy(desc(auditLog.id)).limit(4);
  assert.equal(audits.map((a) => [a.api, a.entityId, (a.before as any)?.status ?? null, (a.after as any).status]), [
    ['payslip_replace', String(fresh.id), null, 'pending'],
    ['payslip_replace', String(one.id), 'withdrawn', 'replaced'],
    ['payslip_withdraw', String(one.id), 'approved', 'withdrawn'],
    ['payslip_approve', String(one.id), 'pending', 'approved'],
  ]);
});

test('payslip_replace recalculates from the worked shifts: hours corrected at check-out change the gross', async ({ server, token }) => {
  const one = await pendingPayslip(server, 2);
  const detail = (await server.call('payslip_detail', { payslip_id: one.id }, { token })).data;
  const line = detail.lines[0];
  const [worker] = await server.database.db.select().from(shiftWorkers).where(and(eq(shiftWorkers.shiftId, line.shift_id), eq(shiftWorkers.staffId, one.staffId)));
  // One hour more than was paid on that line.
  await server.database.db.update(shiftWorkers).set({ hours: (line.minutes + 60) / 60 }).where(eq(shiftWorkers.id, worker.id));
  const replaced = await server.call('payslip_replace', { payslip_id: one.id, version: one.version, reason: 'Facility confirmed an extra hour' }, { token });
  assert.is(replaced.err, 0, replaced.msg);
  const fresh = (await server.call('payslip_detail', { payslip_id: replaced.data.payslip.id }, { token })).data;
  const freshLine = fresh.lines.find((l: any) => l.shift_id === line.shift_id);
  assert.is(freshLine.minutes, line.minutes + 60);
  assert.ok(freshLine.amount_cents > line.amount_cents, 'the extra hour is paid');
  assert.is(fresh.gross_cents - detail.gross_cents, freshLine.amount_cents - line.amount_cents);
});

test('bad input: ids, versions, unknown fields, anonymous callers', async ({ server, token }) => {
  const bad = await server.call('payslip_approve', { payslip_id: -1, version: 'one' }, { token });
  assert.is(bad.status, 400);
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['payslip_id', 'version']);
  const noVersion = await server.call('payslip_approve', { payslip_id: 1 }, { token });
  assert.equal(noVersion.data.fields, [{ path: 'version', message: 'Version is required: the version of the record you last saw.' }]);
  const extra = await server.call('payslip_approve', { payslip_id: 1, version: 1, amount: 5 }, { token });
  assert.equal(extra.data.fields, [{ path: 'amount', message: 'Unknown field.' }]);
  const missing = await server.call('payslip_withdraw', { payslip_id: 99_999_999, version: 1, reason: 'Nope' }, { token });
  assert.is(missing.status, 404);
  const anonymous = await server.call('payslip_approve', { payslip_id: 1, version: 1 });
  assert.is(anonymous.status, 401);
});

test('payslip_generate: a payslip for each worker with worked shifts and none yet; a second run adds none', async ({ server, token }) => {
  const [open] = await server.database.db.select().from(payrollPeriods)
    .where(and(eq(payrollPeriods.status, 'open'), sql`exists (select 1 from shift_workers w join shifts s on s.id = w.shift_id where w.checked_out_at is not null and (s.starts_at at time zone 'Australia/Sydney')::date between ${payrollPeriods.startsOn} and ${payrollPeriods.endsOn})`))
    .orderBy(payrollPeriods.startsOn).limit(1);
  const made = await server.call('payslip_generate', { period_id: open.id }, { token });
  assert.is(made.err, 0, made.msg);
  assert.ok(made.data.created > 0);
  const listed = await server.call('payslip_list', { period_id: open.id, page_size: 200 }, { token });
  assert.equal(listed.data.list.map((r: any) => r.id).sort((a: number, b: number) => a - b), [...made.data.payslip_ids].sort((a: number, b: number) => a - b));
  assert.ok(listed.data.list.every((r: any) => r.status === 'pending' && r.gross_cents > 0));
  const again = await server.call('payslip_generate', { period_id: open.id }, { token });
  assert.equal([again.data.created, again.data.payslip_ids], [0, []]);
  const missing = await server.call('payslip_generate', { period_id: 99_999 }, { token });
  assert.is(missing.status, 404);
});

test.run();
